import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';

/** An error meant for the caller: its status, a stable code and a message that says what was wrong. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'bad_request', message, details);
export const unauthorized = (message: string, code = 'unauthorized') => new AppError(401, code, message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message);

/** Names the first bad field of a zod error the way a person would: `applicationIDs: Please choose…`. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** Parses input with a schema, turning failure into a 400 that names the field and reason. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw badRequest(
      zodMessage(parsed.error),
      parsed.error.issues.map(({ path, message }) => ({ path, message })),
    );
  }
  return parsed.data;
}

const fastifyCodes: Record<string, { status: number; code: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'Body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'Body is empty but JSON was declared',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request' },
  FST_ERR_VALIDATION: { status: 400, code: 'bad_request' },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'The address is not a valid URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'A path segment is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'bad_request' },
};

/** Fastify's `frameworkErrors`: the router's own refusals in the one JSON error shape. */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = fastifyCodes[error.code];
  const status = known?.status ?? 400;
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ error: { code: known?.code ?? 'bad_request', message: known?.message ?? 'Bad request' } });
}

/** JSON errors for every route (ARCHITECTURE.md): `{"error": {"code", "message"}}`, never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, err.message);
      return reply
        .status(err.status)
        .headers(err.headers)
        .send({
          error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) },
        });
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({ error: { code: 'bad_request', message: zodMessage(err) } });
    }
    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) {
      return reply
        .status(known.status)
        .send({ error: { code: known.code, message: known.message ?? err.message } });
    }
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: { code: 'bad_request', message: err.message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
  });
}
