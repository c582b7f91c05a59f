import type { PublicForm } from '@seaberth/domain';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Forms (feature forms): a definition built field by field, sent to a customer by mail, answered
 * without login at its link, checked field type by field type, kept once sent.
 */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  token: string | undefined = admin,
) => ctx.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  admin = await ctx.adminToken();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('forms', () => {
  let definition: string;
  let form: { id: string; url: string };

  it('keeps a definition whose fields make sense', async () => {
    const bad = await call('POST', '/api/formdef', {
      name: 'Broken',
      fields: [{ id: 'pick', type: 'Radio', label: { en: 'Pick' } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ path: 'fields.0.options' })]);
    const res = await call('POST', '/api/formdef', {
      name: 'Trip feedback',
      purpose: 'feedback',
      description: 'Tell us how it was',
      fields: [
        { id: 'intro', type: 'Header', label: { en: 'Your trip', de: 'Ihre Reise' } },
        { id: 'rating', type: 'Stars', label: { en: 'How was it?', de: 'Wie war es?' }, required: true },
        {
          id: 'again',
          type: 'Radio',
          label: { en: 'Would you come again?' },
          required: true,
          options: [
            { value: 'yes', label: { en: 'Yes' } },
            { value: 'no', label: { en: 'No' } },
          ],
        },
        { id: 'comment', type: 'QuestionLong', label: { en: 'Anything else?' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    definition = res.json().id;
    const constants = (await call('GET', '/api/formdef/constants')).json();
    expect(constants.fieldTypes).toHaveLength(15);
  });

  it('sends a form by mail and lets the customer answer it at the link, once', async () => {
    const customer = await newCustomer(ctx, admin, {
      firstName: 'Mia',
      lastName: 'Sand',
      email: 'mia@example.com',
    });
    const sent = await call('POST', '/api/form/send', { definition, customer: customer.id, mail: true });
    expect(sent.statusCode, sent.body).toBe(201);
    form = sent.json();
    expect(sent.json().mailed).toBe('mia@example.com');
    await ctx.services.mail.processQueue();
    const mail = await simpleParser(smtp.inbox.find((m) => m.to === 'mia@example.com')!.raw);
    expect(mail.text).toContain(form.url);
    const token = form.url.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const opened = await call('GET', `/api/form/${form.id}/public?token=${token}`, undefined, undefined);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json() as PublicForm).toMatchObject({
      name: 'Trip feedback',
      description: 'Tell us how it was',
      state: 'open',
      customerName: 'Mia Sand',
    });
    expect(
      (await call('GET', `/api/form/${form.id}/public?token=${'y'.repeat(43)}`, undefined, undefined))
        .statusCode,
    ).toBe(404);

    const wrong = await call(
      'POST',
      `/api/form/${form.id}/public?token=${token}`,
      { answers: { rating: 9, again: 'maybe' } },
      undefined,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.map((f: { path: string }) => f.path)).toEqual([
      'answers.rating',
      'answers.again',
    ]);
    const draft = await call(
      'POST',
      `/api/form/${form.id}/public?token=${token}`,
      { answers: { comment: 'half' }, submit: false },
      undefined,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().state).toBe('open');
    const answered = await call(
      'POST',
      `/api/form/${form.id}/public?token=${token}`,
      { answers: { rating: 5, again: 'yes', comment: 'Great <b>crew</b>' } },
      undefined,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().state).toBe('answered');
    const again = await call(
      'POST',
      `/api/form/${form.id}/public?token=${token}`,
      { answers: { rating: 1, again: 'no' } },
      undefined,
    );
    expect(again.statusCode).toBe(409);

    const staff = (await call('GET', `/api/form/${form.id}`)).json();
    expect(staff).toMatchObject({
      state: 'answered',
      answers: { rating: 5, again: 'yes', comment: 'Great <b>crew</b>' },
    });
    expect(staff.token).toBeUndefined();
    const list = (await call('GET', '/api/form?search=Mia')).json();
    expect(list.data.map((f: { customerName: string }) => f.customerName)).toEqual(['Mia Sand']);
  });

  it('gives a QR code of the link and keeps a definition that sent forms', async () => {
    const qr = await call('POST', `/api/form/${form.id}/qrcode`);
    expect(qr.statusCode).toBe(200);
    expect(qr.json().url).toBe(form.url);
    expect(qr.json().qrcode).toMatch(/^data:image\/png;base64,/);
    const removed = await call('DELETE', `/api/formdef/${definition}`);
    expect(removed.statusCode).toBe(409);
  });

  it('hangs a form only on a booking the customer takes part in', async () => {
    const ids = await tripWorld(ctx, admin);
    const guest = await newCustomer(ctx, admin, { firstName: 'Ola', lastName: 'Berg' });
    const stranger = await newCustomer(ctx, admin, { firstName: 'Tim', lastName: 'Fremd' });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']!, guests: [guest.id] }],
    });
    const refused = await call('POST', '/api/form/send', {
      definition,
      customer: stranger.id,
      booking: booking.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].path).toBe('booking');
    const sent = await call('POST', '/api/form/send', {
      definition,
      customer: guest.id,
      booking: booking.id,
    });
    expect(sent.statusCode).toBe(201);
  });

  it('lets forms.read read and only formdef.update build', async () => {
    const reader = await newUser(ctx, admin, 'forms-reader@test.local', ['forms.read']);
    const none = await newUser(ctx, admin, 'forms-none@test.local', ['tours.read']);
    expect((await call('GET', '/api/form', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/formdef', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/form', undefined, none)).statusCode).toBe(403);
    const build = await call('POST', '/api/formdef', { name: 'Waiver', fields: [] }, reader);
    expect(build.statusCode).toBe(403);
  });
});
