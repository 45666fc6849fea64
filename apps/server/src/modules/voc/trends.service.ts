import {
  DAY_MS,
  HOUR_MS,
  NO_CATEGORY,
  feedbackFilterSchema,
  npsScore,
  vocApplicationIdSchema,
  type FeedbackFilter,
  type FeedbackTrend,
} from '@prism/domain';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Queryable } from '../../plugins/stores';
import { badRequest, parseInput } from '../../lib/errors';
import type { CompiledFilter } from './feedback-sql';
import type { FeedbackService } from './feedback.service';
import { requireRead, vocAccessOf } from './voc-access';

/**
 * The overview's figures (spec 001 sections 2, 3 and 7): trend aggregates per time bucket, per
 * category (rolled up to top categories, or the subcategories of one), the category overview tables
 * against the period before, overall trends and star ratings by day. Trends count items without a
 * verbatim too (their scores are answers), unless `includeNullVerbatims` is false.
 */

/** The aggregate columns of a trend, over `voc_feedback f`. */
export const TREND_SELECT = `
  count(*) AS feedback_count,
  count(*) FILTER (WHERE f.source = 'cqeInternal') AS internal_count,
  count(*) FILTER (WHERE f.is_null_verbatim) AS null_verbatims,
  sum(f.csat) AS sum_csat, count(f.csat) AS count_csat,
  sum(f.ces) AS sum_ces, count(f.ces) AS count_ces,
  count(f.nps) AS count_nps,
  count(*) FILTER (WHERE f.nps >= 9) AS promoters,
  count(*) FILTER (WHERE f.nps BETWEEN 7 AND 8) AS passives,
  count(*) FILTER (WHERE f.nps <= 6) AS detractors,
  sum(f.sr) AS sum_sr, count(f.sr) AS count_sr,
  sum(f.star_rating) AS sum_star, count(f.star_rating) AS count_star,
  sum(f.star_rating_external) AS sum_star_ext, count(f.star_rating_external) AS count_star_ext,
  count(*) FILTER (WHERE f.star_rating_external = 1) AS ext_1,
  count(*) FILTER (WHERE f.star_rating_external = 2) AS ext_2,
  count(*) FILTER (WHERE f.star_rating_external = 3) AS ext_3,
  count(*) FILTER (WHERE f.star_rating_external = 4) AS ext_4,
  count(*) FILTER (WHERE f.star_rating_external = 5) AS ext_5,
  avg(f.sentiment_positive) AS avg_positive, avg(f.sentiment_negative) AS avg_negative,
  avg(f.sentiment_mixed) AS avg_mixed, avg(f.sentiment_neutral) AS avg_neutral,
  count(*) FILTER (WHERE f.sentiment = 'positive') AS count_positive,
  count(*) FILTER (WHERE f.sentiment = 'negative') AS count_negative,
  count(*) FILTER (WHERE f.sentiment = 'mixed') AS count_mixed,
  count(*) FILTER (WHERE f.sentiment = 'neutral') AS count_neutral`;

type TrendRow = Record<string, string | number | null>;

const num = (value: string | number | null | undefined): number => Number(value ?? 0);
const avgOf = (sum: number, count: number): number | null => (count > 0 ? sum / count : null);
const optional = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A trend from its aggregate row. */
export function trendOf(row: TrendRow | undefined, timestamp: number | null): FeedbackTrend {
  const r = row ?? {};
  const promoters = num(r.promoters);
  const passives = num(r.passives);
  const detractors = num(r.detractors);
  return {
    timestamp,
    feedbackCount: num(r.feedback_count),
    internalFeedbackCount: num(r.internal_count),
    nullVerbatimsCount: num(r.null_verbatims),
    avgCSAT: avgOf(num(r.sum_csat), num(r.count_csat)),
    sumCSAT: num(r.sum_csat),
    countCSAT: num(r.count_csat),
    avgCES: avgOf(num(r.sum_ces), num(r.count_ces)),
    sumCES: num(r.sum_ces),
    countCES: num(r.count_ces),
    NPS: npsScore({ promoters, passives, detractors }),
    countNPS: promoters + passives + detractors,
    countPromoters: promoters,
    countPassives: passives,
    countDetractors: detractors,
    avgSR: avgOf(num(r.sum_sr), num(r.count_sr)),
    sumSR: num(r.sum_sr),
    countSR: num(r.count_sr),
    avgStarRating: avgOf(num(r.sum_star), num(r.count_star)),
    sumStarRating: num(r.sum_star),
    countStarRating: num(r.count_star),
    avgStarRatingExternal: avgOf(num(r.sum_star_ext), num(r.count_star_ext)),
    sumStarRatingExternal: num(r.sum_star_ext),
    countStarRatingExternal: num(r.count_star_ext),
    appStoreRatingCounts: [num(r.ext_1), num(r.ext_2), num(r.ext_3), num(r.ext_4), num(r.ext_5)],
    avgSentimentPositive: optional(r.avg_positive),
    avgSentimentNegative: optional(r.avg_negative),
    avgSentimentMixed: optional(r.avg_mixed),
    avgSentimentNeutral: optional(r.avg_neutral),
    countPositive: num(r.count_positive),
    countNegative: num(r.count_negative),
    countMixed: num(r.count_mixed),
    countNeutral: num(r.count_neutral),
  };
}

