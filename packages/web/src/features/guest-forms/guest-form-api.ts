import type {
  GuestFormData,
  GuestFormFile,
  GuestFormFileKind,
  GuestFormSave,
  GuestFormState,
} from '@seaberth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { toApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/index.ts';

/** Screens here explain failures themselves (alerts at the form, in dialogs and sections). */
const SILENT = { silent: true } as const;
const id = (value: string) => encodeURIComponent(value);

export const guestFormKeys = {
  all: ['guestforms'] as const,
  public: (booking: string, token: string) => ['guestforms', 'public', booking, token] as const,
  list: (query: object) => ['guestforms', 'list', query] as const,
  detail: (form: string) => ['guestforms', 'detail', form] as const,
  diff: (form: string) => ['guestforms', 'diff', form] as const,
  rooms: (booking: string) => ['guestforms', 'rooms', booking] as const,
  links: (booking: string) => ['guestforms', 'links', booking] as const,
  missing: (days: number) => ['guestforms', 'missing', days] as const,
};

// ---- The public form (no login: the token opens it) ----

export function usePublicGuestForm(booking: string, token: string) {
  return useQuery({
    queryKey: guestFormKeys.public(booking, token),
    queryFn: () => api.GET('/api/guestform/{id}/linked', { path: { id: booking }, query: { token } }),
    enabled: booking.length > 0 && token.length > 0,
    retry: false,
    meta: SILENT,
  });
}

/** Keeps one guest's form as a draft or sends it; the answer is the guest's form as now stored. */
export function saveGuestForm(booking: string, token: string, body: GuestFormSave) {
  return api.POST('/api/guestform/{id}/linked', { path: { id: booking }, query: { token }, body });
}

/**
 * Uploads one file for a guest (multipart: `form`, `kind`, then `file`, so the server reads the
 * fields before the bytes). Failures come back as ApiError like every other call (413 names the
 * limit, 415 a type that is not a picture or PDF).
 */
export async function uploadGuestFormFile(
  booking: string,
  token: string,
  input: { form: string; kind: GuestFormFileKind; file: File },
): Promise<GuestFormFile> {
  const url = buildUrl(`/api/guestform/${id(booking)}/linked/file`, { token });
  const body = new FormData();
  body.append('form', input.form);
  body.append('kind', input.kind);
  body.append('file', input.file, input.file.name);
  const response = await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    body,
  });
  const text = await response.text().catch(() => '');
  let parsed: Record<string, unknown> | undefined;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok || !parsed)
    throw toApiError(parsed, { status: response.ok ? 0 : response.status, method: 'POST', path: url });
  return parsed as unknown as GuestFormFile;
}

// ---- Review (staff) ----

export interface GuestFormListQuery {
  page: number;
  size: number;
  state: GuestFormState;
  search?: string;
  booking?: string;
  customer?: string;
  /** A CRM filter as JSON: the forms of the customers it finds (`/crm/guestform`). */
  filter?: string;
}

export function useGuestFormList(query: GuestFormListQuery) {
  return useQuery({
    queryKey: guestFormKeys.list(query),
    queryFn: () => api.GET('/api/guestform', { query: { ...query } }),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/** `GET /api/guestform/{id}`: the form with its booking and the customer record it is compared to. */
export type GuestFormDetail = AnswerOf<'/api/guestform/{id}', 'get'>;

export function useGuestFormDetail(form: string | null) {
  return useQuery({
    queryKey: guestFormKeys.detail(form ?? ''),
    queryFn: () => api.GET('/api/guestform/{id}', { path: { id: form ?? '' } }),
    enabled: Boolean(form),
    meta: SILENT,
  });
}

export function useGuestFormDiff(form: string | null) {
  return useQuery({
    queryKey: guestFormKeys.diff(form ?? ''),
    queryFn: () => api.GET('/api/guestform/diff/{id}', { path: { id: form ?? '' } }),
    enabled: Boolean(form),
    meta: SILENT,
  });
}

export function applyGuestForm(form: string, fields: string[]) {
  return api.POST('/api/guestform/{id}/addToBooking', { path: { id: form }, body: { fields } });
}

/** The operator's edit of a guest's answers (`POST /api/guestform/{id}`); the answer is the form as now stored. */
export async function saveGuestFormAtDesk(form: string, data: GuestFormData, version: number) {
  return (await api.POST('/api/guestform/{id}', { path: { id: form }, body: { data, version } })).form;
}

/** Fills what a draft leaves empty from the customer record. */
export function fillGuestFormFromRecord(form: string) {
  return api.POST('/api/guestform/{id}/appendMissingFields', { path: { id: form } });
}

export function applyAllGuestForms(booking: string) {
  return api.POST('/api/guestform/addAllToBooking/{id}', { path: { id: booking } });
}

/** Opens an uploaded file in a new tab (the call carries the login a plain link could not). */
export function openGuestFormFile(form: string, file: string) {
  return api.openDocument(`/api/guestform/${id(form)}/file/${id(file)}`);
}

/** One place of a booking with its form (`GET /api/guestform/rooms?booking=`). */
export type GuestFormPlace = AnswerOf<'/api/guestform/rooms', 'get'>[number];

export function useGuestFormPlaces(booking: string) {
  return useQuery({
    queryKey: guestFormKeys.rooms(booking),
    queryFn: () => api.GET('/api/guestform/rooms', { query: { booking } }),
    meta: SILENT,
  });
}

export type GuestFormLinks = AnswerOf<'/api/guestform/{id}/links', 'get'>;

export function useGuestFormLinks(booking: string) {
  return useQuery({
    queryKey: guestFormKeys.links(booking),
    queryFn: () => api.GET('/api/guestform/{id}/links', { path: { id: booking } }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: SILENT,
  });
}

export function useMissingGuestForms(days: number) {
  return useQuery({
    queryKey: guestFormKeys.missing(days),
    queryFn: () => api.GET('/api/bookings/missingGuestform', { query: { days } }),
    meta: SILENT,
  });
}

/** Mails the booker the link; refused (409) within a day of the last reminder unless forced. */
export function sendGuestFormMail(booking: string, force = false) {
  return api.POST('/api/bookings/{id}/sendGuestFormMail', {
    path: { id: booking },
    body: force ? { force } : {},
  });
}

export type { GuestFormData };
