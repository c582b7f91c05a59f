import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31 finding 10: every web address the product stores (form builder video links, websites of
 * the company and of agencies, provider and OAuth endpoints) is http or https; a `javascript:` URL
 * is refused with a 400 that names the field, whatever record holds it.
 */
let ctx: TestContext;
let admin: string;

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.request({ method, url, token: admin, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

const SCRIPT = 'javascript:alert(document.cookie)';

describe('stored web addresses', () => {
  it('refuses a javascript: link in the form builder, and keeps an https one', async () => {
    const video = (url: string) => ({
      name: 'Briefing',
      fields: [{ id: 'film', type: 'Video', label: { en: 'Watch' }, url }],
    });
    const bad = await call('POST', '/api/formdef', video(SCRIPT));
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({
      description: 'VALIDATION_ERROR',
      fields: [expect.objectContaining({ path: 'fields.0.url' })],
    });
    const data = await call('POST', '/api/formdef', video('data:text/html,<script>alert(1)</script>'));
    expect(data.statusCode).toBe(400);
    const good = await call('POST', '/api/formdef', video('https://reef.example/briefing.mp4'));
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().fields[0].url).toBe('https://reef.example/briefing.mp4');
  });

  it('refuses it as the website of the company and of an agency, and a payment provider API', async () => {
    const company = await call('POST', '/api/company', { name: 'Blue Reef', website: SCRIPT });
    expect(company.statusCode, company.body).toBe(400);
    expect(company.json().fields).toEqual([expect.objectContaining({ path: 'website' })]);
    const agency = await call('POST', '/api/agency', { name: 'Reef Travel', website: SCRIPT });
    expect(agency.statusCode, agency.body).toBe(400);
    expect(agency.json().fields).toEqual([expect.objectContaining({ path: 'website' })]);
    const provider = await call('POST', '/api/payprovider', {
      name: 'Stripe',
      type: 'stripe',
      apiUrl: SCRIPT,
    });
    expect(provider.statusCode, provider.body).toBe(400);
    // A website typed without its scheme is kept as https.
    const typed = await call('POST', '/api/agency', {
      name: 'Reef Travel',
      website: 'www.reef-travel.example',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().website).toBe('https://www.reef-travel.example');
  });
});
