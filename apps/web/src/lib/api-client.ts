import { z } from 'zod';
import { accessTokenRead } from './access-token';
import { trackingCallStart } from './tracking/tracking';

/** A failed call: the HTTP status (0 when the server was not reached) and the server's error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function apiErrorIs(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Send the stored bearer token (default). The token verification call carries it in its body instead. */
  withToken?: boolean;
}

const errorReplySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the Prism server and returns the parsed JSON body (`null` for an empty body). Adds the
 * stored bearer token; turns any non-2xx answer into an {@link ApiError} carrying the server's
 * `{error: {code, message}}`. What a 401 or 429 leads to is decided by the query client. Each call
 * carries tracing headers and is reported to Prism's own analytics (spec 000 section 7).
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.withToken === false ? null : accessTokenRead();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const method = options.method ?? 'GET';
  const call = trackingCallStart(method, url);
  Object.assign(headers, call.headers);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const failure = new ApiError(0, 'network_error', 'The Prism server could not be reached.');
    call.finish(failure);
    throw failure;
  }

  const text = await response.text();
  const data = text ? parseJson(text) : null;
  if (!response.ok) {
    const reply = errorReplySchema.safeParse(data);
    const failure = reply.success
      ? new ApiError(response.status, reply.data.error.code, reply.data.error.message)
      : new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
    call.finish(failure);
    throw failure;
  }
  call.finish(response.status);
  return data;
}
