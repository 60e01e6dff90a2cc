import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { ApiError, apiErrorFrom, apiGet, apiSend, getCsrfToken } from './api-client';
import { resetPageData } from './page-data';

const invalid = () => HttpResponse.json({ error: { code: 'csrf-token-invalid', message: 'Please reload the page.' } }, { status: 403 });

describe('apiSend (CSRF)', () => {
  it('fetches a token when it has none and sends it as X-CSRF-Token with a JSON body', async () => {
    const seen: { token: string | null; type: string | null; body: unknown }[] = [];
    let csrfCalls = 0;
    server.use(
      http.get('/api/auth/csrf', () => {
        csrfCalls += 1;
        return HttpResponse.json({ csrfToken: 'tok-1' });
      }),
      http.patch('/api/auth/me', async ({ request }) => {
        seen.push({ token: request.headers.get('X-CSRF-Token'), type: request.headers.get('Content-Type'), body: await request.json() });
        return HttpResponse.json({ uid: 'u1' });
      }),
    );
    await apiSend('PATCH', '/api/auth/me', { semester: 4 });
    await apiSend('PATCH', '/api/auth/me', { semester: 5 });
    expect(csrfCalls).toBe(1); // kept in memory after the first fetch
    expect(seen).toEqual([
      { token: 'tok-1', type: 'application/json', body: { semester: 4 } },
      { token: 'tok-1', type: 'application/json', body: { semester: 5 } },
    ]);
  });

  it('keeps the token a response carries (the session changed) and uses it next', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post('/api/auth/login', ({ request }) => {
        tokens.push(request.headers.get('X-CSRF-Token'));
        return HttpResponse.json({ user: {}, csrfToken: 'tok-session' });
      }),
      http.post('/api/auth/logout', ({ request }) => {
        tokens.push(request.headers.get('X-CSRF-Token'));
        return HttpResponse.json({ csrfToken: 'tok-visitor-2' });
      }),
    );
    await apiSend('POST', '/api/auth/login', { email: 'a@b.in', password: 'secret1' });
    await apiSend('POST', '/api/auth/logout');
    expect(tokens).toEqual(['csrf-visitor', 'tok-session']);
  });

  it('on 403 csrf-token-invalid fetches a new token and retries once', async () => {
    let n = 0;
    const tokens: (string | null)[] = [];
    server.use(
      http.get('/api/auth/csrf', () => HttpResponse.json({ csrfToken: `tok-${++n}` })),
      http.post('/api/auth/logout', ({ request }) => {
        const token = request.headers.get('X-CSRF-Token');
        tokens.push(token);
        return token === 'tok-2' ? HttpResponse.json({ csrfToken: 'tok-3' }) : invalid();
      }),
    );
    await expect(apiSend('POST', '/api/auth/logout')).resolves.toEqual({ csrfToken: 'tok-3' });
    expect(tokens).toEqual(['tok-1', 'tok-2']);
  });

  it('retries only once, then reports the refusal', async () => {
    let posts = 0;
    server.use(
      http.post('/api/auth/logout', () => {
        posts += 1;
        return invalid();
      }),
    );
    const error = await apiSend('POST', '/api/auth/logout').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('csrf-token-invalid');
    expect(posts).toBe(2);
  });

  it('does not retry other 403s', async () => {
    let posts = 0;
    server.use(
      http.post('/api/auth/logout', () => {
        posts += 1;
        return HttpResponse.json({ error: { code: 'cross-site-request', message: 'Refused.' } }, { status: 403 });
      }),
    );
    await expect(apiSend('POST', '/api/auth/logout')).rejects.toMatchObject({ code: 'cross-site-request', status: 403 });
    expect(posts).toBe(1);
  });

  it('reads Retry-After and marks messages that came from the server', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ error: { code: 'too-many-requests' } }, { status: 429, headers: { 'Retry-After': '120' } })),
    );
    const error = (await apiSend('POST', '/api/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('too-many-requests');
    expect(error.extra).toEqual({ fromServer: false, retryAfter: 120 });
  });

  it('turns a network failure into network-request-failed', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    await expect(apiSend('POST', '/api/auth/login', {})).rejects.toMatchObject({ code: 'network-request-failed', status: 0 });
  });

  it('sends extra headers (If-Match) and names the field of an invalid-field error', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.put('/api/admin/jobs/j1', ({ request }) => {
        seen.push(request.headers.get('If-Match'));
        return HttpResponse.json({ error: { code: 'invalid-field', message: 'Enter a valid link.', field: 'applyUrl' } }, { status: 400 });
      }),
    );
    const error = (await apiSend('PUT', '/api/admin/jobs/j1', { role: 'x' }, { 'If-Match': '"2"' }).catch((e: unknown) => e)) as ApiError;
    expect(seen).toEqual(['"2"']);
    expect(error).toMatchObject({ code: 'invalid-field', status: 400, message: 'Enter a valid link.' });
    expect(error.extra.field).toBe('applyUrl');
    expect(error.extra.details).toBeUndefined();
  });

  it("keeps the error body's other members as details (an import's row errors)", async () => {
    const rows = [{ row: 1, ok: false, error: { code: 'invalid-field', message: 'Title is required.', field: 'title' } }];
    server.use(
      http.post('/api/admin/import/commit', () =>
        HttpResponse.json({ error: { code: 'invalid-rows', message: '1 of 1 rows have errors; nothing was imported.' }, rows }, { status: 400 }),
      ),
    );
    const error = (await apiSend('POST', '/api/admin/import/commit', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ code: 'invalid-rows', message: '1 of 1 rows have errors; nothing was imported.' });
    expect(error.extra.details).toEqual({ rows });
  });
});

