import type { BookingDetail, Language } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { BodyOf } from '../../api/contract.ts';
import { toListQuery } from '../../resources/use-resource.ts';

const path = (booking: BookingDetail) => ({ id: booking.id });
const version = (booking: BookingDetail) => ({ version: booking.version });

/** A line as the editor sends it: minor units. */
export type LineInput = Required<
  Pick<BodyOf<'/api/bookings/{id}/calculation', 'post'>, 'text' | 'amount' | 'customerType' | 'customer'>
>;
type NewLine = LineInput & Pick<BodyOf<'/api/bookings/{id}/calculation', 'post'>, 'type' | 'after'>;

/** What a special or an add-on choice sends besides the version. */
export interface ChoiceExtras {
  remove?: boolean;
  ignoreRules?: boolean;
}

/** The calls that take what they change in the path: changePrice, special, addon, commission, … */
function choose(booking: BookingDetail, call: PricingChoice, value: string, extras: ChoiceExtras) {
  const body = { ...extras, ...version(booking) };
  const id = booking.id;
  switch (call) {
    case 'changePrice':
      return api.POST('/api/bookings/{id}/changePrice/{price}', { path: { id, price: value }, body });
    case 'changeTerms':
      return api.POST('/api/bookings/{id}/changeTerms/{terms}', { path: { id, terms: value }, body });
    case 'special':
      return api.POST('/api/bookings/{id}/special/{special}', { path: { id, special: value }, body });
    case 'addon':
      return api.POST('/api/bookings/{id}/addon/{addon}', { path: { id, addon: value }, body });
    case 'commission':
      return api.POST('/api/bookings/{id}/commission/{commission}', {
        path: { id, commission: value },
        body,
      });
    case 'currency':
      return api.POST('/api/bookings/{id}/currency/{currency}', { path: { id, currency: value }, body });
    case 'language':
      return api.POST('/api/bookings/{id}/language/{language}', {
        path: { id, language: value as Language },
        body,
      });
  }
}

/** The calculation editor's calls (SPEC §7 bookings), each made on the version on screen. */
export const calculationCalls = {
  add: (booking: BookingDetail, line: NewLine) =>
    api.POST('/api/bookings/{id}/calculation', {
      path: path(booking),
      body: { ...line, ...version(booking) },
    }),
  edit: (booking: BookingDetail, line: string, changes: Partial<LineInput>) =>
    api.POST('/api/bookings/{id}/calculation/{calcId}', {
      path: { ...path(booking), calcId: line },
      body: { ...changes, ...version(booking) },
    }),
  refresh: (booking: BookingDetail, line: string) =>
    api.POST('/api/bookings/{id}/calculation/{calcId}/refresh', {
      path: { ...path(booking), calcId: line },
      body: version(booking),
    }),
  remove: (booking: BookingDetail, sort: number) =>
    api.DELETE('/api/bookings/{id}/calculation/{sort}', {
      path: { ...path(booking), sort },
      query: version(booking),
    }),
  sort: (booking: BookingDetail, order: string[]) =>
    api.POST('/api/bookings/{id}/sort', { path: path(booking), body: { order, ...version(booking) } }),
  reloadPrice: (booking: BookingDetail, apply: boolean, keepManual: boolean) =>
    api.POST('/api/bookings/{id}/reloadPrice', {
      path: path(booking),
      body: { apply, keepManual, ...version(booking) },
    }),
  choose: (booking: BookingDetail, call: PricingChoice, value: string, extras: ChoiceExtras = {}) =>
    choose(booking, call, value, extras),
  updatePaymentPolicy: (booking: BookingDetail) =>
    api.POST('/api/bookings/{id}/updatePaymentPolicy', { path: path(booking), body: version(booking) }),
  removeCancellationFee: (booking: BookingDetail) =>
    api.DELETE('/api/bookings/calculation/{id}/removeCancellationFee', {
      path: path(booking),
      query: version(booking),
    }),
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
const SOURCES = {
  changePrice: { name: 'price', asset: true },
  changeTerms: { name: 'terms' },
  special: { name: 'specials' },
  addon: { name: 'supplements', asset: true },
  commission: { name: 'commission' },
  currency: { name: 'currency' },
} as const satisfies Partial<Record<PricingChoice, { name: string; asset?: boolean }>>;

type Source = (typeof SOURCES)[keyof typeof SOURCES];
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
  const source: (Source & { asset?: boolean }) | undefined =
    choice in SOURCES ? SOURCES[choice as keyof typeof SOURCES] : undefined;
  return useQuery({
    queryKey: ['bookingChoice', choice, booking.resort, booking.vessel],
    enabled: Boolean(source),
    queryFn: async (): Promise<ChoiceOption[]> => {
      const rows: Row[] = (await api.records(source!.name).list(toListQuery({ page: 0, size: 0 }))).data;
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
