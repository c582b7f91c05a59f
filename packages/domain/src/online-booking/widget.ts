import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { defineResource, type ResourceRecord } from '../resources/index.ts';
import { LANGUAGES } from '../users/index.ts';
import type { WidgetPublicConfig } from './online-booking.ts';
import { widgetOnlinePaymentField } from '../assets/index.ts';

/** Trips on vessels open `/book/online`, resort stays `/book/resort`. */
export const WIDGET_KINDS = ['trips', 'resort'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export const DEFAULT_WIDGET_COLOR = '#0b6e99';

/**
 * `scheme://host[:port]` as a browser sends it in `Origin`: http or https, no path, query, user or
 * trailing slash. Compared with `URL.origin`, so `https://a.example:443` (default port) is refused too.
 */
export function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

const webOrigin = z
  .string()
  .trim()
  .max(300)
  // Hosts are case-insensitive and browsers send them lower-cased and without a trailing slash:
  // store them the same way, so a pasted `https://Dive.example.com/` still matches.
  .transform((value) => value.toLowerCase().replace(/\/$/, ''))
  .refine(isWebOrigin, 'Write an origin like https://dive.example.com (no path)');

const references = (ref: string) =>
  z
    .array(z.uuid())
    .max(200)
    .default([])
    .meta({ ui: { widget: 'reference', ref, hideInList: true } });

/**
 * A booking widget (SPEC §2 /widget-admin, feature bookingWidget): what the booking page embedded
 * on the operator's website offers, how it looks, and which websites may embed it. Empty lists of
 * assets, tours or room types mean "all that are bookable online".
 */
export const widgetResource = defineResource({
  name: 'widget',
  scope: 'widget',
  features: ['bookingWidget'],
  // A user limited to some assets sees and writes only widgets naming no other resort or vessel.
  asset: { resorts: 'resorts', vessels: 'vessels' },
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    kind: z.enum(WIDGET_KINDS).default('trips'),
    vessels: references('vessel'),
    tours: references('tour'),
    resorts: references('resort'),
    roomTypes: references('roomtypes'),
    primaryColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a7f8e')
      .default(DEFAULT_WIDGET_COLOR)
      .meta({ ui: { widget: 'color' } }),
    language: z.enum(LANGUAGES).nullable().default(null),
    currency: currencyCode.nullable().default(null),
    allowedOrigins: z
      .array(webOrigin)
      .max(50)
      .default([])
      .meta({ ui: { hideInList: true } }),
    /** How guests pay here: as the resort or vessel says, or the widget's own way. */
    onlinePayment: widgetOnlinePaymentField().meta({ ui: { hideInList: true } }),
    isActive: z.boolean().default(true),
  }),
  search: ['name'],
  columns: ['name', 'kind', 'language', 'currency', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type WidgetInput = z.input<typeof widgetResource.schema>;
export type Widget = ResourceRecord<typeof widgetResource.schema>;

/** What `GET /api/widget/{id}/public` tells an embedded page: nothing of the origins or the name. */
export function widgetPublicConfig(widget: Widget): WidgetPublicConfig {
  return {
    id: widget.id,
    kind: widget.kind,
    vessels: widget.vessels,
    resorts: widget.resorts,
    tours: widget.tours,
    roomTypes: widget.roomTypes,
    primaryColor: widget.primaryColor,
    language: widget.language,
    currency: widget.currency,
    onlinePayment: widget.onlinePayment,
  };
}

/** The booking page a widget opens, relative to the app's origin. */
export function widgetBookingPath(kind: WidgetKind, id: string, language?: string | null): string {
  const page = kind === 'resort' ? '/book/resort' : '/book/online';
  const lang = language ? `&lang=${encodeURIComponent(language)}` : '';
  return `${page}?widget=${encodeURIComponent(id)}${lang}`;
}

/** `GET /api/widget/{id}/snippet`'s answer: the tag as HTML text. */
export const widgetSnippetSchema = z.object({ html: z.string() });

/** The one tag an operator pastes into their website (`GET /api/widget/{id}/snippet`). */
export function widgetSnippet(publicUrl: string, id: string): string {
  return `<script src="${publicUrl.replace(/\/$/, '')}/widget.js" data-seaberth-widget="${id}" async></script>`;
}
