import {
  SURVEY_NO_CATEGORY,
  type FeedbackItem,
  type SurveyAnswer,
  type SurveyRespondent,
  type SurveyScopeArgs,
  type SurveySortField,
} from '@prism/domain';
import type { Queryable } from '../../plugins/stores';
import { SqlParams } from '../voc/feedback-sql';

/**
 * The survey tool's reading SQL (issue 18 item 3). A scope (survey, period, filters, search) is
 * one condition over `survey_responses r` joined to its feedback item `voc_feedback f` (whose
 * sentiment and applied categories the response shows); the summary groups `survey_answers a` by
 * question and value from its covering index, narrowed to the scope's responses only when filters
 * or a search ask for it. Every value travels as a parameter; columns come from the tables below.
 */

/** A compiled scope: the condition, its parameters, and whether it reads the feedback item. */
export interface SurveyScopeSql {
  /** The condition over `survey_responses r` (and `voc_feedback f`). */
  where: string;
  /** The survey and time windows over `survey_answers a`, without the filters. */
  answerWhere: string;
  /** The survey and time windows over `survey_displays d`. */
  displayWhere: string;
  params: SqlParams;
  /** True when a filter reads `f` (sentiment, categories): the query must join it. */
  readsFeedback: boolean;
  /** True when anything beyond the survey and the period narrows the responses. */
  narrowed: boolean;
}

/** A time window, `from` inclusive, `to` exclusive (epoch ms). */
export type SurveyWindow = readonly [from: number, to: number];

/** The feedback item of a response, for the conditions and columns that read it. */
export const FEEDBACK_JOIN = 'LEFT JOIN voc_feedback f ON f.id = r.feedback_id';

/**
 * The condition of a scope over `survey_responses r` (and `voc_feedback f` when it says so), in its
 * period or, when given, in some windows of it (the summary reads the rest from its counts).
 */
export function surveyScopeCompile(
  scope: SurveyScopeArgs,
  windows: readonly SurveyWindow[] = [[scope.from, scope.to]],
): SurveyScopeSql {
  const params = new SqlParams();
  const survey = params.add(scope.surveyId);
  const bounds = windows.map(([from, to]) => [params.add(from), params.add(to)] as const);
  const timeOf = (alias: string) =>
    bounds.length === 0
      ? 'false'
      : `(${bounds.map(([from, to]) => `${alias}.ts >= ${from} AND ${alias}.ts < ${to}`).join(' OR ')})`;
  const parts = [`r.survey_id = ${survey}`, timeOf('r')];
  const answerWhere = `a.survey_id = ${survey} AND ${timeOf('a')}`;
  const displayWhere = `d.survey_id = ${survey} AND ${timeOf('d')}`;
  const filters = scope.filters ?? {};
  let readsFeedback = false;
  const ranges = [
    ['r.csat', filters.CSAT],
    ['r.nps', filters.NPS],
    ['r.star_rating', filters.starRating],
  ] as const;
  for (const [column, range] of ranges) {
    if (range) parts.push(`${column} BETWEEN ${params.add(range.min)} AND ${params.add(range.max)}`);
  }
  if (filters.SR != null) parts.push(`r.sr = ${params.add(filters.SR)}`);
  if (filters.hasFile != null)
    parts.push(filters.hasFile ? 'r.upload_id IS NOT NULL' : 'r.upload_id IS NULL');
  if (filters.sentiment && filters.sentiment.length > 0) {
    readsFeedback = true;
    parts.push(`f.sentiment = ANY(${params.add(filters.sentiment)}::text[])`);
  }
  if (filters.categoryIds && filters.categoryIds.length > 0) {
    readsFeedback = true;
    // Applied categories are stored with their ancestors: a top category matches its subcategories.
    const wanted = filters.categoryIds.filter((id) => id !== SURVEY_NO_CATEGORY);
    const options: string[] = [];
    if (wanted.length > 0) options.push(`f.category_ids && ${params.add(wanted)}::text[]`);
    if (wanted.length < filters.categoryIds.length) options.push(`coalesce(f.category_ids, '{}') = '{}'`);
    parts.push(`(${options.join(' OR ')})`);
  }
  const search = scope.searchText?.trim();
  if (search) {
    // Words of the free-text answers, or a response's id exactly (pasted from an export).
    const text = params.add(search);
    parts.push(`(r.tsv @@ websearch_to_tsquery('english', ${text}) OR r.id = ${text})`);
  }
  return {
    where: parts.join(' AND '),
    answerWhere,
    displayWhere,
    params,
    readsFeedback,
    narrowed: parts.length > 2,
  };
}

