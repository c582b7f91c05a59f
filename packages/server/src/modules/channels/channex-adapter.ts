import type { AvailabilityValue, ChannelRatePlan, ChannelRoomType, RestrictionValue } from '@seaberth/domain';
import {
  type ChannelBookingRevision,
  ChannelError,
  type ChannelManager,
  type PushAnswer,
} from './channel-manager.ts';
import { type ChannexRevisionItem, toRevision } from './channex-revisions.ts';

export interface ChannexOptions {
  baseUrl: string;
  apiKey: string;
  propertyId: string;
  timeoutMs?: number;
}

/** Channex pages lists by 10 unless asked; 100 keeps a large property to a few calls. */
const PAGE = 100;
/** A property with more room types than this is no dive resort: stop rather than loop forever. */
const MAX_PAGES = 50;

type Item = {
  id: string;
  attributes?: { title?: string; room_type_id?: string };
  relationships?: { room_type?: { data?: { id?: string } } };
};

/** The channel's error in words: its title, then what it says about which field or value. */
function answerOf(body: unknown, status: number): { code: string; answer: string } {
  const errors = (body as { errors?: { code?: string; title?: string; details?: unknown } } | null)?.errors;
  if (!errors) return { code: `http_${status}`, answer: `HTTP ${status}` };
  const details = errors.details === undefined ? '' : `: ${JSON.stringify(errors.details)}`;
  return {
    code: errors.code ?? `http_${status}`,
    answer: `${errors.title ?? errors.code ?? status}${details}`,
  };
}

/**
 * Channex.io's API v1 (https://docs.channex.io): the `user-api-key` header, JSON:API-like lists,
 * `POST /availability` and `POST /restrictions` with `{ values }` and inclusive date ranges.
 * Errors arrive as `{ errors: { code, title, details } }`; 429 (its limit of 10 calls per minute
 * per property and kind), 5xx and network failures are worth retrying, the rest is not.
 */
export class ChannexAdapter implements ChannelManager {
  private readonly timeoutMs: number;

  constructor(private readonly options: ChannexOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async listRoomTypes(): Promise<ChannelRoomType[]> {
    const items = await this.list('/room_types');
    return items.map((item) => ({ id: item.id, title: item.attributes?.title ?? item.id }));
  }

  async listRatePlans(): Promise<ChannelRatePlan[]> {
    const items = await this.list('/rate_plans');
    return items.map((item) => ({
      id: item.id,
      title: item.attributes?.title ?? item.id,
      roomType: item.relationships?.room_type?.data?.id ?? item.attributes?.room_type_id ?? null,
    }));
  }

  pushAvailability(values: AvailabilityValue[]): Promise<PushAnswer> {
    const property_id = this.options.propertyId;
    return this.push('/availability', {
      values: values.map((v) => ({
        property_id,
        room_type_id: v.channelRoomType,
        date_from: v.from,
        date_to: v.to,
        availability: v.availability,
      })),
    });
  }

  pushRestrictions(values: RestrictionValue[]): Promise<PushAnswer> {
    const property_id = this.options.propertyId;
    return this.push('/restrictions', {
      values: values.map((v) => ({
        property_id,
        rate_plan_id: v.channelRatePlan,
        date_from: v.from,
        date_to: v.to,
        // Channex takes rates as decimal strings; absent fields leave the channel's value as it is.
        ...(v.rate === undefined ? {} : { rate: v.rate.toFixed(2) }),
        ...(v.minStayArrival === undefined ? {} : { min_stay_arrival: v.minStayArrival }),
        ...(v.maxStay === undefined ? {} : { max_stay: v.maxStay }),
        ...(v.closedToArrival === undefined ? {} : { closed_to_arrival: v.closedToArrival }),
        ...(v.closedToDeparture === undefined ? {} : { closed_to_departure: v.closedToDeparture }),
        ...(v.stopSell === undefined ? {} : { stop_sell: v.stopSell }),
      })),
    });
  }

  /** The feed: revisions not yet acknowledged, oldest first, a page at a time (Channex's 10). */
  async bookingRevisions(): Promise<ChannelBookingRevision[]> {
    const query = new URLSearchParams({ 'filter[property_id]': this.options.propertyId });
    const answer = (await this.call('GET', `/booking_revisions/feed?${query}`)) as {
      data?: ChannexRevisionItem[];
    };
    return (answer.data ?? []).map(toRevision);
  }

  async bookingRevision(id: string): Promise<ChannelBookingRevision> {
    const answer = (await this.call('GET', `/booking_revisions/${encodeURIComponent(id)}`)) as {
      data?: ChannexRevisionItem;
    };
    if (!answer.data) throw new ChannelError(404, 'resource_not_found', `No booking revision ${id}`, false);
    return toRevision(answer.data);
  }

  async acknowledge(revision: string): Promise<void> {
    await this.call('POST', `/booking_revisions/${encodeURIComponent(revision)}/ack`);
  }

  /** `GET /availability`: `{ data: { [room type]: { [date]: free } } }` over the inclusive range. */
  async availability(from: string, to: string): Promise<Map<string, Map<string, number>>> {
    const query = new URLSearchParams({
      'filter[property_id]': this.options.propertyId,
      'filter[date][gte]': from,
      'filter[date][lte]': to,
    });
    const answer = (await this.call('GET', `/availability?${query}`)) as {
      data?: Record<string, Record<string, number>>;
    };
    const out = new Map<string, Map<string, number>>();
    for (const [type, days] of Object.entries(answer.data ?? {}))
      out.set(type, new Map(Object.entries(days).map(([day, value]) => [day, Number(value)])));
    return out;
  }

  private async push(path: string, body: unknown): Promise<PushAnswer> {
    const answer = (await this.call('POST', path, body)) as {
      meta?: { message?: string; warnings?: unknown[] };
    };
    return {
      message: answer.meta?.message ?? 'Success',
      warnings: (answer.meta?.warnings ?? []).map((w) => (typeof w === 'string' ? w : JSON.stringify(w))),
    };
  }

  private async list(path: string): Promise<Item[]> {
    const items: Item[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        'filter[property_id]': this.options.propertyId,
        'pagination[page]': String(page),
        'pagination[limit]': String(PAGE),
      });
      const answer = (await this.call('GET', `${path}?${query}`)) as {
        data?: Item[];
        meta?: { total?: number };
      };
      const data = answer.data ?? [];
      items.push(...data);
      if (data.length < PAGE || items.length >= (answer.meta?.total ?? 0)) break;
    }
    return items;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          'user-api-key': this.options.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${this.timeoutMs / 1000} s` : (error as Error).message;
      throw new ChannelError(0, timedOut ? 'timeout' : 'network', `Channex not reachable: ${reason}`, true);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.ok) return json ?? {};
    const { code, answer } = answerOf(json, response.status);
    const retryable = response.status === 429 || response.status >= 500;
    throw new ChannelError(response.status, code, answer, retryable);
  }
}
