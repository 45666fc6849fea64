import {
  inputProblem,
  jsonTextMaySuspect,
  roleCan,
  type Access,
  type OperationInput,
  type OperationReply,
  type RateLimitClass,
  type RestOperation,
} from '@prism/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../plugins/auth';
import { AppError, badRequest, forbidden, parseInput } from './errors';

/** What the gate reads from a route: set only by {@link operationRoute} and the GraphQL door. */
export interface GatedRoute {
  id: string;
  access: Access;
  rateLimit?: RateLimitClass;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: GatedRoute;
  }
  interface FastifyRequest {
    /**
     * For a body read by the JSON parser: whether its text may hold a NUL, a lone surrogate or a
     * huge exponent, so that only such bodies are walked value by value. Null for other bodies.
     */
    jsonSuspect: boolean | null;
  }
}

/** The one test of a route's access, after its token has been verified. */
export function accessAllows(auth: AuthUser, access: Access): boolean {
  return access === 'public' || access === 'signedIn' || roleCan(auth.roles, access);
}

/**
 * Gates every request from its route's declaration: the route the router matched, not the raw
 * URL (an encoded `/%61pi/…` or an absolute-form request line reaches the same route and so the
 * same gate). A route without a declaration is the portal's static files or the not-found handler.
 */
export function installGate(
  app: FastifyInstance,
  verify: (request: FastifyRequest) => Promise<AuthUser>,
): void {
  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config.operation;
    if (!operation || operation.access === 'public') return;
    let auth: AuthUser;
    try {
      auth = await verify(request);
    } catch (error) {
      // Who was refused, and why, for whoever runs Prism (the token itself is never logged).
      request.log.info({ operation: operation.id, reason: (error as Error).message }, 'token refused');
      throw error;
    }
    request.auth = auth;
    if (!accessAllows(auth, operation.access)) {
      request.log.warn({ operation: operation.id, userId: auth.id, access: operation.access }, 'forbidden');
      throw forbidden(`Your roles do not allow this (${operation.access} needed)`);
    }
  });
}

const GUARDED = /^\/(api|auth)(\/|$)/;

/**
 * Refuses, at start, any route under /api or /auth registered without a declaration: a call that
 * is not declared has no gate, so it must not exist.
 */
export function installDeclarationGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.operation) return;
    if (GUARDED.test(route.url)) {
      throw new Error(
        `${String(route.method)} ${route.url} is not a declared operation: declare it in ` +
          '@prism/domain operations.ts and register it with operationRoute',
      );
    }
  });
}

/** `events.3.pageName` as a person reads it: `events[3].pageName`. */
function pathText(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** Refuses input no store can hold, naming where it was: `params`, `query` or the body's field. */
export function inputRefuse(where: string, value: unknown): void {
  const problem = inputProblem(value);
  if (!problem) return;
  const field = [where, problem.path].filter(Boolean).join('.');
  const eventMatch = /^events\.(\d+)\.?(.*)$/.exec(problem.path);
  throw badRequest(`${pathText(field)}: ${problem.reason}`, {
    field: problem.path || where,
    reason: problem.reason,
    ...(eventMatch ? { eventIndex: Number(eventMatch[1]), eventField: eventMatch[2] || undefined } : {}),
  });
}

/**
 * Reads JSON bodies for every route: a cheap scan of the text flags the rare body that may hold a
 * NUL, a lone surrogate or an exponent large enough to overflow (`1e400` parses as Infinity),
 * and only those are walked value by value before their schema runs. Keys that could reach an
 * object's prototype (`__proto__`, `constructor.prototype`) are refused for every route but the
 * collector, whose strict schema refuses every key it does not name (the scan costs it a fifth of
 * its time).
 */
export function installJsonBodies(app: FastifyInstance, rawJsonRoutes: ReadonlySet<string>): void {
  app.decorateRequest('jsonSuspect', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(new AppError(400, 'invalid_json', 'Body is empty but JSON was declared'), undefined);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(new AppError(400, 'invalid_json', 'Body is not valid JSON'), undefined);
      return;
    }
    if (!rawJsonRoutes.has(request.routeOptions.url ?? '') && /"(__proto__|constructor)"\s*:/.test(text)) {
      done(
        new AppError(400, 'bad_request', 'Body must not hold a "__proto__" or "constructor" key'),
        undefined,
      );
      return;
    }
    request.jsonSuspect = jsonTextMaySuspect(text);
    done(null, parsed);
  });
}

export interface OperationContext<O extends RestOperation> {
  /** The caller; null only for public operations. */
  auth: O['access'] extends 'public' ? AuthUser | null : AuthUser;
  input: OperationInput<O>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface OperationRouteOptions {
  /** Parses the body instead of its declared schema (the collector's compiled validator). */
  parseBody?: (body: unknown) => unknown;
}

/** JSON Schema of a reply, for Fastify to serialise from (fields not declared are never sent). */
function replyJsonSchema(schema: z.ZodType): object {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
}

/**
 * Registers a declared operation: the gate (from its access) runs before anything else, then its
 * params, query and body are refused if no store could hold them and parsed by their schemas (a
 * 400 naming the field), then the handler runs, and its answer is serialised from the reply schema.
 */
export function operationRoute<O extends RestOperation>(
  app: FastifyInstance,
  operation: O,
  handler: (context: OperationContext<O>) => Promise<OperationReply<O> | FastifyReply>,
  options: OperationRouteOptions = {},
): void {
  const kind = operation.replyKind ?? 'json';
  const status = operation.status ?? (kind === 'empty' ? 204 : 200);
  // Params and query always arrive as objects (empty when there are none).
  const parsePart = (schema: z.ZodType | undefined, value: unknown) =>
    schema ? parseInput(schema, value ?? {}) : undefined;
  app.route({
    method: operation.method,
    url: operation.path,
    ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
    config: {
      operation: { id: operation.id, access: operation.access, rateLimit: operation.rateLimit },
    },
    ...(kind === 'json' ? { schema: { response: { [status]: replyJsonSchema(operation.reply) } } } : {}),
    handler: async (request, reply) => {
      inputRefuse('params', request.params);
      inputRefuse('query', request.query);
      if (request.body !== undefined && request.jsonSuspect !== false) inputRefuse('', request.body);
      const input = {
        params: parsePart(operation.params, request.params),
        query: parsePart(operation.query, request.query),
        body: options.parseBody
          ? options.parseBody(request.body)
          : operation.body
            ? parseInput(operation.body, request.body)
            : undefined,
      } as OperationInput<O>;
      reply.status(status);
      const auth = request.auth as OperationContext<O>['auth'];
      const result = await handler({ auth, input, request, reply });
      if (result === reply) return reply;
      if (kind === 'empty') return reply.send();
      return result;
    },
  });
}
