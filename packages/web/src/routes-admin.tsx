import type { ScreenComponent } from './app/lazy-screen.ts';
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
import { diveBoatResource, diveSiteResource, diveTypeResource, productResource } from '@seaberth/domain';
import { screens } from './screens.ts';

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
      screens.staff,
    ),
    // /widget-admin itself opens the list too: it is the area's landing page, the one drawer entry.
    route(
      '/widget-admin',
      'masterData',
      'widgets',
      { scope: ['widget.read'], feature: widget },
      screens.widgetList,
    ),
    route(
      '/widget-admin/list',
      'masterData',
      'widgetList',
      { scope: ['widget.read'], feature: widget, visible: false },
      screens.widgetList,
    ),
    route(
      '/widget-admin/create',
      'masterData',
      'widgetCreate',
      { scope: ['widget.create'], feature: widget, visible: false },
      screens.widgetEdit,
    ),
    route(
      '/widget-admin/:id',
      'masterData',
      'widgetEdit',
      { scope: ['widget.update'], feature: widget, visible: false },
      screens.widgetEdit,
    ),
    // /product itself opens the list too: it is the area's landing page, the one drawer entry.
    route('/product', 'masterData', 'products', { scope: ['product.read'], ...product }, screens.productList),
    route(
      '/product/list',
      'masterData',
      'productList',
      { scope: ['product.read'], ...product, visible: false },
      screens.productList,
    ),
    route(
      '/product/create',
      'masterData',
      'productCreate',
      { scope: ['product.create'], ...product },
      screens.resourceEdit,
      resourceScreen(productResource),
    ),
    route('/product/stock', 'masterData', 'productStock', { scope: ['product.read'], feature: ['stock'] }),
    route(
      '/product/category',
      'masterData',
      'productCategories',
      { scope: ['product.read'], ...product },
      screens.productCategories,
    ),
    route(
      '/product/:id',
      'masterData',
      'productEdit',
      { scope: ['product.update'], ...product, visible: false },
      screens.resourceEdit,
      resourceScreen(productResource),
    ),
    // /media itself opens the library too: it is the area's landing page.
    route('/media', 'masterData', 'media', { scope: ['media.read'] }, screens.mediaList),
    // The same list as /media, the area's one drawer entry.
    route(
      '/media/list',
      'masterData',
      'mediaList',
      { scope: ['media.read'], visible: false },
      screens.mediaList,
    ),
    route('/media/create', 'masterData', 'mediaCreate', { scope: ['media.create'] }, screens.mediaCreate),
    route(
      '/media/:id',
      'masterData',
      'mediaEdit',
      { scope: ['media.update'], visible: false },
      screens.mediaEdit,
    ),
    // /geo/destination, /port, /airport, /airline, /country and /currency (currencies with their
    // exchange rates are master data too) are tabs of one screen that reads the kind from the path.
    route('/geo', 'masterData', 'geo.overview', { scope: ['settings.read'] }, screens.geo),
    route('/geo/:kind', 'masterData', 'geo.kind', { scope: ['settings.read'] }, screens.geo),
  ];
}

