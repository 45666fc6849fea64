import { z } from 'zod';

/** One value or a bracket array (`x[]=a&x[]=b` arrives as a list, a single one as a string). */
const many = (item: z.ZodString) => z.union([item, z.array(item).max(500)]).optional();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const integer = (name: string) =>
  z
    .string()
    .regex(/^-?\d{1,15}$/, `${name} must be a whole number`)
    .transform(Number);

/**
 * `GET /api/realtime-dashboard`: the query of spec 000 section 7 in the query string (appID or
 * appIDs[], metric, period, partialData, environment, limit, step, group, filter[]), plus the rest
 * of the query model (type, periodOffset, fiscalTime, origintz, filterOperators[name]=OPERATOR),
 * gathered into the shape of the query model, which then checks them.
 */
export const realtimeDashboardParamsSchema = z
  .object({
    metric: z.string(),
    type: z.string().optional(),
    group: z.string().optional(),
    subGroup: z.string().optional(),
    compareFeature: z.string().optional(),
    compareVersion: z.string().optional(),
    'filter[]': many(z.string()),
    filter: many(z.string()),
    period: z.string().optional(),
    periodOffset: integer('periodOffset').optional(),
    step: integer('step').optional(),
    environment: z.string().optional(),
    partialData: flag.optional(),
    fiscalTime: flag.optional(),
    origintz: z.string().optional(),
    limit: integer('limit').optional(),
    appID: z.string().optional(),
    'appIDs[]': many(z.string()),
  })
  .catchall(z.unknown())
  .transform((raw) => {
    const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
    const filterOperators: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const match = /^filterOperators\[(.+)\]$/.exec(key);
      if (match?.[1]) filterOperators[match[1]] = value;
    }
    return {
      metric: raw.metric,
      type: raw.type,
      group: raw.group,
      subGroup: raw.subGroup,
      compareFeature: raw.compareFeature,
      compareVersion: raw.compareVersion,
      filter: [...list(raw['filter[]']), ...list(raw.filter)],
      filterOperators,
      period: raw.period,
      periodOffset: raw.periodOffset,
      step: raw.step,
      environment: raw.environment,
      partialData: raw.partialData,
      fiscalTime: raw.fiscalTime,
      origintz: raw.origintz,
      limit: raw.limit,
      appIDs: [...(raw.appID ? [raw.appID] : []), ...list(raw['appIDs[]'])],
    };
  });

/** Most charts one multi-chart request may ask for. */
export const MULTI_CHART_MAX = 24;

/** `POST /api/multi-chart`: many chart queries in one round trip. */
export const multiChartBodySchema = z.object({
  queries: z.array(z.unknown()).min(1, 'queries: at least one query').max(MULTI_CHART_MAX),
});
