import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiHostMatches,
  apiMappingCanEdit,
  apiMappingEditableSources,
  apiMappingResolve,
  apiMappingSourceOf,
  apiNameRuleInputSchema,
  apiNameRulesOrdered,
  apiNameSuggest,
  apiPathPatternSuggest,
  apiPathRegex,
  apiServiceRuleInputSchema,
  apiServiceRulesOrdered,
  apiServiceSuggest,
  type ApiCall,
  type ApiMappingRules,
} from './api-mapping';
import { ROLE } from './roles';

type NameRule = ApiMappingRules['names'][number];
type ServiceRule = ApiMappingRules['services'][number];

let ids = 0;
const service = (
  hostPattern: string,
  name: string,
  source: ServiceRule['source'] = 'quantum',
): ServiceRule => ({
  id: `s${(ids += 1)}`,
  source,
  hostPattern,
  service: name,
});
const named = (
  svc: string,
  verb: NameRule['verb'],
  pathPattern: string,
  apiName: string,
  operationName: string | null = null,
  source: NameRule['source'] = 'quantum',
): NameRule => ({ id: `n${(ids += 1)}`, source, service: svc, verb, pathPattern, operationName, apiName });
const call = (host: string, apiName: string, extra: Partial<ApiCall> = {}): ApiCall => ({
  source: 'quantum',
  host,
  verb: apiName.split(' ')[0] ?? null,
  apiName,
  operationName: null,
  ...extra,
});

const RULES: ApiMappingRules = {
  services: [
    service('myaccount-api.example.com', 'Account'),
    service('*.example.com', 'Everything else'),
    service('*.myaccount.example.com', 'Account GraphQL'),
    service('care-api.example.com', 'Care', 'internal'),
  ],
  names: [
    named('Account', 'GET', '/api/accounts/{id}', 'Account details'),
    named('Account', 'ANY', '/api/accounts/*', 'Anything of an account'),
    named('Account', 'GET', '/api/accounts/summary', 'Account summary page'),
    named('Account', 'ANY', '/api/billing/balance', 'Billing balance'),
    named('Account GraphQL', 'POST', '/graphql', 'Account summary', 'GetAccountSummary'),
    named('Account GraphQL', 'POST', '/graphql', 'Some account GraphQL'),
    named('Care', 'GET', '/api/accounts/{id}', 'Customer account', null, 'internal'),
  ],
};