/** The FROM clause of a scope: the responses, and their feedback items when the scope reads them. */
const fromOf = (scope: SurveyScopeSql, withFeedback = false) =>
  `survey_responses r ${scope.readsFeedback || withFeedback ? FEEDBACK_JOIN : ''}`;

/** Sentiment as an order: most negative first when ascending. */
const SENTIMENT_RANK = `CASE f.sentiment WHEN 'negative' THEN 0 WHEN 'mixed' THEN 1 WHEN 'neutral' THEN 2
  WHEN 'positive' THEN 3 END`;

const SORT_COLUMNS: Readonly<Record<SurveySortField, string>> = {
  createdAt: 'r.ts',
  CSAT: 'r.csat',
  NPS: 'r.nps',
  SR: 'r.sr',
  starRating: 'r.star_rating',
  sentiment: SENTIMENT_RANK,
};

/** The ORDER BY of a sort: its column (responses without it last), then newest, then the id. */
export function surveyOrderBy(field: SurveySortField, direction: 'asc' | 'desc'): string {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  if (field === 'createdAt') return `r.ts ${dir}, r.id ${dir}`;
  return `${SORT_COLUMNS[field]} ${dir} NULLS LAST, r.ts DESC, r.id DESC`;
}

/** A response as stored, with what its feedback item and upload add. */
export interface SurveyResponseRow {
  id: string;
  survey_id: string;
  feedback_id: string;
  ts: string | number;
  answers: SurveyAnswer[];
  respondent: SurveyRespondent;
  created_by: string | null;
  updated_at: Date | string;
  updated_by: string | null;
  wants_file: boolean;
  upload_id: string | null;
  files: { fileName: string; url: string }[] | null;
  /** The feedback item's enrichment and applied categories (null when the item is gone). */
  enrichment: Pick<
    FeedbackItem,
    'awsSentiment' | 'awsKeywords' | 'awsCategories' | 'awsCategoriesScore' | 'prismAppliedCategories'
  > | null;
}

const RESPONSE_COLUMNS = `r.id, r.survey_id, r.feedback_id, r.ts, r.answers, r.respondent, r.created_by,
  r.updated_at, r.updated_by, r.wants_file, r.upload_id, u.files,
  CASE WHEN f.id IS NULL THEN NULL ELSE jsonb_build_object(
    'awsSentiment', f.doc->'awsSentiment', 'awsKeywords', f.doc->'awsKeywords',
    'awsCategories', f.doc->'awsCategories', 'awsCategoriesScore', f.doc->'awsCategoriesScore',
    'prismAppliedCategories', f.doc->'prismAppliedCategories') END AS enrichment`;

/**
 * One page of a scope's responses in a sort. The page's ids come first from the responses (and the
 * feedback columns when the sort or filters need them); only those rows are then read whole.
 * `after` pages by key in time order (the export), instead of an offset.
 */
