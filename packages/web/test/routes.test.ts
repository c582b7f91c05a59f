import { ERROR_CODES } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../src/app/route-match.ts';
import { i18n } from '../src/i18n/index.ts';
import { ROUTES } from '../src/routes.tsx';

/** Every route SPEC §2 names. Removing one from the table must fail this test. */
const SPEC_PATHS = [
  // Public, guest and base
  '/login',
  '/register/:userType',
  '/password/reset',
  '/club/password/reset',
  '/invoice/:id',
  '/club/invoice/:id',
  '/payment/success',
  '/payment/aborted',
  '/guestform/:id/:token',
  '/guestform-m/:id/:token',
  '/forms/:id/:token',
  '/book/online',
  '/book/online-v2',
  '/book/resort',
  '/book/resort-v2',
  '/book',
  '/book/preview',
  '/',
  '/mail',
  '/jump/:system',
  '/jumpto/:token',
  '/user/:id/verify',
  '/club/user/:id/verify',
  '*',
  // Club
  '/club/login',
  '/club/dashboard',
  '/club/dashboard/:tab',
  '/club/card',
  // Bookings and finance
  '/booking/list',
  '/booking/wizard',
  '/booking/resort',
  '/booking/tour',
  '/booking/calendar',
  '/booking/:id',
  '/booking/occupancy',
  '/booking/ota',
  '/pos/counter',
  '/pos/list',
  '/bank',
  '/bank/list',
  '/bank/create',
  '/bank/cashflow',
  '/bank/:id',
  '/bank/entry/list',
  '/bank/entry/manual',
  '/bank/entry/temporary',
  '/credits',
  '/ccredits',
  '/finance/invoices',
  '/finance/assetshare',
  '/master/booking',
  '/master/booking/:system/:id',
  // Tours
  '/tour/list',
  '/tour/create',
  '/tour/:id',
  '/schedule',
  '/schedules/create',
  '/schedules/movecabin/:id',
  '/schedule/:schedule',
  '/tour/:tour/schedules/:schedule',
  // Vessels
  '/vessel/list',
  '/vessel/create',
  '/vessel/:id',
  '/vesseldeck',
  '/vessellist',
  '/room/list',
  '/room/type/list',
  '/room/create',
  '/room/:id',
  '/bedtype',
  '/export',
  // Resorts
  '/resort/list',
  '/resort/dates',
  '/resort/lists',
  '/resort/create',
  '/resort/:id',
  // Agencies
  '/agency/list',
  '/agency/filter/:fid',
  '/agency/create',
  '/agency/group',
  '/agency/payments',
  '/agency/:id',
  // Customers and CRM
  '/customer/list',
  '/customer/create',
  '/customer/guestform',
  '/customer/group',
  '/customer/view/:id',
  '/customer/:id',
  '/customerdatagroup',
  '/customer/relation',
  '/crm/customer',
  '/crm/guestform',
  '/crm/filter/:fid',
  '/crm/forms',
  '/crm/referral',
  '/crm/loyality',
  '/form',
  '/formdef',
  // Prices and specials
  '/price',
  '/pricevariant',
  '/supplements',
  '/price/new',
  '/price/:id',
  '/commission',
  '/terms',
  '/specials/list',
  '/specials/group',
  '/specials/create',
  '/specials/:id',
  // Master data
  '/employee',
  '/widget-admin',
  '/widget-admin/list',
  '/widget-admin/create',
  '/widget-admin/:id',
  '/product',
  '/product/list',
  '/product/create',
  '/product/stock',
  '/product/category',
  '/product/:id',
  '/media',
  '/media/list',
  '/media/create',
  '/media/:id',
  '/geo',
  // Dive
  '/dive/overview',
  '/dive/log',
  '/dive/plan',
  '/dive/site',
  '/dive/type',
  '/dive/boat',
  // Statistics
  '/stats/base',
  '/stats/tour',
  '/stats/booking',
  '/stats/occupancy',
  '/stats/dive',
  '/stats/export',
  // Configuration
  '/config/company',
  '/config',
  '/config/settings/:type',
  '/config/translations',
  '/config/modules',
  '/config/mailtemplates',
  '/config/booking',
  '/config/mailtemplates/:id',
  '/config/paymentprovider',
  '/users',
  '/userroles',
  '/tax',
  '/users/profile',
  '/users/create',
  '/users/:id',
  '/plugins',
  '/todo',
  '/config/ota',
  '/config/mail',
  '/config/mailqueue',
  '/config/mailschedule',
  '/config/mailscheduled',
  '/contest/list',
];

