import type { Invoice as EInvoice, InvoiceServiceOptions } from '@e-invoice-eu/core';
import type { Company, Invoice } from '@seaberth/domain';

export type IssuedInvoice = Omit<
  Invoice,
  'paid' | 'open' | 'creditedBy' | 'creditedByNumber' | 'createdByName'
> & {
  seller: Company;
};

/** Minor units as the decimal string EN 16931 writes (2 decimals for EUR). */
const amount = (minor: number) => (minor / 100).toFixed(2);
const percent = (value: number) => String(Number(value.toFixed(2)));

/**
 * An issued invoice in the internal format of `@e-invoice-eu/core` (UBL names), from which the
 * library writes CII for Factur-X / ZUGFeRD, profile EN 16931. Credit notes are type 381 with the
 * invoice they cancel as preceding invoice (BG-3). The booking number is the buyer reference and
 * the remittance (BT-83), so the bank import matches the payment.
 */
export function eInvoiceData(
  invoice: IssuedInvoice,
  refersTo: { number: string; issueDate: string } | null,
): EInvoice {
  const { seller, payer, currency } = invoice;
  const cur = currency as 'EUR';
  const money = (minor: number) => amount(minor);
  const account = seller.bankAccounts.find((a) => a.currency === currency) ?? seller.bankAccounts[0];
  const category = (t: { category: string; percent: number; exemptionReason?: string }) => ({
    'cbc:ID': t.category,
    'cbc:Percent': percent(t.percent),
    ...(t.exemptionReason ? { 'cbc:TaxExemptionReason': t.exemptionReason } : {}),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  });
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.issueDate,
      ...(invoice.kind === 'invoice' ? { 'cbc:DueDate': invoice.dueDate } : {}),
      'cbc:InvoiceTypeCode': invoice.kind === 'creditNote' ? '381' : '380',
      'cbc:DocumentCurrencyCode': cur,
      'cbc:BuyerReference': invoice.bookingNo,
      'cac:InvoicePeriod': { 'cbc:StartDate': invoice.serviceFrom, 'cbc:EndDate': invoice.serviceTo },
      ...(refersTo
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': refersTo.number,
                  'cbc:IssueDate': refersTo.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...(seller.email ? { 'cbc:EndpointID': seller.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PostalAddress': address(seller.address),
          'cac:PartyTaxScheme': [
            ...(seller.vatId
              ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }]
              : []),
            ...(seller.taxNumber
              ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }]
              : []),
          ],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            ...(seller.register ? { 'cbc:CompanyLegalForm': seller.register } : {}),
          },
          ...(seller.phone || seller.email
            ? {
                'cac:Contact': {
                  'cbc:Name': seller.name,
                  ...(seller.phone ? { 'cbc:Telephone': seller.phone } : {}),
                  ...(seller.email ? { 'cbc:ElectronicMail': seller.email } : {}),
                },
              }
            : {}),
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(payer.email ? { 'cbc:EndpointID': payer.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PostalAddress': address(payer),
          ...(payer.vatId
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': payer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': payer.name },
        },
      },
      ...(account && invoice.kind === 'invoice'
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': '58',
                'cbc:PaymentID': invoice.bookingNo,
                'cac:PayeeFinancialAccount': {
                  'cbc:ID': account.iban,
                  'cbc:Name': account.holder || seller.name,
                  ...(account.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': account.bic } } : {}),
                },
              },
            ],
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': money(invoice.tax),
          'cbc:TaxAmount@currencyID': cur,
          'cac:TaxSubtotal': invoice.taxes.map((t) => ({
            'cbc:TaxableAmount': money(t.net),
            'cbc:TaxableAmount@currencyID': cur,
            'cbc:TaxAmount': money(t.tax),
            'cbc:TaxAmount@currencyID': cur,
            'cac:TaxCategory': category(t),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': money(invoice.net),
        'cbc:LineExtensionAmount@currencyID': cur,
        'cbc:TaxExclusiveAmount': money(invoice.net),
        'cbc:TaxExclusiveAmount@currencyID': cur,
        'cbc:TaxInclusiveAmount': money(invoice.gross),
        'cbc:TaxInclusiveAmount@currencyID': cur,
        ...(invoice.rounding
          ? {
              'cbc:PayableRoundingAmount': money(invoice.rounding),
              'cbc:PayableRoundingAmount@currencyID': cur,
            }
          : {}),
        'cbc:PayableAmount': money(invoice.total),
        'cbc:PayableAmount@currencyID': cur,
      },
      'cac:InvoiceLine': invoice.lines.map((line, i) => ({
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': money(line.net),
        'cbc:LineExtensionAmount@currencyID': cur,
        'cac:Item': {
          'cbc:Name': line.text.slice(0, 200) || '-',
          'cac:ClassifiedTaxCategory': category({ category: line.category, percent: line.percent }),
        },
        'cac:Price': {
          'cbc:PriceAmount': money(line.net / line.quantity),
          'cbc:PriceAmount@currencyID': cur,
        },
      })),
    },
  };
  return data as unknown as EInvoice;
}

function address(a: { street: string; zip: string; city: string; country: string }) {
  return {
    ...(a.street ? { 'cbc:StreetName': a.street } : {}),
    ...(a.city ? { 'cbc:CityName': a.city } : {}),
    ...(a.zip ? { 'cbc:PostalZone': a.zip } : {}),
    'cac:Country': { 'cbc:IdentificationCode': (a.country || 'DE').toUpperCase() },
  };
}

const quiet = { log() {}, warn() {}, error() {} };

/** Loaded with the first e-invoice, not at start: the library and its schemas weigh ~60 MB. */
const library = lazy(async () => {
  const { FormatFactoryService, InvoiceService } = await import('@e-invoice-eu/core');
  return { service: new InvoiceService(quiet), formats: new FormatFactoryService() };
});

function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/**
 * The library's generate, checked against its schema. Its CII writer reads a preceding invoice's
 * number and date (BG-3, a credit note's invoice) one level above where its schema puts them; the
 * data is checked as the schema has it and written with both, so the reference reaches the XML.
 */
async function generate(data: EInvoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const { service, formats } = await library();
  const references = data['ubl:Invoice']['cac:BillingReference'];
  if (!references?.length) return service.generate(data, options);
  await service.generate(data, { format: 'CII', lang: options.lang });
  const patched = structuredClone(data);
  patched['ubl:Invoice']['cac:BillingReference'] = references.map((r) => ({
    ...r,
    ...r['cac:InvoiceDocumentReference'],
  })) as never;
  const formatter = formats.createFormatService(options.format, quiet);
  formatter.fillInvoiceDefaults(patched);
  return formatter.generate(patched, { ...options, format: formats.normalizeFormat(options.format) });
}

/** The invoice as CII XML (Factur-X EN 16931 profile), checked against the library's schema. */
export async function invoiceXml(
  invoice: IssuedInvoice,
  refersTo: { number: string; issueDate: string } | null,
) {
  return String(await generate(eInvoiceData(invoice, refersTo), { format: 'CII', lang: invoice.language }));
}

/** The invoice PDF turned into a Factur-X PDF/A-3 with the XML embedded as `factur-x.xml`. */
export async function facturX(
  pdf: Buffer,
  invoice: IssuedInvoice,
  refersTo: { number: string; issueDate: string } | null,
): Promise<Buffer> {
  const out = await generate(eInvoiceData(invoice, refersTo), {
    format: 'Factur-X-EN16931',
    lang: invoice.language,
    pdf: { buffer: pdf, filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
  });
  return Buffer.from(out as Uint8Array);
}
