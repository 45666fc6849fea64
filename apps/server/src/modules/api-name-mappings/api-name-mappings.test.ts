import { ROLE, type ApiNameRule, type ApiServiceRule, type HistoryEntry } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';

const HOUR = 3_600_000;

describe('API-name mappings', () => {
  let t: TestApp;
  const as = (username: string) => t.as(username);
  /** A token with exactly these roles (no demo persona holds only qube-mapping-edit). */
  const withRoles = async (id: string, roles: string[]) => ({
    authorization: `Bearer ${await t.app.tokens.issue({ id, pid: id, email: '', name: id, roles })}`,
  });
  const post = async (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const now = Date.now();
    const call = (appId: string, apiName: string, host: string, n: number, operationName?: string) =>
      Array.from({ length: n }, (_, i) =>
        clientEvent(
          {
            appId,
            eventType: 'apiCall',
            timestamp: now - HOUR + i * 1000,
            apiName,
            apiHost: host,
            apiHttpVerb: apiName.split(' ')[0],
            apiOperationName: operationName,
            apiResponseCode: 200,
          },
          i,
        ),
      );
    await t.app.analytics.insertClientEvents([
      ...call('OneApp@Roku', 'GET /api/accounts/123', 'myaccount-api.example.com', 5),
      ...call('OneApp@Roku', 'GET /api/accounts/456', 'myaccount-api.example.com', 4),
      ...call('OneApp@Roku', 'GET /api/billing/balance', 'myaccount-api.example.com', 3),
      ...call('OneApp@Roku', 'POST /graphql', 'graphql.tv.example.com', 2, 'GetGuideGrid'),
      ...call('CareAgent@Web', 'GET /api/customers/search', 'care-api.example.com', 6),
    ]);
  });
  afterAll(() => t.close());

  const unknowns = async (username = 'analyst') => {
    const res = await t.app.inject({
      url: '/api/api-name-mappings/warp?appIDs[]=OneApp@Roku&appIDs[]=CareAgent@Web&period=24h',
      headers: await as(username),
    });
    expect(res.statusCode).toBe(200);
    return res.json().unknowns as {
      source: string;
      apiName: string;
      calls: number;
      apps: string[];
      service: string | null;
      suggestion: Record<string, unknown>;
    }[];
  };
  const apiChart = async () => {
    const res = await t.app.inject({
      url: '/api/realtime-dashboard?appIDs[]=OneApp@Roku&appIDs[]=CareAgent@Web&metric=api_calls&period=24h&type=top&group=apiName&limit=20',
      headers: await as('analyst'),
    });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(
      (res.json().data as { name: string; value: number }[]).map((r) => [r.name, r.value]),
    );
  };
  const history = async (entityKind: string, entityId: string): Promise<HistoryEntry[]> => {
    const res = await t.app.inject({
      url: `/api/history?entityKind=${entityKind}&entityId=${entityId}`,
      headers: await as('analyst'),
    });
    expect(res.statusCode).toBe(200);
    return res.json().entries;
  };

  it('lists the unmapped calls by source, biggest first, with a suggested rule', async () => {
    const rows = await unknowns();
    expect(rows.map((row) => [row.source, row.apiName, row.calls])).toEqual([
      ['internal', 'GET /api/customers/search', 6],
      ['quantum', 'GET /api/accounts/123', 5],
      ['quantum', 'GET /api/accounts/456', 4],
      ['quantum', 'GET /api/billing/balance', 3],
      ['quantum', 'POST /graphql', 2],
    ]);
    expect(rows[1]).toMatchObject({
      apps: ['OneApp@Roku'],
      service: null,
      suggestion: {
        service: 'myaccount',
        newService: true,
        hostPattern: 'myaccount-api.example.com',
        verb: 'GET',
        pathPattern: '/api/accounts/{id}',
        operationName: null,
        apiName: 'Accounts',
      },
    });
    expect(rows[4]?.suggestion).toMatchObject({ operationName: 'GetGuideGrid', apiName: 'GetGuideGrid' });
  });

  it('maps calls once a mapper adds the rules: the unknowns shrink, the API chart groups by the new name', async () => {
    expect(await apiChart()).toMatchObject({ 'GET /api/accounts/123': 5, 'GET /api/accounts/456': 4 });
    const mapper = await as('mapper');
    const svc = await post(
      '/api/api-name-mappings/services',
      { source: 'quantum', hostPattern: 'MyAccount-API.example.com', service: 'My Account' },
      mapper,
    );
    expect(svc.statusCode).toBe(201);
    expect(svc.json()).toMatchObject({ hostPattern: 'myaccount-api.example.com', createdBy: 'mapper' });
    // A host rule alone names nothing: the calls stay unknown, now with their service.
    expect((await unknowns()).find((row) => row.apiName === 'GET /api/accounts/123')).toMatchObject({
      service: 'My Account',
      suggestion: { service: 'My Account', newService: false, hostPattern: null },
    });

    const name = await post(
      '/api/api-name-mappings/names',
      {
        source: 'quantum',
        service: 'My Account',
        verb: 'GET',
        pathPattern: '/api/accounts/{id}',
        apiName: 'Account details',
      },
      mapper,
    );
    expect(name.statusCode).toBe(201);
    const rows = await unknowns();
    expect(rows.map((row) => row.apiName)).toEqual([
      'GET /api/customers/search',
      'GET /api/billing/balance',
      'POST /graphql',
    ]);
    const chart = await apiChart();
    expect(chart['Account details']).toBe(9);
    expect(chart['GET /api/accounts/123']).toBeUndefined();
    expect(chart['GET /api/customers/search']).toBe(6);

    // Filtering by the mapped name finds the mapped calls.
    const filtered = await t.app.inject({
      url: '/api/realtime-dashboard?appID=OneApp@Roku&metric=api_calls&period=24h&type=aggregate&filter[]=apiName:Account%20details',
      headers: await as('analyst'),
    });
    expect(filtered.json().data).toBe(9);
    // Filters written with the raw name before the mapping keep finding the calls, and an
    // excluding filter leaves them out by either name.
    const count = async (filter: string, operator = '') =>
      (
        await t.app.inject({
          url:
            '/api/realtime-dashboard?appIDs[]=OneApp@Roku&appIDs[]=CareAgent@Web&metric=api_calls&period=24h' +
            `&type=aggregate&filter[]=${encodeURIComponent(filter)}${operator}`,
          headers: await as('analyst'),
        })
      ).json().data;
    // Of the 9 calls the rule names, 5 were GET /api/accounts/123.
    expect(await count('apiName:GET /api/accounts/123')).toBe(5);
    const all = Object.values(chart).reduce((sum, n) => sum + n, 0);
    expect(await count('apiName:GET /api/accounts/123', '&filterOperators[apiName]=IS_NOT')).toBe(all - 5);
    expect(await count('apiName:Account details', '&filterOperators[apiName]=IS_NOT')).toBe(all - 9);
  });

  it('keeps who changed what in the history, with a line a person reads', async () => {
    const admin = await as('admin');
    const svc = (await post(
      '/api/api-name-mappings/services',
      { source: 'qube', hostPattern: 'identity-*.svc.example.net', service: 'Identity' },
      admin,
    ).then((res) => res.json())) as ApiServiceRule;
    const created = (await post(
      '/api/api-name-mappings/names',
      { source: 'qube', service: 'Identity', verb: 'POST', pathPattern: '/oauth/token', apiName: 'Token' },
      admin,
    ).then((res) => res.json())) as ApiNameRule;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/api-name-mappings/names/${created.id}`,
      payload: {
        source: 'qube',
        service: 'Identity',
        verb: 'POST',
        pathPattern: '/oauth/token',
        apiName: 'OAuth token',
      },
      headers: admin,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      apiName: 'OAuth token',
      updatedBy: 'admin',
      createdAt: created.createdAt,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-name-mappings/names/${created.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);

    const entries = await history('API_NAME_MAPPING', created.id);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.summary])).toEqual([
      ['deleted', 'admin', 'Removed the name OAuth token of POST /oauth/token'],
      ['updated', 'admin', 'Renamed POST /oauth/token from Token to OAuth token'],
      ['created', 'admin', 'Named POST /oauth/token of Identity as Token'],
    ]);
    expect(entries[1]).toMatchObject({ before: { apiName: 'Token' }, after: { apiName: 'OAuth token' } });
    expect(entries[0]?.after).toBeNull();
    expect((await history('API_SERVICE_MAPPING', svc.id))[0]?.summary).toBe(
      'Mapped host identity-*.svc.example.net to service Identity (qube)',
    );
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const admin = await as('admin');
    const cases: [object, string][] = [
      [
        { source: 'quantum', service: 'S', verb: 'GET', pathPattern: 'api/x', apiName: 'X' },
        'pathPattern: Path pattern must start with "/"',
      ],
      [
        { source: 'quantum', service: 'S', verb: 'GET', pathPattern: '/x', apiName: '' },
        'apiName: API name is required',
      ],
      [{ source: 'nowhere', service: 'S', verb: 'GET', pathPattern: '/x', apiName: 'X' }, 'source: '],
      [{ source: 'quantum', service: 'S', verb: 'FETCH', pathPattern: '/x', apiName: 'X' }, 'verb: '],
      [
        { source: 'quantum', service: 'S', verb: 'GET', pathPattern: '/x', apiName: 'X', extra: 1 },
        'Unrecognized key',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/api-name-mappings/names', payload, admin);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const host = await post(
      '/api/api-name-mappings/services',
      { source: 'quantum', hostPattern: "x'); DROP TABLE api_service_rules; --", service: 'S' },
      admin,
    );
    expect(host.statusCode).toBe(400);
    expect(host.json().error.message).toContain('hostPattern: Host pattern may hold only');
    const query = await t.app.inject({ url: '/api/api-name-mappings/warp?period=24h', headers: admin });
    expect(query.json().error.message).toBe('appID: at least one application is required');
    const unknownApp = await t.app.inject({
      url: '/api/api-name-mappings/warp?appID=Nope@Web',
      headers: admin,
    });
    expect(unknownApp.json().error.message).toBe('appID: unknown application "Nope@Web"');
    const badLimit = await t.app.inject({ url: '/api/history?limit=0', headers: admin });
    expect(badLimit.json().error.message).toBe('limit: must be at least 1');
  });

  it('answers 409 for a rule that exists already, 404 for one that does not', async () => {
    const admin = await as('admin');
    const rule = {
      source: 'internal',
      service: 'Care',
      verb: 'GET',
      pathPattern: '/api/customers/search',
      apiName: 'Search',
    };
    expect((await post('/api/api-name-mappings/names', rule, admin)).statusCode).toBe(201);
    const again = await post('/api/api-name-mappings/names', { ...rule, apiName: 'Other' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'pathPattern: the internal rules already name GET /api/customers/search of Care',
    );
    // Another operation or verb is another rule.
    expect((await post('/api/api-name-mappings/names', { ...rule, verb: 'ANY' }, admin)).statusCode).toBe(
      201,
    );
    const svc = { source: 'internal', hostPattern: 'care-api.example.com', service: 'Care' };
    expect((await post('/api/api-name-mappings/services', svc, admin)).statusCode).toBe(201);
    const host = await post(
      '/api/api-name-mappings/services',
      { ...svc, hostPattern: 'CARE-api.example.com' },
      admin,
    );
    expect(host.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/api-name-mappings/names/nope',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets each mapping-edit role change only its own source; every portal user reads', async () => {
    const rule = (source: string) => ({
      source,
      service: 'Roles',
      verb: 'GET',
      pathPattern: `/roles/${source}`,
      apiName: 'R',
    });
    const qubeOnly = await withRoles('qube-editor', [ROLE.basic, ROLE.qubeMappingEdit]);
    const internalOnly = await withRoles('internal-editor', [ROLE.basic, ROLE.internalQuantumMappingEdit]);
    const matrix: [string, Record<string, string>, Record<string, number>][] = [
      ['analyst', await as('analyst'), { quantum: 403, internal: 403, qube: 403 }],
      ['mapper', await as('mapper'), { quantum: 201, internal: 403, qube: 403 }],
      ['qube-only', qubeOnly, { quantum: 403, internal: 403, qube: 201 }],
      ['internal-only', internalOnly, { quantum: 403, internal: 201, qube: 403 }],
      ['admin', await as('admin'), { quantum: 201, internal: 201, qube: 201 }],
    ];
    for (const [who, headers, expected] of matrix) {
      for (const [source, status] of Object.entries(expected)) {
        const res = await post('/api/api-name-mappings/names', { ...rule(source), apiName: who }, headers);
        expect(res.statusCode, `${who} on ${source}`).toBe(status);
        if (status === 201) {
          await t.app.inject({
            method: 'DELETE',
            url: `/api/api-name-mappings/names/${res.json().id}`,
            headers,
          });
        }
      }
    }

    // A qube-only editor can neither change nor delete a quantum rule, nor move its own rule there.
    const quantum = (await post('/api/api-name-mappings/names', rule('quantum'), await as('mapper'))).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/api-name-mappings/names/${quantum.id}`,
      payload: { ...rule('qube'), apiName: 'Moved' },
      headers: qubeOnly,
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.message).toBe('Your roles do not allow editing the quantum mappings');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-name-mappings/names/${quantum.id}`,
      headers: qubeOnly,
    });
    expect(del.statusCode).toBe(403);
    const moveAway = await t.app.inject({
      method: 'PUT',
      url: `/api/api-name-mappings/names/${quantum.id}`,
      payload: rule('qube'),
      headers: await as('mapper'),
    });
    expect(moveAway.statusCode).toBe(403);

    const list = await t.app.inject({ url: '/api/api-name-mappings', headers: await as('analyst') });
    expect(list.statusCode).toBe(200);
    expect(list.json().editableSources).toEqual([]);
    const mine = await t.app.inject({ url: '/api/api-name-mappings', headers: await as('mapper') });
    expect(mine.json().editableSources).toEqual(['quantum']);
    expect(
      (await t.app.inject({ url: '/api/api-name-mappings', headers: await as('docs') })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/history' })).statusCode).toBe(401);
  });
});
