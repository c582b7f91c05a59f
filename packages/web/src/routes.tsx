import {
  type AppRoute,
  GUEST,
  USER,
  GUEST_OR_USER,
  BARE,
  VESSEL,
  RESORT,
  RESORT_OR_VESSEL,
  PRICES,
  SPECIALS,
  ASSET_SETUP,
  ASSET_CREATE,
  reads,
  CLUB,
  CLUB_MODE,
  EMBEDDED,
  resourceRoutes,
  route,
} from './route-builder.ts';
import { INVOICE_READ_SCOPES, posTillResource, tseResource, tourResource } from '@seaberth/domain';
import { masterDataRoutes, reportAndConfigRoutes } from './routes-admin.tsx';

export type { AppRoute } from './route-builder.ts';

/**
 * SPEC §2, every route with its meta as the spec gives it. Where the spec names no scope
 * (/booking/tour, /booking/calendar, /resort/list, /resort/lists, /customer/relation) we decided
 * on the read scope of the area, noted on the line, so no staff page is open to guests.
 */
export const ROUTES: AppRoute[] = [
  // Public, guest and base
  route('/login', 'public', 'login', { scope: GUEST, ...BARE }, 'login'),
  route('/register/:userType', 'public', 'register', { scope: GUEST, ...BARE }, 'register'),
  route('/password/reset', 'public', 'passwordReset', { scope: GUEST, ...BARE }, 'passwordReset'),
  route(
    '/club/password/reset',
    'club',
    'clubPasswordReset',
    { scope: GUEST, crm: true, ...BARE },
    'passwordReset',
    CLUB_MODE,
  ),
  route('/invoice/:id', 'public', 'invoice', { ...BARE }, 'publicInvoice'),
  route('/club/invoice/:id', 'club', 'clubInvoice', { crm: true, ...BARE }, 'publicInvoice'),
  route('/payment/success', 'public', 'paymentSuccess', { ...BARE }, 'paymentSuccess', EMBEDDED),
  route('/payment/aborted', 'public', 'paymentAborted', { ...BARE }, 'paymentAborted', EMBEDDED),
  route('/guestform/:id/:token', 'public', 'guestForm', { ...BARE }, 'guestForm'),
  route('/guestform-m/:id/:token', 'public', 'guestFormMulti', { ...BARE }, 'guestFormMulti'),
  route('/forms/:id/:token', 'public', 'publicForm', { ...BARE }, 'publicForm'),
  route('/book/online', 'public', 'bookOnline', { ...BARE }, 'bookOnline', EMBEDDED),
  route('/book/online-v2', 'public', 'bookOnlineV2', { ...BARE }, 'bookOnlineV2', EMBEDDED),
  route('/book/resort', 'public', 'bookResort', { ...BARE }, 'bookResort', EMBEDDED),
  route('/book/resort-v2', 'public', 'bookResortV2', { ...BARE }, 'bookResortV2', EMBEDDED),
  route('/accessibility', 'public', 'accessibility', { ...BARE }, 'accessibility', EMBEDDED),
  route('/book', 'bookings', 'book', { feature: RESORT_OR_VESSEL }, 'book'),
  route(
    '/book/preview',
    'bookings',
    'bookPreview',
    { feature: RESORT_OR_VESSEL, visible: false },
    'bookPreview',
  ),
  route('/', 'start', 'home', { scope: USER }, 'home'),
  route('/mail', 'start', 'mail', { scope: USER }, 'mailbox'),
  route('/jump/:system', 'start', 'jump', { scope: USER, visible: false }, 'jump'),
  route('/jumpto/:token', 'public', 'jumpTo', { scope: GUEST_OR_USER, ...BARE }, 'jumpTo'),
  route('/user/:id/verify', 'public', 'verifyUser', { scope: GUEST_OR_USER, ...BARE }, 'verifyUser'),
  route(
    '/club/user/:id/verify',
    'club',
    'clubVerifyUser',
    { scope: GUEST_OR_USER, crm: true, ...BARE },
    'verifyUser',
    CLUB_MODE,
  ),
  route('*', 'public', 'notFound', { scope: GUEST_OR_USER, visible: false }, 'notFound'),

  // Club (feature crmMaster)
  route(
    '/club/login',
    'club',
    'clubLogin',
    { scope: ['guest', 'user', 'admin'], ...CLUB, ...BARE },
    'login',
    CLUB_MODE,
  ),
  route('/club/dashboard', 'club', 'clubDashboard', { scope: ['user', 'admin'], ...CLUB }, 'clubDashboard'),
  route(
    '/club/dashboard/:tab',
    'club',
    'clubDashboardTab',
    { scope: ['user', 'admin'], ...CLUB, visible: false },
    'clubDashboard',
  ),
  route('/club/card', 'club', 'clubCard', { scope: ['admin', 'customers.read'], ...CLUB }, 'clubCard'),

  // Bookings and finance
  route(
    '/booking/list',
    'bookings',
    'bookingList',
    { scope: ['bookings.read', 'agencies.self'] },
    'bookingList',
  ),
  route(
    '/booking/wizard',
    'bookings',
    'bookingWizard',
    { scope: ['bookings.create', 'bookings.read', 'agencies.self'] },
    'bookingWizard',
  ),
  route(
    '/booking/resort',
    'bookings',
    'bookingResort',
    { scope: ['bookings.create', 'bookings.read', 'agencies.self'] },
    'resortBooking',
  ),
  // Decision: the spec names no scope; a tour booking is a booking, so the wizard's scopes apply;
  // the page lists the tours, so it needs their read too (an agent books through the wizard).
  route(
    '/booking/tour',
    'bookings',
    'bookingTour',
    {
      scope: ['bookings.create', 'bookings.read', 'agencies.self'],
      feature: VESSEL,
      needs: [reads(tourResource)],
    },
    'tourBooking',
  ),
  // Decision: the spec names only the feature; the calendar shows bookings and trips, so reading
  // either opens it.
  route(
    '/booking/calendar',
    'bookings',
    'bookingCalendar',
    { scope: ['bookings.read', 'schedules.read'], feature: VESSEL },
    'vesselCalendar',
  ),
  route(
    '/booking/occupancy',
    'bookings',
    'bookingOccupancy',
    { scope: ['bookings.read'], feature: RESORT },
    'occupancyChart',
  ),
  route(
    '/booking/ota',
    'bookings',
    'bookingOta',
    { scope: ['bookings.read'], feature: ['ota'] },
    'otaBookings',
  ),
  route(
    '/booking/:id',
    'bookings',
    'bookingDetail',
    { scope: ['bookings.update', 'bookings.read', 'agencies.self'], visible: false },
    'bookingDetail',
  ),
  route('/pos/counter', 'bookings', 'posCounter', { scope: ['pos.read'], feature: ['pos'] }, 'posCounter'),
  route('/pos/list', 'bookings', 'posList', { scope: ['pos.read'], feature: ['pos'] }, 'posList'),
  // The day's closings of the tills with their Z reports (issue 35).
  route('/pos/closing', 'bookings', 'posClosing', { scope: ['pos.read'], feature: ['pos'] }, 'posClosing'),
  // The tills the counter sells at (not in SPEC §2: a plain resource beside the counter).
  ...resourceRoutes(posTillResource, 'bookings', { feature: ['pos'] }, '/pos/till'),
  // The TSE that signs the tills' receipts (KassenSichV): credentials an admin sets up.
  ...resourceRoutes(tseResource, 'bookings', { feature: ['pos'] }, '/pos/tse'),
  route('/bank', 'finance', 'bank', { scope: ['bank.read'], feature: ['bank'] }, 'bankOverview'),
  route('/bank/list', 'finance', 'bankList', { scope: ['bank.read'], feature: ['bank'] }, 'bankList'),
  route(
    '/bank/create',
    'finance',
    'bankCreate',
    { scope: ['banks.create'], feature: ['bank'], visible: false },
    'bankCreate',
  ),
  route(
    '/bank/cashflow',
    'finance',
    'bankCashflow',
    { scope: ['bankentries.read'], feature: ['bank'] },
    'bankCashflow',
  ),
  route(
    '/bank/:id',
    'finance',
    'bankEdit',
    { scope: ['banks.update'], feature: ['bank'], visible: false },
    'bankAccount',
  ),
  route('/bank/entry/list', 'finance', 'bankEntryList', { scope: ['bankentries.read'] }, 'bankEntryList'),
  route(
    '/bank/entry/manual',
    'finance',
    'bankEntryManual',
    { scope: ['bankentries.read'] },
    'bankEntryManual',
  ),
  route(
    '/bank/entry/temporary',
    'finance',
    'bankEntryTemporary',
    { scope: ['bankentries.read'] },
    'bankEntryTemporary',
  ),
  route('/credits', 'finance', 'agencyCredits', { scope: ['agencies.read'] }, 'agencyCredits'),
  route('/ccredits', 'finance', 'customerCredits', { scope: ['customers.read'] }, 'customerCredits'),
  route('/finance/invoices', 'finance', 'invoices', { scope: INVOICE_READ_SCOPES }, 'invoices'),
  route(
    '/finance/assetshare',
    'finance',
    'assetShare',
    { scope: ['bookings.read'], feature: ['connect'] },
    'assetShare',
  ),
  route(
    '/master/booking',
    'bookings',
    'masterBooking',
    { scope: ['bookings.read'], feature: ['assetMaster'] },
    'masterBookings',
  ),
  route(
    '/master/booking/:system/:id',
    'bookings',
    'masterBookingDetail',
    { scope: ['bookings.read'], feature: ['assetMaster'], visible: false },
    'masterBooking',
  ),

  // Tours (feature vessel)
  route('/tour/list', 'tours', 'tourList', { scope: ['tours.read'], feature: VESSEL }, 'tourList'),
  route('/tour/create', 'tours', 'tourCreate', { scope: ['tours.create'], feature: VESSEL }, 'tourEdit'),
  route('/tour/:id', 'tours', 'tourEdit', { scope: ['tours.update'], feature: VESSEL }, 'tourEdit'),
  route('/schedule', 'tours', 'schedules', { scope: ['schedules.read'], feature: VESSEL }, 'scheduleList'),
  route(
    '/schedules/create',
    'tours',
    'scheduleCreate',
    { scope: ['schedules.create'], feature: VESSEL },
    'scheduleCreate',
  ),
  route(
    '/schedules/movecabin/:id',
    'tours',
    'scheduleMoveCabin',
    { scope: ['bookings.update'], feature: VESSEL },
    'moveCabin',
  ),
  route(
    '/schedule/:schedule',
    'tours',
    'scheduleDetail',
    { scope: ['schedules.read'], feature: VESSEL },
    'scheduleDetail',
  ),
  route(
    '/tour/:tour/schedules/:schedule',
    'tours',
    'tourSchedule',
    { scope: ['schedules.update'], feature: VESSEL },
    'scheduleEdit',
  ),

  // Vessels (feature vessel); rooms serve resorts too ("room routes in resort mode")
  route('/vessel/list', 'vessels', 'vesselList', { scope: ['vessel.read'], feature: VESSEL }, 'vesselList'),
  route(
    '/vessel/create',
    'vessels',
    'vesselCreate',
    { scope: ['vessel.create'], feature: VESSEL },
    'vesselEdit',
  ),
  route('/vessel/:id', 'vessels', 'vesselEdit', { scope: ['vessel.update'], feature: VESSEL }, 'vesselEdit'),
  route('/vesseldeck', 'vessels', 'vesselDecks', { scope: ['vessel.read'], feature: VESSEL }, 'deckPlan'),
  route('/vessellist', 'vessels', 'vesselLists', { scope: ['vessel.read'], feature: VESSEL }, 'vesselLists'),
  route('/room/list', 'vessels', 'roomList', ASSET_SETUP, 'roomList'),
  route('/room/type/list', 'vessels', 'roomTypeList', ASSET_SETUP, 'roomTypes'),
  route('/room/create', 'vessels', 'roomCreate', ASSET_CREATE, 'roomEdit'),
  route('/room/:id', 'vessels', 'roomEdit', ASSET_SETUP, 'roomEdit'),
  route('/bedtype', 'vessels', 'bedTypes', ASSET_SETUP, 'bedTypes'),
  route(
    '/export',
    'vessels',
    'channelManager',
    { scope: ['admin', 'vessel.update'], feature: VESSEL },
    'vesselExport',
  ),

  // Resorts (feature resort); decision: list pages without a named scope need resort.read
  route('/resort/list', 'resorts', 'resortList', { scope: ['resort.read'], feature: RESORT }, 'resortList'),
  route('/resort/dates', 'resorts', 'resortDates', { scope: ['bookings.read'], feature: RESORT }, 'arrivals'),
  route(
    '/resort/lists',
    'resorts',
    'resortLists',
    { scope: ['resort.read'], feature: RESORT },
    'resortLists',
  ),
  route(
    '/resort/create',
    'resorts',
    'resortCreate',
    { scope: ['resort.create'], feature: RESORT },
    'resortEdit',
  ),
  route('/resort/:id', 'resorts', 'resortEdit', { scope: ['resort.update'], feature: RESORT }, 'resortEdit'),

  // Agencies
  route('/agency/list', 'agencies', 'agencyList', { scope: ['agencies.read'] }, 'agencyList'),
  route('/agency/filter/:fid', 'agencies', 'agencyFilter', { scope: ['agencies.read'] }, 'agencyFilter'),
  route('/agency/create', 'agencies', 'agencyCreate', { scope: ['agencies.create'] }, 'agencyEdit'),
  route('/agency/group', 'agencies', 'agencyGroups', { scope: ['agencies.create'] }, 'agencyGroups'),
  route(
    '/agency/payments',
    'agencies',
    'agencyPayments',
    { scope: ['agencies.read', 'agencies.self'] },
    'agencyPayments',
  ),
  // Not in SPEC §2: the commission statement over all of an agency's bookings (issue 32); an
  // agent's own, staff choose the agency.
  route(
    '/agency/commission',
    'agencies',
    'agencyCommission',
    { scope: ['agencies.read', 'agencies.self'] },
    'agencyCommission',
  ),
  route(
    '/agency/:id',
    'agencies',
    'agencyEdit',
    { scope: ['agencies.update', 'agencies.self'] },
    'agencyEdit',
  ),

  // Customers and CRM
  route(
    '/customer/list',
    'customers',
    'customerList',
    { scope: ['customers.read'], feature: ['customerRelation'] },
    'customerList',
  ),
  route('/customer/create', 'customers', 'customerCreate', { scope: ['customers.create'] }, 'customerEdit'),
  route(
    '/customer/guestform',
    'customers',
    'customerGuestForms',
    { scope: ['customers.read', 'customers.self', 'agencies.self'] },
    'guestFormReview',
  ),
  route('/customer/group', 'customers', 'customerGroups', { scope: ['customers.create'] }, 'customerGroups'),
  // Decision: the spec shows no scope; relations are customer data, so customers.read.
  route(
    '/customer/relation',
    'customers',
    'customerRelations',
    { scope: ['customers.read'] },
    'customerRelations',
  ),
  // Issue 37: finding and merging duplicates changes customers for good.
  route(
    '/customer/duplicates',
    'customers',
    'customerDuplicates',
    { scope: ['customers.update'] },
    'customerDuplicates',
  ),
  route(
    '/customer/view/:id',
    'customers',
    'customerView',
    { scope: ['customers.self', 'customers.read'], visible: false },
    'customerView',
  ),
  route(
    '/customer/:id',
    'customers',
    'customerEdit',
    { scope: ['customers.self', 'customers.update'], visible: false },
    'customerEdit',
  ),
  route(
    '/customerdatagroup',
    'customers',
    'customerDataGroups',
    { scope: ['customers.update'] },
    'customerDataGroups',
  ),
  // A customer group's list, as /agency/filter/:fid is an agency group's (the way in from
  // /customer/group); /crm/filter/:fid is a saved CRM filter's.
  route(
    '/customer/group/:fid',
    'customers',
    'customerGroupList',
    { scope: ['customers.read', 'agencies.self'], visible: false },
    'customerFilter',
  ),
  route(
    '/crm/customer',
    'customers',
    'crmCustomers',
    { scope: ['customers.read'], feature: ['crmMaster', 'crmClient'] },
    'crmCustomers',
  ),
  // The review screen of /customer/guestform with the CRM filter.
  route(
    '/crm/guestform',
    'customers',
    'crmGuestForms',
    { scope: ['customers.read', 'agencies.self'], visible: false },
    'crmGuestForms',
  ),
  // The CRM list with a saved filter applied.
  route(
    '/crm/filter/:fid',
    'customers',
    'crmFilter',
    { scope: ['customers.read', 'agencies.self'], visible: false },
    'crmFilter',
  ),
  // The same screen as /form: reachable by link, listed once in the drawer.
  route(
    '/crm/forms',
    'customers',
    'crmForms',
    { scope: ['forms.read'], feature: ['forms'], visible: false },
    'forms',
  ),
  route('/crm/referral', 'customers', 'crmReferral', { scope: ['referral.read'] }, 'referrals'),
  route(
    '/crm/loyality',
    'customers',
    'crmLoyalty',
    { scope: ['customers.read'], feature: ['loyalityProgram'] },
    'loyalty',
  ),
  route('/form', 'customers', 'forms', { scope: ['forms.read'], feature: ['forms'] }, 'forms'),
  route(
    '/formdef',
    'customers',
    'formDefinitions',
    { scope: ['formdef.update'], feature: ['forms'] },
    'formDefinitions',
  ),
  // The builder of one definition (`new` for a new one); not in SPEC §2, reached from /formdef.
  route(
    '/formdef/:id',
    'customers',
    'formDefinitionEdit',
    { scope: ['formdef.update'], feature: ['forms'], visible: false },
    'formDefinitionEdit',
  ),

  // Prices and specials (price.update, features resort or vessel)
  route('/price', 'prices', 'seasons', PRICES, 'priceLists'),
  route('/pricevariant', 'prices', 'priceVariants', PRICES, 'priceVariants'),
  route('/supplements', 'prices', 'supplements', PRICES, 'supplements'),
  route('/price/new', 'prices', 'priceCreate', { ...PRICES, visible: false }, 'priceListEdit'),
  route('/price/:id', 'prices', 'priceEdit', { ...PRICES, visible: false }, 'priceListEdit'),
  route(
    '/commission',
    'prices',
    'commissions',
    { scope: ['bookings.update'], feature: RESORT_OR_VESSEL },
    'commissions',
  ),
  route(
    '/terms',
    'prices',
    'paymentTerms',
    { scope: ['bookings.update'], feature: RESORT_OR_VESSEL },
    'paymentTerms',
  ),
  route('/specials/list', 'prices', 'specialsList', SPECIALS, 'specialsList'),
  route('/specials/group', 'prices', 'specialsGroups', SPECIALS, 'specialsGroups'),
  route('/specials/create', 'prices', 'specialsCreate', { ...SPECIALS, visible: false }, 'specialEdit'),
  route('/specials/:id', 'prices', 'specialsEdit', { ...SPECIALS, visible: false }, 'specialEdit'),
  ...masterDataRoutes(),
  ...reportAndConfigRoutes(),
];
