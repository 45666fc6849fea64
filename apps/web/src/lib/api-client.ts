import {
  errorReplySchema,
  operationPath,
  type GraphqlEndpointDeclaration,
  type OperationReply,
  type OperationRequest,
  type RestOperation,
} from '@prism/domain';
import { z } from 'zod';
import { accessTokenRead } from './access-token';
import { trackingCallStart } from './tracking/tracking';

/**
 * A failed call: the HTTP status (0 when the server was not reached), the server's error code and,
 * when it sent them, its error's `details` (a 400's problems per field, say), unchecked.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function apiErrorIs(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/** The code of an {@link ApiError} for a 2xx answer that is not the shape the operation declares. */
export const API_REPLY_UNEXPECTED = 'unexpected_reply';

type QueryValue = string | number | boolean;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Each value once; a list repeats its key (`appIDs[]=a&appIDs[]=b`). Undefined values are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[] | null | undefined>;
  signal?: AbortSignal;
  /** Send the stored bearer token (default). The token verification call carries it in its body instead. */
  withToken?: boolean;
}

/** GraphQL's own errors, which a refused document (400) comes back with instead of Prism's error. */
const graphqlErrorsSchema = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The {@link ApiError} of a failed answer's status and parsed body: the server's error reply, GraphQL's
 * errors, or the bare status. Exported for calls that cannot go through `fetch` (an upload's progress
 * needs XMLHttpRequest).
 */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const reply = errorReplySchema.safeParse(data);
  if (reply.success) {
    const { code, message, details } = reply.data.error;
    return new ApiError(status, code, message, details);
  }
  const graphql = graphqlErrorsSchema.safeParse(data);
  if (graphql.success) return new ApiError(status, 'graphql_error', graphql.data.errors[0]!.message);
  return new ApiError(status, 'http_error', `The server answered ${status}.`);
}

/** How a successful answer's body is read: parsed JSON (the API's answers) or a file. */
type BodyRead = 'json' | 'blob';

async function send(
  path: string,
  options: ApiRequestOptions,
  read: BodyRead = 'json',
): Promise<{ status: number; data: unknown }> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const item of [value ?? []].flat()) url.searchParams.append(key, String(item));
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

  if (response.ok && read === 'blob') {
    call.finish(response.status);
    return { status: response.status, data: await response.blob() };
  }
  const text = await response.text();
  const data = text ? parseJson(text) : null;
  if (!response.ok) {
    const failure = apiErrorOf(response.status, data);
    call.finish(failure);
    throw failure;
  }
  call.finish(response.status);
  return { status: response.status, data };
}

/**
 * Calls the Prism server and returns the JSON body as it came (`null` for an empty body), unchecked.
 * Adds the stored bearer token; turns any non-2xx answer into an {@link ApiError} carrying the
 * server's `{error: {code, message}}`. What a 401 or 429 leads to is decided by the query client.
 * Each call carries tracing headers and is reported to Prism's own analytics (spec 000 section 7).
 * Features call {@link apiCall}, which builds the request from an operation's declaration and
 * checks the answer against it.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  return (await send(path, options)).data;
}

/**
 * Downloads a file the server answers for the signed-in user (an export's CSV): the body as a Blob,
 * fetched with the bearer token, since a bare link would reach the server without it. Errors are
 * those of {@link apiRequest}, with the server's own message.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions, 'signal'> = {},
): Promise<Blob> {
  return (await send(path, options, 'blob')).data as Blob;
}

/** What a call sends: the operation's path params, query and body, each only when it declares one. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type ApiCallRequest<O extends RestOperation> = Part<'params', OperationRequest<O>['params']> &
  Part<'query', OperationRequest<O>['query']> &
  Part<'body', OperationRequest<O>['body']>;

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** Send the stored bearer token (default). */
  withToken?: boolean;
}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'no detail';
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the reply';
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `${where}: ${issue.message}${more}`;
}

/**
 * Calls one declared operation of `@prism/domain`: its method, its path filled from
 * `request.params`, `request.query` in the query string (a list under a bracket key such as
 * `appIDs[]` is sent once per value), `request.body` as JSON. The 2xx answer is parsed with the
 * operation's reply schema, so the web app reads exactly the shape the server declares; an answer
 * of another shape is an {@link ApiError} with code {@link API_REPLY_UNEXPECTED}. Errors, the
 * token and call tracking are those of {@link apiRequest}.
 */
export async function apiCall<O extends RestOperation>(
  operation: O,
  request: ApiCallRequest<O>,
  options: ApiCallOptions = {},
): Promise<OperationReply<O>> {
  const { params, query, body } = request as {
    params?: Record<string, string | number>;
    query?: ApiRequestOptions['query'];
    body?: unknown;
  };
  const { status, data } = await send(operationPath(operation.path, params), {
    method: operation.method,
    query,
    body,
    signal: options.signal,
    withToken: options.withToken,
  });
  const reply = operation.reply.safeParse(data);
  if (!reply.success) {
    throw new ApiError(
      status,
      API_REPLY_UNEXPECTED,
      `The server's answer to ${operation.method} ${operation.path} did not have the declared shape (${issueText(reply.error)}).`,
    );
  }
  return reply.data as OperationReply<O>;
}

/** A GraphQL document and its variables. */
export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A GraphQL answer: whatever data resolved (partial results are kept) and the errors beside it. */
export interface GraphqlReply<T> {
  data: T | null;
  errors: GraphqlError[];
}

/** One GraphQL error; Prism's endpoints add the HTTP status and error code of a refusal. */
export interface GraphqlError {
  message: string;
  extensions?: { code?: string; status?: number };
}

const graphqlErrorSchema = z.object({
  message: z.string(),
  extensions: z
    .object({ code: z.string().optional(), status: z.number().optional() })
    .optional()
    .catch(undefined),
});

/**
 * Sends a GraphQL document to a declared endpoint (its own path, the first of `endpoint.paths`) and
 * parses the answer's `data` with `dataSchema`, the shape the document selects. Errors beside the
 * data are returned, not thrown, so the caller decides what a partial result is worth; an answer of
 * another shape is an {@link ApiError} with code {@link API_REPLY_UNEXPECTED}.
 */
export async function apiGraphql<S extends z.ZodType>(
  endpoint: GraphqlEndpointDeclaration,
  request: GraphqlRequest,
  dataSchema: S,
  options: ApiCallOptions = {},
): Promise<GraphqlReply<z.output<S>>> {
  const { status, data } = await send(endpoint.paths[0], {
    method: 'POST',
    body: request,
    signal: options.signal,
    withToken: options.withToken,
  });
  const reply = z
    .object({
      data: dataSchema.nullable().optional(),
      errors: z.array(graphqlErrorSchema).optional(),
    })
    .safeParse(data);
  if (!reply.success) {
    throw new ApiError(
      status,
      API_REPLY_UNEXPECTED,
      `The server's answer to GraphQL ${endpoint.paths[0]} did not have the declared shape (${issueText(reply.error)}).`,
    );
  }
  return { data: (reply.data.data ?? null) as z.output<S> | null, errors: reply.data.errors ?? [] };
}