export function reportAndConfigRoutes(): AppRoute[] {
  const admin = (path: string, label: string, screen?: ScreenComponent, extra?: Extra) =>
    route(path, 'configuration', label, { scope: ADMIN }, screen, extra);
  const diving = { feature: ['diveLog'] };
  const dive = (path: string, label: string, scope: string, screen?: ScreenComponent) =>
    route(path, 'dive', label, { scope: [scope], ...diving }, screen);
  return [
    dive('/dive/overview', 'diveOverview', 'divelog.read', screens.diveOverview),
    dive('/dive/log', 'diveLog', 'divelog.read', screens.diveLog),
    dive('/dive/plan', 'divePlan', 'diveplan.read', screens.divePlan),
    // The master data: plain resources on the generic screens, the list at SPEC §2's path.
    ...resourceRoutes(diveSiteResource, 'dive', diving, '/dive/site'),
    ...resourceRoutes(diveTypeResource, 'dive', diving, '/dive/type'),
    ...resourceRoutes(diveBoatResource, 'dive', diving, '/dive/boat'),

    route('/stats/base', 'statistics', 'statsBase', {
      scope: ['bookingpayment.read', 'bankentries.read'],
      views: ['financeReports'],
    }),
    route('/stats/tour', 'statistics', 'statsTour', {
      scope: ['bookings.read'],
      feature: VESSEL,
      views: ['bookingReports'],
    }),
    route(
      '/stats/booking',
      'statistics',
      'statsBooking',
      { scope: ['bookings.read'], feature: RESORT_OR_VESSEL },
      screens.statsBooking,
    ),
    route('/stats/occupancy', 'statistics', 'statsOccupancy', { scope: ['bookings.read'], feature: RESORT }),
    route(
      '/stats/dive',
      'statistics',
      'statsDive',
      { scope: ['divelog.read'], feature: ['diveLog'], views: ['diveReports'] },
      screens.statsDive,
    ),
    route('/stats/export', 'statistics', 'statsExport', {
      scope: ['export.read'],
      feature: RESORT_OR_VESSEL,
    }),

    admin('/config/company', 'configCompany', screens.company),
    admin('/config', 'config'),
    admin('/config/settings', 'configSettings', screens.settings),
    route(
      '/config/settings/:type',
      'configuration',
      'configSettingsType',
      { scope: ADMIN, visible: false },
      screens.settings,
    ),
    admin('/config/translations', 'configTranslations', screens.translations),
    // The server further limits modules to the two named administrator accounts.
    admin('/config/modules', 'configModules', screens.modules),
    admin('/config/mailtemplates', 'configMailTemplates', screens.mailTemplates),
    route(
      '/config/booking',
      'configuration',
      'configBooking',
      { scope: ['admin', 'bookings.update'] },
      screens.bookingSetup,
    ),
    route(
      '/config/mailtemplates/:id',
      'configuration',
      'configMailTemplate',
      { scope: ['admin', 'mailtemplates.update'], visible: false },
      screens.mailTemplateEditor,
    ),
    route(
      '/config/paymentprovider',
      'configuration',
      'configPaymentProviders',
      { scope: ['payprovider.read'] },
      screens.payProviders,
    ),
    route(
      '/config/textblocks',
      'configuration',
      'configTextblocks',
      { scope: ['admin', 'textblock.read'] },
      screens.textblocks,
    ),
    route('/users', 'configuration', 'users', { scope: ['users.read'] }, screens.usersList),
    route(
      '/userroles',
      'configuration',
      'userRoles',
      { scope: ['admin', 'users.update'] },
      screens.userRoles,
    ),
    route('/tax', 'configuration', 'tax', { scope: ADMIN, visible: false }, screens.taxRates),
    route(
      '/users/profile',
      'configuration',
      'profile',
      { scope: ['users.self', 'agencies.self'], visible: false },
      screens.profile,
    ),
    route(
      '/users/create',
      'configuration',
      'userCreate',
      { scope: ['admin', 'users.create'], visible: false },
      screens.userEdit,
    ),
    route(
      '/users/:id',
      'configuration',
      'userEdit',
      { scope: ['admin', 'users.update'], visible: false },
      screens.userEdit,
    ),
    admin('/plugins', 'plugins', screens.plugins),
    route(
      '/todo',
      'configuration',
      'todo',
      { scope: ['admin', 'todo.update'], feature: ['todo'] },
      screens.todos,
    ),
    route('/config/ota', 'configuration', 'configOta', {
      scope: ['suapi.read', 'suapi.all'],
      feature: ['ota'],
    }),
    route('/config/mail', 'configuration', 'configMail', { scope: ['mail.update'] }, screens.mailSettings),
    // Decision: the mailbox's accounts (SPEC §3 "mail account") get their page beside the mail
    // settings, with the same scope.
    route(
      '/config/mailaccounts',
      'configuration',
      'configMailAccounts',
      { scope: ['mail.update'] },
      screens.mailAccounts,
    ),
    route(
      '/config/mailqueue',
      'configuration',
      'configMailQueue',
      // In the drawer: mail waits here without SMTP, and the operator must find it (issue 32).
      { scope: ['mailqueue.read'] },
      screens.mailQueue,
    ),
    route(
      '/config/mailschedule',
      'configuration',
      'configMailSchedule',
      { scope: ['mailschedule.read'], feature: ['mailScheduler'] },
      screens.mailSchedules,
    ),
    route(
      '/config/mailscheduled',
      'configuration',
      'configMailScheduled',
      { scope: ['mailschedule.read'], feature: ['mailScheduler'], visible: false },
      screens.scheduledMails,
    ),
    route('/contest/list', 'configuration', 'contests', { scope: ['contest.read'], feature: ['contest'] }),
  ];
}