/** Concrete addresses that must reach a real screen, not the catch-all. */
const CONCRETE_PATHS = {
  '/geo/destination': '/geo/:kind',
  '/geo/port': '/geo/:kind',
  '/geo/airport': '/geo/:kind',
  '/geo/airline': '/geo/:kind',
  '/geo/country': '/geo/:kind',
  '/geo/currency': '/geo/:kind',
  '/config/settings': '/config/settings',
  '/config/textblocks': '/config/textblocks',
  '/booking/list': '/booking/list',
  '/booking/4711': '/booking/:id',
  '/bank/entry/list': '/bank/entry/list',
  '/users/profile': '/users/profile',
  '/users/42': '/users/:id',
  '/no/such/page': '*',
};

function meta(path: string) {
  return ROUTES.find((route) => route.path === path)?.meta;
}

describe('route table', () => {
  it.each(SPEC_PATHS)('has %s', (path) => {
    expect(ROUTES.map((route) => route.path)).toContain(path);
  });

  it('has no path twice', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(Object.entries(CONCRETE_PATHS))('routes %s to %s', (address, pattern) => {
    expect(findRoute(address).path).toBe(pattern);
  });

  it('keeps the spec meta of sample routes', () => {
    expect(meta('/login')).toMatchObject({ scope: ['guest'], visible: false, disableDrawer: true });
    expect(meta('/booking/wizard')?.scope).toEqual(['bookings.create', 'bookings.read', 'agencies.self']);
    expect(meta('/bank/create')).toMatchObject({
      scope: ['banks.create'],
      feature: ['bank'],
      visible: false,
    });
    expect(meta('/crm/customer')).toMatchObject({
      scope: ['customers.read'],
      feature: ['crmMaster', 'crmClient'],
    });
    expect(meta('/stats/base')).toMatchObject({ views: ['financeReports'] });
    expect(meta('/club/dashboard')).toMatchObject({
      scope: ['user', 'admin'],
      feature: ['crmMaster'],
      crm: true,
    });
    expect(meta('/price/new')).toMatchObject({
      scope: ['price.update'],
      feature: ['resort', 'vessel'],
      visible: false,
    });
    expect(meta('/specials/list')?.scope).toEqual(['user']);
    expect(meta('*')).toMatchObject({ scope: ['guest', 'user'], visible: false });
    expect(meta('/invoice/:id')).toMatchObject({ disableDrawer: true });
    expect(meta('/invoice/:id')?.scope).toBeUndefined();
  });

  it('has an English and a German label for every route', () => {
    for (const route of ROUTES) {
      for (const lng of ['en', 'de']) {
        expect(i18n.exists(route.labelKey, { lng }), `${route.labelKey} (${lng})`).toBe(true);
      }
      expect(i18n.exists(`areas.${route.area}`, { lng: 'de' })).toBe(true);
    }
  });
});

describe('error texts', () => {
  const codes = [...ERROR_CODES, 'UNAUTHORIZED', 'FORBIDDEN', 'INVALID_JSON_RESPONSE', 'default'];

  it.each(codes)('translates errors.%s in English and German', (code) => {
    const en = i18n.t(`errors.${code}`, { lng: 'en' });
    const de = i18n.t(`errors.${code}`, { lng: 'de' });
    expect(en).not.toBe(`errors.${code}`);
    expect(de).not.toBe(`errors.${code}`);
    expect(de).not.toBe(en);
  });

  it('keeps the spelling the spec gives for the default and the reset snackbars', () => {
    expect(i18n.t('errors.default', { lng: 'en' })).toBe('An unknown error occured');
    expect(i18n.t('auth.reset.changed', { lng: 'en' })).toBe('password changed sucessfully!');
    expect(i18n.t('auth.reset.requested', { lng: 'en' })).toBe(
      'password change requested, please check your emails.',
    );
    expect(i18n.t('auth.reset.requestFailed', { lng: 'en' })).toBe("can't request password change.");
  });
});
