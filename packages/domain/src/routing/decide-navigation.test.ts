import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, DEFAULT_VIEWS } from '../features/index.ts';
import { GUEST, type Principal } from '../permissions/index.ts';
import { principal } from '../permissions/index.ts';
import { decideNavigation, type NavigationInput } from './decide-navigation.ts';
import type { RouteMeta } from './route-meta.ts';

function decide(path: string, meta: RouteMeta, who: Principal, extra: Partial<NavigationInput> = {}) {
  return decideNavigation({
    path,
    meta,
    principal: who,
    features: DEFAULT_FEATURES,
    views: DEFAULT_VIEWS,
    ...extra,
  });
}

const admin = principal({ userType: 'admin' });
const clerk = principal({ scopes: ['bookings.read'] });
const agent = principal({ userType: 'agency', agency: 'a1', scopes: ['agencies.self'] });
const customer = principal({ userType: 'customer', customer: 'c1', scopes: ['customers.self'] });
const bookings: RouteMeta = { scope: ['bookings.read', 'agencies.self'] };
const login: RouteMeta = { scope: ['guest'] };

describe('features and views', () => {
  it('answers notFound when every feature of the route is off, even for admin', () => {
    const meta: RouteMeta = { scope: ['pos.read'], feature: ['pos'] };
    const features = { ...DEFAULT_FEATURES, pos: false };
    expect(decide('/pos/list', meta, admin, { features })).toEqual({ kind: 'notFound' });
    expect(decide('/pos/list', meta, GUEST, { features })).toEqual({ kind: 'notFound' });
  });

  it('keeps a route with several features while one is on', () => {
    const meta: RouteMeta = { scope: ['price.update'], feature: ['resort', 'vessel'] };
    expect(decide('/price', meta, admin, { features: { resort: false, vessel: true } })).toEqual({
      kind: 'allow',
    });
    expect(decide('/price', meta, admin, { features: { resort: false } })).toEqual({ kind: 'notFound' });
  });

  it('answers notFound for a switched-off view unless the principal is granted it', () => {
    const meta: RouteMeta = { scope: ['bookingpayment.read'], views: ['financeReports'] };
    const views = { ...DEFAULT_VIEWS, financeReports: false };
    const staff = principal({ scopes: ['bookingpayment.read'] });
    expect(decide('/stats/base', meta, staff, { views })).toEqual({ kind: 'notFound' });
    const bookkeeper = principal({ scopes: ['bookingpayment.read', '$view.financeReports'] });
    expect(decide('/stats/base', meta, bookkeeper, { views })).toEqual({ kind: 'allow' });
    expect(decide('/stats/base', meta, admin, { views })).toEqual({ kind: 'allow' });
  });
});

describe('open routes', () => {
  it('allows a route without scope to everyone', () => {
    expect(decide('/invoice/1', {}, GUEST)).toEqual({ kind: 'allow' });
    expect(decide('/book', { scope: [] }, clerk)).toEqual({ kind: 'allow' });
  });
});

describe('guests-only routes', () => {
  it('allows the guest', () => {
    expect(decide('/login', login, GUEST)).toEqual({ kind: 'allow' });
  });
  it('sends logged-in users, admin included, to the start page without a snackbar', () => {
    expect(decide('/login', login, admin)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login', login, clerk)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/register/agency', login, customer)).toEqual({ kind: 'redirect', to: '/' });
  });
  it('uses the club dashboard for club paths', () => {
    expect(decide('/club/password/reset', login, customer)).toEqual({
      kind: 'redirect',
      to: '/club/dashboard',
    });
  });
});

describe('routes open to guests and users', () => {
  const meta: RouteMeta = { scope: ['guest', 'user'] };
  it('allows guests, users and admin', () => {
    expect(decide('/jumpto/x', meta, GUEST)).toEqual({ kind: 'allow' });
    expect(decide('/jumpto/x', meta, customer)).toEqual({ kind: 'allow' });
    expect(decide('/jumpto/x', meta, admin)).toEqual({ kind: 'allow' });
  });
});

