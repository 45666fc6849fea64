import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
/** A link the portal opens in a new tab: an absolute http(s) URL or a path on this server. */
const linkUrl = z
  .string()
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s]*$/.test(value),
    'must be an http(s) URL or a path',
  );
/** Requests per minute from one caller; 0 turns the limit off. */
const perMinute = z.coerce.number().int().min(0).max(1_000_000);

/** Whether a host name or address is this machine only (127.0.0.0/8, ::1, localhost). */
export function hostIsLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare)
  );
}

/** An identity provider address: https, or http on this machine only (a test provider). */
function providerUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an https URL';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && hostIsLoopback(url.hostname)) return undefined;
  return 'must be https; plain http is allowed only on a loopback host';
}

/** Every setting Prism reads from the environment; README's configuration table mirrors this. */
export const configSchema = z
  .object({
    PORT: port.default(8080),
    // Unset: loopback with embedded sign-in (anyone who reaches it can take an admin token), else all.
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalUrl,
    CLICKHOUSE_URL: optionalUrl,
    CLICKHOUSE_DATABASE: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a plain identifier')
      .default('prism'),
    AUTH_MODE: z.enum(['embedded', 'oidc']).default('embedded'),
    TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 3600)
      .default(8 * 3600),
    OIDC_ISSUER: z.string().optional(),
    OIDC_JWKS_URL: optionalUrl,
    OIDC_LOGIN_URL: optionalUrl,
    OIDC_AUDIENCE: z.string().optional(),
    OIDC_ROLES_CLAIM: z.string().min(1).default('roles'),
    SEED_ON_START: z.enum(['true', 'false']).default('true'),
    SEED_EVENTS: z.coerce.number().int().min(0).max(50_000_000).default(350_000),
    SEED_DAYS: z.coerce.number().int().min(1).max(400).default(30),
    SEED: z.coerce.number().int().default(42),
    /** Demo feedback items sent through the ingestion call into an empty feedback store. */
    SEED_FEEDBACK: z.coerce.number().int().min(0).max(5_000_000).default(50_000),
    WEB_DIST: z.string().optional(),
    PRISM_SOURCEMAPS: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute.default(60),
    RATE_LIMIT_COLLECTOR_PER_MINUTE: perMinute.default(6000),
    // The public survey pages' calls per respondent address and route (issue 18).
    RATE_LIMIT_SURVEY_PER_MINUTE: perMinute.default(30),
    KRYPTO_KEY: z
      .string()
      .refine(
        (value) =>
          /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && [32, 64].includes(Buffer.from(value, 'base64').length),
        'must be the base64 of a 32- or 64-byte key',
      )
      .optional(),
    // The portal's chrome: the optional development banner and the external tool links.
    PRISM_DEV_BANNER: z.string().trim().optional(),
    PRISM_PRODUCTION_URL: linkUrl.optional(),
    TOOL_TRACING_URL: linkUrl.default('http://localhost:16686'),
    TOOL_DATA_QUERY_URL: linkUrl.default('http://localhost:8088/sqllab/'),
    TOOL_EVENT_DASHBOARD_URL: linkUrl.default('http://localhost:5601'),
    TOOL_PIVOT_URL: linkUrl.default('http://localhost:9090'),
    TOOL_WORK_ORDERS_URL: linkUrl.default('/tools/work-orders/search'),
    TOOL_PLATFORM_URL: linkUrl.default('http://localhost:3000'),
    SELF_INSTALL_EVENTS_URL: linkUrl.optional(),
    SELF_INSTALL_PIVOT_URL: linkUrl.optional(),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.PRISM_DEV_BANNER && !cfg.PRISM_PRODUCTION_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['PRISM_PRODUCTION_URL'],
        message: 'is required when PRISM_DEV_BANNER is set (the banner links to production)',
      });
    if (cfg.AUTH_MODE !== 'oidc') return;
    for (const key of ['OIDC_ISSUER', 'OIDC_JWKS_URL', 'OIDC_LOGIN_URL', 'OIDC_AUDIENCE'] as const) {
      if (!cfg[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when AUTH_MODE=oidc' });
    }
    for (const key of ['OIDC_ISSUER', 'OIDC_JWKS_URL'] as const) {
      const problem = cfg[key] ? providerUrlProblem(cfg[key]) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
    }
  });

export type Config = Omit<z.infer<typeof configSchema>, 'HOST'> & {
  HOST: string;
  dataDir: string;
  webDist: string;
};

/** Variables whose value never appears in a start-up error, even a wrong one. */
const SECRET_KEYS = new Set(['KRYPTO_KEY']);

/** Raised at start-up when the environment is wrong; its message names each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; throws {@link ConfigError} naming the variable at fault. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(known);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const got = SECRET_KEYS.has(key) ? 'value hidden' : `got ${JSON.stringify(env[key] ?? null)}`;
      return `${key}: ${issue.message} (${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    HOST: cfg.HOST ?? (cfg.AUTH_MODE === 'embedded' ? '127.0.0.1' : '0.0.0.0'),
    // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where `npm start` ran.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), cfg.DATA_DIR),
    webDist: path.resolve(cfg.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
  };
}
