import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, parseInput } from '../../lib/errors';
import { bearerToken } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import {
  loginFormSchema,
  loginQuerySchema,
  safeRedirect,
  tokenRequestSchema,
  verifyRequestSchema,
  withAccessToken,
} from './auth.schemas';
import { loginPageHtml } from './login-page';
import { PERSONAS, personaByUsername, type Persona } from './personas';
import { signInCsrfCheck, signInCsrfIssue } from './sign-in-csrf';

function personaUser(persona: Persona) {
  return {
    id: persona.username,
    pid: persona.pid,
    email: persona.email,
    name: persona.name,
    roles: persona.roles,
  };
}

function requirePersona(username: string): Persona {
  const persona = personaByUsername(username);
  if (!persona) throw badRequest(`username: unknown demo persona "${username}"`);
  return persona;
}

export async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const embedded = opts.config.AUTH_MODE === 'embedded';

  app.get('/auth/login', async (request, reply) => {
    const { redirect } = parseInput(loginQuerySchema, request.query);
    const target = safeRedirect(redirect, request.headers.host);
    if (!embedded) {
      const login = new URL(opts.config.OIDC_LOGIN_URL!);
      login.searchParams.set(
        'redirect',
        new URL(target, `${request.protocol}://${request.headers.host}`).href,
      );
      return reply.redirect(login.href);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(loginPageHtml(PERSONAS, target, signInCsrfIssue(request, reply)));
  });

  app.post('/auth/login', async (request, reply) => {
    if (!embedded) throw notFound('Sign-in happens at the OIDC provider');
    // Before anything else of the form is read: a post from another site learns nothing.
    signInCsrfCheck(request, request.body);
    const form = parseInput(loginFormSchema, request.body);
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

  app.post('/auth/token', async (request) => {
    if (!embedded) throw notFound('POST /auth/token exists only with AUTH_MODE=embedded');
    const { username } = parseInput(tokenRequestSchema, request.body);
    return { accessToken: await app.tokens.issue(personaUser(requirePersona(username))) };
  });

  app.get('/auth/jwks.json', async () => app.tokens.jwks());

  app.post('/api/tokens/access/verify', async (request) => {
    const { authorization } = parseInput(verifyRequestSchema, request.body);
    const user = await app.tokens.verify(bearerToken(authorization));
    return { id: user.id, pid: user.pid, email: user.email, name: user.name, roles: user.roles };
  });
}
