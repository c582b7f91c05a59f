import { type Principal, type UddfInput, uddfDocument } from '@seaberth/domain';
import { XMLBuilder } from 'fast-xml-parser';
import { notFound } from '../../http/errors.ts';
import { APP_VERSION } from '../../lib/version.ts';
import type { Services } from '../../services.ts';
import { readCompany } from '../print/index.ts';
import type { DiveLogRepository } from './dive-log.repository.ts';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  processEntities: true,
});

/** `anna-berg-logbook.uddf`: whose logbook the file is. */
export function uddfFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'diver'}-logbook.uddf`;
}

/**
 * A guest's dives as a UDDF 3.2 file (domain dive/uddf.ts): the operator (the letterhead) as dive
 * base, the sites dived, the guest's certification from their diver data.
 */
export class UddfExport {
  constructor(
    private readonly services: Services,
    private readonly repository: DiveLogRepository,
  ) {}

  /** The file and its name; 404 for an unknown customer. */
  async file(
    customer: string,
    period: { from?: string; to?: string },
    principal?: Principal,
  ): Promise<{ xml: string; name: string }> {
    const [person] = await this.repository.customers([customer]);
    if (!person) throw notFound('Customer');
    const visible = principal ? this.repository.visibleTo(principal) : undefined;
    const dives = await this.repository.ofCustomer(customer, period, visible);
    const sites = await this.repository.sites([
      ...new Set(dives.map((d) => d.site).filter((s): s is string => !!s)),
    ]);
    const company = await readCompany(this.services.database.db);
    const generatedAt = this.services.clock.now().toISOString().slice(0, 19);
    const diver = person.diver ?? {};
    const level = (diver as { certificationLevel?: string }).certificationLevel ?? '';
    const agency = (diver as { certificationAgency?: string }).certificationAgency ?? '';
    const input: UddfInput = {
      generatedAt,
      generator: { name: 'Seaberth', version: APP_VERSION.version },
      operator: {
        name: company.name || 'Dive centre',
        address: {
          street: company.address.street,
          city: company.address.city,
          postcode: company.address.zip,
          country: company.address.country,
        },
        email: company.email,
        phone: company.phone,
        homepage: company.website,
      },
      diver: {
        id: person.id,
        firstName: person.masterData.firstName ?? '',
        lastName: person.masterData.lastName ?? '',
        certification: level.trim() ? { level, organization: agency === 'other' ? '' : agency } : null,
      },
      sites: sites.map((s) => ({ id: s.id, name: s.name, area: s.area, position: s.position ?? null })),
      dives: dives.map((d) => ({
        id: d.id,
        date: d.date,
        start: d.start,
        end: d.end,
        depth: d.depth,
        site: d.site,
        tankSize: d.tankSize,
        airMix: d.airMix,
        comment: d.comment,
        purpose: d.kind === 'course' ? 'learning' : 'sightseeing',
      })),
    };
    return { xml: builder.build(uddfDocument(input)) as string, name: uddfFileName(person.fullName) };
  }

  /** A link that opens the guest's logbook without login (mails' `links.logbook`). */
  link(customer: string): string {
    const token = this.services.documentLinks.sign(`uddf/${customer}`);
    return `${this.services.config.publicUrl}/api/p/uddf/${customer}.${token}`;
  }

  /** The customer a link's context names when its token is right. */
  check(context: string): string | undefined {
    const [customer, token] = context.split('.');
    if (!customer || !token) return undefined;
    return this.services.documentLinks.verify(`uddf/${customer}`, token) ? customer : undefined;
  }
}
