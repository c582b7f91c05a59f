import type { ScreenName } from './route-builder.ts';
import {
  ADMIN,
  type AppRoute,
  type Extra,
  RESORT,
  RESORT_OR_VESSEL,
  resourceRoutes,
  resourceScreen,
  route,
  VESSEL,
} from './route-builder.ts';
import {
  diveBoatResource,
  diveSiteResource,
  diveTypeResource,
  productResource,
  RENTAL_LOG_READ_SCOPES,
  RENTAL_READ_SCOPES,
  rentalItemResource,
  rentalResource,
} from '@seaberth/domain';

/** SPEC §2 master data, dive, statistics and configuration routes (the drawer's lower half). */
export function masterDataRoutes(): AppRoute[] {
  const widget = ['bookingWidget'];
  const product = { feature: RESORT_OR_VESSEL };
  return [
    route(
      '/employee',
      'masterData',
      'employees',
      { scope: ['employee.read'], feature: RESORT_OR_VESSEL },
      'staff',
    ),
    // /widget-admin itself opens the list too: it is the area's landing page, the one drawer entry.
    route(
      '/widget-admin',
      'masterData',
      'widgets',
      { scope: ['widget.read'], feature: widget },
      'widgetList',
    ),
    route(
      '/widget-admin/list',
      'masterData',
      'widgetList',
      { scope: ['widget.read'], feature: widget, visible: false },
      'widgetList',
    ),
    route(
      '/widget-admin/create',
      'masterData',
      'widgetCreate',
      { scope: ['widget.create'], feature: widget, visible: false },
      'widgetEdit',
    ),
    route(
      '/widget-admin/:id',
      'masterData',
      'widgetEdit',
      { scope: ['widget.update'], feature: widget, visible: false },
      'widgetEdit',
    ),
    // /product itself opens the list too: it is the area's landing page, the one drawer entry.
    route('/product', 'masterData', 'products', { scope: ['product.read'], ...product }, 'productList'),
    route(
      '/product/list',
      'masterData',
      'productList',
      { scope: ['product.read'], ...product, visible: false },
      'productList',
    ),
    route(
      '/product/create',
      'masterData',
      'productCreate',
      { scope: ['product.create'], ...product },
      'resourceEdit',
      resourceScreen(productResource),
    ),
    route(
      '/product/stock',
      'masterData',
      'productStock',
      { scope: ['product.read'], feature: ['stock'] },
      'productStock',
    ),
    // Rental gear (issue 35): the numbered items with renting and returning; their form is generic.
    route(
      '/product/rental',
      'masterData',
      'rentalGear',
      { scope: RENTAL_READ_SCOPES, feature: ['stock'] },
      'rentalGear',
    ),
    // Every rental, read-only (written by renting and returning): who had which item when.
    route(
      '/product/rentals',
      'masterData',
      'rentals',
      { scope: RENTAL_LOG_READ_SCOPES, feature: ['stock'] },
      'resourceList',
      resourceScreen(rentalResource, '/product/rentals'),
    ),
    ...resourceRoutes(
      rentalItemResource,
      'masterData',
      { feature: ['stock'], visible: false },
      '/product/rentalitem',
    ),
    route(
      '/product/category',
      'masterData',
      'productCategories',
      { scope: ['product.read'], ...product },
      'productCategories',
    ),
    route(
      '/product/:id',
      'masterData',
      'productEdit',
      { scope: ['product.update'], ...product, visible: false },
      'resourceEdit',
      resourceScreen(productResource),
    ),
    // /media itself opens the library too: it is the area's landing page.
    route('/media', 'masterData', 'media', { scope: ['media.read'] }, 'mediaList'),
    // The same list as /media, the area's one drawer entry.
    route('/media/list', 'masterData', 'mediaList', { scope: ['media.read'], visible: false }, 'mediaList'),
    route('/media/create', 'masterData', 'mediaCreate', { scope: ['media.create'] }, 'mediaCreate'),
    route('/media/:id', 'masterData', 'mediaEdit', { scope: ['media.update'], visible: false }, 'mediaEdit'),
    // /geo/destination, /port, /airport, /airline, /country and /currency (currencies with their
    // exchange rates are master data too) are tabs of one screen that reads the kind from the path.
    route('/geo', 'masterData', 'geo.overview', { scope: ['settings.read'] }, 'geo'),
    route('/geo/:kind', 'masterData', 'geo.kind', { scope: ['settings.read'] }, 'geo'),
  ];
}

