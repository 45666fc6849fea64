import { z } from 'zod';
import type { Capability } from './roles';

/**
 * Who may call an operation: anyone (`public`), anyone with a valid token (`signedIn`), or the
 * holders of one capability of {@link CAPABILITY}. Per-record rules (owner, per-application
 * permission, personal data) sit in the services on top of this.
 */
export type Access = 'public' | 'signedIn' | Capability;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a successful answer carries: JSON serialised from the reply schema, a page, a redirect,
 * nothing, or a body the handler writes itself (a file, GraphQL's own answer).
 */
export type ReplyKind = 'json' | 'html' | 'redirect' | 'empty' | 'raw';

/**
 * One REST operation, declared once: the server registers, gates, parses and serialises from it,
 * the web app builds its fetchers from it, and `/api/docs` documents it.
 */
export interface RestOperation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** The OpenAPI operationId and the handler's key on the server. */
  id: string;
  method: HttpMethod;
  /** Fastify-style path: `/api/groups/:id`. */
  path: string;
  summary: string;
  /** The area it belongs to, for the reference's sections. */
  tag: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  reply: R;
  /** The status of a successful answer (200 unless said). */
  status?: number;
  replyKind?: ReplyKind;
  /** The largest body accepted, when not the server's default. */
  bodyLimit?: number;
  /** Which rate limit counts its calls, if any (docs/security.md "Rate limits"). */
  rateLimit?: RateLimitClass;
}

/**
 * The rate limits Prism applies: the sign-in routes', the collector's, and the public survey
 * pages' (per respondent address).
 */
export type RateLimitClass = 'signIn' | 'collector' | 'surveyRespondent';

/** Declares a REST operation; only here to keep each operation's schemas' types. */
export function restOperation<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(operation: RestOperation<P, Q, B, R>): RestOperation<P, Q, B, R> {
  return operation;
}

type Declared<S> = [NonNullable<S>] extends [z.ZodNever] ? undefined : NonNullable<S>;
type Output<S> = Declared<S> extends z.ZodType ? z.output<Declared<S>> : undefined;
type Input<S> = Declared<S> extends z.ZodType ? z.input<Declared<S>> : undefined;

/** The parsed input a REST operation's handler receives. */
export interface OperationInput<O extends RestOperation> {
  params: Output<O['params']>;
  query: Output<O['query']>;
  body: Output<O['body']>;
}

/** What a caller sends for a REST operation (the input side of its schemas). */
export interface OperationRequest<O extends RestOperation> {
  params: Input<O['params']>;
  query: Input<O['query']>;
  body: Input<O['body']>;
}

export type OperationReply<O extends RestOperation> = z.output<O['reply']>;

/**
 * One field of a GraphQL endpoint (a query or a mutation), declared with its capability. The
 * endpoint refuses a document that selects a field with no declaration.
 */
export interface GraphqlOperation {
  /** The endpoint's id, such as `distillery`. */
  endpoint: string;
  type: 'query' | 'mutation';
  /** The top-level field name. */
  field: string;
  summary: string;
  access: Access;
}

/** A GraphQL endpoint: POST `{query, variables, operationName}` on each of its paths. */
export interface GraphqlEndpointDeclaration {
  id: string;
  /** The first is the endpoint's own; the others answer the same (older or ARCHITECTURE.md paths). */
  paths: readonly [string, ...string[]];
  summary: string;
  tag: string;
  /** Who may reach the endpoint at all; each field then needs its own access. */
  access: Access;
  /** Largest request body in bytes, when larger than the server's default. */
  bodyLimit?: number;
}

/** Fills a path's `:name` segments from params, encoding each value. */
export function operationPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

// ---------------------------------------------------------------------------------------------
// Input that any store can hold

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for a string holding a NUL or a UTF-16 surrogate without its pair. */
export function stringIsUnstorable(value: string): boolean {
  // Fast path: most strings have neither a NUL nor any surrogate.
  if (!/[\0\uD800-\uDFFF]/.test(value)) return false;
  if (value.includes('\0')) return true;
  return LONE_SURROGATE.test(value);
}

/**
 * Why a value cannot be taken as input, with the path to the first bad part, or null: a string
 * holding a NUL or a lone surrogate (no store can hold them), a number that is not finite
 * (`1e400` parses as Infinity), or nesting deeper than `maxDepth`.
 */
export function inputProblem(value: unknown, maxDepth = 32): { path: string; reason: string } | null {
  const walk = (node: unknown, path: string[], depth: number): { path: string; reason: string } | null => {
    if (typeof node === 'string') {
      if (!stringIsUnstorable(node)) return null;
      return {
        path: path.join('.'),
        reason: node.includes('\0')
          ? 'must not contain a NUL character'
          : 'must be valid Unicode (a lone surrogate was sent)',
      };
    }
    if (typeof node === 'number') {
      return Number.isFinite(node) ? null : { path: path.join('.'), reason: 'must be a finite number' };
    }
    if (node === null || typeof node !== 'object') return null;
    if (depth >= maxDepth)
      return { path: path.join('.'), reason: `is nested deeper than ${maxDepth} levels` };
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        const found = walk(node[i], [...path, String(i)], depth + 1);
        if (found) return found;
      }
      return null;
    }
    for (const key of Object.keys(node)) {
      const keyProblem = walk(key, [...path, '(key)'], depth + 1);
      if (keyProblem) return { ...keyProblem, path: [...path, JSON.stringify(key)].join('.') };
      const found = walk((node as Record<string, unknown>)[key], [...path, key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(value, [], 0);
}

/**
 * True when a JSON text may hold something {@link inputProblem} refuses: an escaped NUL or
 * surrogate, or an exponent of three digits. A cheap scan of the raw body, so that only the rare
 * body it flags is walked value by value.
 */
export function jsonTextMaySuspect(text: string): boolean {
  return /\\u0000|\\u[dD][89a-fA-F]|[0-9][eE][+-]?[0-9]{3}/.test(text);
}

/** An own property of a record, never one inherited from `Object.prototype` (`toString`, `__proto__`). */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The JSON error every failed REST call answers with. */
export const errorReplySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
