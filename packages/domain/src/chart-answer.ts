import { z } from 'zod';
import { METRIC_QUERY_TYPES } from './metric-query';
import { COMPARE_FEATURES, type CompareFeature } from './url-state';

const compareFeatureSchema = z.enum(COMPARE_FEATURES.map((feature) => feature.id) as [CompareFeature]);

/** Most chart queries one multi-chart request may carry; the portal splits larger pages. */
export const MULTI_CHART_MAX = 24;

/**
 * A time series answer: each series as columns, `x` (bucket starts, ms) and `y` (values). Columns
 * rather than `{x, y}` objects: an hourly month is 720 points, and as two arrays its JSON is a third
 * smaller and written and read in half the time.
 */
export const lineDataSchema = z.array(
  z
    .object({ id: z.string(), x: z.array(z.number()), y: z.array(z.number().nullable()) })
    .refine((line) => line.x.length === line.y.length, 'A series has as many values as buckets'),
);
export type MetricLine = z.infer<typeof lineDataSchema>[number];

export const topDataSchema = z.array(z.object({ name: z.string(), value: z.number().nullable() }));

export const statsDataSchema = z.object({
  total: z.number().nullable(),
  min: z.number().nullable(),
  avg: z.number().nullable(),
  max: z.number().nullable(),
});
export type MetricStats = z.infer<typeof statsDataSchema>;

export const aggregateDataSchema = z.number().nullable();

export const sunburstDataSchema = z.array(
  z.object({
    name: z.string(),
    children: z.array(z.object({ name: z.string(), value: z.number().nullable() })),
  }),
);

export const gridDataSchema = z.array(
  z.object({ row: z.string(), column: z.string(), value: z.number().nullable() }),
);

export const networkDataSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['host', 'api']),
      calls: z.number(),
      successRate: z.number().nullable(),
    }),
  ),
  links: z.array(
    z.object({
      source: z.string(),
      target: z.string(),
      calls: z.number(),
      successRate: z.number().nullable(),
    }),
  ),
});
export type MetricNetwork = z.infer<typeof networkDataSchema>;

/** A page at a step of the visit: `id` is `{step}:{page}`, so the journey has no cycles. */
export const sankeyDataSchema = z.object({
  nodes: z.array(z.object({ id: z.string(), name: z.string(), step: z.number() })),
  links: z.array(z.object({ source: z.string(), target: z.string(), value: z.number() })),
});
export type MetricSankey = z.infer<typeof sankeyDataSchema>;

/** Every shape a chart's `data` takes; which one follows from the query's type. */
export type MetricData =
  | MetricLine[]
  | z.infer<typeof topDataSchema>
  | MetricStats
  | number
  | null
  | z.infer<typeof sunburstDataSchema>
  | z.infer<typeof gridDataSchema>
  | MetricNetwork
  | MetricSankey;

export const chartDataMetaSchema = z.object({
  metric: z.string(),
  label: z.string(),
  type: z.enum(METRIC_QUERY_TYPES),
  group: z.string().nullable(),
  subGroup: z.string().nullable(),
  startMs: z.number(),
  endMs: z.number(),
  stepMs: z.number(),
  timeZone: z.string(),
  partialData: z.boolean(),
});
export type MetricDataMeta = z.infer<typeof chartDataMetaSchema>;

/**
 * One chart's answer. `data` is declared open here (the widget checks it with the schema of its
 * shape above): a union of nine shapes would make the server try each while writing the reply.
 */
export const chartAnswerSchema = z.object({
  data: z.unknown(),
  dataMeta: chartDataMetaSchema,
  /** An aggregate's value over the previous period, and that period. */
  previousData: z.number().nullable().optional(),
  previousMeta: z.object({ startMs: z.number(), endMs: z.number() }).optional(),
  /**
   * The compare menu's answer: the same chart, in the same shape, for all data, another version
   * (`version`) or the previous period. Every query type answers it; the portal draws it for the
   * kinds that can show it (a dashed line, a paler bar, a change).
   */
  compare: z
    .object({
      feature: compareFeatureSchema,
      version: z.string().optional(),
      data: z.unknown(),
      dataMeta: chartDataMetaSchema,
    })
    .optional(),
});
export type ChartAnswer = Omit<z.infer<typeof chartAnswerSchema>, 'data' | 'compare'> & {
  data: MetricData;
  compare?: { feature: CompareFeature; version?: string; data: MetricData; dataMeta: MetricDataMeta };
};

/** A chart of a multi-chart request that failed on its own, beside the others' answers. */
export const chartErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const multiChartReplySchema = z.object({
  results: z.array(z.union([chartAnswerSchema, chartErrorSchema])),
});
