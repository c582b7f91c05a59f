import { agencyBindings, registerAgencyRoutes } from './modules/agencies/agency.routes.ts';
import { registerAllotmentJob } from './modules/agencies/allotment.jobs.ts';
import { BankMatcher } from './modules/finance/bank-matching.ts';
import { bankBindings, registerBankRoutes } from './modules/finance/bank.routes.ts';
import { BankService } from './modules/finance/bank.service.ts';
import { payProviderBinding, registerPayProviderRoutes } from './modules/payments/pay-provider.routes.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { registerAllotmentRoutes } from './modules/agencies/allotment.routes.ts';
import { AllotmentService } from './modules/agencies/allotments.ts';
import { registerBookingReportRoutes } from './modules/documents/booking-reports.routes.ts';
import { mailAccountBinding, registerMailAccountRoutes } from './modules/mail/mail-account.routes.ts';
import { ImapPool } from './modules/mail/imap-pool.ts';
import { registerMailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { MailboxService } from './modules/mail/mailbox.service.ts';
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
import { assetBindings } from './modules/assets/asset-bindings.ts';
import { registerResortRoutes } from './modules/assets/resort.routes.ts';
import { registerRoomRoutes } from './modules/assets/rooms.routes.ts';
import { registerVesselListRoutes } from './modules/tours/vessel-list.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBootstrapRoutes } from './modules/bootstrap/bootstrap.routes.ts';
import { bookingBindings } from './modules/bookings/booking-bindings.ts';
import { createBookingActions } from './modules/bookings/booking-actions.ts';
import { registerBookingCalculationRoutes } from './modules/bookings/booking-calculation.routes.ts';
import { BookingHistoryReads } from './modules/bookings/booking-history.ts';
import { registerBookingHistoryRoutes } from './modules/bookings/booking-history.routes.ts';
import { registerTodoRoutes } from './modules/todos/todo.routes.ts';
import { registerTodayRoutes } from './modules/dashboard/today.routes.ts';
import { registerCompanyRoutes } from './modules/print/index.ts';
import { registerBookingDocumentRoutes } from './modules/documents/booking-documents.routes.ts';
import { BookingDocumentsService } from './modules/documents/booking-documents.service.ts';
import { InvoiceLinks } from './modules/invoices/invoice-links.ts';
import { registerInvoiceRoutes, taxRateBinding } from './modules/invoices/invoices.routes.ts';
import { InvoicesService } from './modules/invoices/invoices.service.ts';
import { registerDatevRoutes } from './modules/plugins/datev.routes.ts';
import { DatevService } from './modules/plugins/datev.service.ts';
import { registerXeroRoutes } from './modules/plugins/xero.routes.ts';
import { XeroService } from './modules/plugins/xero.service.ts';
import { BookingMailService } from './modules/mail/booking-mail.service.ts';
import { mailScheduleBinding, registerMailScheduleRoutes } from './modules/mail/mail-schedule.routes.ts';
import { registerMailSettingsRoutes } from './modules/mail/mail-settings.routes.ts';
import { MailScheduler } from './modules/mail/mail-scheduler.ts';
import { mailTemplateBinding, registerMailTemplateRoutes } from './modules/mail/mail-template.routes.ts';
import { registerBookingLifeRoutes } from './modules/bookings/booking-life.routes.ts';
import { BookingOptionJobs, WAITING_JOB } from './modules/bookings/booking-options.jobs.ts';
import { registerTestClockRoutes } from './modules/jobs/test-clock.routes.ts';
import { registerBookingRebookRoutes } from './modules/bookings/booking-rebook.routes.ts';
import { registerBookingReadRoutes } from './modules/bookings/booking-reads.routes.ts';
import { registerAssetShareRoutes } from './modules/bookings/asset-share.routes.ts';
import { registerBookingRoutes } from './modules/bookings/bookings.routes.ts';
import { formBindings } from './modules/forms/form-bindings.ts';
import { registerFormRoutes } from './modules/forms/forms.routes.ts';
import { FormsService } from './modules/forms/forms.service.ts';
import { GuestFormPublicService } from './modules/guest-forms/guest-form-public.service.ts';
import { GuestFormReminders } from './modules/guest-forms/guest-form-reminders.ts';
import { GuestFormReviewService } from './modules/guest-forms/guest-form-review.service.ts';
import { registerGuestFormRoutes } from './modules/guest-forms/guest-form.routes.ts';
import { registerCustomerCreditRoutes } from './modules/customers/customer-credits.routes.ts';
import { CustomerCreditService } from './modules/customers/customer-credits.service.ts';
import { registerCustomerStayRoutes } from './modules/customers/customer-stays.routes.ts';
import { FrontDeskReads } from './modules/bookings/front-desk-reads.ts';
import { FrontDeskService } from './modules/bookings/front-desk.service.ts';
import { registerFrontDeskRoutes } from './modules/bookings/front-desk.routes.ts';
import { customerBindings } from './modules/customers/customer-bindings.ts';
import { registerMailRoutes } from './modules/mail/mail.routes.ts';
import { registerMediaRoutes } from './modules/media/media.routes.ts';
import { pricingBindings } from './modules/pricing/pricing-bindings.ts';
import { productBindings } from './modules/products/product-bindings.ts';
import { registerPriceRoutes } from './modules/pricing/price.routes.ts';
import { registerQuoteRoutes } from './modules/pricing/quote.routes.ts';
import { OnlineBookingService } from './modules/online-booking/online-booking.service.ts';
import { registerOnlineBookingRoutes } from './modules/online-booking/online-booking.routes.ts';
import { OnlineCatalog } from './modules/online-booking/online-catalog.ts';
import { QuoteService } from './modules/pricing/quote.service.ts';
import { registerSchedulePriceRoutes } from './modules/pricing/schedule-price.routes.ts';
import { platformBindings } from './modules/resources/platform-bindings.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerBackupRoutes } from './modules/backup/backup.routes.ts';
import { staffAndSetupBindings } from './modules/staff/staff-bindings.ts';
import { tourBindings } from './modules/tours/tour-bindings.ts';
import { registerBookableRoutes } from './modules/tours/bookable.routes.ts';
import { registerCalendarRoutes } from './modules/tours/calendar.routes.ts';
import { registerTourRoutes } from './modules/tours/tours.routes.ts';
import { registerTripGuestRoutes } from './modules/tours/trip-guests.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerWidgetRoutes } from './modules/widgets/widget.routes.ts';
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
  options: { logger?: boolean } = {},
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

  const services = await createServices(config, database, app.log);
  registerAccess(app, services);
  registerAuthRoutes(app, services);
  registerUserRoutes(app, services);
  registerSettingsRoutes(app, services);
  registerBackupRoutes(app, services);
  registerBootstrapRoutes(app, services);
  registerMailRoutes(app, services);
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
  await new BookingOptionJobs(services, actions).register();
  if (config.testClock) registerTestClockRoutes(app, services);
  registerBookingHistoryRoutes(app, bookings, new BookingHistoryReads(bookings.repository));
  registerFrontDeskRoutes(
    app,
    new FrontDeskService(services, bookings),
    new FrontDeskReads(services, bookings),
  );
  registerCustomerStayRoutes(app, services);
  registerCustomerCreditRoutes(app, new CustomerCreditService(database.db, bookings, actions.money));
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
  registerGuestFormRoutes(app, services, {
    open: new GuestFormPublicService(services, bookings),
    review: new GuestFormReviewService(services, bookings, actions.guests),
    reminders: new GuestFormReminders(services, bookings, mail),
  });
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
  const payments = new PaymentsService(actions);
  const invoiceLinks = new InvoiceLinks(database.db, invoices, config.publicUrl, payments);
  // A mail's `links.invoice`: a new public link to the booking's invoice, empty while it has none.
  mail.invoiceLink = async (booking, actor) =>
    (await invoiceLinks.create(booking, { provider: '', level: '' }, actor).catch(() => null))?.url ?? null;
  registerInvoiceRoutes(app, invoices, invoiceLinks, mail);
  await registerXeroRoutes(app, services, new XeroService(database.db, services.clock));
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
  registerOnlineBookingRoutes(
    app,
    services,
    new OnlineCatalog(services, bookings, (asset, currency) => online.ways.available(asset, currency)),
    online,
  );
  registerWidgetRoutes(app, services);
  for (const binding of [
    ...platformBindings(services),
    mailTemplateBinding(),
    taxRateBinding(),
    mailScheduleBinding(),
    mailAccountBinding(),
    ...agencyBindings(),
    ...assetBindings(),
    ...staffAndSetupBindings(),
    ...tourBindings(database.db),
    ...pricingBindings(),
    ...productBindings(),
    ...customerBindings(),
    ...formBindings(),
    ...bookingBindings(bookings),
    ...bankBindings(),
    payProviderBinding(),
  ]) {
    registerResource(app, database.db, binding);
  }

  app.addHook('onClose', async () => {
    await services.mail.stop();
    await imapPool.close();
    await services.jobs.stop();
  });
  return { app, services };
}
