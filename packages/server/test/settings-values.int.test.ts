import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 32: a setting the settings screen defines keeps its definition's shape however it is
 * written. The key/value API answers 400 VALIDATION_ERROR naming the field, with the domain's
 * English words the web app shows in the user's language.
 */
let ctx: TestContext;
let admin: string;

const write = (payload: object, id?: string) =>
  ctx.request({ method: 'POST', url: id ? `/api/settings/${id}` : '/api/settings', token: admin, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx.close());

describe('settings values', () => {
  it('refuses a value outside its definition, in the error shape of SPEC §8', async () => {
    const refused = await write({ group: 'booking', key: 'optionDays', value: '400' });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({
      statusCode: 400,
      description: 'VALIDATION_ERROR',
      error: 'Bad Request',
      method: 'POST',
      path: '/api/settings',
      fields: [{ path: 'value', message: 'Must be at most 365' }],
    });
    expect(body.message).toContain('booking.optionDays');
    expect(typeof body.timestamp).toBe('string');
    expect(await ctx.services.settings.get('booking', 'optionDays')).toBeUndefined();

    for (const [group, key, value, message] of [
      ['booking', 'optionDays', 'soon', 'Enter a whole number'],
      ['booking', 'notifyEmail', 'office', 'E-mail must be valid'],
      ['booking', 'checkInMode', 'door', 'Choose one of the offered values'],
      ['booking', 'agentStates', 'draft, sunk', 'Choose one of the offered values'],
      ['calendar', 'greyPast', 'maybe', 'A switch is either on or off'],
      ['calendar', 'focColor', 'pink', 'Use a colour like #1a7f8e'],
      ['general', 'baseCurrency', 'euro', 'Currency code must be three letters'],
      ['general', 'timezone', 'Mars/Olympus', 'Choose a known time zone, like Europe/Berlin'],
    ] as const) {
      const answer = await write({ group, key, value });
      expect(answer.statusCode, `${group}.${key}=${value}`).toBe(400);
      expect(answer.json().fields, `${group}.${key}=${value}`).toEqual([
        expect.objectContaining({ path: 'value', message }),
      ]);
    }
  });

  it('stores a value that fits, and refuses changing it to one that does not', async () => {
    const made = await write({ group: 'booking', key: 'maxStayNights', value: '21' });
    expect(made.statusCode, made.body).toBe(201);
    const { id, version } = made.json();
    expect(await ctx.services.settings.get('booking', 'maxStayNights')).toBe('21');

    const refused = await write({ group: 'booking', key: 'maxStayNights', value: '0', version }, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      expect.objectContaining({ path: 'value', message: 'Must be at least 1' }),
    ]);
    expect(await ctx.services.settings.get('booking', 'maxStayNights')).toBe('21');

    const changed = await write({ value: '28', version }, id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await ctx.services.settings.get('booking', 'maxStayNights')).toBe('28');
  });

  it('leaves entries no definition describes to their owners', async () => {
    // Internal entries (a calendar feed key, module switches) are free text.
    const key = await write({ group: 'calendar', key: 'icsKey', value: 'sub-secret-123' });
    expect(key.statusCode, key.body).toBe(201);
    const feature = await write({ group: 'features', key: 'pos', value: 'false' });
    expect(feature.statusCode, feature.body).toBe(201);
  });
});
