import {
  aggregateDataSchema,
  distilleryEndpoint,
  experimentSchema,
  getEventCounts,
  getPrismUsage,
  getUiConfig,
  getUser,
  getVersion,
  gridDataSchema,
  lineDataSchema,
  listApplications,
  listDashboards,
  listGroups,
  METRIC_QUERY_TYPES,
  networkDataSchema,
  postMultiChart,
  sankeyDataSchema,
  statsDataSchema,
  sunburstDataSchema,
  topDataSchema,
  verifyAccessToken,
  type MetricQueryType,
} from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_TOKEN_KEY } from '../lib/access-token';
import { apiCall, apiGraphql } from '../lib/api-client';
import { PERSONAS, personaToken } from './factories';

const DATA_SCHEMAS: Record<MetricQueryType, z.ZodType> = {
  line: lineDataSchema,
  top: topDataSchema,
  stats: statsDataSchema,
  aggregate: aggregateDataSchema,
  sunburst: sunburstDataSchema,
  grid: gridDataSchema,
  network: networkDataSchema,
  sankey: sankeyDataSchema,
};

/*
 * The web app parses every reply with the operation's declared schema, so a mock that answers
 * another shape fails the tests that meet it; these check the default mocks once each.
 */
describe('the default request mocks', () => {
  it('answer every call the shell makes with the declared reply shapes', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, personaToken('analyst'));

    await expect(
      apiCall(verifyAccessToken, { body: { authorization: `Bearer ${personaToken('analyst')}` } }),
    ).resolves.toEqual(PERSONAS.analyst);
    await expect(apiCall(getUser, { params: { id: 'analyst' } })).resolves.toMatchObject({ id: 'analyst' });
    await expect(apiCall(listApplications, {})).resolves.toMatchObject({ applications: expect.any(Array) });
    await expect(apiCall(listGroups, {})).resolves.toHaveLength(1);
    await expect(apiCall(getVersion, {})).resolves.toEqual({ version: expect.any(String) });
    await expect(apiCall(getUiConfig, {})).resolves.toMatchObject({ devBanner: null });
    await expect(apiCall(getEventCounts, { query: {} })).resolves.toMatchObject({ apps: expect.any(Array) });
    await expect(
      apiCall(getPrismUsage, { query: { startMs: Date.UTC(2026, 10, 1), endMs: Date.UTC(2026, 10, 2) } }),
    ).resolves.toMatchObject({ startMs: Date.UTC(2026, 10, 1), pages: [] });
    await expect(apiCall(listDashboards, { query: { scope: 'mine' } })).resolves.toEqual([]);
    await expect(
      apiGraphql(
        distilleryEndpoint,
        { query: '{ experiments { id } }' },
        z.object({ experiments: z.array(experimentSchema) }),
      ),
    ).resolves.toEqual({ data: { experiments: [] }, errors: [] });
  });

  it("answer a chart of each query type with that type's empty data", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, personaToken('analyst'));
    const queries = METRIC_QUERY_TYPES.map((type) => ({ metric: 'visits', type, period: '24h' }));

    const { results } = await apiCall(postMultiChart, { body: { queries } });

    expect(results).toHaveLength(METRIC_QUERY_TYPES.length);
    results.forEach((result, index) => {
      const type = METRIC_QUERY_TYPES[index]!;
      if ('error' in result) throw new Error(`${type}: ${result.error.message}`);
      expect(result.dataMeta.type).toBe(type);
      expect(DATA_SCHEMAS[type].safeParse(result.data).success, type).toBe(true);
    });
  });
});
