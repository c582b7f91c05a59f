import { expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { operatorToday } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open as openScreen } from './support/route-visits.ts';

/**
 * The finance person's week: import the bank statement, assign what the review suggests, see the
 * bookings paid and the cash flow grow. Screenshots land in /tmp/shots/banks-*.png.
 */
const shot = shooter('banks');

interface BookingRow {
  id: string;
  bookingNo: string;
  leadName: string;
  total: number;
  paid: number;
  currency: string;
  agency: string | null;
}

// The operator's day, as the bank review and cash flow count it.
const today = operatorToday();

function statement(
  iban: string,
  entries: { amount: number; name: string; text: string; ref: string }[],
): Buffer {
  const ntry = entries
    .map(
      (e) => `<Ntry><Amt Ccy="EUR">${(e.amount / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
      <Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${today}</Dt></BookgDt><ValDt><Dt>${today}</Dt></ValDt>
      <AcctSvcrRef>${e.ref}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>${e.name}</Nm></Pty></Dbtr></RltdPties>
      <RmtInf><Ustrd>${e.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>E2E</MsgId><CreDtTm>${today}T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>E2E-${Date.now()}</Id><CreDtTm>${today}T08:00:00</CreDtTm><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${ntry}</Stmt></BkToCstmrStmt></Document>`);
}

test('imports a statement, assigns the suggestions, and the bookings are paid and the cash flow grows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken();
  const [bank] = (await apiCall<{ data: { id: string; iban: string }[] }>('GET', '/api/bank', { token }))
    .data;
  const filter = encodeURIComponent(JSON.stringify({ state: 'confirmed', currency: 'EUR' }));
  const open = (
    await apiCall<{ data: BookingRow[] }>('GET', `/api/bookings?size=100&filter=${filter}`, { token })
  ).data.filter((b) => !b.agency && b.total > b.paid && b.leadName);
  // Two guests: one writes the booking number, the other only pays what is open under their name.
  const [byNumber, byName] = open.slice(-2);
  const cashflow = async () =>
    (
      await apiCall<{ period: string; currency: string; received: number }[]>(
        'GET',
        `/api/bank/cashflow?from=${today.slice(0, 8)}01&to=${today}&groupBy=month`,
        { token },
      )
    ).find((p) => p.currency === 'EUR')!.received;
  const receivedBefore = await cashflow();

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/bank/${bank!.id}`);
  await expect(pageHeading(page, /Sparkasse Hamburg/)).toBeVisible();
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.getByLabel('Statement file').setInputFiles({
    name: 'statement.xml',
    mimeType: 'application/xml',
    buffer: statement(bank!.iban, [
      {
        amount: byNumber!.total - byNumber!.paid,
        name: byNumber!.leadName,
        text: `Booking ${byNumber!.bookingNo}`,
        ref: `E2E-A-${Date.now()}`,
      },
      {
        amount: byName!.total - byName!.paid,
        name: byName!.leadName,
        text: 'Dive holiday',
        ref: `E2E-B-${Date.now()}`,
      },
    ]),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('2');
  await shot(page, 'import-result');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Review' }).click();
  for (const booking of [byNumber!, byName!]) {
    const assign = page.getByRole('button', { name: new RegExp(`^Assign to ${booking.bookingNo} `) }).first();
    await expect(assign).toBeVisible();
    if (booking === byNumber) await shot(page, 'review');
    await assign.click();
    await expect(assign).toBeHidden();
  }
  for (const booking of [byNumber!, byName!]) {
    const stored = await apiCall<BookingRow>('GET', `/api/bookings/${booking.id}`, { token });
    expect(stored.paid).toBe(stored.total);
  }

  // The money is in this month's cash flow, on the chart's table as in the API.
  const receivedAfter = await cashflow();
  expect(receivedAfter - receivedBefore).toBe(
    byNumber!.total - byNumber!.paid + (byName!.total - byName!.paid),
  );
  await openScreen(page, '/bank/cashflow');
  await expect(page.getByTestId('cashflow-chart-EUR')).toBeVisible();
  const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(
    receivedAfter / 100,
  );
  await expect(page.getByTestId(`cashflow-EUR-${today.slice(0, 8)}01`)).toContainText(euros);
  await shot(page, 'cashflow');
  await openScreen(page, '/bank');
  await shot(page, 'overview');
  await page.setViewportSize({ width: 390, height: 844 });
  await openScreen(page, `/bank/${bank!.id}`);
  await shot(page, 'account-phone');
});