export async function surveyResponsesPage(
  db: Queryable,
  scope: SurveyScopeSql,
  page: {
    sortField: SurveySortField;
    sortDirection: 'asc' | 'desc';
    limit: number;
    offset?: number;
    after?: { ts: number; id: string } | null;
  },
): Promise<SurveyResponseRow[]> {
  const params = scope.params.clone();
  const order = surveyOrderBy(page.sortField, page.sortDirection);
  let where = scope.where;
  if (page.after) {
    if (page.sortField !== 'createdAt') throw new Error('keyset pages need the time order');
    const op = page.sortDirection === 'asc' ? '>' : '<';
    where += ` AND (r.ts, r.id) ${op} (${params.add(page.after.ts)}, ${params.add(page.after.id)})`;
  }
  return db.query<SurveyResponseRow>(
    `WITH page AS MATERIALIZED (
       SELECT r.id, row_number() OVER (ORDER BY ${order}) AS n
         FROM ${fromOf(scope, page.sortField === 'sentiment')} WHERE ${where}
        ORDER BY ${order} LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset ?? 0)})
     SELECT ${RESPONSE_COLUMNS}
       FROM page JOIN survey_responses r ON r.id = page.id ${FEEDBACK_JOIN}
       LEFT JOIN voc_file_uploads u ON u.id = r.upload_id
      ORDER BY page.n`,
    params.values,
  );
}

/** One response by id, or undefined. */
export async function surveyResponseById(db: Queryable, id: string): Promise<SurveyResponseRow | undefined> {
  const [row] = await db.query<SurveyResponseRow>(
    `SELECT ${RESPONSE_COLUMNS} FROM survey_responses r ${FEEDBACK_JOIN}
       LEFT JOIN voc_file_uploads u ON u.id = r.upload_id WHERE r.id = $1`,
    [id],
  );
  return row;
}

/** Records who changed a response last. */
export async function surveyResponseTouch(db: Queryable, id: string, by: string): Promise<void> {
  await db.query('UPDATE survey_responses SET updated_at = now(), updated_by = $2 WHERE id = $1', [id, by]);
}

const count = (value: string | number | null | undefined): number => Number(value ?? 0);

/** How many responses a scope matches. */
export async function surveyResponsesCount(db: Queryable, scope: SurveyScopeSql): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM ${fromOf(scope)} WHERE ${scope.where}`,
    scope.params.values,
  );
  return count(row?.n);
}

/**
 * A scope's responses per time bucket (`floor((ts − origin) / step)`), with those that sent a file:
 * only buckets that have responses.
 */
export async function surveyResponsesOverTime(
  db: Queryable,
  scope: SurveyScopeSql,
  bucket: { origin: number; step: number },
): Promise<{ t: number; count: number; uploads: number }[]> {
  const params = scope.params.clone();
  const o = params.add(bucket.origin);
  const s = params.add(bucket.step);
  const rows = await db.query<{ t: string | number; n: string | number; uploads: string | number }>(
    `SELECT floor((r.ts - ${o})::float8 / ${s})::bigint * ${s} + ${o} AS t, count(*) AS n,
            count(r.upload_id) AS uploads
       FROM ${fromOf(scope)} WHERE ${scope.where} GROUP BY 1`,
    params.values,
  );
  return rows.map((row) => ({ t: Number(row.t), count: count(row.n), uploads: count(row.uploads) }));
}

/** Times the public page showed a survey in a scope's windows (displays are not filtered). */
export async function surveyDisplayCount(db: Queryable, scope: SurveyScopeSql): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM survey_displays d WHERE ${scope.displayWhere}`,
    scope.params.values,
  );
  return count(row?.n);
}

/** The answer rows of a scope: all of the survey's in its windows, or those of the scope's responses. */
function answersWhere(scope: SurveyScopeSql): string {
  if (!scope.narrowed) return scope.answerWhere;
  return `${scope.answerWhere} AND a.response_id IN (SELECT r.id FROM ${fromOf(scope)} WHERE ${scope.where})`;
}

/**
 * Answers per question and value in a scope, from the answers' covering index. Free-text answers
 * (`textQuestionIds`) are counted per question only: their values are the texts themselves.
 */
export async function surveyAnswerCounts(
  db: Queryable,
  scope: SurveyScopeSql,
  textQuestionIds: readonly string[],
): Promise<{ questionId: string; value: string; count: number }[]> {
  const params = scope.params.clone();
  const text = params.add(textQuestionIds);
  const rows = await db.query<{ question_id: string; value: string; n: string | number }>(
    `SELECT a.question_id, CASE WHEN a.question_id = ANY(${text}::text[]) THEN '' ELSE a.value END AS value,
            count(*) AS n
       FROM survey_answers a WHERE ${answersWhere(scope)} GROUP BY 1, 2`,
    params.values,
  );
  return rows.map((row) => ({ questionId: row.question_id, value: row.value, count: count(row.n) }));
}

