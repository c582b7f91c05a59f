import { randomUUID } from 'node:crypto';
import {
  askedData,
  askedFields,
  type BookingDetail,
  type BookingState,
  type FormField,
  GUEST_FORM_FILE_KINDS,
  GUEST_FORM_LINK_DAYS_AFTER,
  GUEST_FORM_MULTI_SETTING,
  type GuestDataGroup,
  type GuestFormFile,
  type GuestFormFileKind,
  type GuestFormGuest,
  type GuestFormPublic,
  type GuestFormSave,
  guestFormProblems,
  guestFormSaveSchema,
  holdsBeds,
  LANGUAGES,
} from '@seaberth/domain';
import type { Services } from '../../services.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { BookingService } from '../bookings/index.ts';
import { readCompany } from '../print/index.ts';
import { inspectFile } from '../media/index.ts';
import type { Upload } from '../media/index.ts';
import { mediaServiceFor } from '../media/index.ts';
import { formsOfPlaces, type GuestFormPlace, toGuest } from './guest-form-places.ts';
import {
  guestFormDataGroups,
  guestFormExtraFields,
  guestFormMaxFileSizeKb,
  savedFormProblems,
} from './guest-form-settings.ts';
import { GuestFormsRepository } from './guest-forms.repository.ts';

const list = (value: string | undefined, fallback: readonly string[]) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [...fallback];

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The guest form as guests reach it, without login: the booking's link opens the forms of its
 * places while the booking is live and not past departure (plus the configured days). Anything
 * else — a wrong token, an unknown, cancelled or past booking — is the same 404.
 */
