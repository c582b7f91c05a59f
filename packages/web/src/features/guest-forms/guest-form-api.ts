import type {
  FormField,
  GuestFormData,
  GuestFormDifference,
  GuestFormFile,
  GuestFormFileKind,
  GuestFormGuest,
  GuestFormPublic,
  GuestFormRow,
  GuestFormSave,
  GuestFormState,
  MissingGuestForm,
  Page,
} from '@seaberth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../api/client.ts';
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
    queryFn: () => api.get<GuestFormPublic>(`/api/guestform/${id(booking)}/linked`, { token }),
    enabled: booking.length > 0 && token.length > 0,
    retry: false,
    meta: SILENT,
  });
}

/** Keeps one guest's form as a draft or sends it; the answer is the guest's form as now stored. */
export function saveGuestForm(booking: string, token: string, body: GuestFormSave) {
  return api.post<GuestFormGuest>(buildUrl(`/api/guestform/${id(booking)}/linked`, { token }), body);
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
}

export function useGuestFormList(query: GuestFormListQuery) {
  return useQuery({
    queryKey: guestFormKeys.list(query),
    queryFn: () => api.get<Page<GuestFormRow>>('/api/guestform', { ...query }),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/** `GET /api/guestform/{id}`: the form with its booking and the customer record it is compared to. */
export interface GuestFormDetail {
  form: GuestFormGuest;
  booking: { id: string; bookingNo: string; place?: string; from?: string; to?: string; isTrip?: boolean };
  extraFields?: FormField[];
  maxFileSizeKb?: number;
  customer: Record<string, unknown> | null;
  differences: GuestFormDifference[];
}

export function useGuestFormDetail(form: string | null) {
  return useQuery({
    queryKey: guestFormKeys.detail(form ?? ''),
    queryFn: () => api.get<GuestFormDetail>(`/api/guestform/${id(form ?? '')}`),
    enabled: Boolean(form),
    meta: SILENT,
  });
}

export function useGuestFormDiff(form: string | null) {
  return useQuery({
    queryKey: guestFormKeys.diff(form ?? ''),
    queryFn: () => api.get<GuestFormDifference[]>(`/api/guestform/diff/${id(form ?? '')}`),
    enabled: Boolean(form),
    meta: SILENT,
  });
}

export function applyGuestForm(form: string, fields: string[]) {
  return api.post<unknown>(`/api/guestform/${id(form)}/addToBooking`, { fields });
}

/** The operator's edit of a guest's answers (`POST /api/guestform/{id}`); the answer is the form as now stored. */
export async function saveGuestFormAtDesk(form: string, data: GuestFormData, version: number) {
  return (await api.post<GuestFormDetail>(`/api/guestform/${id(form)}`, { data, version })).form;
}

/** Fills what a draft leaves empty from the customer record. */
export function fillGuestFormFromRecord(form: string) {
  return api.post<{ updated: number }>(`/api/guestform/${id(form)}/appendMissingFields`);
}

export function applyAllGuestForms(booking: string) {
  return api.post<{ applied: number }>(`/api/guestform/addAllToBooking/${id(booking)}`);
}

/** Opens an uploaded file in a new tab (the call carries the login a plain link could not). */
export function openGuestFormFile(form: string, file: string) {
  return api.openDocument(`/api/guestform/${id(form)}/file/${id(file)}`);
}

/** One place of a booking with its form (`GET /api/guestform/rooms?booking=`). */
export interface GuestFormPlace {
  form: string;
  roomName: string;
  bed: number;
  name: string;
  customer: string | null;
  state: GuestFormState;
  submittedAt: string | null;
}

export function useGuestFormPlaces(booking: string) {
  return useQuery({
    queryKey: guestFormKeys.rooms(booking),
    queryFn: () => api.get<GuestFormPlace[]>('/api/guestform/rooms', { booking }),
    meta: SILENT,
  });
}

export interface GuestFormLinks {
  url: string;
  multiUrl: string;
  token: string;
}

export function useGuestFormLinks(booking: string) {
  return useQuery({
    queryKey: guestFormKeys.links(booking),
    queryFn: () => api.get<GuestFormLinks>(`/api/guestform/${id(booking)}/links`),
    staleTime: Number.POSITIVE_INFINITY,
    meta: SILENT,
  });
}

export function useMissingGuestForms(days: number) {
  return useQuery({
    queryKey: guestFormKeys.missing(days),
    queryFn: () => api.get<MissingGuestForm[]>('/api/bookings/missingGuestform', { days }),
    meta: SILENT,
  });
}

/** Mails the booker the link; refused (409) within a day of the last reminder unless forced. */
export function sendGuestFormMail(booking: string, force = false) {
  return api.post<unknown>(`/api/bookings/${id(booking)}/sendGuestFormMail`, force ? { force } : {});
}

export type { GuestFormData };
