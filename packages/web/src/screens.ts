import { lazyScreen } from './app/lazy-screen.ts';

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
  notAvailable: lazyScreen(() =>
    import('./features/placeholder/not-available-page.tsx').then((m) => ({ default: m.NotAvailablePage })),
  ),
  bookingWizard: lazyScreen(() =>
    import('./features/wizard/booking-wizard-page.tsx').then((m) => ({ default: m.BookingWizardPage })),
  ),
  resortBooking: lazyScreen(() =>
    import('./features/wizard/resort-booking-page.tsx').then((m) => ({ default: m.ResortBookingPage })),
  ),
  occupancyChart: lazyScreen(() =>
    import('./features/occupancy/occupancy-page.tsx').then((m) => ({ default: m.OccupancyPage })),
  ),
  arrivals: lazyScreen(() =>
    import('./features/front-desk/arrivals-page.tsx').then((m) => ({ default: m.ArrivalsPage })),
  ),
  vesselCalendar: lazyScreen(() =>
    import('./features/calendar/vessel-calendar-page.tsx').then((m) => ({ default: m.VesselCalendarPage })),
  ),
  notFound: lazyScreen(() =>
    import('./features/placeholder/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
  ),
  login: lazyScreen(() => import('./features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage }))),
  register: lazyScreen(() =>
    import('./features/auth/register-page.tsx').then((m) => ({ default: m.RegisterPage })),
  ),
  verifyUser: lazyScreen(() =>
    import('./features/auth/verify-user-page.tsx').then((m) => ({ default: m.VerifyUserPage })),
  ),
  passwordReset: lazyScreen(() =>
    import('./features/auth/password-reset-page.tsx').then((m) => ({ default: m.PasswordResetPage })),
  ),
  home: lazyScreen(() => import('./features/home/home-page.tsx').then((m) => ({ default: m.HomePage }))),
  jump: lazyScreen(() => import('./features/jump/jump-page.tsx').then((m) => ({ default: m.JumpPage }))),
  jumpTo: lazyScreen(() =>
    import('./features/jump/jump-to-page.tsx').then((m) => ({ default: m.JumpToPage })),
  ),
  profile: lazyScreen(() =>
    import('./features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
  ),
  usersList: lazyScreen(() =>
    import('./features/users/users-list-page.tsx').then((m) => ({ default: m.UsersListPage })),
  ),
  userEdit: lazyScreen(() =>
    import('./features/users/user-edit-page.tsx').then((m) => ({ default: m.UserEditPage })),
  ),
  userRoles: lazyScreen(() =>
    import('./features/users/user-roles-page.tsx').then((m) => ({ default: m.UserRolesPage })),
  ),
  staff: lazyScreen(() => import('./features/staff/staff-page.tsx').then((m) => ({ default: m.StaffPage }))),
  company: lazyScreen(() =>
    import('./features/documents/company-page.tsx').then((m) => ({ default: m.CompanyPage })),
  ),
  todos: lazyScreen(() => import('./features/todos/todo-page.tsx').then((m) => ({ default: m.TodoPage }))),
  bookingSetup: lazyScreen(() =>
    import('./features/booking-setup/booking-setup-page.tsx').then((m) => ({ default: m.BookingSetupPage })),
  ),
  mailQueue: lazyScreen(() =>
    import('./features/mail/mail-queue-page.tsx').then((m) => ({ default: m.MailQueuePage })),
  ),
  mailbox: lazyScreen(() =>
    import('./features/mail/mailbox-page.tsx').then((m) => ({ default: m.MailboxPage })),
  ),
  payProviders: lazyScreen(() =>
    import('./features/payments/pay-providers-page.tsx').then((m) => ({ default: m.PayProvidersPage })),
  ),
  mailAccounts: lazyScreen(() =>
    import('./features/mail/mail-accounts-page.tsx').then((m) => ({ default: m.MailAccountsPage })),
  ),
  mailSettings: lazyScreen(() =>
    import('./features/mail/mail-settings-page.tsx').then((m) => ({ default: m.MailSettingsPage })),
  ),
  mailSchedules: lazyScreen(() =>
    import('./features/mail/mail-schedule-pages.tsx').then((m) => ({ default: m.MailSchedulesPage })),
  ),
  scheduledMails: lazyScreen(() =>
    import('./features/mail/mail-schedule-pages.tsx').then((m) => ({ default: m.ScheduledMailsPage })),
  ),
  mailTemplates: lazyScreen(() =>
    import('./features/mail/mail-templates-page.tsx').then((m) => ({ default: m.MailTemplatesPage })),
  ),
  mailTemplateEditor: lazyScreen(() =>
    import('./features/mail/mail-template-editor.tsx').then((m) => ({ default: m.MailTemplateEditorPage })),
  ),
  invoices: lazyScreen(() =>
    import('./features/invoices/invoices-page.tsx').then((m) => ({ default: m.InvoicesPage })),
  ),
  guestForm: lazyScreen(() =>
    import('./features/guest-forms/public-guest-form-page.tsx').then((m) => ({ default: m.GuestFormPage })),
  ),
  guestFormMulti: lazyScreen(() =>
    import('./features/guest-forms/public-guest-form-page.tsx').then((m) => ({
      default: m.GuestFormMultiPage,
    })),
  ),
  guestFormReview: lazyScreen(() =>
    import('./features/guest-forms/guest-form-review-page.tsx').then((m) => ({
      default: m.GuestFormReviewPage,
    })),
  ),
  // Forms and the form builder (features/forms)
  publicForm: lazyScreen(() =>
    import('./features/forms/public-form-page.tsx').then((m) => ({ default: m.PublicFormPage })),
  ),
  forms: lazyScreen(() => import('./features/forms/forms-page.tsx').then((m) => ({ default: m.FormsPage }))),
  formDefinitions: lazyScreen(() =>
    import('./features/forms/form-definitions-page.tsx').then((m) => ({ default: m.FormDefinitionsPage })),
  ),
  formDefinitionEdit: lazyScreen(() =>
    import('./features/forms/form-definition-edit-page.tsx').then((m) => ({
      default: m.FormDefinitionEditPage,
    })),
  ),
  // Online booking: the public pages, the customer's booking and the payment return pages (features/online-booking)
  bookOnline: lazyScreen(() =>
    import('./features/online-booking/online-booking-pages.tsx').then((m) => ({ default: m.BookOnlinePage })),
  ),
  bookOnlineV2: lazyScreen(() =>
    import('./features/online-booking/online-booking-pages.tsx').then((m) => ({
      default: m.BookOnlineV2Page,
    })),
  ),
  accessibility: lazyScreen(() =>
    import('./features/online-booking/accessibility-page.tsx').then((m) => ({
      default: m.AccessibilityPage,
    })),
  ),
  bookResort: lazyScreen(() =>
    import('./features/online-booking/online-booking-pages.tsx').then((m) => ({ default: m.BookResortPage })),
  ),
  bookResortV2: lazyScreen(() =>
    import('./features/online-booking/online-booking-pages.tsx').then((m) => ({
      default: m.BookResortV2Page,
    })),
  ),
  book: lazyScreen(() =>
    import('./features/online-booking/online-booking-pages.tsx').then((m) => ({ default: m.BookPage })),
  ),
  bookPreview: lazyScreen(() =>
    import('./features/online-booking/booking-preview-page.tsx').then((m) => ({
      default: m.BookingPreviewPage,
    })),
  ),
  paymentSuccess: lazyScreen(() =>
    import('./features/online-booking/payment-return-pages.tsx').then((m) => ({
      default: m.PaymentSuccessPage,
    })),
  ),
  paymentAborted: lazyScreen(() =>
    import('./features/online-booking/payment-return-pages.tsx').then((m) => ({
      default: m.PaymentAbortedPage,
    })),
  ),
  publicInvoice: lazyScreen(() =>
    import('./features/invoices/public-invoice-page.tsx').then((m) => ({ default: m.PublicInvoicePage })),
  ),
  taxRates: lazyScreen(() =>
    import('./features/invoices/tax-rates-page.tsx').then((m) => ({ default: m.TaxRatesPage })),
  ),
  translations: lazyScreen(() =>
    import('./features/config/translations-page.tsx').then((m) => ({ default: m.TranslationsPage })),
  ),
  settings: lazyScreen(() =>
    import('./features/config/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
  ),
  modules: lazyScreen(() =>
    import('./features/config/modules-page.tsx').then((m) => ({ default: m.ModulesPage })),
  ),
  textblocks: lazyScreen(() =>
    import('./features/config/textblocks-page.tsx').then((m) => ({ default: m.TextblocksPage })),
  ),
  geo: lazyScreen(() => import('./features/geo/geo-page.tsx').then((m) => ({ default: m.GeoPage }))),
  mediaList: lazyScreen(() =>
    import('./features/media/media-list-page.tsx').then((m) => ({ default: m.MediaListPage })),
  ),
  mediaCreate: lazyScreen(() =>
    import('./features/media/media-create-page.tsx').then((m) => ({ default: m.MediaCreatePage })),
  ),
  mediaEdit: lazyScreen(() =>
    import('./features/media/media-edit-page.tsx').then((m) => ({ default: m.MediaEditPage })),
  ),
  // Resorts, vessels, rooms and cabins (features/assets)
  resortList: lazyScreen(() =>
    import('./features/assets/resort-list-page.tsx').then((m) => ({ default: m.ResortListPage })),
  ),
  resortEdit: lazyScreen(() =>
    import('./features/assets/resort-edit-page.tsx').then((m) => ({ default: m.ResortEditPage })),
  ),
  resortLists: lazyScreen(() =>
    import('./features/assets/vessel-lists-page.tsx').then((m) => ({ default: m.ResortListsPage })),
  ),
  // Prices and specials (features/pricing)
  priceLists: lazyScreen(() =>
    import('./features/pricing/price-list-page.tsx').then((m) => ({ default: m.PriceListPage })),
  ),
  priceListEdit: lazyScreen(() =>
    import('./features/pricing/price-list-edit-page.tsx').then((m) => ({ default: m.PriceListEditPage })),
  ),
  priceVariants: lazyScreen(() =>
    import('./features/pricing/generic-pages.tsx').then((m) => ({ default: m.PriceVariantPage })),
  ),
  supplements: lazyScreen(() =>
    import('./features/pricing/generic-pages.tsx').then((m) => ({ default: m.SupplementsPage })),
  ),
  commissions: lazyScreen(() =>
    import('./features/pricing/generic-pages.tsx').then((m) => ({ default: m.CommissionPage })),
  ),
  paymentTerms: lazyScreen(() =>
    import('./features/pricing/terms-page.tsx').then((m) => ({ default: m.TermsPage })),
  ),
  specialsList: lazyScreen(() =>
    import('./features/pricing/specials-list-page.tsx').then((m) => ({ default: m.SpecialsListPage })),
  ),
  specialsGroups: lazyScreen(() =>
    import('./features/pricing/generic-pages.tsx').then((m) => ({ default: m.SpecialsGroupPage })),
  ),
  specialEdit: lazyScreen(() =>
    import('./features/pricing/special-edit-page.tsx').then((m) => ({ default: m.SpecialEditPage })),
  ),
  vesselList: lazyScreen(() =>
    import('./features/assets/vessel-list-page.tsx').then((m) => ({ default: m.VesselListPage })),
  ),
  vesselEdit: lazyScreen(() =>
    import('./features/assets/vessel-edit-page.tsx').then((m) => ({ default: m.VesselEditPage })),
  ),
  vesselLists: lazyScreen(() =>
    import('./features/assets/vessel-lists-page.tsx').then((m) => ({ default: m.VesselListsPage })),
  ),
  deckPlan: lazyScreen(() =>
    import('./features/assets/deck-plan-page.tsx').then((m) => ({ default: m.DeckPlanPage })),
  ),
  roomList: lazyScreen(() =>
    import('./features/assets/room-list-page.tsx').then((m) => ({ default: m.RoomListPage })),
  ),
  roomEdit: lazyScreen(() =>
    import('./features/assets/room-edit-page.tsx').then((m) => ({ default: m.RoomEditPage })),
  ),
  roomTypes: lazyScreen(() =>
    import('./features/assets/room-type-list-page.tsx').then((m) => ({ default: m.RoomTypeListPage })),
  ),
  bedTypes: lazyScreen(() =>
    import('./features/assets/bed-type-list-page.tsx').then((m) => ({ default: m.BedTypeListPage })),
  ),
  // Tours and schedules (features/tours)
  tourList: lazyScreen(() =>
    import('./features/tours/tour-list-page.tsx').then((m) => ({ default: m.TourListPage })),
  ),
  tourEdit: lazyScreen(() =>
    import('./features/tours/tour-edit-page.tsx').then((m) => ({ default: m.TourEditPage })),
  ),
  scheduleList: lazyScreen(() =>
    import('./features/tours/schedule-list-page.tsx').then((m) => ({ default: m.ScheduleListPage })),
  ),
  scheduleCreate: lazyScreen(() =>
    import('./features/tours/schedule-edit-page.tsx').then((m) => ({ default: m.ScheduleCreatePage })),
  ),
  scheduleEdit: lazyScreen(() =>
    import('./features/tours/schedule-edit-page.tsx').then((m) => ({ default: m.ScheduleEditPage })),
  ),
  scheduleDetail: lazyScreen(() =>
    import('./features/tours/schedule-page.tsx').then((m) => ({ default: m.SchedulePage })),
  ),
  // Customers (features/customers)
  customerList: lazyScreen(() =>
    import('./features/customers/customer-list-page.tsx').then((m) => ({ default: m.CustomerListPage })),
  ),
  customerEdit: lazyScreen(() =>
    import('./features/customers/customer-edit-page.tsx').then((m) => ({ default: m.CustomerEditPage })),
  ),
  // Bookings (features/bookings)
  bookingList: lazyScreen(() =>
    import('./features/bookings/booking-list-page.tsx').then((m) => ({ default: m.BookingListPage })),
  ),
  bookingDetail: lazyScreen(() =>
    import('./features/booking-page/booking-page.tsx').then((m) => ({ default: m.BookingPage })),
  ),
  tourBooking: lazyScreen(() =>
    import('./features/wizard/tour-booking-page.tsx').then((m) => ({ default: m.TourBookingPage })),
  ),
  moveCabin: lazyScreen(() =>
    import('./features/bookings/move-cabin-page.tsx').then((m) => ({ default: m.MoveCabinPage })),
  ),
  // Agencies and their accounts (features/agencies)
  agencyList: lazyScreen(() =>
    import('./features/agencies/agency-list-page.tsx').then((m) => ({ default: m.AgencyListPage })),
  ),
  agencyFilter: lazyScreen(() =>
    import('./features/agencies/agency-list-page.tsx').then((m) => ({ default: m.AgencyFilterPage })),
  ),
  agencyEdit: lazyScreen(() =>
    import('./features/agencies/agency-page.tsx').then((m) => ({ default: m.AgencyPage })),
  ),
  agencyGroups: lazyScreen(() =>
    import('./features/agencies/agency-groups-page.tsx').then((m) => ({ default: m.AgencyGroupsPage })),
  ),
  agencyPayments: lazyScreen(() =>
    import('./features/agencies/agency-payments-page.tsx').then((m) => ({ default: m.AgencyPaymentsPage })),
  ),
  agencyCommission: lazyScreen(() =>
    import('./features/agencies/commission-statement-page.tsx').then((m) => ({
      default: m.CommissionStatementPage,
    })),
  ),
  agencyCredits: lazyScreen(() =>
    import('./features/agencies/credits-page.tsx').then((m) => ({ default: m.CreditsPage })),
  ),
  assetShare: lazyScreen(() =>
    import('./features/asset-share/asset-share-page.tsx').then((m) => ({ default: m.AssetSharePage })),
  ),
  statsBooking: lazyScreen(() =>
    import('./features/statistics/index.ts').then((m) => ({
      default: m.BookingStatisticsPage,
    })),
  ),
  customerCredits: lazyScreen(() =>
    import('./features/customers/customer-credits-page.tsx').then((m) => ({
      default: m.CustomerCreditsPage,
    })),
  ),
  // Bank accounts, their entries and the cash flow (features/bank)
  bankOverview: lazyScreen(() =>
    import('./features/bank/bank-overview-page.tsx').then((m) => ({ default: m.BankOverviewPage })),
  ),
  bankList: lazyScreen(() =>
    import('./features/bank/bank-list-page.tsx').then((m) => ({ default: m.BankListPage })),
  ),
  bankCreate: lazyScreen(() =>
    import('./features/bank/bank-create-page.tsx').then((m) => ({ default: m.BankCreatePage })),
  ),
  bankAccount: lazyScreen(() =>
    import('./features/bank/bank-account-page.tsx').then((m) => ({ default: m.BankAccountPage })),
  ),
  bankCashflow: lazyScreen(() =>
    import('./features/bank/cashflow-page.tsx').then((m) => ({ default: m.CashflowPage })),
  ),
  bankEntryList: lazyScreen(() =>
    import('./features/bank/bank-entry-list-page.tsx').then((m) => ({ default: m.BankEntryListPage })),
  ),
  bankEntryManual: lazyScreen(() =>
    import('./features/bank/manual-entries-page.tsx').then((m) => ({ default: m.ManualEntriesPage })),
  ),
  bankEntryTemporary: lazyScreen(() =>
    import('./features/bank/temporary-entries-page.tsx').then((m) => ({ default: m.TemporaryEntriesPage })),
  ),
  // Booking widgets for the operator's websites (features/widgets)
  widgetList: lazyScreen(() =>
    import('./features/widgets/widget-list-page.tsx').then((m) => ({ default: m.WidgetListPage })),
  ),
  widgetEdit: lazyScreen(() =>
    import('./features/widgets/widget-edit-page.tsx').then((m) => ({ default: m.WidgetEditPage })),
  ),
  // Products and their categories (features/products)
  productList: lazyScreen(() =>
    import('./features/products/product-list-page.tsx').then((m) => ({ default: m.ProductListPage })),
  ),
  productCategories: lazyScreen(() =>
    import('./features/products/product-category-page.tsx').then((m) => ({
      default: m.ProductCategoryPage,
    })),
  ),
  // Accounting plugins: Xero and the DATEV export (features/plugins)
  plugins: lazyScreen(() =>
    import('./features/plugins/plugins-page.tsx').then((m) => ({ default: m.PluginsPage })),
  ),
};