export class GuestFormPublicService {
  private readonly repository: GuestFormsRepository;

  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
  ) {
    this.repository = new GuestFormsRepository(services.database.db);
  }

  async open(id: string, token: string): Promise<GuestFormPublic> {
    const booking = await this.opened(id, token);
    const [places, company, guestform, general, place, dataGroups] = await Promise.all([
      formsOfPlaces(this.repository, booking),
      readCompany(this.services.database.db),
      this.services.settings.group('guestform'),
      this.services.settings.group('general'),
      this.repository.place(booking.id),
      guestFormDataGroups(this.services.database.db),
    ]);
    return {
      booking: {
        id: booking.id,
        bookingNo: booking.bookingNo,
        place,
        from: booking.from,
        to: booking.to,
        isTrip: booking.schedule !== null,
        language: booking.language,
      },
      operator: {
        name: company.name,
        logoUrl: company.logo ? `/api/media/${company.logo}/data` : null,
      },
      multi: guestform[GUEST_FORM_MULTI_SETTING.key] === GUEST_FORM_MULTI_SETTING.on,
      languages: list(general.guestFormLanguages, LANGUAGES),
      maxFileSizeKb: await this.maxFileSizeKb(),
      extraFields: await this.extraFields(),
      dataGroups,
      guests: await this.withData(await this.withFiles(places), places, dataGroups),
    };
  }

  /** Keeps a guest's form as a draft, or sends it when it holds what a sent form must. */
  async save(id: string, token: string, body: GuestFormSave): Promise<GuestFormGuest> {
    const input = guestFormSaveSchema.parse(body);
    const booking = await this.opened(id, token);
    const place = await this.place(booking, input.form);
    if (place.form.state === 'applied')
      throw refusal('CONFLICT', 'This form was taken over by the operator and can no longer be changed');
    const files = (await this.repository.files([place.form.id])).get(place.form.id) ?? [];
    const asked = askedFields(await guestFormDataGroups(this.services.database.db));
    const problems = savedFormProblems(input.data, files, await this.extraFields(), input.submit, asked);
    if (input.submit) problems.push(...guestFormProblems(input.data, { isTrip: booking.schedule !== null }));
    if (problems.length) throw validationError(problems, 'The form is not complete');
    const saved = await this.repository.save(place.form.id, input.version, {
      data: input.data,
      state: input.submit ? 'submitted' : 'draft',
      ...(input.language ? { language: input.language } : {}),
      submittedAt: input.submit ? this.services.clock.now() : null,
    });
    if (!saved) {
      const now = await this.repository.form(place.form.id);
      if (now?.state === 'applied')
        throw refusal('CONFLICT', 'This form was taken over by the operator and can no longer be changed');
      throw refusal('STALE_VERSION', 'This form was saved meanwhile (on another device?): load it again');
    }
    // A form sent may settle a to-do rule's "guest form missing" at once (not only on the next sweep).
    if (input.submit) await this.bookings.onArrangements?.(booking.id);
    return toGuest({ ...place, form: saved }, files);
  }

  /** A passport scan, certification card or physician's form: a picture or a PDF, by its bytes. */
  async upload(
    id: string,
    token: string,
    upload: Upload,
    fields: Record<string, string>,
  ): Promise<GuestFormFile> {
    const booking = await this.opened(id, token);
    const kind = fields.kind as GuestFormFileKind;
    if (!GUEST_FORM_FILE_KINDS.includes(kind))
      throw validationError([{ path: 'kind', message: `Choose one of ${GUEST_FORM_FILE_KINDS.join(', ')}` }]);
    const place = await this.place(booking, fields.form ?? '');
    if (place.form.state === 'applied')
      throw refusal('CONFLICT', 'This form was taken over by the operator and can no longer be changed');
    const inspected = await inspectFile(upload.bytes);
    const fileId = randomUUID();
    const storageKey = `guestforms/${booking.id}/${fileId}.${inspected.extension}`;
    await mediaServiceFor(this.services).storage.put(storageKey, upload.bytes);
    const name = (upload.fileName || `${kind}.${inspected.extension}`).slice(0, 200);
    await this.repository.insertFile({
      id: fileId,
      form: place.form.id,
      kind,
      name,
      mimeType: inspected.mimeType,
      size: upload.bytes.length,
      storageKey,
    });
    return { id: fileId, kind, name, mimeType: inspected.mimeType, size: upload.bytes.length };
  }

  private extraFields(): Promise<FormField[]> {
    return guestFormExtraFields(this.services.database.db);
  }

  maxFileSizeKb(): Promise<number> {
    return guestFormMaxFileSizeKb(this.services.settings);
  }

  /** The booking the link opens, or 404 for anything a guest should not reach. */
  private async opened(id: string, token: string): Promise<BookingDetail> {
    const gone = () => notFound('Guest form');
    if (!(await this.services.guestFormLinks.matches(id, token))) throw gone();
    const booking = await this.bookings.detail(id);
    if (!booking || !holdsBeds(booking.state as BookingState)) throw gone();
    const [{ today }, guestform] = await Promise.all([
      this.bookings.operatorDay(),
      this.services.settings.group('guestform'),
    ]);
    const after = Number(guestform.linkDaysAfterDeparture ?? GUEST_FORM_LINK_DAYS_AFTER);
    const lastDay = addDays(booking.to, Number.isFinite(after) ? after : GUEST_FORM_LINK_DAYS_AFTER);
    if (today > lastDay) throw gone();
    return booking;
  }

  private async place(booking: BookingDetail, form: string): Promise<GuestFormPlace> {
    const place = (await formsOfPlaces(this.repository, booking)).find((p) => p.form.id === form);
    if (!place) throw validationError([{ path: 'form', message: 'Not a guest of this booking' }]);
    return place;
  }

  /**
   * Each open form's answers to the customer data fields asked now, the unanswered ones prefilled
   * from the customer's data when the place has a customer. A form taken over stays as it was.
   */
  private async withData(
    guests: GuestFormGuest[],
    places: GuestFormPlace[],
    groups: GuestDataGroup[],
  ): Promise<GuestFormGuest[]> {
    const asked = askedFields(groups);
    const people = await this.repository.customers(places.flatMap((p) => (p.customer ? [p.customer] : [])));
    return guests.map((guest, i) => {
      if (guest.locked) return guest;
      const customer = places[i]?.customer;
      const meta = customer ? people.get(customer)?.meta : undefined;
      return { ...guest, data: askedData(guest.data, asked, meta) };
    });
  }

  private async withFiles(places: GuestFormPlace[]): Promise<GuestFormGuest[]> {
    const files = await this.repository.files(places.map((p) => p.form.id));
    return places.map((p) => toGuest(p, files.get(p.form.id) ?? []));
  }
}
