import type {
  OnlineAsset,
  OnlineDeparture,
  OnlineRoom,
  OnlineRoomType,
  WidgetPublicConfig,
} from '@seaberth/domain';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_LANGUAGE, isLanguage } from '../../i18n/index.ts';
import type { CatalogView } from './online-api.ts';

/** What every part of a booking page needs to know of where it runs. */
export interface BookingSetup {
  /** The widget the page is embedded through (`?widget=`), with its lists and colours. */
  widget: WidgetPublicConfig | null;
  /** Query to carry to the other booking pages (`widget`, `lang`), with its `?`, or ''. */
  carry: string;
}

export const NO_SETUP: BookingSetup = { widget: null, carry: '' };

export const BookingSetupContext = createContext<BookingSetup>(NO_SETUP);

export function useBookingSetup(): BookingSetup {
  return useContext(BookingSetupContext);
}

/** What the catalogue calls are asked with: the page language, the widget's currency. */
export function useCatalogView(): CatalogView {
  const { i18n } = useTranslation();
  const { widget } = useBookingSetup();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  // Always one of the languages: i18next resolves only to its supported ones.
  const lang = isLanguage(resolved) ? resolved : GUEST_LANGUAGE;
  const currency = widget?.currency ?? undefined;
  return useMemo(() => ({ lang, ...(currency ? { currency } : {}) }), [lang, currency]);
}

/** An empty list of the widget means "all that are bookable online". */
const allows = (list: readonly string[] | undefined, id: string) =>
  !list || list.length === 0 || list.includes(id);

export function widgetAssets(assets: OnlineAsset[], widget: WidgetPublicConfig | null): OnlineAsset[] {
  return assets.filter((asset) =>
    allows(asset.kind === 'vessel' ? widget?.vessels : widget?.resorts, asset.id),
  );
}

export function widgetDepartures(list: OnlineDeparture[], widget: WidgetPublicConfig | null) {
  return list.filter((departure) => allows(widget?.tours, departure.tour.id));
}

export function widgetRooms(list: OnlineRoom[], widget: WidgetPublicConfig | null) {
  return list.filter((room) => allows(widget?.roomTypes, room.roomType.id));
}

export function widgetRoomTypes(list: OnlineRoomType[], widget: WidgetPublicConfig | null) {
  return list.filter((type) => allows(widget?.roomTypes, type.id));
}
