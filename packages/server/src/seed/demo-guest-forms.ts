import { type GuestFormDataInput, MEDICAL_QUESTIONS } from '@seaberth/domain';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import { GuestFormPublicService } from '../modules/guest-forms/index.ts';
import type { Services } from '../services.ts';

/** A signature as a signature pad draws it: a small PNG (a stroke on white). */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAAAwCAMAAAChd4FcAAACYVBMVEVMaXEaI30aI34aI34zM2YaI30ZI34aI34AAAAAP38cHHEZIn4ZIn4ZI34fH38ZIn4bJX0iIncaIn0YJX8aI30aI3sZIn4AAFUbInwZIn4bJH8aKHgaIn4ZI30aIn0ZI34ZI30aI34aI30ZIn4eHnoZI30ZIn0cHH8aIn0ZI30ZI38aI34aI34ZIn4cJXoZIn0aIn4qKn8YJH8ZI30ZIn0aIn0kJG0aIn4AAH8ZI30aIn0aIX8aI34ZIn0aIX8ZGX8ZIn0XH38cI38VH38aIn4ZI30aI38aIn0aI34aIn4ZIn4ZIn0VKn8ZI34XLnMYJH0aIHwZI34aI34aIn0aIn4aJHwZI30aIn4dJHsZI30ZIn0aIn0aIn4ZI34aI30ZI30bJH4aI34cIX8aI34aI30ZIn0ZIn4aI30aI30ZIn0ZIn0bIX8ZIn4ZIX4aIn4aI34ZI3waJX8XI3waIn0ZI30WIXkZIn4ZIn0aI30ZI34dJ38aIn4bIn8fH38ZI30aI34aIn4aI34ZIn4aIn4YJHkaIn4aI30aIn0bJH8aIn0ZI34TJ3UZI34ZIn8aIn4aI34bIn8YI34aIn0ZIn0bI3wZI30ZI34aI34ZI30aI30aI30ZIn0ZIX0ZJn8bI30aJH0ZInwZIX0aIn4bI38ZIn4XJnsaI3wZIn4YIn8ZIn0SJH8aIX8ZIn0aI30ZI30XIn8YI38aIn4ZI34bJH4ZI38eHngcInwaIn0ZI34aInwaI30YJHwZI30ZIn4aI34ZIn4ZI30WJX8aIn0YJXwaIn0aIn4ZH38aI34aI30ZJH8aI373WPgCAAAAynRSTlMA1/zEBf3u/gEECezInQi+Nw/VPvUd+AMl+hwT9Pf79rXgkI0ZM9sSfIIyruh3G1HWBip6z/EHkwK9wUSPqyYKcCAkGJugOpK2sOL5DLQLPye8zJrAMdHUI0fl83/Qw2ZxezaJ38fG0+GOjC7cW+qRZDArou8X5ON0bRphQhDJa6OZqWkVdYjNOH6DDdg8fcpKXbmoXoqfc4Cky3Y9FEFqWkVfQFkhVs5SOw5MbqbtFki48FVQES23eVjpXLOyuqqeIpwpaIUopTlG19gSOwAAAAlwSFlzAAALEwAACxMBAJqcGAAAA6lJREFUeJztmOVfG1kUhm90EkgIEkLZ4lZcCpSiheKw1LfdutvW3d3Wt11p193drV3356/aXxIsYWaYTAZ+fMjzKfeczJt3bu45984IESNGjBg6Oeveac/t2zhHTBW/FRa2OXRfvdBDkPTblWIK6HHn+tXtP32u7/qzdsgeunTRr+J90mq0vS1fDN8+8F6PDoEUL9KBb4QQjg9agafaDLWXts4M2f2nmpvPdB2FrM3zI1Xo+JSsH0YGT9RBxusG+jvmgcyWzuDgw9psuOyMTMF5Hmnf2LDmORvkR6ihzGkT7Jw7Nv42GX6JTP0ktIQE3oiHpbON8ZdaBN1x4yNJLuiKRKLSi2leaOidOth2yAh/V/dCb1hzSToPByPQ+B1SwmMLPgHvm9H7szZB/oTm17kGX6FmjT/M9MuET5qhKyFag5fgoky4Z5CVmntZGeZxS3iMV8uhOjEqe+JPcMneZC3UatRIlHDLZ05vAHN+NLXS5uVEgWzGupLMhdpEPGSmKqTSKjKhvuTBwCCkELXhdGGbsLqH2WLjstDCashXzs5d4d+ckt3Xl693iYgphocUk0eQtNRJTTVfqv6JzTtG9tCIl2NpOquUq6zDx88aRCrgziRfWXKtcY293FN8n0xuzkuWejI2HHhZJpeQTPoDKrp5Wu45dS2r9B9dHO31I9Nrei2s1QuxHDarXV3go3XSn2hFWqzb36Ih//psqMiz+IBdB0P314/BkqZ6/a+Yg/WnzLvwgn5/Fij6L/BxdnuRfxarxm0ZVySOy3eYUQ5L9ApVCuLZf0zoxDkEffePjs5sA25UDZ/0FjWAXW0BBviOo+rN6x68L/TyF+SMX77zNsUDA1tTPju35/vj8GPppBJVcEstfwWO6Pb3lo31o/MXJKnYb3EYi1zRh2Etp0kok+hj4JzQSdxeMv6eEH1s4wpbwF7dXU2Pb1uRligmrw4w+K9ef+JROCWb6PzowqZ9szSqzLLRoJSzNsIFvfZEZTbL1HuINnJYmySfcXTDP/qF3UgPCwNYDe3ymRbYsUC3rnMpZcIIHNWcCCu1IOsgOap3HIu1LrNJeFb2wOPYDbs0tIFpwNFE1p7woLUbcg2agag5nI4prE5SLWBSOkRPP8+DJ6QavrLD9lfEjGF+P7zYMTo81AhSXo2YQST0QUZJoCTi3s6xQfzXYmbhzJNAevzpnKIsYHD31L1C1U3K9pEzxv5ejQ+j003pI2XLXM+U3DT81WmMGDFEGP8D57BEjQCYZHsAAAAASUVORK5CYII=';

