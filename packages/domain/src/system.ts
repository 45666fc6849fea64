import { z } from 'zod';

/** `GET /api/version` (spec 000 section 7). */
export const versionReplySchema = z.object({ version: z.string() });

/** `GET /api/healthz`: both stores answer. */
export const healthReplySchema = z.object({
  status: z.literal('ok'),
  operational: z.string(),
  analytics: z.string(),
});

/** `GET /api/readyz`: ready once the stores answer and the work after listening is over (503 until then). */
export const readyReplySchema = z.object({
  status: z.enum(['ready', 'starting']),
  storesUp: z.boolean().optional(),
  running: z.array(z.string()),
  failed: z.array(z.string()),
});

export const uiLinkSchema = z.object({ id: z.string(), label: z.string(), url: z.string() });
export type UiLink = z.infer<typeof uiLinkSchema>;

/** `GET /api/ui-config`: the development banner and the external tool links the server is configured with. */
export const uiConfigSchema = z.object({
  /** The optional 'Currently in Development' banner; null when `PRISM_DEV_BANNER` is unset. */
  devBanner: z.object({ text: z.string(), productionUrl: z.string() }).nullable(),
  /** The external tools of the top bar, in menu order. */
  toolLinks: z.array(uiLinkSchema),
  /** The two external links of the Self Install Reports entry of the left menu. */
  selfInstallLinks: z.array(uiLinkSchema),
});
export type UiConfig = z.infer<typeof uiConfigSchema>;

/** How one store answered a trivial query: its engine, whether it answered and how fast (ms, rounded). */
export const storeStateSchema = z.object({
  engine: z.string(),
  status: z.enum(['ok', 'down']),
  responseMs: z.number().nullable(),
});
export type StoreState = z.infer<typeof storeStateSchema>;

/** `GET /api/system/status`: what the System Status page shows an admin. */
export const systemStatusSchema = z.object({
  version: z.string(),
  /** When this server process started serving, ISO 8601. */
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  nodeVersion: z.string(),
  authMode: z.enum(['embedded', 'oidc']),
  stores: z.object({ operational: storeStateSchema, analytics: storeStateSchema }),
  /** Stored event totals; null when the analytics store could not give them. */
  events: z.object({ client: z.number(), server: z.number() }).nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** `GET /api/analytics/event-counts`: stored events per application, the home page's live table. */
export const eventCountsSchema = z.object({
  generatedAt: z.number(),
  totals: z.object({ client: z.number(), server: z.number() }),
  apps: z.array(z.object({ appId: z.string(), events: z.number(), lastEventMs: z.number().nullable() })),
});
export type EventCounts = z.infer<typeof eventCountsSchema>;

/** `GET /api/prism-usage`: how Prism itself is used, for admins. */
export const prismUsageSchema = z.object({
  appId: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  totals: z.object({
    pageViews: z.number(),
    users: z.number(),
    visits: z.number(),
    apiCalls: z.number(),
    apiFailures: z.number(),
    errors: z.number(),
    feedback: z.number(),
  }),
  pages: z.array(z.object({ pageName: z.string(), views: z.number(), users: z.number() })),
  apiCalls: z.array(
    z.object({
      verb: z.string(),
      operation: z.string(),
      calls: z.number(),
      failures: z.number(),
      avgMs: z.number().nullable(),
    }),
  ),
});
export type PrismUsage = z.infer<typeof prismUsageSchema>;

/** The longest window the Prism Usage page asks for: 13 months (the longest relative period) and some slack. */
export const PRISM_USAGE_MAX_SPAN_MS = 400 * 24 * 60 * 60 * 1000;

export const prismUsageQuerySchema = z
  .object({
    startMs: z.coerce.number().int().min(946_684_800_000),
    endMs: z.coerce.number().int().max(4_102_444_800_000),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => query.endMs > query.startMs, { message: 'endMs must be after startMs', path: ['endMs'] })
  .refine((query) => query.endMs - query.startMs <= PRISM_USAGE_MAX_SPAN_MS, {
    message: 'The window may span at most 400 days',
    path: ['endMs'],
  });
export type PrismUsageQuery = z.infer<typeof prismUsageQuerySchema>;
