import type { BookingDetail, Calculation, Language } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { toListQuery } from '../../resources/use-resource.ts';

const id = (value: string) => encodeURIComponent(value);
const base = (booking: BookingDetail) => `/api/bookings/${id(booking.id)}`;
const version = (booking: BookingDetail) => ({ version: booking.version });

/** A line as the editor sends it: minor units. */
export interface LineInput {
  text: string;
  amount: number;
  customerType: string;
  customer: string | null;
}

/** The calculation editor's calls (SPEC §7 bookings), each made on the version on screen. */
export const calculationCalls = {
  add: (booking: BookingDetail, line: LineInput & { type: string; after?: string }) =>
    api.post<BookingDetail>(`${base(booking)}/calculation`, { ...line, ...version(booking) }),
  edit: (booking: BookingDetail, line: string, changes: Partial<LineInput>) =>
    api.post<BookingDetail>(`${base(booking)}/calculation/${id(line)}`, { ...changes, ...version(booking) }),
  refresh: (booking: BookingDetail, line: string) =>
    api.post<BookingDetail>(`${base(booking)}/calculation/${id(line)}/refresh`, version(booking)),
  remove: (booking: BookingDetail, sort: number) =>
    api.del<BookingDetail>(`${base(booking)}/calculation/${sort}?version=${booking.version}`),
  sort: (booking: BookingDetail, order: string[]) =>
    api.post<BookingDetail>(`${base(booking)}/sort`, { order, ...version(booking) }),
  reloadPrice: (booking: BookingDetail, apply: boolean, keepManual: boolean) =>
    api.post<{ current: Calculation | null; next: Calculation; booking?: BookingDetail }>(
      `${base(booking)}/reloadPrice`,
      { apply, keepManual, ...version(booking) },
    ),
  /** The calls that take what they change in the path: changePrice, special, addon, commission, … */
  choose: (booking: BookingDetail, call: PricingChoice, value: string, body: Record<string, unknown> = {}) =>
    api.post<BookingDetail>(`${base(booking)}/${call}/${id(value)}`, { ...body, ...version(booking) }),
  updatePaymentPolicy: (booking: BookingDetail) =>
    api.post<BookingDetail>(`${base(booking)}/updatePaymentPolicy`, version(booking)),
  removeCancellationFee: (booking: BookingDetail) =>
    api.del<BookingDetail>(
      `/api/bookings/calculation/${id(booking.id)}/removeCancellationFee?version=${booking.version}`,
    ),
};

export const PRICING_CHOICES = [
  'changePrice',
  'changeTerms',
  'special',
  'addon',
  'commission',
  'currency',
  'language',
] as const;
export type PricingChoice = (typeof PRICING_CHOICES)[number];

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Records an operator picks from for a pricing choice, loaded when its dialog opens. */
const SOURCES: Partial<Record<PricingChoice, { path: string; asset?: boolean }>> = {
  changePrice: { path: '/api/price', asset: true },
  changeTerms: { path: '/api/terms' },
  special: { path: '/api/specials' },
  addon: { path: '/api/supplements', asset: true },
  commission: { path: '/api/commission' },
  currency: { path: '/api/currency' },
};

type Row = {
  id: string;
  name?: string;
  code?: string;
  status?: string;
  resort?: string | null;
  vessel?: string | null;
};

export function useChoiceOptions(
  booking: BookingDetail,
  choice: PricingChoice,
  languages: readonly Language[],
) {
  const source = SOURCES[choice];
  return useQuery({
    queryKey: ['bookingChoice', choice, booking.resort, booking.vessel],
    enabled: Boolean(source),
    queryFn: async (): Promise<ChoiceOption[]> => {
      const rows = (await api.get<{ data: Row[] }>(source!.path, toListQuery({ page: 0, size: 0 }))).data;
      return rows
        .filter((row) => !row.status || row.status === 'active')
        .filter(
          (row) =>
            !source!.asset ||
            (booking.resort ? row.resort === booking.resort : row.vessel === booking.vessel),
        )
        .map((row) => ({
          value: choice === 'currency' ? row.code! : row.id,
          label: row.name ?? row.code ?? row.id,
        }));
    },
    initialData: source ? undefined : languages.map((language) => ({ value: language, label: language })),
    meta: { silent: true },
  });
}
