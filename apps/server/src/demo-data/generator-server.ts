import type { Application, ServerEvent } from '@prism/domain';
import { responseCode, responseTimeMs } from './generator-http';
import { type Rand, type Weighted, weighted } from './generator-random';

/** Server analytics: the backend services' own view of the calls they serve and make. */

interface ServerApi {
  readonly name: string;
  readonly verb: string;
  /** For outgoing calls, the dependency called; incoming calls land on the service's own hosts. */
  readonly host: string | undefined;
  readonly medianMs: number;
  readonly failRate: number;
  /** Calls that go through the payment gateway, which fails during the error spike. */
  readonly payment: boolean;
}

export interface ServiceDef {
  readonly slug: string;
  /** Relative traffic among services. */
  readonly weight: number;
  readonly incoming: Weighted<ServerApi>;
  readonly outgoing: Weighted<ServerApi>;
}

type ApiRow = readonly [
  verb: string,
  path: string,
  weight: number,
  medianMs: number,
  failRate?: number,
  host?: string,
];

function apis(rows: readonly ApiRow[], payment: readonly string[] = []): Weighted<ServerApi> {
  return weighted(
    rows.map(([verb, path, weight, medianMs, failRate = 0.015, host]) => {
      const name = `${verb} ${path}`;
      return [{ name, verb, host, medianMs, failRate, payment: payment.includes(name) }, weight] as const;
    }),
  );
}

const BILLING_CORE = 'billing-core.corp.example.com';
const PAYMENT_CALLS = ['POST /accounts/{id}/payments', 'POST /gateway/charge'];

const SERVICES: Record<string, ServiceDef> = {
  IdentityService: {
    slug: 'identity',
    weight: 34,
    incoming: apis([
      ['POST', '/oauth/token', 40, 45, 0.03],
      ['GET', '/userinfo', 25, 30],
      ['POST', '/login', 15, 220, 0.08],
      ['GET', '/.well-known/jwks.json', 10, 8, 0.002],
      ['POST', '/mfa/verify', 5, 160, 0.06],
      ['POST', '/logout', 5, 25],
    ]),
    outgoing: apis([
      ['GET', '/directory/users/{id}', 60, 35, 0.01, 'ldap-proxy.corp.example.com'],
      ['POST', '/risk/score', 40, 120, 0.02, 'risk-api.example.com'],
    ]),
  },
  BillingService: {
    slug: 'billing',
    weight: 22,
    incoming: apis(
      [
        ['GET', '/accounts/{id}/balance', 35, 110],
        ['GET', '/accounts/{id}/statements', 25, 240],
        ['GET', '/accounts/{id}/autopay', 15, 90],
        ['POST', '/accounts/{id}/payments', 12, 640, 0.03],
        ['GET', '/accounts/{id}/statements/{statementId}/pdf', 8, 900, 0.02],
        ['PUT', '/accounts/{id}/autopay', 5, 260, 0.03],
      ],
      PAYMENT_CALLS,
    ),
    outgoing: apis(
      [
        ['GET', '/billing-system/accounts/{id}', 70, 180, 0.015, BILLING_CORE],
        ['POST', '/gateway/charge', 30, 520, 0.02, 'payments-gw.example.com'],
      ],
      PAYMENT_CALLS,
    ),
  },
  EntitlementService: {
    slug: 'entitlement',
    weight: 20,
    incoming: apis([
      ['GET', '/entitlements/{accountId}', 50, 40],
      ['POST', '/entitlements/check', 40, 25],
      ['GET', '/packages/{id}', 10, 60],
    ]),
    outgoing: apis([['GET', '/billing-codes/{accountId}', 100, 150, 0.015, BILLING_CORE]]),
  },
  LineupService: {
    slug: 'lineup',
    weight: 16,
    incoming: apis([
      ['GET', '/lineups/{headendId}', 35, 80],
      ['GET', '/listings', 30, 210, 0.02],
      ['GET', '/channels/{id}', 25, 20],
      ['GET', '/channels/{id}/logo', 10, 12, 0.005],
    ]),
    outgoing: apis([['GET', '/schedules/{stationId}', 100, 300, 0.03, 'metadata-feed.example.com']]),
  },
  WorkOrderService: {
    slug: 'workorder',
    weight: 8,
    incoming: apis([
      ['GET', '/workorders/{id}', 35, 70],
      ['PATCH', '/workorders/{id}', 25, 140, 0.03],
      ['GET', '/workorders', 20, 180],
      ['POST', '/workorders', 10, 260, 0.03],
      ['GET', '/technicians/{id}/route', 10, 420, 0.02],
    ]),
    outgoing: apis([
      ['POST', '/dispatch/notify', 60, 90, 0.02, 'notify.corp.example.com'],
      ['GET', '/inventory/{serial}', 40, 110, 0.02, 'inventory.corp.example.com'],
    ]),
  },
};

/** Services added to the catalogue later get a plain CRUD shape. */
function genericService(app: Application): ServiceDef {
  const slug = app.name.replace(/Service$/, '').toLowerCase() || 'service';
  return {
    slug,
    weight: 8,
    incoming: apis([
      ['GET', '/items/{id}', 60, 60],
      ['POST', '/items', 25, 180, 0.03],
      ['GET', '/health', 15, 3, 0.001],
    ]),
    outgoing: apis([['GET', '/config/{key}', 100, 25, 0.01, 'config.corp.example.com']]),
  };
}

export function serviceOf(app: Application): ServiceDef {
  return SERVICES[app.name] ?? genericService(app);
}

/** A service with its host names resolved. */
export interface ServiceRuntime {
  readonly id: string;
  readonly def: ServiceDef;
  readonly productionHosts: readonly string[];
  readonly stagingHosts: readonly string[];
}

export function serviceRuntime(app: Application): ServiceRuntime {
  const def = serviceOf(app);
  const productionHosts = ['east', 'west'].flatMap((region) =>
    [1, 2, 3].map((n) => `${def.slug}-prod-${region}-0${n}.svc.example.net`),
  );
  const stagingHosts = [1, 2].map((n) => `${def.slug}-stg-0${n}.svc.example.net`);
  return { id: app.id, def, productionHosts, stagingHosts };
}

const STAGING_SHARE = 0.04;
const OUTGOING_SHARE = 0.22;

/** One server event at `timestamp`; `outage` is true inside the error-spike window. */
export function makeServerEvent(
  rand: Rand,
  service: ServiceRuntime,
  timestamp: number,
  outage: boolean,
): ServerEvent {
  const staging = rand.chance(STAGING_SHARE);
  const outgoing = rand.chance(OUTGOING_SHARE);
  const api = rand.pickWeighted(outgoing ? service.def.outgoing : service.def.incoming);
  const hit = outage && api.payment;
  const code = hit ? responseCode(rand, api.verb, 0.45, 0.95) : responseCode(rand, api.verb, api.failRate);
  const latency = responseTimeMs(rand, code, api.medianMs, hit ? 4 : 1);
  const hosts = staging ? service.stagingHosts : service.productionHosts;
  return {
    timestamp,
    service: service.id,
    environment: staging ? 'staging' : 'production',
    direction: outgoing ? 'outgoing' : 'incoming',
    apiName: api.name,
    host: outgoing && api.host ? api.host : rand.pick(hosts),
    httpVerb: api.verb,
    responseCode: code,
    latencyMs: Math.round(latency * 10) / 10,
  };
}