describe('getCsrfToken and apiErrorFrom (for XMLHttpRequest)', () => {
  it('gives the token apiSend would send, fetching a fresh one when asked', async () => {
    let calls = 0;
    server.use(
      http.get('/api/auth/csrf', () => {
        calls += 1;
        return HttpResponse.json({ csrfToken: `tok-${calls}` });
      }),
    );
    expect(await getCsrfToken()).toBe('tok-1');
    expect(await getCsrfToken()).toBe('tok-1');
    expect(await getCsrfToken(true)).toBe('tok-2');
  });

  it('reads the error shape from a body already read', () => {
    expect(apiErrorFrom(413, JSON.stringify({ error: { code: 'payload-too-large', message: 'The file is too large.' } }))).toMatchObject({
      status: 413,
      code: 'payload-too-large',
      message: 'The file is too large.',
    });
    expect(apiErrorFrom(502, '<html>')).toMatchObject({ status: 502, code: 'http-error' });
    expect(apiErrorFrom(0, '')).toMatchObject({ code: 'network-request-failed' });
  });
});

describe('apiGet with data embedded in the page (server-rendered first load)', () => {
  const embed = (text: string) => {
    const script = document.createElement('script');
    script.id = 'page-data';
    script.type = 'application/json';
    script.textContent = text;
    document.body.append(script);
    resetPageData();
  };
  afterEach(() => {
    document.getElementById('page-data')?.remove();
    resetPageData();
  });

  it('answers an embedded path without a request, once; the next GET of it goes to the network', async () => {
    embed('{"/api/jobs?limit=20":{"items":[{"id":"j1","role":"\\u003cb\\u003eDev"}],"next":null,"total":1},"/api/jobs/fields":{"items":["Civil"]}}');
    const requests: string[] = [];
    server.use(
      http.get('/api/jobs', ({ request }) => {
        requests.push(new URL(request.url).search);
        return HttpResponse.json({ items: [], next: null, total: 0 });
      }),
    );
    await expect(apiGet('/api/jobs?limit=20')).resolves.toEqual({ items: [{ id: 'j1', role: '<b>Dev' }], next: null, total: 1 });
    expect(requests).toEqual([]);
    await expect(apiGet('/api/jobs?limit=20')).resolves.toEqual({ items: [], next: null, total: 0 });
    expect(requests).toEqual(['?limit=20']);
  });

  it('matches the exact path only', async () => {
    embed('{"/api/jobs?limit=20":{"items":[],"next":null,"total":7}}');
    server.use(http.get('/api/jobs', () => HttpResponse.json({ items: [], next: null, total: 1 })));
    await expect(apiGet('/api/jobs?q=java&limit=20')).resolves.toMatchObject({ total: 1 });
    await expect(apiGet('/api/jobs?limit=20')).resolves.toMatchObject({ total: 7 });
  });

  it('ignores a page-data script that is not a JSON object', async () => {
    server.use(http.get('/api/site', () => HttpResponse.json({ name: 'From network' })));
    for (const text of ['{"/api/site": {"name": "Emb', '["/api/site"]', '']) {
      embed(text);
      await expect(apiGet('/api/site')).resolves.toEqual({ name: 'From network' });
      document.getElementById('page-data')?.remove();
    }
  });
});
