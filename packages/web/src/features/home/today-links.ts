import { type TodayFigures, todayWindow } from '@seaberth/domain';
import { filteredListUrl } from '../../resources/url-filter.tsx';

/** The states that hold beds: the stays a desk expects, never a cancelled one. */
const HOLDING = ['draft', 'planned', 'confirmed'];

/**
 * Where each figure of the Today page leads: the list narrowed to exactly what was counted. A
 * resort's stays open its arrivals page on the day; everything else opens the booking list with
 * the filter in the address (`?filter=`), narrowed to the chosen asset.
 */
export function todayLinks(today: string, asset: TodayFigures['asset']) {
  const w = todayWindow(today);
  const own = asset ? { [asset.type]: asset.id } : {};
  const bookings = (filter: Record<string, string | string[]>) =>
    filteredListUrl('/booking/list', { ...filter, ...own });
  const desk = (from: string) =>
    `/resort/dates?${new URLSearchParams({ ...(asset?.type === 'resort' ? { resort: asset.id } : {}), from, to: from })}`;
  const deskOrList = (from: string, filter: Record<string, string | string[]>) =>
    asset?.type === 'resort' ? desk(from) : bookings({ ...filter, state: HOLDING });
  return {
    arrivalsToday: deskOrList(w.today, { from: w.today }),
    arrivalsTomorrow: deskOrList(w.tomorrow, { from: w.tomorrow }),
    departuresToday: deskOrList(w.today, { to: w.today }),
    departuresTomorrow: deskOrList(w.tomorrow, { to: w.tomorrow }),
    /** The arrivals page lists who is in house and who still checks in; it is the resorts' desk. */
    inHouse: desk(w.today),
    payments: (view: 'open' | 'overdue') =>
      `/booking/list?${new URLSearchParams({ payments: view, ...(asset ? { asset: asset.id } : {}) })}`,
    options: bookings({
      state: ['draft', 'planned'],
      optionUntil: w.optionDays,
    }),
    online: bookings({ source: 'online', bookingDate: [w.yesterday, w.today] }),
    bank: filteredListUrl('/bank/entry/list', { state: ['open', 'partial'] }),
    todos: `/todo?${new URLSearchParams({ dueBy: w.yesterday })}`,
    customer: (id: string) => `/customer/${id}`,
  };
}
export type TodayLinks = ReturnType<typeof todayLinks>;
