/**
 * The 20 tables of a DSFinV-K 2.4 export (Digitale Schnittstelle der Finanzverwaltung für
 * Kassensysteme) as its index.xml describes them: file, German table name, columns in order.
 * A column is `NAME:A<max length>` (AlphaNumeric) or `NAME:N[<accuracy>]` (Numeric). Every table
 * starts with the closing's key: the till, when the closing was made, its Z number.
 */
const CLOSING = ['Z_KASSE_ID:A50', 'Z_ERSTELLUNG:A30', 'Z_NR:N'];
const BON = [...CLOSING, 'BON_ID:A40'];

export interface DsfinvkColumn {
  name: string;
  numeric: boolean;
  /** Numeric: digits after the decimal comma; AlphaNumeric: 0. */
  accuracy: number;
  /** AlphaNumeric: the most characters a value may have. */
  maxLength: number;
}

export interface DsfinvkTable {
  file: string;
  name: string;
  columns: DsfinvkColumn[];
}

const table = (file: string, name: string, columns: string[]): DsfinvkTable => ({
  file,
  name,
  columns: columns.map((spec) => {
    const [column, type] = spec.split(':') as [string, string];
    const numeric = type.startsWith('N');
    const size = Number(type.slice(1) || 0);
    return { name: column, numeric, accuracy: numeric ? size : 0, maxLength: numeric ? 0 : size };
  }),
});

