import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/**
 * The embedded sign-in form's CSRF guard, a double submit: the page puts a random token both in a
 * cookie and in a hidden field, and a sign-in is accepted only when the two match. Another site can
 * make a browser post the form, but cannot read the cookie to fill the field, and the cookie is
 * SameSite=Strict, so a cross-site post does not even carry it.
 */
const COOKIE = 'prism_signin';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) {
      const token = value.join('=');
      return TOKEN.test(token) ? token : undefined;
    }
  }
  return undefined;
}

/**
 * The token for a sign-in page about to be rendered, set in its cookie. A browser that already holds
 * one keeps it, so two sign-in tabs both work. A session cookie: a page left open for hours still signs in.
 */
export function signInCsrfIssue(request: FastifyRequest, reply: FastifyReply): string {
  const token = cookieToken(request) ?? randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${COOKIE}=${token}; Path=/auth/login; HttpOnly; SameSite=Strict${secure}`);
  return token;
}

/** Refuses a sign-in form whose `csrf` field does not match its cookie: a 403 saying what to do. */
export function signInCsrfCheck(request: FastifyRequest, form: unknown): void {
  const expected = cookieToken(request);
  const field =
    form && typeof form === 'object' && Object.hasOwn(form, 'csrf')
      ? (form as { csrf: unknown }).csrf
      : undefined;
  const submitted = typeof field === 'string' ? field : undefined;
  const matches =
    expected !== undefined &&
    submitted !== undefined &&
    submitted.length === expected.length &&
    timingSafeEqual(Buffer.from(submitted), Buffer.from(expected));
  if (!matches) {
    throw new AppError(
      403,
      'csrf_failed',
      'Sign-in refused: the form did not come from this sign-in page. Open the sign-in page again and choose a persona.',
    );
  }
}
