import { COMPANY_ROW_ID } from '../modules/print/index.ts';
import { DEMO_COMPANY, DEMO_MAIL_TEMPLATES, DEMO_TAX_RATES } from './demo-documents.ts';
import * as t from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/index.ts';
import type { Services } from '../services.ts';
import { loadDemoMedia, loadDemoProductMedia } from '../modules/media/index.ts';
import { createBookingActions } from '../modules/bookings/index.ts';
import { QuoteService } from '../modules/pricing/index.ts';
import { attachDemoPictures, loadDemoAssets } from './demo-assets.ts';
import { loadDemoAgencies } from './demo-agencies.ts';
import { loadDemoBank } from './demo-bank.ts';
import { loadDemoCredits } from './demo-credits.ts';
import { loadDemoReferrals } from './demo-referrals.ts';
import { loadDemoOta } from './demo-ota.ts';
import { loadDemoVesselExport } from './demo-vessel-export.ts';
import { loadDemoClub } from './demo-club.ts';
import { loadDemoContests } from './demo-contests.ts';
import { loadDemoCrm } from './demo-crm.ts';
import { loadDemoCustomerRecords } from './demo-customer-records.ts';
import { loadDemoGuestForms } from './demo-guest-forms.ts';
import { loadDemoBookings } from './demo-bookings.ts';
import { loadDemoDiveLogs } from './demo-dive-logs.ts';
import { loadDemoCombinedBookings } from './demo-combined.ts';
import { loadDemoHistory } from './demo-history.ts';
import { loadDemoLoyalty } from './demo-loyalty.ts';
import { loadDemoResortStays } from './demo-resort-stays.ts';
import { loadDemoPrices } from './demo-prices.ts';
import { loadDemoDive } from './demo-dive.ts';
import { loadDemoStock } from './demo-stock.ts';
import { loadDemoDivePlans } from './demo-dive-plans.ts';
import { attachDemoProductPictures, loadDemoPos } from './demo-pos.ts';
import { loadDemoRentalGear } from './demo-rental-gear.ts';
import { settleDemoTodos } from './demo-todos.ts';
import { loadDemoTodoRules } from './demo-todo-rules.ts';
import { issueDemoInvoices } from './demo-invoices.ts';
import { loadDemoConnections } from './demo-connections.ts';
import { AIRLINES, AIRPORTS, COUNTRIES, CURRENCIES, DESTINATIONS, PORTS, ROLES } from './reference-data.ts';
import { bookingStores } from '../booking-stores.ts';
import { DiveLogService } from '../modules/dive/index.ts';
import { CustomerStayStatsRepository } from '../modules/customers/index.ts';
import { inReadBatch } from '../lib/read-batch.ts';

/** Staff accounts of the demo share one known password; the README lists them. */
export const DEMO_PASSWORD = 'demo1234';

/** Countries, currencies, airports and airlines every installation starts with, once. */
export async function loadReferenceData(services: Services): Promise<boolean> {
  const done = await services.settingsRepository.putIfMissing('system', 'referenceDataLoaded', 'pending');
  if (done !== 'pending') return false;
  const { db } = services.database;
  await db.transaction(async (tx) => {
    await tx
      .insert(t.countries)
      .values(
        COUNTRIES.map(([code, en, de, calling]) => ({
          code,
          name: en,
          translations: { en, de },
          callingCodes: [calling],
        })),
      )
      .onConflictDoNothing();
    await tx.insert(t.currencies).values(CURRENCIES).onConflictDoNothing();
    await tx.insert(t.airports).values(AIRPORTS).onConflictDoNothing();
    await tx.insert(t.airlines).values(AIRLINES).onConflictDoNothing();
  });
  await services.settingsRepository.put('system', 'referenceDataLoaded', new Date().toISOString());
  return true;
}

/**
 * Demo content for a first look: roles, staff, destinations and texts. Each later area adds its own
 * demo (resort, vessel, schedules, prices, bookings) here. Runs once per database.
 */
