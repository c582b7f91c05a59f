import { agencyBindings, registerAgencyRoutes } from './modules/agencies/index.ts';
import { registerAllotmentJob } from './modules/agencies/index.ts';
import { BankMatcher } from './modules/finance/index.ts';
import { bankBindings, registerBankRoutes } from './modules/finance/index.ts';
import { BankService } from './modules/finance/index.ts';
import { payProviderBinding, registerPayProviderRoutes } from './modules/payments/index.ts';
import { registerPaymentRoutes } from './modules/payments/index.ts';
import { PaymentsService } from './modules/payments/index.ts';
import { registerAllotmentRoutes } from './modules/agencies/index.ts';
import { AllotmentService } from './modules/agencies/index.ts';
import { registerBookingReportRoutes } from './modules/documents/index.ts';
import { mailAccountBinding, registerMailAccountRoutes } from './modules/mail/index.ts';
import { ImapPool } from './modules/mail/index.ts';
import { registerMailboxRoutes } from './modules/mail/index.ts';
import { MailboxService } from './modules/mail/index.ts';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccess } from './http/access.ts';
import { describeRoutes } from './http/answers.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { errorBody, registerErrorHandling } from './http/errors.ts';
import { registerResource } from './http/resource-routes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { responseSerializer, strictResponses } from './http/serialize.ts';
import { DEFAULT_WEB_DIST, registerWebApp } from './http/web-static.ts';
import { APP_VERSION } from './lib/version.ts';
import { assetBindings } from './modules/assets/index.ts';
import { registerResortRoutes } from './modules/assets/index.ts';
import { registerRoomRoutes } from './modules/assets/index.ts';
import { registerVesselListRoutes } from './modules/tours/index.ts';
import { registerAuthRoutes } from './modules/auth/index.ts';
import { registerBootstrapRoutes } from './modules/bootstrap/index.ts';
import { registerConnect, systemConnectionBinding } from './modules/connect/index.ts';
import { registerEventRoutes } from './modules/events/index.ts';
import { bookingBindings } from './modules/bookings/index.ts';
import { createBookingActions } from './modules/bookings/index.ts';
import { registerBookingCalculationRoutes } from './modules/bookings/index.ts';
import { BookingHistoryReads } from './modules/bookings/index.ts';
import { registerBookingHistoryRoutes } from './modules/bookings/index.ts';
import {
  BookingImportRepository,
  BookingImportService,
  BookingReindexRepository,
  registerBookingImportRoutes,
  registerBookingReindexRoutes,
} from './modules/bookings/index.ts';
import { registerTodoRoutes } from './modules/todos/index.ts';
import { registerTodoRuleJobs, registerTodoRuleRoutes, TodoRuleEngine } from './modules/todos/index.ts';
import { SYSTEM_ACTOR } from './http/actor.ts';
import { registerTodayRoutes } from './modules/dashboard/index.ts';
import { registerCompanyRoutes } from './modules/print/index.ts';
import { registerBookingDocumentRoutes } from './modules/documents/index.ts';
import { BookingDocumentsService } from './modules/documents/index.ts';
import { InvoiceLinks } from './modules/invoices/index.ts';
import { registerInvoiceRoutes, taxRateBinding } from './modules/invoices/index.ts';
import { InvoicesService } from './modules/invoices/index.ts';
import { registerDatevRoutes } from './modules/plugins/index.ts';
import { DatevService } from './modules/plugins/index.ts';
import { registerXeroRoutes } from './modules/plugins/index.ts';
import { XeroService } from './modules/plugins/index.ts';
import { BookingMailService } from './modules/mail/index.ts';
import { mailScheduleBinding, registerMailScheduleRoutes } from './modules/mail/index.ts';
import { registerMailSettingsRoutes } from './modules/mail/index.ts';
import { MailScheduler } from './modules/mail/index.ts';
import { mailTemplateBinding, registerMailTemplateRoutes } from './modules/mail/index.ts';
import { registerBookingLifeRoutes } from './modules/bookings/index.ts';
import { BookingOptionJobs, WAITING_JOB } from './modules/bookings/index.ts';
import { type Clock, registerTestClockRoutes } from './modules/jobs/index.ts';
import { registerBookingRebookRoutes } from './modules/bookings/index.ts';
import { registerBookingReadRoutes } from './modules/bookings/index.ts';
import { registerAssetShareRoutes } from './modules/bookings/index.ts';
import { registerStatisticsRoutes } from './modules/statistics/index.ts';
import { reportsOf } from './modules/reports/index.ts';
import {
  ReportMailer,
  registerReportSubscriptionRoutes,
  reportSubscriptionBinding,
} from './modules/report-subscriptions/index.ts';
import { registerBookingRoutes } from './modules/bookings/index.ts';
import { formBindings } from './modules/forms/index.ts';
import { registerFormRoutes } from './modules/forms/index.ts';
import { FormsService } from './modules/forms/index.ts';
import { GuestFormPublicService } from './modules/guest-forms/index.ts';
import { GuestFormReminders } from './modules/guest-forms/index.ts';
import { GuestFormReviewService } from './modules/guest-forms/index.ts';
import { registerGuestFormRoutes } from './modules/guest-forms/index.ts';
import { registerMedicalRetentionJob } from './modules/guest-forms/index.ts';
import { registerCustomerCreditRoutes } from './modules/customers/index.ts';
import { LoyaltyService, registerLoyaltyRoutes } from './modules/customers/index.ts';
import { CustomerCreditService } from './modules/customers/index.ts';
import { CustomerStayStatsRepository, registerStayStatsJob } from './modules/customers/index.ts';
import {
  registerCustomerBirthdayRoutes,
  registerCustomerDataRoutes,
  registerCustomerFigureRoutes,
  registerCustomerMergeRoutes,
  registerCustomerPrivacyRoutes,
  registerCustomerHistoryRoutes,
  registerMemberCardRoutes,
  registerCustomerRelationRoutes,
  registerCustomerStayRoutes,
  registerCrmDashboardRoutes,
  registerCustomerReferenceRoutes,
} from './modules/customers/index.ts';
import { FrontDeskReads } from './modules/bookings/index.ts';
import { FrontDeskService } from './modules/bookings/index.ts';
import { registerFrontDeskRoutes } from './modules/bookings/index.ts';
import { customerBindings } from './modules/customers/index.ts';
import { referralBindings, registerReferralRoutes } from './modules/referrals/index.ts';
import { ClubService, registerClubRoutes } from './modules/club/index.ts';
import { ContestsService, contestBinding, registerContestRoutes } from './modules/contests/index.ts';
import { registerMailQueueWrites, registerMailRoutes } from './modules/mail/index.ts';
import { registerConfigOverviewRoutes } from './modules/config-overview/index.ts';
import { registerMediaRoutes } from './modules/media/index.ts';
import { pricingBindings } from './modules/pricing/index.ts';
import { productBindings, registerProductRoutes } from './modules/products/index.ts';
import { registerStockRoutes, StockService, stockBindings } from './modules/stock/index.ts';
import { diveBindings, registerDivePlanRoutes, registerDiveRoutes } from './modules/dive/index.ts';
import { DiveLogService, diveLogBindings, registerDiveLogRoutes, UddfExport } from './modules/dive/index.ts';
import {
  PosService,
  posBindings,
  registerDsfinvkRoutes,
  registerPosSettlementRoutes,
  registerPosClosingRoutes,
  registerPosRoutes,
} from './modules/pos/index.ts';
import { RentalService, registerRentalRoutes, rentalBindings } from './modules/rental/index.ts';
import { registerPriceRoutes } from './modules/pricing/index.ts';
import { registerQuoteRoutes } from './modules/pricing/index.ts';
import { OnlineBookingService } from './modules/online-booking/index.ts';
import { registerOnlineBookingRoutes } from './modules/online-booking/index.ts';
import { OnlineCatalog } from './modules/online-booking/index.ts';
import { QuoteService } from './modules/pricing/index.ts';
import { registerSchedulePriceRoutes } from './modules/pricing/index.ts';
import { platformBindings } from './modules/resources/index.ts';
import { registerSettingsRoutes } from './modules/settings/index.ts';
import { registerBackupRoutes } from './modules/backup/index.ts';
import {
  registerChannelRoutes,
  registerOtaBookingRoutes,
  registerVesselExportRoutes,
} from './modules/channels/index.ts';
import { staffAndSetupBindings } from './modules/staff/index.ts';
import { tourBindings } from './modules/tours/index.ts';
import { registerBookableRoutes } from './modules/tours/index.ts';
import { registerCalendarRoutes } from './modules/tours/index.ts';
import { registerTourRoutes } from './modules/tours/index.ts';
import { registerTripGuestRoutes } from './modules/tours/index.ts';
import { registerUserRoutes } from './modules/users/index.ts';
import { registerWidgetRoutes } from './modules/widgets/index.ts';
import { createServices, type Services } from './services.ts';
import { bookingStores } from './booking-stores.ts';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** Builds the whole server on an opened, migrated database; used by main.ts and by every test. */
export async function buildApp(
  config: Config,
  database: Database,
  /** `clock`: where business time comes from (tests start theirs at a fixed day); the machine's by default. */
  options: { logger?: boolean; clock?: Clock } = {},
): Promise<BuiltApp> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the configured proxy: anyone else could reset every per-IP limit.
    // A hop count trusts that many proxies in front, whoever they are (as Fastify does for numbers).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Large enough for uuid-heavy filters; the paging schema limits the values themselves.
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any route runs (a path segment too long, a malformed URL)
    // still leave in the SPEC §8 shape.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? 'A part of the address is too long' : 'The address is not valid';
      void (reply as FastifyReply)
        .code(status)
        .send(errorBody(request as FastifyRequest, status, 'VALIDATION_ERROR', message));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(strictResponses(config.testClock), app.log));
  const servesWebApp = await registerWebApp(app, config.webDist ?? DEFAULT_WEB_DIST);
  registerErrorHandling(app, { spaFallback: servesWebApp });
  registerSecurityHeaders(app);

  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a pair (an occupancy's beds) is a tuple the typed client keeps.
      openapi: '3.1.0',
      info: { title: 'Seaberth API', version: APP_VERSION.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: describeRoutes,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every process behind the proxy sees the same hits.
    store: databaseRateLimitStore(database.db) as unknown as FastifyRateLimitStoreCtor,
    errorResponseBuilder: (request, context) => ({
      ...errorBody(request, 429, 'RATE_LIMITED', `Too many attempts; try again in ${context.after}`),
      statusCode: 429,
    }),
  });

  const services = await createServices(config, database, app.log, options.clock);
  registerAccess(app, services);
  registerAuthRoutes(app, services);
  registerUserRoutes(app, services);
  registerSettingsRoutes(app, services);
  registerBackupRoutes(app, services);
  const channelPushes = registerChannelRoutes(app, services);
  const connect = registerConnect(app, services);
  registerBootstrapRoutes(app, services, () => connect.connections.active());
  registerEventRoutes(app, services);
  registerMailRoutes(app, services);
  registerConfigOverviewRoutes(app, services);
  registerRoomRoutes(app, services);
  registerResortRoutes(app, services);
  registerVesselListRoutes(app, services);
  registerMediaRoutes(app, services);
  registerTourRoutes(app, services);
  registerCalendarRoutes(app, services);
  registerBookableRoutes(app, services);
  registerTripGuestRoutes(app, services);
  const quotes = new QuoteService(services);
  registerPriceRoutes(app, services, quotes);
  registerSchedulePriceRoutes(app, quotes);
  const actions = createBookingActions(services, quotes, bookingStores);
  const bookings = actions.core;
  registerBookingRoutes(app, bookings, actions.rooms, actions.money, actions.guests);
  registerBookingLifeRoutes(app, actions.life);
  registerBookingRebookRoutes(app, actions.rebook);
  registerBookingCalculationRoutes(app, actions.calculation);
  registerBookingReadRoutes(app, bookings);
  registerAssetShareRoutes(app, bookings);
  registerStatisticsRoutes(app, bookings);
  // After every report is registered: the mailer works out any of them for a recipient.
  const reportMailer = new ReportMailer(services, reportsOf(app), app.log);
  registerReportSubscriptionRoutes(app, reportMailer);
  await reportMailer.register();
  await new BookingOptionJobs(services, actions).register();
  if (config.testClock) registerTestClockRoutes(app, services);
  registerBookingHistoryRoutes(app, bookings, new BookingHistoryReads(bookings.repository));
  registerBookingReindexRoutes(app, bookings, new BookingReindexRepository(database.db));
  registerBookingImportRoutes(
    app,
    new BookingImportService(new BookingImportRepository(database.db), actions),
  );
  const frontDesk = new FrontDeskService(services, bookings);
  await registerOtaBookingRoutes(app, services, actions, frontDesk);
  registerFrontDeskRoutes(app, frontDesk, new FrontDeskReads(services, bookings));
  registerCustomerStayRoutes(app, services);
  registerCustomerBirthdayRoutes(app, services);
  registerCustomerRelationRoutes(app, services);
  registerCustomerDataRoutes(app, services);
  registerCustomerFigureRoutes(app, services, bookings);
  registerCustomerPrivacyRoutes(app, services);
  registerCustomerMergeRoutes(app, services);
  registerCustomerHistoryRoutes(app, services);
  registerCrmDashboardRoutes(app, services);
  registerCustomerReferenceRoutes(app, services, connect.remoteCustomers);
  registerMemberCardRoutes(app, services);
  registerReferralRoutes(app, services);
  registerCustomerCreditRoutes(
    app,
    new CustomerCreditService(database.db, bookings, actions.money, new LoyaltyService(services)),
  );
  registerContestRoutes(app, new ContestsService(services));
  registerTodoRoutes(app, bookings);
  registerTodayRoutes(app, bookings);
  registerCompanyRoutes(app, database.db, services.settings);
  const documents = new BookingDocumentsService(services, bookings);
  registerBookingDocumentRoutes(app, services, bookings, documents);
  registerBookingReportRoutes(app, services);
  registerAgencyRoutes(app, services);
  const allotments = new AllotmentService(database.db, () => services.jobs.schedule(WAITING_JOB));
  registerAllotmentRoutes(app, allotments);
  await registerAllotmentJob(services, allotments, async () => (await bookings.operatorDay()).today);
  const mail = new BookingMailService(services, bookings, documents);
  registerMailQueueWrites(app, services, mail);
  // To-do rules (issue 38): their mails go to the booker through the booking's mail and its queue.
  const todoRules = new TodoRuleEngine(services);
  todoRules.mailer = async (booking, template) =>
    (await mail.send(booking, { template, recipients: 'booker' }, SYSTEM_ACTOR)).queued;
  bookings.onArrangements = async (booking) => {
    if (await todoRules.enabled())
      await todoRules.followConditions(await services.calendar.today(), [booking]);
  };
  registerTodoRuleRoutes(app, services);
  await registerTodoRuleJobs(services, todoRules);
  registerGuestFormRoutes(app, services, {
    open: new GuestFormPublicService(services, bookings),
    review: new GuestFormReviewService(services, bookings, actions.guests),
    reminders: new GuestFormReminders(services, bookings, mail),
  });
  await registerMedicalRetentionJob(services, async () => (await bookings.operatorDay()).today);
  await registerLoyaltyRoutes(app, services, new LoyaltyService(services), mail);
  registerFormRoutes(app, services, new FormsService(services, mail));
  registerMailTemplateRoutes(app, services, mail);
  registerMailSettingsRoutes(app, services);
  registerMailAccountRoutes(app, services);
  const imapPool = new ImapPool(services.mailAccounts, app.log);
  registerMailboxRoutes(app, services, new MailboxService(database.db, imapPool), mail);
  const scheduler = new MailScheduler(services, bookings, mail);
  registerMailScheduleRoutes(app, services, scheduler);
  await scheduler.register();
  const invoices = new InvoicesService(services, bookings, documents);
  bookings.onReplaced = invoices.carry;
  bookings.onGuestStays = (tx, customers, day) =>
    new CustomerStayStatsRepository(tx.connection).refresh(customers, day);
  await registerStayStatsJob(services, async () => {
    const [{ today, baseCurrency }, rates] = await Promise.all([bookings.operatorDay(), bookings.rates()]);
    return { today, baseCurrency, rates };
  });
  const payments = new PaymentsService(actions);
  const invoiceLinks = new InvoiceLinks(database.db, invoices, config.publicUrl, payments);
  // A mail's `links.invoice`: a new public link to the booking's invoice, empty while it has none.
  mail.invoiceLink = async (booking, actor) =>
    (await invoiceLinks.create(booking, { provider: '', level: '' }, actor).catch(() => null))?.url ?? null;
  registerInvoiceRoutes(app, invoices, invoiceLinks, mail);
  await registerXeroRoutes(app, services, new XeroService(database.db, services.clock, services.secrets));
  registerDatevRoutes(app, new DatevService(database.db, bookings));
  const matcher = new BankMatcher(database.db);
  const banking: BankService = new BankService(actions, (_bank, rows, actor) =>
    matcher.autoAssign(rows, (entry, booking) =>
      banking.assign(entry, { booking, rateType: 'direct', note: '' }, actor),
    ),
  );
  banking.register();
  registerBankRoutes(app, banking, matcher);
  registerPaymentRoutes(app, payments);
  registerPayProviderRoutes(app, payments);
  const online = new OnlineBookingService(services, actions, payments, mail);
  online.register();
  const { max, windowMs } = config.authRateLimit;
  registerQuoteRoutes(app, quotes, online, { max: max * 30, windowMs });
  const catalog = new OnlineCatalog(services, bookings, (asset, currency) =>
    online.ways.available(asset, currency),
  );
  registerOnlineBookingRoutes(app, services, catalog, online);
  registerVesselExportRoutes(app, services, channelPushes, (trips) => catalog.cabinTypePrices(trips));
  registerWidgetRoutes(app, services);
  registerDiveRoutes(app, services);
  const diveLog = new DiveLogService(services, bookings);
  const logbooks = new UddfExport(services, diveLog.repository);
  registerDiveLogRoutes(app, diveLog, logbooks);
  registerClubRoutes(
    app,
    new ClubService(services, invoices, invoiceLinks),
    new LoyaltyService(services),
    logbooks,
  );
  // A mail's `links.logbook`: the booker's dives as a UDDF file, opened without login.
  mail.logbookLink = (customer) => logbooks.link(customer);
  registerDivePlanRoutes(app, services, diveLog);
  registerProductRoutes(app);
  const stock = new StockService(services);
  registerStockRoutes(app, stock);
  const pos = new PosService(services, bookings);
  registerPosRoutes(app, services, pos);
  registerPosClosingRoutes(app, services, pos);
  registerDsfinvkRoutes(app, services);
  registerPosSettlementRoutes(app, pos, actions.money);
  registerRentalRoutes(app, new RentalService(services, pos));
  for (const binding of [
    ...platformBindings(services),
    mailTemplateBinding(),
    taxRateBinding(),
    mailScheduleBinding(),
    mailAccountBinding(services.secrets),
    ...agencyBindings(),
    ...assetBindings(),
    ...staffAndSetupBindings(),
    ...tourBindings(database.db),
    ...pricingBindings(),
    ...productBindings(),
    ...stockBindings(stock),
    ...diveBindings(),
    ...diveLogBindings(),
    ...posBindings(pos, services.secrets),
    ...rentalBindings(database.db),
    ...customerBindings(database.db, services.calendar),
    ...referralBindings(database.db),
    contestBinding(services),
    ...formBindings(),
    ...bookingBindings(bookings),
    ...bankBindings(services.secrets),
    payProviderBinding(services.secrets),
    systemConnectionBinding(services.secrets, () => connect.connectionsChanged()),
    reportSubscriptionBinding(reportMailer),
  ]) {
    registerResource(app, database.db, binding);
  }

  // A request that changed data may have queued mail: it leaves now, not at the worker's next look.
  // A refused one rolled back whatever it wrote, so a flood of bad requests asks nothing of the queue.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 && !['GET', 'HEAD', 'OPTIONS'].includes(request.method)) services.mail.nudge();
  });
  app.addHook('onClose', async () => {
    await services.mail.stop();
    await imapPool.close();
    await services.jobs.stop();
  });
  return { app, services };
}
