import {
  type CustomerPrivacyExport,
  documentTexts,
  privacyNothingHeld,
  privacySections,
} from '@seaberth/domain';
import type { Content } from 'pdfmake/interfaces';
import type { Services } from '../../services.ts';
import { documentFrame, readLetterhead, renderPdf } from '../print/index.ts';

const TITLE = { en: 'Personal data held', de: 'Gespeicherte personenbezogene Daten' } as const;
const SUBJECT = {
  en: (name: string, operator: string, at: string) =>
    `${name}, held by ${operator}, as of ${at} (GDPR Art. 15)`,
  de: (name: string, operator: string, at: string) =>
    `${name}, gespeichert von ${operator}, Stand ${at} (DSGVO Art. 15)`,
} as const;

/**
 * The privacy export as a PDF in the company's frame: the same sections as the JSON file, each a
 * list of fields or a table, so a guest who asked by letter gets paper that reads on its own.
 */
export async function privacyExportPdf(
  services: Services,
  file: CustomerPrivacyExport,
  language: 'en' | 'de',
): Promise<Buffer> {
  const letterhead = await readLetterhead(services);
  const texts = documentTexts(language, letterhead.texts);
  const day = file.exportedAt.slice(0, 10).split('-').reverse().join('.');
  const subject = SUBJECT[language](file.customer.fullName, file.operator, day);
  const frame = documentFrame(letterhead.company, letterhead.logo, texts, TITLE[language], subject);
  const none = privacyNothingHeld(language);
  const content: Content[] = [
    { text: TITLE[language], style: 'title' },
    { text: subject, style: 'small', margin: [0, 2, 0, 6] },
  ];
  for (const section of privacySections(file, language)) {
    content.push({ text: section.title, style: 'heading' });
    if (section.rows.length === 0) {
      content.push({ text: none, style: 'small' });
      continue;
    }
    const body =
      section.kind === 'fields'
        ? section.rows.map(([label, value]) => [{ text: label, bold: true }, { text: value }])
        : [
            section.headers.map((text) => ({ text, style: 'tableHeader' })),
            ...section.rows.map((row) => row.map((text) => ({ text }))),
          ];
    content.push({
      table: {
        headerRows: section.kind === 'table' ? 1 : 0,
        widths: section.kind === 'fields' ? [150, '*'] : section.headers.map(() => '*'),
        body,
      },
      layout: 'lightHorizontalLines',
      fontSize: section.kind === 'table' && section.headers.length > 6 ? 7.5 : 9,
    });
  }
  return renderPdf({ ...frame, content });
}
