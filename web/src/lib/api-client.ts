// The one API client: fetches JSON from our server and turns its error shape
// {"error":{"code","message"}} (or a network failure) into an ApiError with a message a
// student can read.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  } catch {
    throw new ApiError('Could not reach Pathshala. Check your internet connection and try again.', 0, 'network-request-failed');
  }
  if (!res.ok) {
    let code = 'http-error';
    let message = `The server answered ${res.status}. Please try again.`;
    try {
      const body = (await res.json()) as { error?: { code?: string; message?: string } };
      if (body.error?.code) code = body.error.code;
      if (body.error?.message) message = body.error.message;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError(message, res.status, code);
  }
  return (await res.json()) as T;
}
