import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, DEFAULT_VIEWS } from '../features/index.ts';
import { GUEST } from '../permissions/index.ts';
import { principal } from '../permissions/index.ts';
import { isNavVisible } from './nav-visibility.ts';

const admin = principal({ userType: 'admin' });
const clerk = principal({ scopes: ['bookings.read'] });

describe('isNavVisible', () => {
  it('shows routes the user may open', () => {
    expect(isNavVisible({ scope: ['bookings.read'] }, clerk, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
    expect(isNavVisible({}, GUEST, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
    expect(isNavVisible({ scope: ['settings.read'] }, admin, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
  });

  it('hides routes marked invisible, even from admin', () => {
    expect(
      isNavVisible({ scope: ['bookings.read'], visible: false }, admin, DEFAULT_FEATURES, DEFAULT_VIEWS),
    ).toBe(false);
    expect(isNavVisible({ visible: true }, clerk, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
  });

  it('hides routes the user may not open', () => {
    expect(isNavVisible({ scope: ['settings.read'] }, clerk, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(false);
    expect(isNavVisible({ scope: ['user'] }, GUEST, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(false);
  });

  it('hides guests-only routes from logged-in users, admin included', () => {
    expect(isNavVisible({ scope: ['guest'] }, admin, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(false);
    expect(isNavVisible({ scope: ['guest'] }, GUEST, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
  });

  it('hides routes whose features are off', () => {
    const meta = { scope: ['pos.read'], feature: ['pos'] };
    expect(isNavVisible(meta, admin, { ...DEFAULT_FEATURES, pos: false }, DEFAULT_VIEWS)).toBe(false);
    expect(isNavVisible(meta, admin, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
  });

  it('hides routes whose view is off for the user', () => {
    const meta = { scope: ['divelog.read'], views: ['diveReports' as const] };
    const views = { ...DEFAULT_VIEWS, diveReports: false };
    const diver = principal({ scopes: ['divelog.read'] });
    expect(isNavVisible(meta, diver, DEFAULT_FEATURES, views)).toBe(false);
    expect(
      isNavVisible(
        meta,
        { ...diver, scopes: ['divelog.read', '$view.diveReports'] },
        DEFAULT_FEATURES,
        views,
      ),
    ).toBe(true);
    expect(isNavVisible(meta, diver, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
  });
});

describe('a screen that reads more than its route scope', () => {
  const meta = { scope: ['user'], needs: [['price.read', 'bookings.read']] };
  const agent = principal({ userType: 'agency', scopes: ['agencies.self'], agency: 'a1' });

  it('is neither listed nor opened for whom its data refuses', () => {
    expect(isNavVisible(meta, agent, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(false);
    expect(isNavVisible(meta, clerk, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
    expect(isNavVisible(meta, admin, DEFAULT_FEATURES, DEFAULT_VIEWS)).toBe(true);
  });
});
