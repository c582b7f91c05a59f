import { neutraliseCell } from '@seaberth/domain';
import { encodeCp1252 } from './cp1252.ts';

/**
 * The DATEV format (EXTF, header version 700) for a Buchungsstapel (format category 21, format
 * version 13), as DATEV's developer portal describes it: line 1 the header, line 2 the column
 * headings, then one line per posting; fields separated by ";", text in double quotes (inner
 * quotes doubled, no control characters), numbers with a decimal comma, CR LF after every line,
 * windows-1252 ("ANSI") bytes.
 */

/** The 125 columns of format version 13, in order, spelled as DATEV's own exports head them. */
export const DATEV_COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [
    `Zusatzinformation - Art ${i + 1}`,
    `Zusatzinformation- Inhalt ${i + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

/**
 * Columns of type text (1-based, as DATEV numbers them): an empty one is still written as "",
 * an empty number as nothing.
 */
const TEXT_COLUMNS = new Set<number>([
  2,
  3,
  6,
  9,
  11,
  12,
  14,
  16,
  20,
  ...range(21, 36),
  37,
  38,
  40,
  42,
  ...range(48, 87),
  91,
  95,
  96,
  98,
  102,
  103,
  105,
  107,
  109,
  110,
  112,
  118,
  120,
  121,
  123,
]);

/** One posting: `amount` on `account` (debit S or credit H), against `contra`. */
export interface DatevPosting {
  /** Minor units of the batch currency, positive. */
  amount: number;
  side: 'S' | 'H';
  account: number;
  contra: number;
  /** Belegdatum, YYYY-MM-DD (written DDMM: the year is the batch's). */
  date: string;
  /** Belegfeld 1: the invoice number the debtor's open item is matched by. */
  document: string;
  /** Belegfeld 2: for invoices the due date (DDMMYY, DATEV's open-item convention). */
  document2: string;
  text: string;
}

export interface DatevHeader {
  /** Erzeugt am: YYYYMMDDHHMMSSfff in the operator's time. */
  createdAt: string;
  exportedBy: string;
  consultantNumber: number;
  clientNumber: number;
  /** YYYY-MM-DD. */
  fiscalYearStart: string;
  accountLength: number;
  from: string;
  to: string;
  label: string;
  initials: string;
  lock: boolean;
  currency: string;
  chart: 'SKR03' | 'SKR04';
}

/** The file: header, headings and postings as windows-1252 bytes with CR LF line ends. */
export function datevFile(header: DatevHeader, postings: DatevPosting[], decimals: number): Buffer {
  const lines = [
    headerLine(header),
    DATEV_COLUMNS.join(';'),
    ...postings.map((posting) => postingLine(posting, decimals, header.currency)),
  ];
  return encodeCp1252(lines.map((line) => `${line}\r\n`).join(''));
}

/** The header's 31 fields (header version 700). */
export function headerLine(h: DatevHeader): string {
  const fields: (string | number)[] = [
    text('EXTF'), // 1 Kennzeichen: made by a program other than DATEV's
    700, // 2 Versionsnummer of the header
    21, // 3 Formatkategorie: Buchungsstapel
    text('Buchungsstapel'), // 4 Formatname
    13, // 5 Formatversion
    h.createdAt, // 6 Erzeugt am
    '', // 7 Importiert: DATEV fills it
    text('RE'), // 8 Herkunft: Rechnungswesen
    text(h.exportedBy.slice(0, 25)), // 9 Exportiert von
    text(''), // 10 Importiert von: DATEV fills it
    h.consultantNumber, // 11 Beraternummer
    h.clientNumber, // 12 Mandantennummer
    compactDate(h.fiscalYearStart), // 13 WJ-Beginn
    h.accountLength, // 14 Sachkontenlänge
    compactDate(h.from), // 15 Datum vom
    compactDate(h.to), // 16 Datum bis
    text(h.label.slice(0, 30)), // 17 Bezeichnung
    text(h.initials.slice(0, 2)), // 18 Diktatkürzel
    1, // 19 Buchungstyp: Finanzbuchführung
    0, // 20 Rechnungslegungszweck: independent of the purpose
    h.lock ? 1 : 0, // 21 Festschreibung
    text(h.currency), // 22 WKZ
    '', // 23 reserviert
    text(''), // 24 Derivatskennzeichen
    '', // 25 reserviert
    '', // 26 reserviert
    text(h.chart === 'SKR04' ? '04' : '03'), // 27 Sachkontenrahmen
    '', // 28 ID der Branchenlösung
    '', // 29 reserviert
    text(''), // 30 reserviert
    text(''), // 31 Anwendungsinformation
  ];
  return fields.join(';');
}

/** One posting line: the fields it fills, every other column empty in its type. */
export function postingLine(p: DatevPosting, decimals: number, currency: string): string {
  const filled = new Map<number, string | number>([
    [1, amountText(p.amount, decimals)],
    [2, p.side],
    [3, currency],
    [7, p.account],
    [8, p.contra],
    [10, `${p.date.slice(8, 10)}${p.date.slice(5, 7)}`],
    [11, documentField(p.document)],
    [12, documentField(p.document2)],
    [14, p.text.slice(0, 60)],
  ]);
  return DATEV_COLUMNS.map((_, index) => {
    const column = index + 1;
    const value = filled.get(column);
    if (TEXT_COLUMNS.has(column)) return text(value === undefined ? '' : String(value));
    return value === undefined ? '' : String(value);
  }).join(';');
}

/**
 * A text field: in quotes, quotes doubled, control characters (line breaks) as spaces, and a
 * leading formula character neutralised as in every CSV (the file is opened in spreadsheets too).
 */
export function text(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = neutraliseCell(value).replace(/[\u0000-\u001f\u007f]/g, ' ');
  return `"${clean.replace(/"/g, '""')}"`;
}

/** Minor units as DATEV's amount: always two decimals after a comma, no thousands marks. */
export function amountText(minor: number, decimals: number): string {
  const cents = decimals === 2 ? minor : Math.round((minor * 100) / 10 ** decimals);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${digits.slice(0, -2)},${digits.slice(-2)}`;
}

/** Belegfeld 1/2 take letters, digits and $ & % * + - / only, at most 36 of them. */
function documentField(value: string): string {
  return value.replace(/[^A-Za-z0-9$&%*+\-/]/g, '').slice(0, 36);
}

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