/** The questions answered in a survey's period (those since removed from it included). */
export async function surveyAnsweredQuestionIds(db: Queryable, scope: SurveyScopeSql): Promise<string[]> {
  const rows = await db.query<{ question_id: string }>(
    `SELECT DISTINCT a.question_id FROM survey_answers a WHERE ${answersWhere(scope)}`,
    scope.params.values,
  );
  return rows.map((row) => row.question_id);
}

/** Responses that answered each of these questions (a multiple choice has a row per option ticked). */
export async function surveyAnsweredCounts(
  db: Queryable,
  scope: SurveyScopeSql,
  questionIds: readonly string[],
): Promise<Map<string, number>> {
  if (questionIds.length === 0) return new Map();
  const params = scope.params.clone();
  const ids = params.add(questionIds);
  const rows = await db.query<{ question_id: string; n: string | number }>(
    `SELECT a.question_id, count(DISTINCT a.response_id) AS n FROM survey_answers a
      WHERE ${answersWhere(scope)} AND a.question_id = ANY(${ids}::text[]) GROUP BY 1`,
    params.values,
  );
  return new Map(rows.map((row) => [row.question_id, count(row.n)]));
}

/** The sentiment of the responses that answered each free-text question (null: not yet enriched). */
export async function surveyTextSentiments(
  db: Queryable,
  scope: SurveyScopeSql,
  questionIds: readonly string[],
): Promise<{ questionId: string; sentiment: string | null; count: number }[]> {
  if (questionIds.length === 0) return [];
  const params = scope.params.clone();
  const ids = params.add(questionIds);
  const rows = await db.query<{ question_id: string; sentiment: string | null; n: string | number }>(
    `SELECT a.question_id, f.sentiment, count(*) AS n
       FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id ${FEEDBACK_JOIN}
      WHERE ${scope.answerWhere} AND a.question_id = ANY(${ids}::text[]) AND ${scope.where}
      GROUP BY 1, 2`,
    params.values,
  );
  return rows.map((row) => ({ questionId: row.question_id, sentiment: row.sentiment, count: count(row.n) }));
}

/** The newest answers of a free-text question in a scope, with their response's sentiment. */
export async function surveyNewestTexts(
  db: Queryable,
  scope: SurveyScopeSql,
  questionId: string,
  limit: number,
): Promise<{ responseId: string; createdAt: number; text: string; sentiment: string | null }[]> {
  const params = scope.params.clone();
  const q = params.add(questionId);
  const rows = await db.query<{ id: string; ts: string | number; text: string; sentiment: string | null }>(
    `SELECT r.id, r.ts, jsonb_path_query_first(r.answers, '$[*] ? (@.questionId == $q).text',
              jsonb_build_object('q', ${q}::text)) #>> '{}' AS text, f.sentiment
       FROM survey_responses r ${FEEDBACK_JOIN}
      WHERE ${scope.where} AND r.answers @> jsonb_build_array(jsonb_build_object('questionId', ${q}::text))
      ORDER BY r.ts DESC, r.id DESC LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows.map((row) => ({
    responseId: row.id,
    createdAt: Number(row.ts),
    text: row.text,
    sentiment: row.sentiment,
  }));
}

/**
 * The newest stored answer of each of these questions in a survey (from any time): how a question
 * removed from the survey reads (its label and type), and the texts of options it no longer has.
 */
export async function surveyStoredAnswers(
  db: Queryable,
  surveyId: string,
  questionIds: readonly string[],
  perQuestion: number,
): Promise<SurveyAnswer[]> {
  if (questionIds.length === 0) return [];
  return (
    await db.query<{ answer: SurveyAnswer }>(
      `SELECT x.answer FROM unnest($2::text[]) AS q(id)
         CROSS JOIN LATERAL (
           SELECT jsonb_path_query_first(r.answers, '$[*] ? (@.questionId == $q)', jsonb_build_object('q', q.id))
                    AS answer
             FROM survey_responses r
            WHERE r.survey_id = $1 AND r.answers @> jsonb_build_array(jsonb_build_object('questionId', q.id))
            ORDER BY r.ts DESC LIMIT $3) x`,
      [surveyId, questionIds, perQuestion],
    )
  ).map((row) => row.answer);
}

/** Responses per applied category (from their feedback items) and sentiment, with the totals. */
export async function surveyCategoryCounts(
  db: Queryable,
  scope: SurveyScopeSql,
): Promise<{
  total: number;
  uncategorised: number;
  rows: { id: string; sentiment: string | null; count: number }[];
}> {
  // The category column (applied categories with their ancestors) tells which items have any; only
  // those items' documents are read for the applied ones themselves.
  const [totals] = await db.query<{ total: string | number; none: string | number }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE coalesce(f.category_ids, '{}') = '{}') AS none
       FROM ${fromOf(scope, true)} WHERE ${scope.where}`,
    scope.params.values,
  );
  const rows = await db.query<{ id: string; sentiment: string | null; n: string | number }>(
    `SELECT c->>'_id' AS id, f.sentiment, count(*) AS n
       FROM ${fromOf(scope, true)}
       CROSS JOIN LATERAL jsonb_array_elements(f.doc->'prismAppliedCategories') c
      WHERE ${scope.where} AND f.category_ids <> '{}' GROUP BY 1, 2`,
    scope.params.values,
  );
  return {
    total: count(totals?.total),
    uncategorised: count(totals?.none),
    rows: rows.map((row) => ({ id: row.id, sentiment: row.sentiment, count: count(row.n) })),
  };
}

