import {
  ROLE,
  apiNameRuleInputSchema,
  apiServiceRuleInputSchema,
  type ApiMappingSource,
  type ApiMappingVerb,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../plugins/auth';
import { apiNameMappingsRepository } from '../modules/api-name-mappings/api-name-mappings.repository';
import { apiNameMappingsService } from '../modules/api-name-mappings/api-name-mappings.service';

/**
 * The demo's API-name mapping rules, for the hosts and APIs the demo generator calls
 * (`generator-profiles.ts`, `generator-server.ts`). A few are left unmapped on purpose so the
 * unknowns page has real rows: the TV-everywhere sign-in host has no service rule at all, support
 * search and chat, the account widget's config and one GraphQL mutation have no name, and some of
 * the backends' outgoing hosts are unknown.
 */

const MAPPER: AuthUser = {
  id: 'prism-seeder',
  pid: 'prism-seeder',
  email: '',
  name: 'Prism demo data',
  roles: [ROLE.basic, ROLE.admin],
};

type Hosts = Record<string, string>;
type Names = Record<string, [ApiMappingVerb, string, string | null, string][]>;

const SERVICES: Record<ApiMappingSource, Hosts> = {
  quantum: {
    'myaccount-api.example.com': 'My Account API',
    '*.myaccount.example.com': 'My Account GraphQL',
    'payments-api.example.com': 'Payments',
    'shop-api.example.com': 'Shop',
    'support-api.example.com': 'Support',
    'tv-api.example.com': 'TV API',
    'graphql.tv.example.com': 'TV GraphQL',
    'lineup.tv.example.com': 'Channel lineup',
    'stream.tv.example.com': 'Streaming',
  },
  internal: {
    'care-api.example.com': 'Care',
    'ops-api.example.com': 'Field operations',
    'payments-api.example.com': 'Payments',
    'prism.example.com': 'Prism',
  },
  qube: {
    'billing-*.svc.example.net': 'Billing',
    'entitlement-*.svc.example.net': 'Entitlements',
    'identity-*.svc.example.net': 'Identity',
    'lineup-*.svc.example.net': 'Lineup',
    'workorder-*.svc.example.net': 'Work orders',
    'billing-core.corp.example.com': 'Billing core',
    'payments-gw.example.com': 'Payment gateway',
  },
};

const NAMES: Record<ApiMappingSource, Names> = {
  quantum: {
    'My Account API': [
      ['GET', '/api/accounts/{id}', null, 'Account details'],
      ['GET', '/api/billing/balance', null, 'Billing balance'],
      ['GET', '/api/billing/statements', null, 'Billing statements'],
      ['GET', '/api/equipment', null, 'Equipment list'],
      ['POST', '/api/equipment/{id}/reboot', null, 'Reboot equipment'],
      ['GET', '/api/internet/wifi', null, 'Wi-Fi settings'],
      ['PUT', '/api/internet/wifi', null, 'Update Wi-Fi settings'],
      ['ANY', '/api/outages', null, 'Outages'],
      ['GET', '/api/tv/plan', null, 'TV plan'],
      ['GET', '/api/voice/lines', null, 'Voice lines'],
    ],
    'My Account GraphQL': [
      ['POST', '/graphql', 'GetAccountSummary', 'Account summary'],
      ['POST', '/graphql', 'GetBillingHistory', 'Billing history'],
      ['POST', '/graphql', 'UpdateAutoPay', 'Update AutoPay'],
    ],
    Payments: [['POST', '/api/billing/payments', null, 'Make a payment']],
    Shop: [
      ['GET', '/api/offers', null, 'Offers'],
      ['POST', '/api/cart', null, 'Add to cart'],
      ['POST', '/api/orders', null, 'Place order'],
    ],
    Support: [['GET', '/api/support/articles', null, 'Support articles']],
    'TV API': [
      ['GET', '/api/entitlements', null, 'TV entitlements'],
      ['GET', '/api/settings', null, 'TV settings'],
      ['PUT', '/api/settings', null, 'Update TV settings'],
    ],
    'TV GraphQL': [
      ['POST', '/graphql', 'GetGuideGrid', 'Guide grid'],
      ['POST', '/graphql', 'GetCatalogRow', 'Catalog row'],
      ['POST', '/graphql', 'GetProductPage', 'Product page'],
      ['POST', '/graphql', 'GetMyLibrary', 'My library'],
      ['POST', '/graphql', 'SearchContent', 'Search content'],
      ['POST', '/graphql', 'AddToWatchlist', 'Add to watchlist'],
    ],
    'Channel lineup': [['GET', '/api/lineup/*', null, 'Channel lineup']],
    Streaming: [['POST', '/api/streams/{id}/session', null, 'Start stream session']],
  },
  internal: {
    Care: [
      ['GET', '/api/customers/search', null, 'Customer search'],
      ['GET', '/api/accounts/{id}', null, 'Customer account'],
      ['POST', '/api/accounts/{id}/notes', null, 'Add account note'],
      ['GET', '/api/devices/{mac}', null, 'Customer device'],
    ],
    'Field operations': [
      ['GET', '/api/workorders', null, 'Work orders'],
      ['PATCH', '/api/workorders/{id}', null, 'Update work order'],
      ['GET', '/api/technicians/{id}/route', null, 'Technician route'],
      ['POST', '/api/queue', null, 'Queue work'],
    ],
    Payments: [['POST', '/api/billing/payments', null, 'Take a payment']],
    Prism: [
      ['POST', '/api/analytics/query', null, 'Analytics query'],
      ['GET', '/api/applications', null, 'Applications'],
    ],
  },
  qube: {
    Billing: [
      ['GET', '/accounts/{id}/balance', null, 'Account balance'],
      ['GET', '/accounts/{id}/statements', null, 'Statements'],
      ['GET', '/accounts/{id}/statements/{statementId}/pdf', null, 'Statement PDF'],
      ['POST', '/accounts/{id}/payments', null, 'Post payment'],
      ['ANY', '/accounts/{id}/autopay', null, 'AutoPay'],
    ],
    Entitlements: [
      ['GET', '/entitlements/{accountId}', null, 'Account entitlements'],
      ['POST', '/entitlements/check', null, 'Entitlement check'],
      ['GET', '/packages/{id}', null, 'Package'],
    ],
    Identity: [
      ['POST', '/oauth/token', null, 'OAuth token'],
      ['GET', '/userinfo', null, 'User info'],
      ['POST', '/login', null, 'Sign in'],
      ['POST', '/logout', null, 'Sign out'],
      ['POST', '/mfa/verify', null, 'MFA verify'],
      ['GET', '/.well-known/jwks.json', null, 'JWKS'],
    ],
    Lineup: [
      ['GET', '/lineups/{headendId}', null, 'Lineup'],
      ['GET', '/listings', null, 'Listings'],
      ['GET', '/channels/{id}', null, 'Channel'],
      ['GET', '/channels/{id}/logo', null, 'Channel logo'],
    ],
    'Work orders': [
      ['GET', '/workorders', null, 'Work orders'],
      ['POST', '/workorders', null, 'Create work order'],
      ['GET', '/workorders/{id}', null, 'Work order'],
      ['PATCH', '/workorders/{id}', null, 'Update work order'],
      ['GET', '/technicians/{id}/route', null, 'Technician route'],
    ],
    'Billing core': [['GET', '/billing-system/accounts/{id}', null, 'Billing system account']],
    'Payment gateway': [['POST', '/gateway/charge', null, 'Charge card']],
  },
};

/** Adds the demo rules through the mapping service (so each has its history), into an empty store only. */
export async function seedApiMappings(app: FastifyInstance): Promise<number> {
  if ((await apiNameMappingsRepository.count(app.db)) > 0) return 0;
  let added = 0;
  for (const [source, hosts] of Object.entries(SERVICES) as [ApiMappingSource, Hosts][]) {
    for (const [hostPattern, service] of Object.entries(hosts)) {
      const input = apiServiceRuleInputSchema.parse({ source, hostPattern, service });
      await apiNameMappingsService.createService(app.db, MAPPER, input);
      added += 1;
    }
    for (const [service, rules] of Object.entries(NAMES[source])) {
      for (const [verb, pathPattern, operationName, apiName] of rules) {
        const input = apiNameRuleInputSchema.parse({
          source,
          service,
          verb,
          pathPattern,
          operationName,
          apiName,
        });
        await apiNameMappingsService.createName(app.db, MAPPER, input);
        added += 1;
      }
    }
  }
  return added;
}
