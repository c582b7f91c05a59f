/**
 * Header texts compared without case, umlauts, spaces and punctuation ("Währung" = "waehrung"):
 * the CSV type's columns and another installation's export are both found by it.
 */
export const normalHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
