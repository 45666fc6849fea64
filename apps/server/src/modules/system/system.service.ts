import { requireCapability } from '../../lib/authz';
import { PRISM_VERSION } from '../../lib/version';
import type { AuthUser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import type { AnalyticsStore, Db } from '../../plugins/stores';

export interface UiLink {
  id: string;
  label: string;
  url: string;
}

/** What the portal's chrome reads from the server's configuration (`GET /api/ui-config`). */
export interface UiConfig {
  /** The optional 'Currently in Development' banner; null when `PRISM_DEV_BANNER` is unset. */
  devBanner: { text: string; productionUrl: string } | null;
  /** The external tools of the top bar, in menu order. */
  toolLinks: UiLink[];
  /** The two external links of the Self Install Reports entry of the left menu. */
  selfInstallLinks: UiLink[];
}

/** The chrome settings of a configuration; the tool list is fixed, only the addresses vary. */
export function uiConfigFrom(config: Config): UiConfig {
  const banner = config.PRISM_DEV_BANNER;
  return {
    devBanner:
      banner && config.PRISM_PRODUCTION_URL
        ? { text: banner, productionUrl: config.PRISM_PRODUCTION_URL }
        : null,
    toolLinks: [
      { id: 'tracing', label: 'Tracing', url: config.TOOL_TRACING_URL },
      { id: 'data-query', label: 'Data Query', url: config.TOOL_DATA_QUERY_URL },
      { id: 'event-dashboard', label: 'Event Dashboard', url: config.TOOL_EVENT_DASHBOARD_URL },
      { id: 'pivot', label: 'Pivot', url: config.TOOL_PIVOT_URL },
      { id: 'work-orders', label: 'Work Orders', url: config.TOOL_WORK_ORDERS_URL },
      { id: 'platform', label: 'Platform', url: config.TOOL_PLATFORM_URL },
    ],
    selfInstallLinks: [
      {
        id: 'self-install-events',
        label: 'Self Install Events',
        url: config.SELF_INSTALL_EVENTS_URL ?? config.TOOL_EVENT_DASHBOARD_URL,
      },
      {
        id: 'self-install-pivot',
        label: 'Self Install Pivot',
        url: config.SELF_INSTALL_PIVOT_URL ?? config.TOOL_PIVOT_URL,
      },
    ],
  };
}

/** How one store answered a trivial query: its engine, whether it answered and how fast. */
export interface StoreState {
  engine: string;
  status: 'ok' | 'down';
  /** Time to answer, rounded to the millisecond; null when it did not answer. */
  responseMs: number | null;
}

export interface StoresState {
  operational: StoreState;
  analytics: StoreState;
}

/** A store that has not answered by then counts as down, so a hung store never hangs the check. */
export const STORE_CHECK_TIMEOUT_MS = 5000;

async function storeCheck(engine: string, ask: () => Promise<unknown>): Promise<StoreState> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), STORE_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([ask(), timeout]);
    return { engine, status: 'ok', responseMs: Math.round(performance.now() - started) };
  } catch {
    return { engine, status: 'down', responseMs: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Whether both stores answered: what healthz and readyz ask of a {@link storesCheck}. */
export const storesUp = (stores: StoresState): boolean =>
  stores.operational.status === 'ok' && stores.analytics.status === 'ok';

/** Asks both stores at once whether they answer (the health checks and the System Status page). */
export async function storesCheck(db: Db, analytics: AnalyticsStore): Promise<StoresState> {
  const [operational, analyticsState] = await Promise.all([
    storeCheck(db.engine, () => db.query('SELECT 1 AS ok')),
    storeCheck(analytics.engine, () => analytics.ping()),
  ]);
  return { operational, analytics: analyticsState };
}

/** What the System Status page shows an admin (`GET /api/system/status`). */
export interface SystemStatus {
  version: string;
  /** When this server process started serving, ISO 8601. */
  startedAt: string;
  uptimeSeconds: number;
  nodeVersion: string;
  authMode: Config['AUTH_MODE'];
  stores: StoresState;
  /** Stored event totals; null when the analytics store could not give them. */
  events: { client: number; server: number } | null;
}

export interface SystemStatusDeps {
  db: Db;
  analytics: AnalyticsStore;
  config: Config;
  startedAtMs: number;
  now?: () => number;
}

/**
 * The server's version, uptime and stores for admins. A store that is down is reported, not
 * thrown: the page exists to show that.
 */
export async function systemStatusRead(auth: AuthUser, deps: SystemStatusDeps): Promise<SystemStatus> {
  requireCapability(auth, 'admin');
  const { db, analytics, config, startedAtMs, now = Date.now } = deps;
  const stores = await storesCheck(db, analytics);
  const events = stores.analytics.status === 'ok' ? await analytics.totals().catch(() => null) : null;
  return {
    version: PRISM_VERSION,
    startedAt: new Date(startedAtMs).toISOString(),
    uptimeSeconds: Math.max(0, Math.floor((now() - startedAtMs) / 1000)),
    nodeVersion: process.version,
    authMode: config.AUTH_MODE,
    stores,
    events,
  };
}
