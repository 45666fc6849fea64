import {
  apiMappingResolve,
  apiMappingSourceOf,
  type ApiCall,
  type ApiMappingRules,
  type ApiMappingSource,
  type ClientEvent,
  type ServerEvent,
} from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { DEMO_CATALOGUE } from '../../demo-data/catalogue';
import { generateDemoEvents } from '../../demo-data/generator';
import { seedApiMappings } from '../../demo-data/seed-api-mappings';
import { apiNameMappingsService } from './api-name-mappings.service';
import { apiNameMappingsRepository } from './api-name-mappings.repository';

const HOUR = 3_600_000;
const SOURCE_OF = new Map(DEMO_CATALOGUE.map((app) => [app.id, apiMappingSourceOf(app)]));
const CLIENT_APPS = DEMO_CATALOGUE.filter((app) => app.kind !== 'backend').map((app) => app.id);
const BACKENDS = DEMO_CATALOGUE.filter((app) => app.kind === 'backend').map((app) => app.id);

const tally = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
const sorted = (counts: Map<string, number>) =>
  Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));

/**
 * The rules compiled to SQL and the pure matcher agree on the demo data: every call the demo
 * generator sends, of every source, is named the same by both (on DuckDB here, and on ClickHouse
 * in the `server-external` project).
 */
describe('API-name mappings in the metric engine agree with the matcher on the demo data', () => {
  let t: TestApp;
  let rules: ApiMappingRules;
  const client: ClientEvent[] = [];
  const server: ServerEvent[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    for (const batch of generateDemoEvents({
      events: 30_000,
      days: 1,
      seed: 19,
      endMs: Date.now() - 2 * HOUR,
    })) {
      if (batch.type === 'client') {
        client.push(...batch.events);
        await t.app.analytics.insertClientEvents(batch.events);
      } else {
        server.push(...batch.events);
        await t.app.analytics.insertServerEvents(batch.events);
      }
    }
    await seedApiMappings(t.app);
    // Rules that test precedence and escaping beyond the demo's own.
    await apiNameMappingsService.createName(
      t.app.db,
      { id: 'admin', pid: '', email: '', name: '', roles: ['prism-admin'] },
      {
        source: 'quantum',
        service: 'My Account API',
        verb: 'ANY',
        pathPattern: '/api/*',
        operationName: null,
        apiName: "Other account call's name",
      },
    );
    rules = {
      services: await apiNameMappingsRepository.services(t.app.db),
      names: await apiNameMappingsRepository.names(t.app.db),
    };
  }, 120_000);
  afterAll(() => t.close());

  const chart = async (metric: string, apps: readonly string[]) => {
    const query = apps.map((id) => `appIDs[]=${encodeURIComponent(id)}`).join('&');
    const res = await t.app.inject({
      url: `/api/realtime-dashboard?${query}&metric=${metric}&period=48h&type=top&group=apiName&limit=1000`,
      headers: await t.as('analyst'),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { name: string; value: number }[];
    return Object.fromEntries(
      rows.map((row) => [row.name, row.value]).sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  };

  const callOf = (event: ClientEvent): ApiCall => ({
    source: SOURCE_OF.get(event.appId) ?? 'quantum',
    host: event.apiHost ?? null,
    verb: event.apiHttpVerb ?? null,
    apiName: event.apiName ?? null,
    operationName: event.apiOperationName ?? null,
  });
  const serverCallOf = (event: ServerEvent): ApiCall => ({
    source: 'qube',
    host: event.host,
    verb: event.httpVerb ?? null,
    apiName: event.apiName,
    operationName: null,
  });

  it('names client calls of portal, video and internal apps alike in one chart', async () => {
    const expected = new Map<string, number>();
    for (const event of client) {
      if (event.eventType !== 'apiCall' || !event.apiName) continue;
      tally(expected, apiMappingResolve(rules, callOf(event)).apiName ?? event.apiName);
    }
    expect(expected.size).toBeGreaterThan(20);
    expect(await chart('api_calls', CLIENT_APPS)).toEqual(sorted(expected));
  });

  it('names the backend services calls with the qube rules', async () => {
    const expected = new Map<string, number>();
    for (const event of server)
      tally(expected, apiMappingResolve(rules, serverCallOf(event)).apiName ?? event.apiName);
    expect(await chart('server_calls', BACKENDS)).toEqual(sorted(expected));
  });

  it('finds as unknown exactly the calls the matcher leaves unnamed', async () => {
    for (const source of ['quantum', 'internal', 'qube'] as ApiMappingSource[]) {
      const expected = new Map<string, number>();
      const calls =
        source === 'qube'
          ? server.map(serverCallOf)
          : client.filter((event) => event.eventType === 'apiCall' && event.apiName).map(callOf);
      for (const call of calls) {
        if (call.source !== source || apiMappingResolve(rules, call).apiName !== null) continue;
        tally(expected, [call.host, call.verb, call.apiName, call.operationName ?? ''].join(' | '));
      }
      const apps = source === 'qube' ? BACKENDS : CLIENT_APPS.filter((id) => SOURCE_OF.get(id) === source);
      const rows = await t.app.analytics.apiCallsUnmapped({
        source,
        rules,
        appIds: apps,
        startMs: 0,
        endMs: Date.now(),
        limit: 500,
      });
      const got = new Map(
        rows.map((row) => [
          [row.host, row.verb, row.apiName, row.operationName ?? ''].join(' | '),
          row.calls,
        ]),
      );
      expect(sorted(got), source).toEqual(sorted(expected));
      // The demo leaves some calls of every source unmapped on purpose.
      expect(got.size, source).toBeGreaterThan(0);
    }
  });
});
