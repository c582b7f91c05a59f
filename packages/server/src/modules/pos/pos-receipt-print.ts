import { formatDate, type Language, moneyFormat, type PosReceipt, vatOf } from '@seaberth/domain';
import { type PrintTable, printTable } from '../print/index.ts';

/**
 * A receipt as printed (KassenSichV §6 asks for: the business — the letterhead —, the date and the
 * times the transaction began and ended, what was sold, the transaction number, the amounts and
 * the tax per VAT rate, the serial number of the security module, the signature counter and the
 * signature; the QR code carries them for a check). A receipt its TSE did not sign says so.
 */
export function receiptPrint(receipt: PosReceipt, language: Language): PrintTable {
  const money = moneyFormat(language, receipt.currency);
  const title = `${receipt.kind === 'void' ? 'Void' : 'Receipt'} ${receipt.tillName} #${receipt.number}`;
  const subtitle = [
    formatDate(receipt.day),
    receipt.userName,
    receipt.guestName && `${receipt.guestName}, ${receipt.roomName}`,
  ]
    .filter(Boolean)
    .join(' — ');
  const rows: unknown[][] = receipt.lines.map((l) => [
    l.quantity,
    l.name,
    money(l.unitPrice),
    `${l.taxRate} %`,
    money(l.amount),
  ]);
  rows.push(['', 'Total', '', '', money(receipt.total)]);
  for (const [rate, gross] of grossPerRate(receipt)) {
    const tax = vatOf(gross, rate, true);
    rows.push(['', `VAT ${rate} %: net ${money(gross - tax)}`, '', '', money(tax)]);
  }
  for (const p of receipt.payments)
    rows.push([
      '',
      `${p.kind}${p.currency !== receipt.currency ? ` ${moneyFormat(language, p.currency)(p.amount)}` : ''}`,
      p.change ? `change ${money(p.change)}` : '',
      '',
      money(p.baseAmount),
    ]);
  const table = printTable(title, subtitle, ['Qty', 'Item', 'Price', 'VAT', 'Amount'], rows);
  return { ...table, after: tseLines(receipt) };
}

function grossPerRate(receipt: PosReceipt): Map<number, number> {
  const sums = new Map<number, number>();
  for (const line of receipt.lines) sums.set(line.taxRate, (sums.get(line.taxRate) ?? 0) + line.amount);
  return sums;
}

function tseLines(receipt: PosReceipt): PrintTable['after'] {
  const s = receipt.signature;
  if (receipt.signatureState === 'signed' && s)
    return {
      lines: [
        `TSE transaction: ${s.transactionNumber}`,
        `Start: ${s.timeStart}  End: ${s.timeEnd}`,
        `TSE serial number: ${s.tssSerialNumber}`,
        `Till serial number: ${s.clientSerialNumber}`,
        `Signature counter: ${s.signatureCounter}`,
        `Signature (${s.algorithm}): ${s.signature}`,
        `Time format: ${s.timestampFormat}`,
      ],
      ...(s.qrCodeData ? { qr: s.qrCodeData } : {}),
    };
  if (receipt.signatureState === 'failed' || receipt.signatureState === 'pending')
    return {
      lines: [
        receipt.signatureState === 'failed'
          ? `TSE failed: this receipt is not signed (${receipt.signatureError ?? 'no answer'})`
          : 'TSE: signature pending',
      ],
    };
  return undefined;
}