/** In the order of the published index.xml. */
export const DSFINVK_TABLES: readonly DsfinvkTable[] = [
  table('cashpointclosing.csv', 'Stamm_Abschluss', [
    ...CLOSING,
    'Z_BUCHUNGSTAG:A25',
    'TAXONOMIE_VERSION:A10',
    'Z_START_ID:A40',
    'Z_ENDE_ID:A40',
    'NAME:A60',
    'STRASSE:A60',
    'PLZ:A10',
    'ORT:A62',
    'LAND:A3',
    'STNR:A20',
    'USTID:A15',
    'Z_SE_ZAHLUNGEN:N2',
    'Z_SE_BARZAHLUNGEN:N2',
  ]),
  table('location.csv', 'Stamm_Orte', [
    ...CLOSING,
    'LOC_NAME:A60',
    'LOC_STRASSE:A60',
    'LOC_PLZ:A10',
    'LOC_ORT:A62',
    'LOC_LAND:A3',
    'LOC_USTID:A15',
  ]),
  table('cashregister.csv', 'Stamm_Kassen', [
    ...CLOSING,
    'KASSE_BRAND:A50',
    'KASSE_MODELL:A50',
    'KASSE_SERIENNR:A70',
    'KASSE_SW_BRAND:A50',
    'KASSE_SW_VERSION:A50',
    'KASSE_BASISWAEH_CODE:A3',
    'KEINE_UST_ZUORDNUNG:A1',
  ]),
  table('slaves.csv', 'Stamm_Terminals', [
    ...CLOSING,
    'TERMINAL_ID:A50',
    'TERMINAL_BRAND:A50',
    'TERMINAL_MODELL:A50',
    'TERMINAL_SERIENNR:A70',
    'TERMINAL_SW_BRAND:A50',
    'TERMINAL_SW_VERSION:A50',
  ]),
  table('pa.csv', 'Stamm_Agenturen', [
    ...CLOSING,
    'AGENTUR_ID:N',
    'AGENTUR_NAME:A60',
    'AGENTUR_STRASSE:A60',
    'AGENTUR_PLZ:A10',
    'AGENTUR_ORT:A62',
    'AGENTUR_LAND:A3',
    'AGENTUR_STNR:A20',
    'AGENTUR_USTID:A15',
  ]),
  table('tse.csv', 'Stamm_TSE', [
    ...CLOSING,
    'TSE_ID:N',
    'TSE_SERIAL:A68',
    'TSE_SIG_ALGO:A21',
    'TSE_ZEITFORMAT:A31',
    'TSE_PD_ENCODING:A5',
    'TSE_PUBLIC_KEY:A512',
    'TSE_ZERTIFIKAT_I:A1000',
    'TSE_ZERTIFIKAT_II:A1000',
  ]),
  table('vat.csv', 'Stamm_USt', [...CLOSING, 'UST_SCHLUESSEL:N', 'UST_SATZ:N2', 'UST_BESCHR:A55']),
  table('businesscases.csv', 'Z_GV_Typ', [
    ...CLOSING,
    'GV_TYP:A30',
    'GV_NAME:A40',
    'AGENTUR_ID:N',
    'UST_SCHLUESSEL:N',
    'Z_UMS_BRUTTO:N5',
    'Z_UMS_NETTO:N5',
    'Z_UST:N5',
  ]),
  table('payment.csv', 'Z_Zahlart', [
    ...CLOSING,
    'ZAHLART_TYP:A25',
    'ZAHLART_NAME:A60',
    'Z_ZAHLART_BETRAG:N2',
  ]),
  table('cash_per_currency.csv', 'Z_Waehrungen', [...CLOSING, 'ZAHLART_WAEH:A3', 'ZAHLART_BETRAG_WAEH:N2']),
  table('transactions.csv', 'Bonkopf', [
    ...BON,
    'BON_NR:N',
    'BON_TYP:A30',
    'BON_NAME:A60',
    'TERMINAL_ID:A50',
    'BON_STORNO:A1',
    'BON_START:A30',
    'BON_ENDE:A30',
    'BEDIENER_ID:A50',
    'BEDIENER_NAME:A50',
    'UMS_BRUTTO:N2',
    'KUNDE_NAME:A50',
    'KUNDE_ID:A50',
    'KUNDE_TYP:A50',
    'KUNDE_STRASSE:A60',
    'KUNDE_PLZ:A10',
    'KUNDE_ORT:A62',
    'KUNDE_LAND:A3',
    'KUNDE_USTID:A15',
    'BON_NOTIZ:A255',
  ]),
  table('datapayment.csv', 'Bonkopf_Zahlarten', [
    ...BON,
    'ZAHLART_TYP:A25',
    'ZAHLART_NAME:A60',
    'ZAHLWAEH_CODE:A3',
    'ZAHLWAEH_BETRAG:N2',
    'BASISWAEH_BETRAG:N2',
  ]),
  table('lines.csv', 'Bonpos', [
    ...BON,
    'POS_ZEILE:A50',
    'GUTSCHEIN_NR:A50',
    'ARTIKELTEXT:A255',
    'POS_TERMINAL_ID:A50',
    'GV_TYP:A30',
    'GV_NAME:A40',
    'INHAUS:A1',
    'P_STORNO:A1',
    'AGENTUR_ID:N',
    'ART_NR:A50',
    'GTIN:A50',
    'WARENGR_ID:A40',
    'WARENGR:A50',
    'MENGE:N3',
    'FAKTOR:N3',
    'EINHEIT:A50',
    'STK_BR:N5',
  ]),
  table('itemamounts.csv', 'Bonpos_Preisfindung', [
    ...BON,
    'POS_ZEILE:A50',
    'TYP:A20',
    'UST_SCHLUESSEL:N',
    'PF_BRUTTO:N5',
    'PF_NETTO:N5',
    'PF_UST:N5',
  ]),
  table('subitems.csv', 'Bonpos_Zusatzinfo', [
    ...BON,
    'POS_ZEILE:A50',
    'ZI_ART_NR:A50',
    'ZI_GTIN:A50',
    'ZI_NAME:A60',
    'ZI_WARENGR_ID:A40',
    'ZI_WARENGR:A50',
    'ZI_MENGE:N3',
    'ZI_FAKTOR:N3',
    'ZI_EINHEIT:A50',
    'ZI_UST_SCHLUESSEL:N',
    'ZI_BASISPREIS_BRUTTO:N5',
    'ZI_BASISPREIS_NETTO:N5',
    'ZI_BASISPREIS_UST:N5',
  ]),
  table('transactions_tse.csv', 'TSE_Transaktionen', [
    ...BON,
    'TSE_ID:N',
    'TSE_TANR:N',
    'TSE_TA_START:A30',
    'TSE_TA_ENDE:A30',
    'TSE_TA_VORGANGSART:A30',
    'TSE_TA_SIGZ:N',
    'TSE_TA_SIG:A512',
    'TSE_TA_FEHLER:A200',
    'TSE_VORGANGSDATEN:A1000',
  ]),
  table('transactions_vat.csv', 'Bonkopf_USt', [
    ...BON,
    'UST_SCHLUESSEL:N',
    'BON_BRUTTO:N5',
    'BON_NETTO:N5',
    'BON_UST:N5',
  ]),
  table('lines_vat.csv', 'Bonpos_USt', [
    ...BON,
    'POS_ZEILE:A50',
    'UST_SCHLUESSEL:N',
    'POS_BRUTTO:N5',
    'POS_NETTO:N5',
    'POS_UST:N5',
  ]),
  table('allocation_groups.csv', 'Bonkopf_AbrKreis', [...BON, 'ABRECHNUNGSKREIS:A50']),
  table('references.csv', 'Bon_Referenzen', [
    ...BON,
    'POS_ZEILE:A50',
    'REF_TYP:A20',
    'REF_NAME:A40',
    'REF_DATUM:A30',
    'REF_Z_KASSE_ID:A50',
    'REF_Z_NR:N',
    'REF_BON_ID:A40',
  ]),
];
