// The one API client: fetches JSON from our server and turns its error shape
// {"error":{"code","message"}} (or a network failure) into an ApiError with a message a
// student can read. apiSend adds the CSRF token every POST/PATCH/PUT/DELETE needs
// (docs/auth-api.md "CSRF").
import { takePageData } from './page-data';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    // fromServer: the message is the server's own (written for students); retryAfter: the
    // seconds of a Retry-After header (429).
    // field: with invalid-field, the input field at fault (its JSON name).
    // details: the error body's members beside "error", when it has any (e.g. the row errors
    // of a refused import, {"error":{…},"rows":[…]}).
    readonly extra: { fromServer?: boolean; retryAfter?: number; field?: string; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'Could not reach Pathshala. Check your internet connection and try again.';

async function request(path: string, init: RequestInit): Promise<Response> {
  try {
    // Same origin: cookies (session, CSRF pre-session) go with every request.
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(NETWORK_MESSAGE, 0, 'network-request-failed');
  }
}

// The error of a non-OK answer, from its status and body text: the server's
// {"error":{code,message,field?}} when there is one, else a generic message.
function errorFromBody(status: number, bodyText: string, retryAfterHeader: string | null): ApiError {
  let code = 'http-error';
  let message = `The server answered ${status}. Please try again.`;
  let fromServer = false;
  let field: string | undefined;
  let details: Record<string, unknown> | undefined;
  try {
    const body = JSON.parse(bodyText) as { error?: { code?: string; message?: string; field?: string } };
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const rest = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'error'));
      if (Object.keys(rest).length > 0) details = rest;
    }
    if (body.error?.code) code = body.error.code;
    if (typeof body.error?.field === 'string' && body.error.field) field = body.error.field;
    if (body.error?.message) {
      message = body.error.message;
      fromServer = true;
    }
  } catch {
    // not JSON: keep the generic message
  }
  if (code === 'http-error' && status === 429) code = 'too-many-requests'; // e.g. from a proxy
  const retry = Number(retryAfterHeader);
  return new ApiError(message, status, code, { fromServer, field, details, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined });
}

async function toApiError(res: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    // a cut-off body: keep the generic message
  }
  return errorFromBody(res.status, text, res.headers.get('Retry-After'));
}

// The error of a non-OK answer whose body was read already (e.g. by XMLHttpRequest).
export function apiErrorFrom(status: number, bodyText: string): ApiError {
  if (status === 0) return new ApiError(NETWORK_MESSAGE, 0, 'network-request-failed');
  return errorFromBody(status, bodyText, null);
}

async function readJson<T>(res: Response): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    // a cut-off body on a flaky connection
    throw new ApiError(NETWORK_MESSAGE, 0, 'network-request-failed');
  }
}

// The server render (src/ssr) has no network: it answers the GETs its page data does not (from
// the server's own answers, an error, or never).
let withoutNetwork: ((path: string) => Promise<unknown>) | null = null;

export function answerWithoutNetwork(answer: ((path: string) => Promise<unknown>) | null) {
  withoutNetwork = answer;
}

// A GET the server answered already in the page's HTML (lib/page-data) makes no request.
export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const embedded = takePageData(path);
  if (embedded) return embedded.value as T;
  if (withoutNetwork) return withoutNetwork(path) as Promise<T>;
  const res = await request(path, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!res.ok) throw await toApiError(res);
  return readJson<T>(res);
}

// --- CSRF token -----------------------------------------------------------------------
// The latest token, kept in memory only. It changes whenever the session does: signup,
// login and logout answers carry the new one, and apiSend keeps it.
let csrfToken: string | null = null;
let csrfFetch: Promise<string> | null = null;

export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

// A fresh token from the server; concurrent callers share one request.
function fetchCsrfToken(): Promise<string> {
  csrfFetch ??= apiGet<{ csrfToken: string }>('/api/auth/csrf', { cache: 'no-store' })
    .then((r) => {
      csrfToken = r.csrfToken;
      return r.csrfToken;
    })
    .finally(() => {
      csrfFetch = null;
    });
  return csrfFetch;
}

// The token for a state-changing request made without apiSend (an XMLHttpRequest upload):
// the latest one, or a fresh one from the server. forceFresh after a 403 csrf-token-invalid.
export function getCsrfToken(forceFresh = false): Promise<string> {
  return !forceFresh && csrfToken ? Promise.resolve(csrfToken) : fetchCsrfToken();
}

export type SendMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

// A state-changing request with a JSON body and the X-CSRF-Token header. Without a token it
// fetches one first; on 403 csrf-token-invalid (an expired or replaced token, e.g. after a
// sign-in in another tab) it fetches a new one and retries once.
// `headers` adds request headers such as If-Match.
export async function apiSend<T>(method: SendMethod, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const send = (token: string) =>
    request(path, {
      method,
      cache: 'no-store',
      headers: {
        ...headers,
        Accept: 'application/json',
        'X-CSRF-Token': token,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  let res = await send(csrfToken ?? (await fetchCsrfToken()));
  if (res.status === 403) {
    const error = await toApiError(res);
    if (error.code !== 'csrf-token-invalid') throw error;
    res = await send(await fetchCsrfToken());
  }
  if (!res.ok) throw await toApiError(res);
  const data = await readJson<T>(res);
  const token = (data as { csrfToken?: unknown } | null)?.csrfToken;
  if (typeof token === 'string' && token !== '') csrfToken = token;
  return data;
}