export async function loadDemoData(
  services: Services,
  options: { history?: boolean } = {},
): Promise<string[] | undefined> {
  const marker = await services.settingsRepository.putIfMissing('system', 'demoLoaded', 'pending');
  if (marker !== 'pending') return undefined;
  const { db } = services.database;
  const logins: string[] = [];
  // The operator's today: near midnight UTC it is already tomorrow in Bali or still today in Berlin.
  const today = await services.calendar.today();
  const assets = await db.transaction(async (tx) => {
    const roles = await tx.insert(t.userRoles).values(ROLES).onConflictDoNothing().returning();
    const roleId = (name: string) => roles.filter((r) => r.name === name).map((r) => r.id);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const staff = [
      { name: 'Rita Reservations', email: 'reservations@example.com', roles: roleId('Reservations') },
      { name: 'Frank Finance', email: 'finance@example.com', roles: roleId('Finance') },
      { name: 'Dana Divemaster', email: 'dive@example.com', roles: roleId('Dive centre') },
    ];
    await tx
      .insert(t.users)
      .values(staff.map((s) => ({ ...s, userType: 'employee', passwordHash })))
      .onConflictDoNothing();
    logins.push(...staff.map((s) => s.email));
    await tx.insert(t.destinations).values(DESTINATIONS).onConflictDoNothing();
    await tx.insert(t.ports).values(PORTS).onConflictDoNothing();
    const [group] = await tx
      .insert(t.textblockGroups)
      .values({ name: 'Booking confirmation', description: 'Paragraphs for confirmation mails' })
      .onConflictDoNothing()
      .returning();
    await tx
      .insert(t.textblocks)
      .values([
        {
          name: 'Welcome',
          group: group?.id,
          lang: 'en',
          text: 'Thank you for booking with us. We look forward to diving with you!',
        },
        {
          name: 'Welcome',
          group: group?.id,
          lang: 'de',
          text: 'Vielen Dank für Ihre Buchung. Wir freuen uns darauf, mit Ihnen zu tauchen!',
        },
        {
          name: 'Nitrox',
          group: group?.id,
          lang: 'en',
          text: 'Nitrox fills are free for certified divers on all our trips.',
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(t.settings)
      .values([
        { group: 'general', key: 'companyName', value: 'Seaberth Demo Divers' },
        { group: 'booking', key: 'allowCustomerBooking', value: 'true' },
        { group: 'booking', key: 'allowAgencyBooking', value: 'true' },
        // The demo shows registration too; a real installation keeps it closed until it opens it.
        { group: 'booking', key: 'allowCustomerRegistration', value: 'true' },
        { group: 'booking', key: 'allowAgencyRegistration', value: 'true' },
        // The occupancy chart shows free-of-charge bookings in their own colour.
        { group: 'calendar', key: 'focColor', value: '#d81b60' },
        // The dive centre is why the demo's guests come (issue 34): its area and reports are on.
        { group: 'features', key: 'diveLog', value: 'true' },
        { group: 'views', key: 'diveReports', value: 'true' },
        // The bar, the shop and the rental counter keep stock (issue 35).
        { group: 'features', key: 'stock', value: 'true' },
        // The bar and the shop sell on the guests' rooms (issue 35).
        { group: 'features', key: 'pos', value: 'true' },
        // Guests come back for a prize: a contest runs, an earlier one is drawn (issue 37).
        { group: 'features', key: 'contest', value: 'true' },
        // The channel manager (issue 39): its screen shows the connection as not made and what it lacks.
        { group: 'features', key: 'ota', value: 'true' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(t.companyProfile)
      .values({ id: COMPANY_ROW_ID, profile: DEMO_COMPANY })
      .onConflictDoNothing();
    const templates = await tx
      .insert(t.mailTemplates)
      .values(DEMO_MAIL_TEMPLATES)
      .onConflictDoNothing()
      .returning();
    const voucher = templates.find((x) => x.name === 'Voucher');
    // A schedule to switch on: the voucher by itself a week before arrival (off, so the demo's
    // bookings do not change by themselves until the operator wants it).
    if (voucher)
      await tx
        .insert(t.mailSchedules)
        .values({
          name: 'Voucher a week before arrival',
          template: voucher.id,
          rule: 'beforeArrival',
          days: 7,
          isActive: false,
        })
        .onConflictDoNothing();
    await tx.insert(t.taxRates).values(DEMO_TAX_RATES).onConflictDoNothing();
    const ids = await loadDemoAssets(tx, today);
    await loadDemoPrices(tx, ids, today);
    await loadDemoDive(tx, ids);
    await loadDemoStock(tx, ids, today);
    // A booking widget for the demo vessel, to embed in a test page served on localhost:8080.
    await tx
      .insert(t.widgets)
      .values({ name: 'Demo trips', vessels: [ids.vessel], allowedOrigins: ['http://localhost:8080'] })
      .onConflictDoNothing();
    return ids;
  });
  // Bookings go through the booking service (priced, numbered, beds held), which reads the
  // settings and prices just committed.
  services.settings.invalidate();
  const bookings = createBookingActions(services, new QuoteService(services), bookingStores);
  // Hundreds of bookings that read the same price lists, terms and currencies: read once
  // (lib/read-batch.ts); nothing here changes them.
  await inReadBatch(async () => {
    await loadDemoBookings(services, bookings, assets, today);
    await loadDemoResortStays(services, bookings, assets.resort, today);
  });
  // A season of logged dives; those of guests in house bill their bookings (before the bank
  // statement and the agencies, which are made to the bookings' totals).
  await loadDemoDiveLogs(services, bookings.core, today);
  // The bar's and the shop's sales: some of today's on in-house guests' rooms (their bookings too).
  await loadDemoPos(services, bookings.core, today, assets.resort);
  // The rental counter's numbered gear, two items out with guests in house (on their rooms).
  await loadDemoRentalGear(services, bookings.core, today, assets.resort);
  logins.push(...(await loadDemoAgencies(services, bookings, await hashPassword(DEMO_PASSWORD), today)));
  await loadDemoBank(services, bookings, today);
  await loadDemoCredits(services, bookings, today);
  // Referral codes in use: a friend's stay paid in full credits the guest who brought her.
  await loadDemoReferrals(services, bookings, assets.resort, today);
  // Sales from the booking portals on /booking/ota: one changed since (unread), one a conflict.
  await loadDemoOta(services, bookings, assets.resort, today);
  // The vessel and most of its trips sold on the channel (/export), one trip taken off.
  await loadDemoVesselExport(services, assets.vessel, today);
  await loadDemoCustomerRecords(services);
  // The club's member area with its keenest diver's own login (issue 37).
  logins.push(...(await loadDemoClub(services, await hashPassword(DEMO_PASSWORD))));
  // The CRM lists on, with shared filters and some guests' accounting ids.
  await loadDemoCrm(services, today);
  await loadDemoContests(services, today);
  // Last, so the agencies and the bank statement keep the bookings they were made with.
  await loadDemoCombinedBookings(services, bookings, assets, today);
  await loadDemoGuestForms(services, bookings, today);
  // Last of the bookings: what their past days asked for was done then, but for a few late ones.
  await settleDemoTodos(services, today);
  // Today's and tomorrow's dives for the guests in house (issue 34), once they have their forms.
  const diveLog = new DiveLogService(services, bookings.core);
  await loadDemoDivePlans(services, (entries, actor) => diveLog.logDives(entries, actor), assets, today);
  // The bookings checked out or paid in full are invoiced, as the front desk does (issue 37).
  await issueDemoInvoices(services, bookings.core);
  // Two years and more of stays and trips before these, and the next months' books made in the past
  // ones, for the statistics (demo-history.ts): last, in the rooms and beds the bookings above left.
  // The endpoint walks of the tests leave it out: their subject is each answer, not the volume.
  if (options.history !== false) await loadDemoHistory(services, assets, today);
  // The loyalty programme posts the points of all that ended, history included.
  await loadDemoLoyalty(services, today);
  // The guests' previous stays as specials and the CRM list read them, of everything booked above.
  const { baseCurrency } = await bookings.core.operatorDay();
  const rates = await bookings.core.rates();
  await new CustomerStayStatsRepository(db).refreshAll({ today, baseCurrency, rates });
  // Pictures are files as well as rows, so they are made after the transaction committed.
  await attachDemoPictures(db, assets, await loadDemoMedia(services));
  await attachDemoProductPictures(db, await loadDemoProductMedia(services));
  // The office's reminders set up as rules, once the books are in (issue 38).
  await loadDemoTodoRules(services);
  // The group's partner installation, with connected systems and the asset master on (issue 39).
  await loadDemoConnections(services);
  await services.settingsRepository.put('system', 'demoLoaded', new Date().toISOString());
  services.settings.invalidate();
  return logins;
}
