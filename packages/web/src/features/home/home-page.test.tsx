import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, renderWithSession, testUser } from '../../../test/render.tsx';
import { PAGE_HEADING_VARIANT } from '../../app/page-heading.tsx';
import { i18n } from '../../i18n/index.ts';
import { HomePage } from './home-page.tsx';

function renderHome() {
  return renderWithSession(
    <HomePage />,
    fakeSession({
      user: testUser(),
      bootstrap: { version: { version: '1.4.0', time: '2026-11-20T12:00:00Z' } },
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 9, 30));
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('HomePage', () => {
  it('writes today and the server version date as SPEC §9 does, with the weekday in English', async () => {
    await i18n.changeLanguage('en');
    renderHome();
    expect(screen.getByText('Saturday, 21.11.2026')).toBeInTheDocument();
    expect(screen.getByText(/Server version 1\.4\.0 · 20\.11\.2026/)).toBeInTheDocument();
  });

  it('names the weekday in German for a German user', async () => {
    await i18n.changeLanguage('de');
    renderHome();
    expect(screen.getByText('Samstag, 21.11.2026')).toBeInTheDocument();
    expect(screen.getByText(/· 20\.11\.2026/)).toBeInTheDocument();
  });

  it('greets in the common page heading', async () => {
    await i18n.changeLanguage('en');
    renderHome();
    const heading = screen.getByRole('heading', { level: 1, name: 'Good morning, Mara Reef' });
    expect(heading).toHaveClass(`MuiTypography-${PAGE_HEADING_VARIANT}`);
  });
});
