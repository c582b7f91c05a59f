import { describe, expect, it } from 'vitest';
import { principal } from '../permissions/index.ts';
import { DEFAULT_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from '../users/index.ts';
import { LIVE_EVENT_TYPES, liveChangeOf, mayHear, ringsBell } from './live-events.ts';

const booking = (resort = 'r1', agency = '') => liveChangeOf('booking', `b1,${resort},,${agency},`)!;

describe('liveChangeOf', () => {
  it('reads the notices of migration 0073 and nothing else', () => {
    expect(liveChangeOf('online', 'b1,r1,,a1,u1')).toEqual({
      event: { type: 'booking.online', booking: 'b1', by: 'u1' },
      resort: 'r1',
      vessel: undefined,
      agency: 'a1',
    });
    expect(liveChangeOf('payment', '')?.event).toEqual({ type: 'payment' });
    expect(liveChangeOf('mail', 'm1,b1')?.event).toEqual({ type: 'mail.failed', mail: 'm1', booking: 'b1' });
    expect(liveChangeOf('notification', 'u1')).toEqual({ event: { type: 'notification' }, user: 'u1' });
    expect(liveChangeOf('sessions', 's1')).toBeUndefined();
    expect(liveChangeOf('notification', '')).toBeUndefined();
  });
});

describe('mayHear', () => {
  const reader = principal({ scopes: ['bookings.read'] });

  it('tells booking changes to readers of bookings only', () => {
    expect(mayHear(reader, 'u1', booking())).toBe(true);
    expect(mayHear(principal({ scopes: ['customers.read'] }), 'u1', booking())).toBe(false);
  });

  it('keeps a user limited to assets to those, and an agent to its agency', () => {
    const limited = principal({ scopes: ['bookings.read'], resorts: ['r2'] });
    expect(mayHear(limited, 'u1', booking('r1'))).toBe(false);
    expect(mayHear(limited, 'u1', booking('r2'))).toBe(true);
    expect(mayHear(limited, 'u1', booking(''))).toBe(true);
    const agent = principal({ userType: 'agency', scopes: ['agencies.self'], agency: 'a1' });
    expect(mayHear(agent, 'u1', booking('r1', 'a1'))).toBe(true);
    expect(mayHear(agent, 'u1', booking('r1', 'a2'))).toBe(false);
    expect(mayHear({ ...agent, agency: null }, 'u1', booking('r1', ''))).toBe(false);
    expect(mayHear(principal({ scopes: ['agencies.self'] }), 'u1', booking('r1', ''))).toBe(false);
  });

  it("gives a notification to its user only, and a failed mail to the queue's readers", () => {
    const note = liveChangeOf('notification', 'u1')!;
    expect([mayHear(reader, 'u1', note), mayHear(reader, 'u2', note)]).toEqual([true, false]);
    const mail = liveChangeOf('mail', 'm1,')!;
    expect(mayHear(reader, 'u1', mail)).toBe(false);
    expect(mayHear(principal({ scopes: ['mailqueue.read'] }), 'u1', mail)).toBe(true);
  });
});

/** As migration 0079's trigger sends text: its UTF-8 bytes in hex. */
const hex = (text: string) =>
  [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

describe('an OTA update that needs a hand', () => {
  const conflict = (resort = 'r1', state = 'conflict') =>
    liveChangeOf('ota', `o1,${resort},${state},${hex('BDC-77, B')},${hex('Zoë Müller')}`);

  it('reads the update, its state, its reference and its guest, commas and accents kept', () => {
    expect(conflict()).toEqual({
      event: {
        type: 'ota.conflict',
        otaUpdate: 'o1',
        otaState: 'conflict',
        reference: 'BDC-77, B',
        guest: 'Zoë Müller',
      },
      resort: 'r1',
    });
    expect(conflict('', 'error')).toMatchObject({ event: { otaState: 'error' }, resort: undefined });
    // No other state rings, and text that is not hex is left out rather than guessed.
    expect(liveChangeOf('ota', 'o1,r1,placed,,')).toBeUndefined();
    expect(liveChangeOf('ota', '')).toBeUndefined();
    expect(liveChangeOf('ota', 'o1,r1,conflict,zz,4')?.event).toEqual({
      type: 'ota.conflict',
      otaUpdate: 'o1',
      otaState: 'conflict',
    });
  });

  it('is heard by readers of bookings within the resort, one without a resort by those of all', () => {
    const reader = principal({ scopes: ['bookings.read'] });
    const limited = principal({ scopes: ['bookings.read'], resorts: ['r2'] });
    expect(mayHear(reader, 'u1', conflict()!)).toBe(true);
    expect(mayHear(limited, 'u1', conflict('r1')!)).toBe(false);
    expect(mayHear(limited, 'u1', conflict('r2')!)).toBe(true);
    expect(mayHear(limited, 'u1', conflict('')!)).toBe(false);
    expect(mayHear(reader, 'u1', conflict('')!)).toBe(true);
    expect(mayHear(principal({ scopes: ['customers.read'] }), 'u1', conflict()!)).toBe(false);
    const agent = principal({ userType: 'agency', scopes: ['agencies.self'], agency: 'a1' });
    expect(mayHear(agent, 'u1', conflict()!)).toBe(false);
  });

  it('rings by default: no user made it', () => {
    expect(DEFAULT_NOTIFICATION_KINDS).toContain('ota.conflict');
    expect(ringsBell(conflict()!.event, 'u1', DEFAULT_NOTIFICATION_KINDS)).toBe(true);
    expect(ringsBell(conflict()!.event, 'u1', ['booking.online'])).toBe(false);
  });
});

describe('ringsBell', () => {
  it('names only live event types as notification kinds', () => {
    for (const kind of NOTIFICATION_KINDS) expect(LIVE_EVENT_TYPES).toContain(kind);
    for (const kind of DEFAULT_NOTIFICATION_KINDS) expect(NOTIFICATION_KINDS).toContain(kind);
  });

  it('rings for a chosen kind made by someone else or by no one known, never for the user’s own', () => {
    const kinds = ['booking.changed'];
    expect(ringsBell({ type: 'booking.changed', booking: 'b', by: 'u2' }, 'u1', kinds)).toBe(true);
    expect(ringsBell({ type: 'booking.changed', booking: 'b' }, 'u1', kinds)).toBe(true);
    expect(ringsBell({ type: 'booking.changed', booking: 'b', by: 'u1' }, 'u1', kinds)).toBe(false);
    expect(ringsBell({ type: 'payment', booking: 'b', by: 'u2' }, 'u1', kinds)).toBe(false);
  });
});
