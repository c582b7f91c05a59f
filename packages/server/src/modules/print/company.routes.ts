import {
  type Company,
  companyAnswerSchema,
  documentTextsAnswerSchema,
  EMPTY_COMPANY,
  saveCompanySchema,
  type DocumentTextOverrides,
  documentTextsSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { SettingsService } from '../settings/index.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { refusal } from '../../http/errors.ts';
import { companyRow, insertCompany, updateCompany } from './company.repository.ts';

/** The letterhead as stored, or the empty one (version 0) before anything was saved. */
export async function readCompany(db: Db): Promise<Company & { version: number }> {
  const row = await companyRow(db);
  return row ? { ...EMPTY_COMPANY, ...row.profile, version: row.version } : EMPTY_COMPANY;
}

/**
 * `GET /api/company` (the operator's staff: documents read the letterhead on the server, so a
 * customer's or agent's account never needs its bank details) and `POST /api/company` (admin): the
 * whole letterhead at the version the operator saw; a stale one is a 409, nothing overwritten.
 */
export function registerCompanyRoutes(app: FastifyInstance, db: Db, settings: SettingsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  const read = { access: { scopes: ['settings.read', 'bookings.read'] } };
  const company = { 200: companyAnswerSchema };
  const texts = { 200: documentTextsAnswerSchema };
  r.get('/api/company', { config: read, schema: { tags, response: company } }, () => readCompany(db));

  // The operator's own words on documents, per language (empty: the built-in text).
  r.get('/api/company/texts', { config: read, schema: { tags, response: texts } }, () =>
    readDocumentTexts(settings),
  );
  r.post(
    '/api/company/texts',
    {
      config: { access: { scopes: ['admin'] } },
      schema: { tags, body: documentTextsSchema, response: texts },
    },
    async (request) => {
      await settings.put('documents', 'texts', JSON.stringify(request.body));
      return readDocumentTexts(settings);
    },
  );

  r.post(
    '/api/company',
    {
      config: { access: { scopes: ['admin'] } },
      schema: { tags, body: saveCompanySchema, response: company },
    },
    async (request) => {
      const { version, ...profile } = request.body;
      const current = await readCompany(db);
      const seen = version ?? current.version;
      if (seen !== current.version) throw staleCompany(seen, current.version);
      if (current.version === 0) {
        // The first save; a second one racing it hits the primary key of the single row.
        const row = await insertCompany(db, COMPANY_ROW_ID, profile);
        if (!row) throw staleCompany(seen, 1);
        return { ...row.profile, version: row.version };
      }
      const row = await updateCompany(db, COMPANY_ROW_ID, profile, seen);
      if (!row) throw staleCompany(seen, (await readCompany(db)).version);
      return { ...row.profile, version: row.version };
    },
  );
}

/** The operator's words on documents; the built-in ones where nothing (or nothing readable) is saved. */
export async function readDocumentTexts(settings: SettingsService): Promise<DocumentTextOverrides> {
  const saved = await settings.get('documents', 'texts');
  let parsed: unknown = {};
  try {
    parsed = saved ? JSON.parse(saved) : {};
  } catch {
    parsed = {};
  }
  const result = documentTextsSchema.safeParse(parsed);
  return result.success ? result.data : documentTextsSchema.parse({});
}

/** The one row the letterhead lives in. */
export const COMPANY_ROW_ID = '00000000-0000-4000-8000-00000000c0de';

const staleCompany = (seen: number, now: number) =>
  refusal(
    'STALE_VERSION',
    `Someone else saved the company details meanwhile (you saw version ${seen}, it is now ${now}); reload and apply your change again`,
  );
