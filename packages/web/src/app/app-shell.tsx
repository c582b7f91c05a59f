import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { type AppRoute, ROUTES } from '../routes.tsx';
import { screens } from '../screens.ts';
import { AppThemeProvider } from './app-theme.tsx';
import { AppLayout } from './layout.tsx';
import { RouteLoading } from './loading-bar.tsx';
import { RouteGuard } from './route-guard.tsx';
import { findRoute } from './route-match.ts';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

function RouteScreen({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const title = t(route.labelKey);
  const appName = t(route.meta.crm ? 'app.clubName' : 'app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  const Screen = screens[route.screen];
  return <Screen area={route.area} labelKey={route.labelKey} {...route.props} />;
}

/** Layout and guard around whichever screen the route table picks for the current path. */
function AppShell() {
  const location = useLocation();
  const route = useMemo(() => findRoute(location.pathname), [location.pathname]);
  return (
    <AppThemeProvider club={route.meta.crm}>
      <AppLayout route={route}>
        <RouteGuard route={route}>
          <ScreenErrorBoundary key={location.pathname}>
            <Suspense fallback={<RouteLoading />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </RouteGuard>
      </AppLayout>
    </AppThemeProvider>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
