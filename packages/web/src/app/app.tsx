import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-shell.tsx';
import { AppProviders } from './providers.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