const DIVERS = [
  { agency: 'PADI', level: 'Advanced Open Water', dives: 64, wetsuit: 'M', fins: 'EU 42' },
  { agency: 'SSI', level: 'Open Water Diver', dives: 18, wetsuit: 'S', fins: 'EU 38' },
  { agency: 'CMAS', level: '** (Two Star)', dives: 210, wetsuit: 'L', fins: 'EU 44' },
] as const;

/**
 * Guest forms as guests send them: the next trip's guests have sent theirs (waiting in
 * /customer/guestform for review), the trip after has one draft, so the review, the missing list
 * and the booking page's section show real data. Sent through the public service, as a guest would.
 */
export async function loadDemoGuestForms(services: Services, bookings: BookingActions, today: string) {
  const { db } = services.database;
  const upcoming = await db
    .select({ id: t.bookings.id })
    .from(t.bookings)
    .where(
      and(
        isNotNull(t.bookings.schedule),
        inArray(t.bookings.state, ['planned', 'confirmed']),
        gt(t.bookings.from, today),
        gt(t.bookings.noOfPax, 1),
      ),
    )
    .orderBy(asc(t.bookings.from), asc(t.bookings.bookingNo))
    .limit(2);
  const forms = new GuestFormPublicService(services, bookings.core);
  for (const [n, booking] of upcoming.entries()) {
    const { token } = await services.guestFormLinks.link(booking.id);
    const opened = await forms.open(booking.id, token);
    for (const [i, guest] of opened.guests.entries()) {
      if (!guest.name) continue;
      const diver = DIVERS[i % DIVERS.length]!;
      const data: GuestFormDataInput = {
        ...guest.data,
        masterData: {
          ...guest.data.masterData,
          birthday: guest.data.masterData.birthday ?? `198${i}-0${i + 3}-1${i}`,
        },
        contact: { ...guest.data.contact, email: guest.data.contact.email || `guest${i}@example.com` },
        passport: { nationality: 'DE', number: `C0${n}X${i}0T4${i}`, expires: '2032-06-30' },
        diver: {
          certificationAgency: diver.agency,
          certificationLevel: diver.level,
          dives: diver.dives,
          nitrox: i === 0,
        },
        gear: { wetsuit: diver.wetsuit, fins: diver.fins, rental: i !== 0 },
        medical: { answers: Object.fromEntries(MEDICAL_QUESTIONS.map((q) => [q, false])) },
        consent: true,
        signature: SIGNATURE,
      };
      // The next trip's guests have sent theirs; on the trip after only the first has begun.
      if (n === 1 && i > 0) break;
      await forms.save(booking.id, token, {
        form: guest.form,
        version: guest.version,
        data,
        submit: n === 0,
      });
    }
  }
  const [sent] = await db
    .select({ id: t.guestForms.id })
    .from(t.guestForms)
    .where(eq(t.guestForms.state, 'submitted'));
  return sent ? 1 : 0;
}
