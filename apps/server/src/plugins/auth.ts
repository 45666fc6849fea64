import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import {
  SignJWT,
  createRemoteJWKSet,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { unauthorized } from '../lib/errors';
import { installGate } from '../lib/operations';
import type { Config } from './config';

/** Who is calling: read from a verified token on every `/api` request. */
export interface AuthUser {
  id: string;
  pid: string;
  email: string;
  name: string;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

const ISSUER = 'prism';
const AUDIENCE = 'prism';
const ALG = 'ES256';

export interface TokenService {
  /** Signs a token for a user; `service` marks tokens Prism mints for itself (seeding, tracking). */
  issue(user: AuthUser, opts?: { service?: boolean; ttlSeconds?: number }): Promise<string>;
  /** Verifies a bearer token; throws a 401 AppError saying why it was refused. */
  verify(token: string): Promise<AuthUser>;
  /** Public keys of Prism's own tokens. */
  jwks(): { keys: JWK[] };
}

async function loadOrCreateKey(dataDir: string) {
  const file = path.join(dataDir, 'keys', 'token-signing-key.json');
  try {
    const jwk = JSON.parse(await fs.readFile(file, 'utf8')) as JWK;
    return { jwk, key: await importJWK(jwk, ALG) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: ALG, kid: `prism-${Date.now().toString(36)}` };
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(jwk), { mode: 0o600 });
  return { jwk, key: await importJWK(jwk, ALG) };
}

function claimAt(payload: JWTPayload, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }, payload);
}

function toRoles(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  if (typeof value === 'string') return value.split(/[,\s]+/).filter(Boolean);
  return [];
}

function userFromClaims(payload: JWTPayload, rolesClaim: string): AuthUser {
  const str = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  const id = payload.sub ?? '';
  if (!id) throw unauthorized('Access token invalid: it names no subject', 'invalid_token');
  return {
    id,
    pid: str('pid') || str('preferred_username') || id,
    email: str('email'),
    name: str('name'),
    roles: toRoles(claimAt(payload, rolesClaim)),
  };
}

function refusal(err: unknown): Error {
  if (err instanceof joseErrors.JWTExpired) return unauthorized('Access token expired', 'token_expired');
  if (err instanceof Error && 'status' in err) return err;
  return unauthorized('Access token invalid', 'invalid_token');
}

/** Most verified tokens remembered at once: more than the people signed in at any one time. */
export const VERIFIED_TOKENS_MAX = 5_000;

/**
 * Tokens already verified, until they expire. Checking an ES256 signature costs about a
 * millisecond of the main thread, on every API call; a token's claims cannot change without its
 * text changing, so a token seen before needs only its expiry checked again. Oldest first out.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { user: AuthUser; expiresMs: number }>();

  constructor(private readonly max = VERIFIED_TOKENS_MAX) {}

  /** The token's user if it was verified and has not expired since; expired tokens are dropped. */
  get(token: string, nowMs: number): AuthUser | 'expired' | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresMs <= nowMs) {
      this.entries.delete(token);
      return 'expired';
    }
    return entry.user;
  }

  /** Remembers a verified token; one without an expiry is never remembered. */
  set(token: string, user: AuthUser, exp: number | undefined): void {
    if (exp === undefined) return;
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { user, expiresMs: exp * 1000 });
  }

  get size(): number {
    return this.entries.size;
  }
}

export async function createTokenService(config: Config): Promise<TokenService> {
  const { jwk, key } = await loadOrCreateKey(config.dataDir);
  const { d: _private, ...publicJwk } = jwk;
  const publicKey = await importJWK(publicJwk, ALG);
  const oidcKeys: JWTVerifyGetKey | null =
    config.AUTH_MODE === 'oidc' && config.OIDC_JWKS_URL
      ? createRemoteJWKSet(new URL(config.OIDC_JWKS_URL))
      : null;

  const verified = new VerifiedTokens();

  async function verifyOwn(token: string): Promise<{ user: AuthUser; exp: number | undefined }> {
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALG],
    });
    // In OIDC mode people sign in elsewhere; Prism's own key then only vouches for its service tokens.
    if (oidcKeys && payload.svc !== true) throw unauthorized('Access token invalid', 'invalid_token');
    return { user: userFromClaims(payload, 'roles'), exp: payload.exp };
  }

  async function verifyFully(token: string): Promise<{ user: AuthUser; exp: number | undefined }> {
    if (!oidcKeys) return verifyOwn(token);
    const issuer = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).iss;
    if (issuer === ISSUER) return verifyOwn(token);
    const { payload } = await jwtVerify(token, oidcKeys, {
      issuer: config.OIDC_ISSUER,
      ...(config.OIDC_AUDIENCE ? { audience: config.OIDC_AUDIENCE } : {}),
    });
    return { user: userFromClaims(payload, config.OIDC_ROLES_CLAIM), exp: payload.exp };
  }

  return {
    async issue(user, opts = {}) {
      return new SignJWT({
        pid: user.pid,
        email: user.email,
        name: user.name,
        roles: user.roles,
        svc: opts.service,
      })
        .setProtectedHeader({ alg: ALG, kid: jwk.kid })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${opts.ttlSeconds ?? config.TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token, Date.now());
      if (known === 'expired') throw unauthorized('Access token expired', 'token_expired');
      if (known) return known;
      try {
        const { user, exp } = await verifyFully(token);
        verified.set(token, user, exp);
        return user;
      } catch (err) {
        throw refusal(err);
      }
    },
    jwks: () => ({ keys: [publicJwk] }),
  };
}

/** Reads `Authorization: Bearer …`; throws 401 when absent. */
export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1] || match[1] === 'undefined')
    throw unauthorized('Authentication required: send a bearer token', 'missing_token');
  return match[1];
}

/**
 * Verifies the bearer token of every request whose route's declaration needs one, and checks its
 * access, from the route the router matched (see `installGate`).
 */
export const authPlugin = fp(async (app, opts: { config: Config }) => {
  app.decorate('tokens', await createTokenService(opts.config));
  app.decorateRequest('auth', null);
  installGate(app, (request) => app.tokens.verify(bearerToken(request.headers.authorization)));
});