export function reportAndConfigRoutes(): AppRoute[] {
  const admin = (path: string, label: string, screen?: ScreenName, extra?: Extra) =>
    route(path, 'configuration', label, { scope: ADMIN }, screen, extra);
  const diving = { feature: ['diveLog'] };
  const dive = (path: string, label: string, scope: string, screen?: ScreenName) =>
    route(path, 'dive', label, { scope: [scope], ...diving }, screen);
  return [
    dive('/dive/overview', 'diveOverview', 'divelog.read', 'diveOverview'),
    dive('/dive/log', 'diveLog', 'divelog.read', 'diveLog'),
    dive('/dive/plan', 'divePlan', 'diveplan.read', 'divePlan'),
    // The master data: plain resources on the generic screens, the list at SPEC §2's path.
    ...resourceRoutes(diveSiteResource, 'dive', diving, '/dive/site'),
    ...resourceRoutes(diveTypeResource, 'dive', diving, '/dive/type'),
    ...resourceRoutes(diveBoatResource, 'dive', diving, '/dive/boat'),

    route(
      '/stats/base',
      'statistics',
      'statsBase',
      { scope: ['bookingpayment.read', 'bankentries.read'], views: ['financeReports'] },
      'statsBase',
    ),
    route(
      '/stats/tour',
      'statistics',
      'statsTour',
      { scope: ['bookings.read'], feature: VESSEL, views: ['bookingReports'] },
      'statsTour',
    ),
    route(
      '/stats/booking',
      'statistics',
      'statsBooking',
      { scope: ['bookings.read'], feature: RESORT_OR_VESSEL },
      'statsBooking',
    ),
    route(
      '/stats/occupancy',
      'statistics',
      'statsOccupancy',
      { scope: ['bookings.read'], feature: RESORT },
      'statsOccupancy',
    ),
    route(
      '/stats/dive',
      'statistics',
      'statsDive',
      { scope: ['divelog.read'], feature: ['diveLog'], views: ['diveReports'] },
      'statsDive',
    ),
    route(
      '/stats/export',
      'statistics',
      'statsExport',
      { scope: ['export.read'], feature: RESORT_OR_VESSEL },
      'statsExport',
    ),

    admin('/config/company', 'configCompany', 'company'),
    admin('/config', 'config', 'configOverview'),
    admin('/config/settings', 'configSettings', 'settings'),
    route(
      '/config/settings/:type',
      'configuration',
      'configSettingsType',
      { scope: ADMIN, visible: false },
      'settings',
    ),
    admin('/config/translations', 'configTranslations', 'translations'),
    // The server further limits modules to the two named administrator accounts.
    admin('/config/modules', 'configModules', 'modules'),
    admin('/config/mailtemplates', 'configMailTemplates', 'mailTemplates'),
    route(
      '/config/booking',
      'configuration',
      'configBooking',
      { scope: ['admin', 'bookings.update'] },
      'bookingSetup',
    ),
    route(
      '/config/mailtemplates/:id',
      'configuration',
      'configMailTemplate',
      { scope: ['admin', 'mailtemplates.update'], visible: false },
      'mailTemplateEditor',
    ),
    route(
      '/config/paymentprovider',
      'configuration',
      'configPaymentProviders',
      { scope: ['payprovider.read'] },
      'payProviders',
    ),
    route(
      '/config/textblocks',
      'configuration',
      'configTextblocks',
      { scope: ['admin', 'textblock.read'] },
      'textblocks',
    ),
    route('/users', 'configuration', 'users', { scope: ['users.read'] }, 'usersList'),
    route('/userroles', 'configuration', 'userRoles', { scope: ['admin', 'users.update'] }, 'userRoles'),
    route('/tax', 'configuration', 'tax', { scope: ADMIN, visible: false }, 'taxRates'),
    route(
      '/users/profile',
      'configuration',
      'profile',
      { scope: ['users.self', 'agencies.self'], visible: false },
      'profile',
    ),
    route(
      '/users/create',
      'configuration',
      'userCreate',
      { scope: ['admin', 'users.create'], visible: false },
      'userEdit',
    ),
    route(
      '/users/:id',
      'configuration',
      'userEdit',
      { scope: ['admin', 'users.update'], visible: false },
      'userEdit',
    ),
    admin('/plugins', 'plugins', 'plugins'),
    route('/todo', 'configuration', 'todo', { scope: ['admin', 'todo.update'], feature: ['todo'] }, 'todos'),
    route(
      '/config/ota',
      'configuration',
      'configOta',
      { scope: ['suapi.read', 'suapi.all'], feature: ['ota'] },
      'channels',
    ),
    route('/config/mail', 'configuration', 'configMail', { scope: ['mail.update'] }, 'mailSettings'),
    // Decision: SPEC §7 names /api/systemconnection but no screen; it sits in the configuration,
    // administrators only as the call is (issue 39).
    route(
      '/config/systems',
      'configuration',
      'configSystems',
      { scope: ['admin'], feature: ['connect'] },
      'systemConnections',
    ),
    // Decision: the mailbox's accounts (SPEC §3 "mail account") get their page beside the mail
    // settings, with the same scope.
    route(
      '/config/mailaccounts',
      'configuration',
      'configMailAccounts',
      { scope: ['mail.update'] },
      'mailAccounts',
    ),
    route(
      '/config/mailqueue',
      'configuration',
      'configMailQueue',
      // In the drawer: mail waits here without SMTP, and the operator must find it (issue 32).
      { scope: ['mailqueue.read'] },
      'mailQueue',
    ),
    route(
      '/config/mailschedule',
      'configuration',
      'configMailSchedule',
      { scope: ['mailschedule.read'], feature: ['mailScheduler'] },
      'mailSchedules',
    ),
    route(
      '/config/mailscheduled',
      'configuration',
      'configMailScheduled',
      { scope: ['mailschedule.read'], feature: ['mailScheduler'], visible: false },
      'scheduledMails',
    ),
    route(
      '/contest/list',
      'configuration',
      'contests',
      { scope: ['contest.read'], feature: ['contest'] },
      'contestList',
    ),
  ];
}
