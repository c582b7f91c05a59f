import type { Company, DocumentTextOverrides } from '@seaberth/domain';
import type { Services } from '../../services.ts';
import { readAll } from '../media/index.ts';
import { mediaServiceFor } from '../media/index.ts';
import { readCompany, readDocumentTexts } from './company.routes.ts';

/** Pictures pdfmake prints. */
const PRINTABLE = new Set(['image/png', 'image/jpeg']);

export interface Letterhead {
  company: Company;
  /** The logo as a data URL, or null without a printable one. */
  logo: string | null;
  texts: DocumentTextOverrides;
}

/** The logo of the media library as a data URL, when it is a picture pdfmake prints (PNG or JPEG). */
export async function logoDataUrl(services: Services, mediaId: string): Promise<string | null> {
  const media = mediaServiceFor(services);
  const row = await media.repository.get(mediaId);
  if (!row?.mimeType || !PRINTABLE.has(row.mimeType)) return null;
  const file = await media.open(row, false);
  if (!file) return null;
  return `data:${row.mimeType};base64,${(await readAll(file.body)).toString('base64')}`;
}

/** What every document of the company prints around its content (`/config/company`). */
export async function readLetterhead(services: Services): Promise<Letterhead> {
  const [company, texts] = await Promise.all([
    readCompany(services.database.db),
    readDocumentTexts(services.settings),
  ]);
  return { company, texts, logo: company.logo ? await logoDataUrl(services, company.logo) : null };
}
