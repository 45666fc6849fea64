import { getJwks, getSignInPage, issueToken, signIn, verifyAccessToken } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/errors';
import { operationRoute } from '../../lib/operations';
import { bearerToken } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { safeRedirect, withAccessToken } from './auth.schemas';
import { loginPageHtml } from './login-page';
import { PERSONAS, personaByUsername, personaUser, type Persona } from './personas';
import { signInCsrfCheck, signInCsrfIssue } from './sign-in-csrf';

function requirePersona(username: string): Persona {
  const persona = personaByUsername(username);
  if (!persona) throw badRequest(`username: unknown demo persona "${username}"`);
  return persona;
}

export async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const embedded = opts.config.AUTH_MODE === 'embedded';

  operationRoute(app, getSignInPage, async ({ request, reply, input }) => {
    const target = safeRedirect(input.query.redirect, request.headers.host);
    if (!embedded) {
      const login = new URL(opts.config.OIDC_LOGIN_URL!);
      login.searchParams.set(
        'redirect',
        new URL(target, `${request.protocol}://${request.headers.host}`).href,
      );
      return reply.redirect(login.href, 302);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(loginPageHtml(PERSONAS, target, signInCsrfIssue(request, reply)));
  });

  operationRoute(app, signIn, async ({ request, reply, input }) => {
    if (!embedded) throw notFound('Sign-in happens at the OIDC provider');
    // Before the form is used: a post from another site gets nothing.
    signInCsrfCheck(request, request.body);
    const form = input.body;
    const target = safeRedirect(form.redirect, request.headers.host);
    const persona = personaByUsername(form.username);
    if (!persona) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          loginPageHtml(
            PERSONAS,
            target,
            signInCsrfIssue(request, reply),
            `Unknown persona "${form.username}".`,
          ),
        );
    }
    const token = await app.tokens.issue(personaUser(persona));
    return reply.redirect(withAccessToken(target, token), 303);
  });

  operationRoute(app, issueToken, async ({ input }) => {
    if (!embedded) throw notFound('POST /auth/token exists only with AUTH_MODE=embedded');
    return { accessToken: await app.tokens.issue(personaUser(requirePersona(input.body.username))) };
  });

  operationRoute(app, getJwks, async () => app.tokens.jwks());

  operationRoute(app, verifyAccessToken, async ({ input }) => {
    const user = await app.tokens.verify(bearerToken(input.body.authorization));
    return { id: user.id, pid: user.pid, email: user.email, name: user.name, roles: user.roles };
  });
}