describe('apiMappingResolve', () => {
  it('maps a host to its service, exact hosts before wildcards, longer wildcards first', () => {
    expect(apiMappingResolve(RULES, call('myaccount-api.example.com', 'GET /x')).service).toBe('Account');
    expect(apiMappingResolve(RULES, call('graphql.myaccount.example.com', 'POST /x')).service).toBe(
      'Account GraphQL',
    );
    expect(apiMappingResolve(RULES, call('shop-api.example.com', 'GET /x')).service).toBe('Everything else');
    expect(apiMappingResolve(RULES, call('MyAccount-API.Example.com', 'GET /x')).service).toBe('Account');
    expect(apiMappingResolve(RULES, call('example.org', 'GET /x')).service).toBeNull();
  });

  it('names a call by the most specific rule: literal paths before params before wildcards', () => {
    const name = (apiName: string, extra: Partial<ApiCall> = {}) =>
      apiMappingResolve(RULES, call('myaccount-api.example.com', apiName, extra)).apiName;
    expect(name('GET /api/accounts/summary')).toBe('Account summary page');
    expect(name('GET /api/accounts/12345')).toBe('Account details');
    expect(name('GET /api/accounts/{id}')).toBe('Account details');
    expect(name('POST /api/accounts/12345')).toBe('Anything of an account');
    expect(name('GET /api/accounts/12345/notes')).toBe('Anything of an account');
    expect(name('GET /api/accounts/12345?expand=true')).toBe('Account details');
    expect(name('DELETE /api/billing/balance')).toBe('Billing balance');
    // A raw name that is only the path (the verb in its own field) maps the same way.
    expect(name('/api/accounts/777', { verb: 'get' })).toBe('Account details');
    expect(name('GET /api/other')).toBeNull();
  });

  it('prefers a rule naming the GraphQL operation, and falls back to the one without', () => {
    const gql = (operationName: string | null) =>
      apiMappingResolve(RULES, call('graphql.myaccount.example.com', 'POST /graphql', { operationName }))
        .apiName;
    expect(gql('GetAccountSummary')).toBe('Account summary');
    expect(gql('UpdateAutoPay')).toBe('Some account GraphQL');
    expect(gql(null)).toBe('Some account GraphQL');
  });

  it('applies only the rules of the call source', () => {
    const care = call('care-api.example.com', 'GET /api/accounts/1');
    // As a quantum call, only the quantum wildcard maps its host, and no quantum rule names it.
    expect(apiMappingResolve(RULES, care)).toMatchObject({ service: 'Everything else', apiName: null });
    expect(apiMappingResolve(RULES, { ...care, source: 'internal' })).toMatchObject({
      service: 'Care',
      apiName: 'Customer account',
    });
  });

  it('maps nothing without a host or a name', () => {
    expect(
      apiMappingResolve(RULES, call('myaccount-api.example.com', '', { apiName: null })).apiName,
    ).toBeNull();
    expect(apiMappingResolve(RULES, { ...call('x', 'GET /api/accounts/1'), host: null }).service).toBeNull();
  });

  it('treats pattern text literally: regex characters in a path or host match only themselves', () => {
    const rules: ApiMappingRules = {
      services: [service('a.b.example.com', 'Dots')],
      names: [named('Dots', 'ANY', '/api/v1.0/(x)+[y]', 'Literal')],
    };
    expect(apiMappingResolve(rules, call('a.b.example.com', 'GET /api/v1.0/(x)+[y]')).apiName).toBe(
      'Literal',
    );
    expect(apiMappingResolve(rules, call('a.b.example.com', 'GET /api/v1x0/(x)+[y]')).apiName).toBeNull();
    expect(apiMappingResolve(rules, call('aXb.example.com', 'GET /api/v1.0/(x)+[y]')).service).toBeNull();
  });

  it('maps every path a pattern generates (property)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(segment, fc.boolean()), { minLength: 1, maxLength: 6 }), (parts) => {
        const pattern = `/${parts.map(([text, param], i) => (param ? `{p${i}}` : text)).join('/')}`;
        const path = `/${parts.map(([text]) => text).join('/')}`;
        const rules: ApiMappingRules = {
          services: [service('h.example.com', 'S')],
          names: [named('S', 'ANY', pattern, 'Mapped')],
        };
        expect(apiMappingResolve(rules, call('h.example.com', `GET ${path}`)).apiName).toBe('Mapped');
        // A segment more never matches a pattern without `*`.
        expect(apiMappingResolve(rules, call('h.example.com', `GET ${path}/extra`)).apiName).toBeNull();
      }),
    );
  });

  it('gives the same answer whatever order the rules are stored in (property)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...RULES.names], { minLength: RULES.names.length }), (names) => {
        const shuffled = { services: [...RULES.services].reverse(), names };
        for (const apiName of ['GET /api/accounts/1', 'GET /api/accounts/summary', 'PUT /api/accounts/1/x']) {
          const c = call('myaccount-api.example.com', apiName);
          expect(apiMappingResolve(shuffled, c)).toEqual(apiMappingResolve(RULES, c));
        }
      }),
    );
  });
});

describe('precedence', () => {
  it('orders name rules most specific first', () => {
    const ordered = apiNameRulesOrdered(RULES.names.filter((rule) => rule.service === 'Account'));
    expect(ordered.map((rule) => rule.apiName)).toEqual([
      'Account summary page',
      'Billing balance',
      'Account details',
      'Anything of an account',
    ]);
  });

  it('orders service rules exact first, then by literal length', () => {
    const ordered = apiServiceRulesOrdered(RULES.services.filter((rule) => rule.source === 'quantum'));
    expect(ordered.map((rule) => rule.hostPattern)).toEqual([
      'myaccount-api.example.com',
      '*.myaccount.example.com',
      '*.example.com',
    ]);
  });

  it('host wildcards stand for any run, none included', () => {
    expect(apiHostMatches('billing-*.svc.example.net', 'billing-prod-east-01.svc.example.net')).toBe(true);
    expect(apiHostMatches('billing-*.svc.example.net', 'billing-.svc.example.net')).toBe(true);
    expect(apiHostMatches('billing-*.svc.example.net', 'billing-1.svc.example.org')).toBe(false);
  });

  it('path regexes anchor both ends', () => {
    expect(new RegExp(apiPathRegex('/a')).test('GET /a/b')).toBe(false);
    expect(new RegExp(apiPathRegex('/a')).test('x/a')).toBe(false);
  });
});

