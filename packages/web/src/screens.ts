import { lazyScreen, type ScreenComponent } from './app/lazy-screen.ts';
import type { ScreenName } from './screen-names.ts';
import {
  agencyCommissionScreen,
  agencyCreditsScreen,
  agencyEditScreen,
  agencyFilterScreen,
  agencyGroupsScreen,
  agencyListScreen,
  agencyPaymentsScreen,
} from './features/agencies/index.ts';
import { assetShareScreen } from './features/asset-share/index.ts';
import {
  bedTypesScreen,
  deckPlanScreen,
  resortEditScreen,
  resortListScreen,
  resortListsScreen,
  roomEditScreen,
  roomListScreen,
  roomTypesScreen,
  vesselEditScreen,
  vesselListScreen,
  vesselListsScreen,
} from './features/assets/index.ts';
import { loginScreen, passwordResetScreen, registerScreen, verifyUserScreen } from './features/auth/index.ts';
import {
  bankAccountScreen,
  bankCashflowScreen,
  bankCreateScreen,
  bankEntryListScreen,
  bankEntryManualScreen,
  bankEntryTemporaryScreen,
  bankListScreen,
  bankOverviewScreen,
} from './features/bank/index.ts';
import { bookingDetailScreen } from './features/booking-page/index.ts';
import { bookingSetupScreen } from './features/booking-setup/index.ts';
import { bookingListScreen, moveCabinScreen } from './features/bookings/index.ts';
import { vesselCalendarScreen } from './features/calendar/index.ts';
import {
  configOverviewScreen,
  modulesScreen,
  settingsScreen,
  textblocksScreen,
  translationsScreen,
} from './features/config/index.ts';
import {
  customerCreditsScreen,
  customerDataGroupsScreen,
  customerDuplicatesScreen,
  customerEditScreen,
  customerFilterScreen,
  customerGroupsScreen,
  customerListScreen,
  customerRelationsScreen,
} from './features/customers/index.ts';
import { customerViewScreen } from './features/customer-page/index.ts';
import { clubDashboardScreen } from './features/club/index.ts';
import { clubCardScreen } from './features/club-card/index.ts';
import { contestListScreen } from './features/contests/index.ts';
import { diveLogScreen, diveOverviewScreen, statsDiveScreen } from './features/dive/index.ts';
import { companyScreen } from './features/documents/index.ts';
import {
  formDefinitionEditScreen,
  formDefinitionsScreen,
  formsScreen,
  publicFormScreen,
} from './features/forms/index.ts';
import { divePlanScreen } from './features/dive/index.ts';
import { posClosingScreen, posCounterScreen, posListScreen } from './features/pos/index.ts';
import { arrivalsScreen } from './features/front-desk/index.ts';
import { geoScreen } from './features/geo/index.ts';
import {
  guestFormMultiScreen,
  guestFormReviewScreen,
  guestFormScreen,
} from './features/guest-forms/index.ts';
import { homeScreen } from './features/home/index.ts';
import { invoicesScreen, publicInvoiceScreen, taxRatesScreen } from './features/invoices/index.ts';
import { jumpScreen, jumpToScreen } from './features/jump/index.ts';
import {
  masterBookingScreen,
  masterBookingsScreen,
  systemConnectionsScreen,
} from './features/connect/index.ts';
import {
  mailAccountsScreen,
  mailQueueScreen,
  mailSchedulesScreen,
  mailSettingsScreen,
  mailTemplateEditorScreen,
  mailTemplatesScreen,
  mailboxScreen,
  scheduledMailsScreen,
} from './features/mail/index.ts';
import { mediaCreateScreen, mediaEditScreen, mediaListScreen } from './features/media/index.ts';
import { occupancyChartScreen } from './features/occupancy/index.ts';
import {
  accessibilityScreen,
  bookOnlineScreen,
  bookOnlineV2Screen,
  bookPreviewScreen,
  bookResortScreen,
  bookResortV2Screen,
  bookScreen,
  paymentAbortedScreen,
  paymentSuccessScreen,
} from './features/online-booking/index.ts';
import { payProvidersScreen } from './features/payments/index.ts';
import { notAvailableScreen, notFoundScreen } from './features/placeholder/index.ts';
import { loyaltyScreen } from './features/loyalty/index.ts';
import { crmCustomersScreen, crmFilterScreen, crmGuestFormsScreen } from './features/crm/index.ts';
import { referralsScreen } from './features/referrals/index.ts';
import { pluginsScreen } from './features/plugins/index.ts';
import { channelsScreen } from './features/channels/index.ts';
import { otaBookingsScreen } from './features/ota-bookings/index.ts';
import { vesselExportScreen } from './features/vessel-export/index.ts';
import {
  commissionsScreen,
  paymentTermsScreen,
  priceListEditScreen,
  priceListsScreen,
  priceVariantsScreen,
  specialEditScreen,
  specialsGroupsScreen,
  specialsListScreen,
  supplementsScreen,
} from './features/pricing/index.ts';
import { productCategoriesScreen, productListScreen } from './features/products/index.ts';
import { productStockScreen, rentalGearScreen } from './features/stock/index.ts';
import { profileScreen } from './features/profile/index.ts';
import { staffScreen } from './features/staff/index.ts';
import {
  statsBaseScreen,
  statsBookingScreen,
  statsExportScreen,
  statsOccupancyScreen,
  statsTourScreen,
} from './features/statistics/index.ts';
import { todosScreen } from './features/todos/index.ts';
import {
  scheduleCreateScreen,
  scheduleDetailScreen,
  scheduleEditScreen,
  scheduleListScreen,
  tourEditScreen,
  tourListScreen,
} from './features/tours/index.ts';
import { userEditScreen, userRolesScreen, usersListScreen } from './features/users/index.ts';
import { widgetEditScreen, widgetListScreen } from './features/widgets/index.ts';
import { bookingWizardScreen, resortBookingScreen, tourBookingScreen } from './features/wizard/index.ts';