describe('protected routes', () => {
  it('allows admin everywhere', () => {
    expect(decide('/config/company', { scope: ['admin'] }, admin)).toEqual({ kind: 'allow' });
    expect(decide('/booking/list', bookings, admin)).toEqual({ kind: 'allow' });
  });

  it('allows a user holding any one of the scopes', () => {
    expect(decide('/booking/list', bookings, clerk)).toEqual({ kind: 'allow' });
    expect(decide('/booking/list', bookings, agent)).toEqual({ kind: 'allow' });
    expect(decide('/', { scope: ['user'] }, customer)).toEqual({ kind: 'allow' });
  });

  it('sends a guest to the login page with UNAUTHORIZED', () => {
    expect(decide('/booking/list', bookings, GUEST)).toEqual({
      kind: 'redirect',
      to: '/login',
      snackbar: 'UNAUTHORIZED',
    });
    expect(decide('/', { scope: ['user'] }, GUEST)).toEqual({
      kind: 'redirect',
      to: '/login',
      snackbar: 'UNAUTHORIZED',
    });
  });

  it('sends a guest in the club area to the club login', () => {
    expect(decide('/club/dashboard', { scope: ['user', 'admin'] }, GUEST)).toEqual({
      kind: 'redirect',
      to: '/club/login',
      snackbar: 'UNAUTHORIZED',
    });
  });
});

describe('logged-in users without rights', () => {
  const config: RouteMeta = { scope: ['admin'] };

  it('go back with FORBIDDEN when the previous page was allowed', () => {
    expect(
      decide('/config', config, clerk, { previousPath: '/booking/list', previousAllowed: true }),
    ).toEqual({
      kind: 'back',
      snackbar: 'FORBIDDEN',
    });
    expect(
      decide('/config', config, agent, { previousPath: '/booking/list', previousAllowed: true }),
    ).toEqual({
      kind: 'back',
      snackbar: 'FORBIDDEN',
    });
  });

  it('do not go back to a page that was not allowed, is missing or is the same', () => {
    const home = { kind: 'redirect', to: '/', snackbar: 'FORBIDDEN' };
    expect(decide('/config', config, clerk, { previousPath: '/x', previousAllowed: false })).toEqual(home);
    expect(decide('/config', config, clerk, { previousPath: null, previousAllowed: true })).toEqual(home);
    expect(decide('/config', config, clerk, { previousPath: '/config', previousAllowed: true })).toEqual(
      home,
    );
    expect(decide('/config', config, clerk)).toEqual(home);
  });

  it('send internal users to the start page, or the club dashboard inside the club', () => {
    const employee = principal({ userType: 'employee' });
    expect(decide('/config', config, employee)).toEqual({ kind: 'redirect', to: '/', snackbar: 'FORBIDDEN' });
    expect(decide('/club/card', { scope: ['admin', 'customers.read'] }, employee)).toEqual({
      kind: 'redirect',
      to: '/club/dashboard',
      snackbar: 'FORBIDDEN',
    });
  });

  it('send agencies and customers to the login page', () => {
    expect(decide('/config', config, agent)).toEqual({
      kind: 'redirect',
      to: '/login',
      snackbar: 'FORBIDDEN',
    });
    expect(decide('/config', config, customer)).toEqual({
      kind: 'redirect',
      to: '/login',
      snackbar: 'FORBIDDEN',
    });
    const unassigned = principal({ userType: 'customer' });
    expect(decide('/club/card', { scope: ['admin', 'customers.read'] }, unassigned)).toEqual({
      kind: 'redirect',
      to: '/club/login',
      snackbar: 'FORBIDDEN',
    });
  });

  it('refuses a prefix lookalike scope', () => {
    const lookalike = principal({ scopes: ['booking.read', 'bookingsx.*'] });
    expect(decide('/booking/list', bookings, lookalike).kind).toBe('redirect');
  });
});