describe('rule input', () => {
  it('names the field and why', () => {
    const bad = (input: object) => apiNameRuleInputSchema.safeParse(input).error?.issues[0];
    const ok = { source: 'quantum', service: 'S', verb: 'GET', pathPattern: '/a/{id}', apiName: 'A' };
    expect(apiNameRuleInputSchema.parse(ok)).toMatchObject({ operationName: null });
    expect(bad({ ...ok, pathPattern: 'a' })).toMatchObject({
      path: ['pathPattern'],
      message: 'Path pattern must start with "/"',
    });
    expect(bad({ ...ok, pathPattern: '/a/{}' })?.message).toBe(
      'Path pattern braces must hold a parameter name, like {id}',
    );
    expect(bad({ ...ok, pathPattern: '/a b' })?.message).toBe('Path pattern cannot hold spaces');
    expect(bad({ ...ok, apiName: '  ' })).toMatchObject({
      path: ['apiName'],
      message: 'API name is required',
    });
    expect(bad({ ...ok, verb: 'FETCH' })?.path).toEqual(['verb']);
    expect(bad({ ...ok, operationName: 'not a name' })?.message).toBe(
      'Operation name must be a GraphQL name',
    );
    expect(apiNameRuleInputSchema.parse({ ...ok, operationName: '' }).operationName).toBeNull();
  });

  it('keeps host patterns in lower case and refuses anything but host characters', () => {
    const parse = (hostPattern: string) =>
      apiServiceRuleInputSchema.safeParse({ source: 'qube', hostPattern, service: 'S' });
    expect(parse('*.Example.COM').data?.hostPattern).toBe('*.example.com');
    expect(parse("a'; DROP TABLE x").error?.issues[0]?.message).toBe(
      'Host pattern may hold only letters, digits, ".", "-", ":" and "*"',
    );
    expect(parse('*').error?.issues[0]?.message).toBe('Host pattern must name at least one letter or digit');
  });
});

describe('who edits which source', () => {
  it('gives each mapping-edit role its own source, admins every source', () => {
    expect(apiMappingEditableSources([ROLE.basic])).toEqual([]);
    expect(apiMappingEditableSources([ROLE.quantumMappingEdit])).toEqual(['quantum']);
    expect(apiMappingEditableSources([ROLE.internalQuantumMappingEdit])).toEqual(['internal']);
    expect(apiMappingEditableSources([ROLE.qubeMappingEdit])).toEqual(['qube']);
    expect(apiMappingEditableSources([ROLE.admin])).toEqual(['quantum', 'internal', 'qube']);
    expect(apiMappingEditableSources(['APP-Prism-SuperAdmin'])).toEqual(['quantum', 'internal', 'qube']);
  });

  it('does not let internal-quantum-mapping-edit pass for quantum-mapping-edit', () => {
    // The role names overlap: matching is by substring, so the internal role contains the quantum one.
    expect(apiMappingCanEdit([ROLE.internalQuantumMappingEdit], 'quantum')).toBe(false);
  });

  it('tells the source of an application', () => {
    expect(apiMappingSourceOf({ kind: 'client', domain: 'portals' })).toBe('quantum');
    expect(apiMappingSourceOf({ kind: 'client', domain: 'internal_apps' })).toBe('internal');
    expect(apiMappingSourceOf({ kind: 'backend', domain: 'portals' })).toBe('qube');
  });
});

describe('suggestions', () => {
  it('turns ids into {id} and reads a name from the path', () => {
    expect(apiPathPatternSuggest('GET /api/accounts/12345/notes?x=1')).toBe('/api/accounts/{id}/notes');
    expect(apiPathPatternSuggest('GET /api/devices/00:1a:2b:3c:4d:5e/signal')).toBe(
      '/api/devices/{id}/signal',
    );
    expect(apiPathPatternSuggest('GET /a/3f2b8c1e-0c4d-4a5e-9f7a-2b1c3d4e5f60/b/42')).toBe('/a/{id}/b/{id2}');
    expect(apiPathPatternSuggest('GET /api/tve/providers')).toBe('/api/tve/providers');
    expect(apiNameSuggest({ verb: 'PUT', apiName: 'PUT /api/internet/wifi', operationName: null })).toBe(
      'Update internet wifi',
    );
    expect(apiNameSuggest({ verb: 'POST', apiName: 'POST /graphql', operationName: 'GetThing' })).toBe(
      'GetThing',
    );
    expect(apiServiceSuggest('tve-auth.example.com')).toBe('tve-auth');
  });
});