/**
 * Every routed screen as a lazily loaded chunk. Areas that are not built yet share
 * `notAvailable`, which names the area; later issues swap in the real screen here.
 */
export const screens = {
  // A plain resource's list and edit page, named by the route's `resource` (route-builder's resourceRoutes)
  resourceList: lazyScreen(() =>
    import('./resources/resource-screens.tsx').then((m) => ({ default: m.ResourceListScreen })),
  ),
  resourceEdit: lazyScreen(() =>
    import('./resources/resource-screens.tsx').then((m) => ({ default: m.ResourceEditScreen })),
  ),
  notAvailable: notAvailableScreen,
  // The dive log, its day overview and its statistics (features/dive)
  diveLog: diveLogScreen,
  diveOverview: diveOverviewScreen,
  statsDive: statsDiveScreen,
  bookingWizard: bookingWizardScreen,
  resortBooking: resortBookingScreen,
  occupancyChart: occupancyChartScreen,
  arrivals: arrivalsScreen,
  vesselCalendar: vesselCalendarScreen,
  notFound: notFoundScreen,
  login: loginScreen,
  register: registerScreen,
  verifyUser: verifyUserScreen,
  passwordReset: passwordResetScreen,
  home: homeScreen,
  jump: jumpScreen,
  jumpTo: jumpToScreen,
  profile: profileScreen,
  usersList: usersListScreen,
  userEdit: userEditScreen,
  userRoles: userRolesScreen,
  staff: staffScreen,
  company: companyScreen,
  todos: todosScreen,
  bookingSetup: bookingSetupScreen,
  mailQueue: mailQueueScreen,
  mailbox: mailboxScreen,
  payProviders: payProvidersScreen,
  mailAccounts: mailAccountsScreen,
  mailSettings: mailSettingsScreen,
  mailSchedules: mailSchedulesScreen,
  scheduledMails: scheduledMailsScreen,
  mailTemplates: mailTemplatesScreen,
  mailTemplateEditor: mailTemplateEditorScreen,
  invoices: invoicesScreen,
  guestForm: guestFormScreen,
  guestFormMulti: guestFormMultiScreen,
  guestFormReview: guestFormReviewScreen,
  // Forms and the form builder (features/forms)
  publicForm: publicFormScreen,
  forms: formsScreen,
  formDefinitions: formDefinitionsScreen,
  formDefinitionEdit: formDefinitionEditScreen,
  // Online booking: the public pages, the customer's booking and the payment return pages (features/online-booking)
  bookOnline: bookOnlineScreen,
  bookOnlineV2: bookOnlineV2Screen,
  accessibility: accessibilityScreen,
  bookResort: bookResortScreen,
  bookResortV2: bookResortV2Screen,
  book: bookScreen,
  bookPreview: bookPreviewScreen,
  paymentSuccess: paymentSuccessScreen,
  paymentAborted: paymentAbortedScreen,
  publicInvoice: publicInvoiceScreen,
  taxRates: taxRatesScreen,
  translations: translationsScreen,
  settings: settingsScreen,
  configOverview: configOverviewScreen,
  modules: modulesScreen,
  textblocks: textblocksScreen,
  geo: geoScreen,
  mediaList: mediaListScreen,
  mediaCreate: mediaCreateScreen,
  mediaEdit: mediaEditScreen,
  // Resorts, vessels, rooms and cabins (features/assets)
  resortList: resortListScreen,
  resortEdit: resortEditScreen,
  resortLists: resortListsScreen,
  // Prices and specials (features/pricing)
  priceLists: priceListsScreen,
  priceListEdit: priceListEditScreen,
  priceVariants: priceVariantsScreen,
  supplements: supplementsScreen,
  commissions: commissionsScreen,
  paymentTerms: paymentTermsScreen,
  specialsList: specialsListScreen,
  specialsGroups: specialsGroupsScreen,
  specialEdit: specialEditScreen,
  vesselList: vesselListScreen,
  vesselEdit: vesselEditScreen,
  vesselLists: vesselListsScreen,
  deckPlan: deckPlanScreen,
  roomList: roomListScreen,
  roomEdit: roomEditScreen,
  roomTypes: roomTypesScreen,
  bedTypes: bedTypesScreen,
  // Tours and schedules (features/tours)
  tourList: tourListScreen,
  tourEdit: tourEditScreen,
  scheduleList: scheduleListScreen,
  scheduleCreate: scheduleCreateScreen,
  scheduleEdit: scheduleEditScreen,
  scheduleDetail: scheduleDetailScreen,
  // Customers (features/customers)
  customerList: customerListScreen,
  customerEdit: customerEditScreen,
  customerView: customerViewScreen,
  customerFilter: customerFilterScreen,
  customerGroups: customerGroupsScreen,
  customerDataGroups: customerDataGroupsScreen,
  customerRelations: customerRelationsScreen,
  customerDuplicates: customerDuplicatesScreen,
  loyalty: loyaltyScreen,
  // CRM lists (features/crm)
  crmCustomers: crmCustomersScreen,
  crmFilter: crmFilterScreen,
  crmGuestForms: crmGuestFormsScreen,
  // Referral codes (features/referrals)
  referrals: referralsScreen,
  // The club's member card (features/club-card)
  clubCard: clubCardScreen,
  // Contests (features/contests)
  contestList: contestListScreen,
  clubDashboard: clubDashboardScreen,
  // Bookings (features/bookings)
  bookingList: bookingListScreen,
  bookingDetail: bookingDetailScreen,
  tourBooking: tourBookingScreen,
  moveCabin: moveCabinScreen,
  // Agencies and their accounts (features/agencies)
  agencyList: agencyListScreen,
  agencyFilter: agencyFilterScreen,
  agencyEdit: agencyEditScreen,
  agencyGroups: agencyGroupsScreen,
  agencyPayments: agencyPaymentsScreen,
  agencyCommission: agencyCommissionScreen,
  agencyCredits: agencyCreditsScreen,
  assetShare: assetShareScreen,
  // Connected systems and the asset master (features/connect)
  systemConnections: systemConnectionsScreen,
  masterBookings: masterBookingsScreen,
  masterBooking: masterBookingScreen,
  statsBase: statsBaseScreen,
  statsBooking: statsBookingScreen,
  statsOccupancy: statsOccupancyScreen,
  statsTour: statsTourScreen,
  statsExport: statsExportScreen,
  customerCredits: customerCreditsScreen,
  // Bank accounts, their entries and the cash flow (features/bank)
  bankOverview: bankOverviewScreen,
  bankList: bankListScreen,
  bankCreate: bankCreateScreen,
  bankAccount: bankAccountScreen,
  bankCashflow: bankCashflowScreen,
  bankEntryList: bankEntryListScreen,
  bankEntryManual: bankEntryManualScreen,
  bankEntryTemporary: bankEntryTemporaryScreen,
  // Booking widgets for the operator's websites (features/widgets)
  widgetList: widgetListScreen,
  widgetEdit: widgetEditScreen,
  // Products and their categories (features/products)
  productList: productListScreen,
  productCategories: productCategoriesScreen,
  // Stock, suppliers and inventories (features/stock, feature stock)
  productStock: productStockScreen,
  rentalGear: rentalGearScreen,
  // Accounting plugins: Xero and the DATEV export (features/plugins)
  plugins: pluginsScreen,
  channels: channelsScreen,
  otaBookings: otaBookingsScreen,
  vesselExport: vesselExportScreen,
  // The dive centre's day plan and head count (features/dive)
  divePlan: divePlanScreen,
  // The point of sale: the counter and the sales (features/pos)
  posCounter: posCounterScreen,
  posList: posListScreen,
  posClosing: posClosingScreen,
} satisfies Record<ScreenName, ScreenComponent>;
