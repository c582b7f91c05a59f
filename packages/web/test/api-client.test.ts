import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityCount } from '../src/api/activity.ts';
import { ApiError, api, buildUrl, configureApiClient } from '../src/api/client.ts';
import { mockFetch, TEST_TOKEN } from './fetch-mock.ts';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('api client', () => {
  let disconnect = () => {};
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and the current language', async () => {
    const { calls } = mockFetch({ 'GET /api/things': () => ({ body: { ok: true } }) });
    disconnect = configureApiClient({ getToken: () => TEST_TOKEN, onTokenExpired: () => {} });
    await expect(api.get('/api/things', { page: 0, filter: { state: 'draft' } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(calls[0].headers.get('Accept-Language')).toBe('en');
    expect(calls[0].url).toBe('/api/things?page=0&filter=%7B%22state%22%3A%22draft%22%7D');
  });

  it('sends no Authorization header for a guest', async () => {
    const { calls } = mockFetch({ 'POST /api/auth/token': () => ({ body: {} }) });
    await api.post('/api/auth/token', { email: 'a@b.c' });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].body).toEqual({ email: 'a@b.c' });
  });

  it('maps an answer that is not JSON to INVALID_JSON_RESPONSE with status 0', async () => {
    mockFetch({ 'GET /api/broken': () => ({ status: 502, raw: '<html>Bad gateway</html>' }) });
    const error = await failureOf(api.get('/api/broken'));
    expect(error.status).toBe(0);
    expect(error.body.description).toBe('INVALID_JSON_RESPONSE');
  });

  it('maps a successful answer that is not JSON to INVALID_JSON_RESPONSE too', async () => {
    mockFetch({ 'GET /api/html': () => ({ status: 200, raw: '<html></html>' }) });
    const error = await failureOf(api.get('/api/html'));
    expect(error.status).toBe(0);
    expect(error.body.description).toBe('INVALID_JSON_RESPONSE');
  });

  it("fills a missing message with 'Unknown Error'", async () => {
    mockFetch({ 'DELETE /api/things/1': () => ({ status: 500, body: { description: 'INTERNAL_ERROR' } }) });
    const error = await failureOf(api.del('/api/things/1'));
    expect(error.message).toBe('Unknown Error');
    expect(error.body.message).toBe('Unknown Error');
    expect(error.status).toBe(500);
    expect(error.body.statusCode).toBe(500);
  });

  it('keeps the params a translated error message needs', async () => {
    mockFetch({
      'POST /api/bookings': () => ({
        status: 409,
        body: { description: 'ROOM_TAKEN', message: 'taken', params: { room: 'Cabin 3' } },
      }),
    });
    const error = await failureOf(api.post('/api/bookings', {}));
    expect(error.body).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'Cabin 3' } });
  });

  it('maps any 403 to the description FORBIDDEN_RESSOURCE', async () => {
    mockFetch({
      'PUT /api/things/1': () => ({ status: 403, body: { error: 'Forbidden', message: 'nope' } }),
    });
    const error = await failureOf(api.put('/api/things/1', {}));
    expect(error.status).toBe(403);
    expect(error.body.description).toBe('FORBIDDEN_RESSOURCE');
    expect(error.body.message).toBe('nope');
  });

  it('runs the session expiry handler on an expired token and reports UNAUTHORIZED', async () => {
    const onTokenExpired = vi.fn();
    disconnect = configureApiClient({ getToken: () => TEST_TOKEN, onTokenExpired });
    mockFetch({
      'GET /api/users/self': () => ({
        status: 401,
        body: {
          error: 'TokenExpiredError',
          message: 'TOKEN_EXPIRED',
          statusCode: 401,
          description: 'UNAUTHORIZED',
        },
      }),
    });
    const error = await failureOf(api.get('/api/users/self'));
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(error.body.description).toBe('UNAUTHORIZED');
  });

  it("also treats the message 'token expired' as an expired session", async () => {
    const onTokenExpired = vi.fn();
    disconnect = configureApiClient({ getToken: () => TEST_TOKEN, onTokenExpired });
    mockFetch({ 'GET /api/x': () => ({ status: 401, body: { message: 'token expired' } }) });
    const error = await failureOf(api.get('/api/x'));
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(error.body.description).toBe('UNAUTHORIZED');
  });

  it('does not end the session for a plain 401 such as wrong credentials', async () => {
    const onTokenExpired = vi.fn();
    disconnect = configureApiClient({ getToken: () => null, onTokenExpired });
    mockFetch({
      'POST /api/auth/token': () => ({
        status: 401,
        body: { message: 'wrong', description: 'INVALID_CREDENTIALS' },
      }),
    });
    const error = await failureOf(api.post('/api/auth/token', {}));
    expect(onTokenExpired).not.toHaveBeenCalled();
    expect(error.body.description).toBe('INVALID_CREDENTIALS');
  });

  it('reports a network failure as status 0 NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failureOf(api.get('/api/x'));
    expect(error.status).toBe(0);
    expect(error.body.description).toBe('NETWORK_ERROR');
  });

  it('counts running calls for the loading bar', async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const pending = api.get('/api/slow');
    expect(activityCount()).toBe(1);
    release(new Response('{}', { status: 200 }));
    await pending;
    expect(activityCount()).toBe(0);
  });

  it('builds query strings without empty values and repeats arrays', () => {
    expect(buildUrl('/api/x', { a: undefined, b: '', c: null, d: [1, 2], e: 'z' })).toBe(
      '/api/x?d=1&d=2&e=z',
    );
    expect(buildUrl('/api/x')).toBe('/api/x');
  });

  it('downloads a file through a temporary link', async () => {
    mockFetch({
      'GET /api/users/listCSV': () =>
        new Response('name\nMara', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="users.csv"' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:users');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('users.csv');
      expect(this.href).toBe('blob:users');
    });
    await api.download('/api/users/listCSV', { search: 'Mara' });
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('opens a document posted with the token in a new tab that says it is being prepared', async () => {
    const { calls } = mockFetch({
      'POST /api/bookings/report/list': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    disconnect = configureApiClient({ getToken: () => TEST_TOKEN, onTokenExpired: () => {} });
    const waiting = document.implementation.createHTMLDocument('');
    const tab = { document: waiting, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const opening = api.openDocument('/api/bookings/report/list', undefined, { body: { bookings: ['b1'] } });
    expect(waiting.body.textContent).toBe('Preparing the document…');
    await opening;
    expect(tab.location.href).toBe('blob:pdf');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({ bookings: ['b1'] });
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('closes the new tab when the document cannot be rendered', async () => {
    mockFetch({
      'GET /api/resort/r1/print/rooms': () => ({ status: 500, body: { message: 'boom', description: '' } }),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const error = await failureOf(api.openDocument('/api/resort/r1/print/rooms', { format: 'pdf' }));
    expect(error.status).toBe(500);
    expect(tab.close).toHaveBeenCalled();
  });
});
