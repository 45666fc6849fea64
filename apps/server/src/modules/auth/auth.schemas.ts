import { z } from 'zod';

export const tokenRequestSchema = z.object({ username: z.string().trim().min(1).max(64) });
export const verifyRequestSchema = z.object({ authorization: z.string().max(8192) });
export const loginQuerySchema = z.object({ redirect: z.string().max(4096).optional() });
export const loginFormSchema = z.object({
  username: z.string().trim().min(1).max(64),
  redirect: z.string().max(4096).optional(),
});

/**
 * Keeps sign-in redirects on this site: a path, or an absolute URL on the same host. Anything else
 * (another host, `//evil`, `javascript:`) falls back to `/` so the login page is no open redirect.
 */
export function safeRedirect(target: string | undefined, host: string | undefined): string {
  if (!target) return '/';
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  try {
    const url = new URL(target);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host === host) {
      return `${url.pathname}${url.search}${url.hash}`;
    }
  } catch {
    // not a URL at all: fall through to the default
  }
  return '/';
}

/** Adds `accessToken` to a redirect target, keeping its query and hash. */
export function withAccessToken(target: string, token: string): string {
  const url = new URL(target, 'http://prism.local');
  url.searchParams.set('accessToken', token);
  return `${url.pathname}${url.search}${url.hash}`;
}