/** Steps of the bucketed trends. */
const STEPS: Readonly<Record<string, number>> = { '1h': HOUR_MS, '1d': DAY_MS, '1w': 7 * DAY_MS };
/** Local midnight of the VoC zone (UTC − 7 h) is 07:00 UTC; weeks start on Monday. */
const ZONE_OFFSET_MS = 7 * HOUR_MS;
const MONDAY_OFFSET_MS = 4 * DAY_MS; // 1970-01-01 was a Thursday

const trendArgs = feedbackFilterSchema.extend({
  period: z.string().trim().min(1, 'is required').max(64),
  step: z.string().nullish(),
  showAsRollup: z.boolean().nullish(),
  isSubcategoryDetailsPage: z.boolean().nullish(),
});

interface CategoryRow {
  id: string;
  category: string;
  parent: string | null;
  subcategory: string | null;
}

export function createTrendsService(db: Queryable, feedback: FeedbackService) {
  /** The filter of a trend call: null verbatims count unless said otherwise. */
  async function compiledTrend(auth: AuthUser, args: unknown, offset = 0) {
    const input = parseInput(trendArgs, args);
    const filter: FeedbackFilter = {
      ...input,
      includeNullVerbatims: input.includeNullVerbatims ?? true,
      periodOffset: (input.periodOffset ?? 0) + offset,
    };
    const { sql } = await feedback.compiled(auth, filter);
    return { input, sql, window: feedback.windowOf(filter)! };
  }

  async function totals(sql: CompiledFilter): Promise<TrendRow | undefined> {
    const [row] = await db.query<TrendRow>(
      `SELECT ${TREND_SELECT} FROM voc_feedback f WHERE ${sql.where}`,
      sql.params.values,
    );
    return row;
  }

  /**
   * Aggregates per category id. `ancestors`: every level an item's categories sit under (items keep
   * their categories' ancestors), for top categories and the children of one; `applied`: the
   * categories applied to each item, as triage applied them.
   */
  async function perCategory(
    sql: CompiledFilter,
    level: 'ancestors' | 'applied',
  ): Promise<Map<string, TrendRow>> {
    const ids =
      level === 'ancestors'
        ? 'unnest(f.category_ids) AS c(id)'
        : `LATERAL (SELECT a->>'_id' AS id FROM jsonb_array_elements(f.doc->'prismAppliedCategories') a) AS c`;
    const rows = await db.query<TrendRow & { category_id: string }>(
      `SELECT c.id AS category_id, ${TREND_SELECT}
         FROM voc_feedback f CROSS JOIN ${ids}
        WHERE ${sql.where} GROUP BY c.id`,
      sql.params.values,
    );
    return new Map(rows.map((row) => [row.category_id, row]));
  }

  async function categoriesOf(appIds: readonly string[]): Promise<CategoryRow[]> {
    return db.query<CategoryRow>(
      `SELECT c.id, c.category, c.parent, c.subcategory
         FROM voc_categories c WHERE c.application_ids && $1::text[]
        ORDER BY c.category, c.subcategory NULLS FIRST`,
      [appIds],
    );
  }

  /** The categories a table or trend shows: top ones, the children of one, or those applied. */
  function shownCategories(
    categories: CategoryRow[],
    mode: { rollup: boolean; childrenOf: string | null },
  ): CategoryRow[] {
    if (mode.childrenOf !== null) return categories.filter((row) => row.parent === mode.childrenOf);
    if (mode.rollup) return categories.filter((row) => row.parent === null);
    return categories;
  }

  /** Which ids a mode counts items under. */
  const levelOf = (mode: { rollup: boolean; childrenOf: string | null }) =>
    mode.rollup || mode.childrenOf !== null ? ('ancestors' as const) : ('applied' as const);

  function chosenCategory(filter: FeedbackFilter): string {
    const chosen = [
      ...(filter.subcategory ?? []),
      ...(filter.middleCategory ?? []),
      ...(filter.category ?? []),
    ].filter((id) => id !== NO_CATEGORY);
    if (chosen.length !== 1)
      throw badRequest('category: choose the one category whose subcategories to show');
    return chosen[0]!;
  }

  return {
    /** getBucketedFeedbackTrendsByTime: one trend per bucket of the period, empty buckets included. */
    async bucketed(auth: AuthUser, args: unknown): Promise<FeedbackTrend[]> {
      const { input, sql, window } = await compiledTrend(auth, args);
      const span = window.endMs - window.startMs;
      const stepName = input.step ?? (span <= 2 * DAY_MS ? '1h' : span <= 120 * DAY_MS ? '1d' : '1w');
      const step = STEPS[stepName];
      if (step === undefined) throw badRequest(`step: must be one of ${Object.keys(STEPS).join(', ')}`);
      const origin = step === STEPS['1w'] ? ZONE_OFFSET_MS + MONDAY_OFFSET_MS : ZONE_OFFSET_MS;
      const params = sql.params.clone();
      const o = params.add(origin);
      const s = params.add(step);
      const rows = await db.query<TrendRow & { bucket: string | number }>(
        `SELECT floor((f.ts - ${o})::float8 / ${s})::bigint * ${s} + ${o} AS bucket, ${TREND_SELECT}
           FROM voc_feedback f WHERE ${sql.where} GROUP BY 1 ORDER BY 1`,
        params.values,
      );
      const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
      const first = Math.floor((window.startMs - origin) / step) * step + origin;
      const trends: FeedbackTrend[] = [];
      for (let bucket = first; bucket < window.endMs; bucket += step) {
        trends.push(trendOf(byBucket.get(bucket), bucket));
      }
      return trends;
    },

    /** getFeedbackTrends: per category, this period and the one before. */
    async perCategory(auth: AuthUser, args: unknown) {
      const current = await compiledTrend(auth, args);
      const previous = await compiledTrend(auth, args, 1);
      const childrenOf = current.input.isSubcategoryDetailsPage ? chosenCategory(current.input) : null;
      const mode = { rollup: current.input.showAsRollup ?? false, childrenOf };
      const [now, before, categories] = await Promise.all([
        perCategory(current.sql, levelOf(mode)),
        perCategory(previous.sql, levelOf(mode)),
        categoriesOf(current.input.applicationIDs),
      ]);
      return shownCategories(categories, mode)
        .filter((row) => now.has(row.id) || before.has(row.id))
        .map((row) => ({
          _id: row.id,
          category: row.category,
          parent: row.parent,
          subcategory: row.subcategory,
          trend: trendOf(now.get(row.id), null),
          previous: trendOf(before.get(row.id), null),
        }));
    },

    /** getFeedbackOverviewCategories and …Subcategories: the overview tables' rows. */
    async overview(auth: AuthUser, args: unknown, level: 'top' | 'children') {
      const current = await compiledTrend(auth, args);
      const previous = await compiledTrend(auth, args, 1);
      const childrenOf = level === 'children' ? chosenCategory(current.input) : null;
      const [now, before, categories, all, noCategory, noCategoryBefore] = await Promise.all([
        perCategory(current.sql, 'ancestors'),
        perCategory(previous.sql, 'ancestors'),
        categoriesOf(current.input.applicationIDs),
        totals(current.sql),
        level === 'top'
          ? db.query<TrendRow>(
              `SELECT ${TREND_SELECT} FROM voc_feedback f WHERE ${current.sql.where} AND f.category_ids = '{}'`,
              current.sql.params.values,
            )
          : Promise.resolve([]),
        level === 'top'
          ? db.query<TrendRow>(
              `SELECT ${TREND_SELECT} FROM voc_feedback f WHERE ${previous.sql.where} AND f.category_ids = '{}'`,
              previous.sql.params.values,
            )
          : Promise.resolve([]),
      ]);
      const total = num(all?.feedback_count);
      const row = (
        id: string,
        category: string,
        subcategory: string | null,
        nowRow?: TrendRow,
        beforeRow?: TrendRow,
      ) => {
        const trend = trendOf(nowRow, null);
        const previousCount = num(beforeRow?.feedback_count);
        return {
          _id: id,
          category,
          subcategory,
          count: trend.feedbackCount,
          share: total > 0 ? trend.feedbackCount / total : 0,
          previousCount,
          change: previousCount > 0 ? ((trend.feedbackCount - previousCount) / previousCount) * 100 : null,
          avgSentimentPositive: trend.avgSentimentPositive,
          avgSentimentNegative: trend.avgSentimentNegative,
          countNegative: trend.countNegative,
        };
      };
      const rows = shownCategories(categories, { rollup: level === 'top', childrenOf })
        .filter((category) => now.has(category.id) || before.has(category.id))
        .map((category) =>
          row(
            category.id,
            category.category,
            category.subcategory,
            now.get(category.id),
            before.get(category.id),
          ),
        );
      if (
        level === 'top' &&
        num(noCategory[0]?.feedback_count) + num(noCategoryBefore[0]?.feedback_count) > 0
      ) {
        rows.push(row(NO_CATEGORY, NO_CATEGORY, null, noCategory[0], noCategoryBefore[0]));
      }
      return rows.sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
    },

    /** getOverallTrends: the period's totals over the named applications, or every one the caller reads. */
    async overall(auth: AuthUser, args: { period: string; applicationIDs?: string[] | null }) {
      let appIds = args.applicationIDs ?? null;
      if (!appIds || appIds.length === 0) {
        const access = await vocAccessOf(db, auth);
        const apps = await db.query<{ app_id: string }>('SELECT DISTINCT app_id FROM voc_feedback');
        appIds = apps.map((app) => app.app_id).filter((appId) => access.canRead(appId));
        if (appIds.length === 0) return trendOf(undefined, null);
      }
      const { sql } = await compiledTrend(auth, { period: args.period, applicationIDs: appIds });
      return trendOf(await totals(sql), null);
    },

    /** getEnjoymentRatings: star ratings of one application (`index`) per day in [startDate, endDate). */
    async enjoymentRatings(auth: AuthUser, args: unknown) {
      const input = parseInput(
        z
          .object({ startDate: z.number(), endDate: z.number(), index: vocApplicationIdSchema })
          .strict()
          .refine((range) => range.startDate < range.endDate, { message: 'startDate must be before endDate' })
          .refine((range) => range.endDate - range.startDate <= 400 * DAY_MS, {
            message: 'at most 400 days at once',
          }),
        args,
      );
      requireRead(await vocAccessOf(db, auth), [input.index]);
      const rows = await db.query<{ day: string | number; star: number; count: string | number }>(
        `SELECT floor((ts - $4)::float8 / $5)::bigint * $5 + $4 AS day, star_rating AS star, count(*) AS count
           FROM voc_feedback WHERE app_id = $1 AND ts >= $2 AND ts < $3 AND star_rating IS NOT NULL
          GROUP BY 1, 2`,
        [input.index, input.startDate, input.endDate, ZONE_OFFSET_MS, DAY_MS],
      );
      const days = new Map<number, number[]>();
      for (const row of rows) {
        const counts = days.get(Number(row.day)) ?? [0, 0, 0, 0, 0];
        counts[row.star - 1] = Number(row.count);
        days.set(Number(row.day), counts);
      }
      return [...days.entries()]
        .sort(([a], [b]) => a - b)
        .map(([timestamp, counts]) => {
          const n = counts.reduce((sum, count) => sum + count, 0);
          const average = n > 0 ? counts.reduce((sum, count, i) => sum + count * (i + 1), 0) / n : null;
          return { timestamp, counts, average };
        });
    },
  };
}