/** A part of a period the summary counts read whole: whole days or whole hours (VoC zone days). */
export interface SurveyRollupPart {
  step: 'h' | 'd';
  from: number;
  to: number;
}

/** A count of `survey_rollup` (migration 9): per bucket start for responses, else over the parts. */
export interface SurveyRollupRow {
  kind: 'r' | 'u' | 'd' | 'a' | 'q' | 's';
  questionId: string;
  value: string;
  /** The hour or day a response count is of; null for the other kinds. */
  t: number | null;
  n: number;
}

/** The summary's counts of a survey over whole hours and days, from `survey_rollup`. */
export async function surveyRollupCounts(
  db: Queryable,
  surveyId: string,
  parts: readonly SurveyRollupPart[],
): Promise<SurveyRollupRow[]> {
  if (parts.length === 0) return [];
  const params = new SqlParams();
  const survey = params.add(surveyId);
  const ranges = parts
    .map(
      (part) =>
        `(step = ${params.add(part.step)} AND t >= ${params.add(part.from)} AND t < ${params.add(part.to)})`,
    )
    .join(' OR ');
  const rows = await db.query<{
    kind: SurveyRollupRow['kind'];
    question_id: string;
    value: string;
    t: string | number | null;
    n: string | number;
  }>(
    `SELECT kind, question_id, value, CASE WHEN kind = 'r' THEN t END AS t, sum(n) AS n
       FROM survey_rollup WHERE survey_id = ${survey} AND (${ranges}) GROUP BY 1, 2, 3, 4`,
    params.values,
  );
  return rows.map((row) => ({
    kind: row.kind,
    questionId: row.question_id,
    value: row.value,
    t: row.t === null ? null : Number(row.t),
    n: count(row.n),
  }));
}

/** A category, as the trails and the active-leaf rule read it. */
export interface SurveyCategoryRow {
  id: string;
  name: string;
  parent: string | null;
  application_ids: string[];
  is_archived: boolean;
}

/** Every category, in the tree's order (categories are few: hundreds per platform). */
export async function categoriesAll(db: Queryable): Promise<SurveyCategoryRow[]> {
  return db.query<SurveyCategoryRow>(
    `SELECT id, coalesce(subcategory, category) AS name, parent, application_ids, is_archived
       FROM voc_categories ORDER BY category, subcategory NULLS FIRST, id`,
  );
}
