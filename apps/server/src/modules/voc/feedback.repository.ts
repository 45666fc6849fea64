import type { FeedbackItem, FeedbackQuery } from '@prism/domain';
import type { Db, Queryable } from '../../plugins/stores';
import { feedbackOrderBy, type CompiledFilter } from './feedback-sql';
import { trainingDataSync } from './training/training-data.repository';

/**
 * The feedback store (`voc_feedback`, migration 5): each item whole in `doc`, and the typed columns
 * derived from it by {@link feedbackRowColumns}, the one place that derives them, on every insert
 * and every update.
 */

/** The typed columns of a stored item, in {@link ROW_COLUMNS} order after `id, app_id, ts, doc`. */
interface RowColumns {
  source: string;
  visit_id: string | null;
  verbatim_len: number;
  is_null_verbatim: boolean;
  is_hidden: boolean;
  is_flagged: boolean;
  is_reviewed: boolean;
  is_reroute_sent: boolean;
  use_for_retrain: boolean;
  is_mobile_user: boolean | null;
  csat: number | null;
  nps: number | null;
  ces: number | null;
  sr: number | null;
  star_rating: number | null;
  star_rating_external: number | null;
  sentiment: string | null;
  sentiment_positive: number | null;
  sentiment_negative: number | null;
  sentiment_mixed: number | null;
  sentiment_neutral: number | null;
  app_version: string | null;
  survey_id: string | null;
  page_name: string | null;
  language: string | null;
  category_ids: string[];
  manual_category_ids: string[];
  rerouted_ids: string[];
  email_lower: string | null;
  pid: string | null;
  enc_account_number: string | null;
  enc_mobile_account_number: string | null;
  enriched: boolean;
  needs_review: boolean;
}

const ROW_COLUMNS: readonly (keyof RowColumns)[] = [
  'source',
  'visit_id',
  'verbatim_len',
  'is_null_verbatim',
  'is_hidden',
  'is_flagged',
  'is_reviewed',
  'is_reroute_sent',
  'use_for_retrain',
  'is_mobile_user',
  'csat',
  'nps',
  'ces',
  'sr',
  'star_rating',
  'star_rating_external',
  'sentiment',
  'sentiment_positive',
  'sentiment_negative',
  'sentiment_mixed',
  'sentiment_neutral',
  'app_version',
  'survey_id',
  'page_name',
  'language',
  'category_ids',
  'manual_category_ids',
  'rerouted_ids',
  'email_lower',
  'pid',
  'enc_account_number',
  'enc_mobile_account_number',
  'enriched',
  'needs_review',
];

/** A category's parent, for storing the ancestors of applied categories beside them. */
export type CategoryParents = ReadonlyMap<string, string | null>;

/** The applied categories and all their ancestors: a filter on any level then reads one array. */
export function categoryIdsWithAncestors(ids: readonly string[], parents: CategoryParents): string[] {
  const all = new Set<string>();
  for (const id of ids) {
    let current: string | null | undefined = id;
    for (let depth = 0; current != null && depth < 5 && !all.has(current); depth += 1) {
      all.add(current);
      current = parents.get(current);
    }
  }
  return [...all];
}

/**
 * A number as a `real` column holds it: PostgreSQL refuses a value too small for single precision
 * ("underflow") where the JSON document keeps it, so anything that small is stored as 0.
 */
function real(value: number | null | undefined): number | null {
  if (value == null) return null;
  return Math.abs(value) < 1e-30 ? 0 : value;
}

/** The typed columns of an item: what the filters, sorts, search and trends read. */
export function feedbackRowColumns(item: FeedbackItem, parents: CategoryParents): RowColumns {
  const sentiment = item.awsSentiment ?? null;
  return {
    source: item.source,
    visit_id: item.visitId ?? null,
    verbatim_len: item.verbatim?.length ?? 0,
    is_null_verbatim: item.isNullVerbatim,
    is_hidden: item.isHidden,
    is_flagged: item.isFlagged,
    is_reviewed: item.isReviewed,
    is_reroute_sent: item.isRerouteSent,
    use_for_retrain: item.useForRetrain,
    is_mobile_user: item.isMobileUser ?? null,
    csat: real(item.CSAT),
    nps: item.NPS ?? null,
    ces: item.CES ?? null,
    sr: real(item.SR),
    star_rating: item.starRating ?? null,
    star_rating_external: item.starRatingExternal ?? null,
    sentiment: sentiment?.sentiment ?? null,
    sentiment_positive: real(sentiment?.positive),
    sentiment_negative: real(sentiment?.negative),
    sentiment_mixed: real(sentiment?.mixed),
    sentiment_neutral: real(sentiment?.neutral),
    app_version: item.appVersion ?? null,
    survey_id: item.surveyID ?? null,
    page_name: item.pageName ?? null,
    language: item.language ?? null,
    category_ids: categoryIdsWithAncestors(
      item.prismAppliedCategories.map((applied) => applied._id),
      parents,
    ),
    manual_category_ids: item.prismAppliedManualCategories.map((applied) => applied._id),
    rerouted_ids: item.reroutedCategories,
    email_lower: item.email?.toLowerCase() ?? null,
    pid: item.pid ?? null,
    enc_account_number: item.encAccountNumber ?? null,
    enc_mobile_account_number: item.encMobileAccountNumber ?? null,
    enriched: item.awsSentiment != null || !item.verbatim,
    // Needs review until someone applies a category.
    needs_review: item.needsReview === true && item.prismAppliedCategories.length === 0,
  };
}

/** A stored item and its application id. */
export interface StoredFeedback {
  appId: string;
  item: FeedbackItem;
}

/**
 * Writes items (new or changed) with their columns, in batches of one multi-row statement each.
 * An existing `_id` is replaced whole: the caller has read, changed and checked it. The training
 * data linked to items follows them in the same write.
 */
export async function feedbackUpsert(
  db: Queryable,
  rows: readonly StoredFeedback[],
  parents: CategoryParents,
  /** New items (ingestion): none has training data yet. */
  options: { fresh?: boolean } = {},
): Promise<void> {
  const columns = ['id', 'app_id', 'ts', 'doc', ...ROW_COLUMNS];
  const updates = columns
    .filter((column) => column !== 'id')
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  const BATCH = 1_000;
  for (let start = 0; start < rows.length; start += BATCH) {
    // One parameter per statement: the rows as a JSON array that PostgreSQL takes apart itself
    // (1,000 rows of 37 bound values each took twice as long to bind as to store).
    const batch = rows.slice(start, start + BATCH).map(({ appId, item }) => ({
      id: item._id,
      app_id: appId,
      ts: item.timestamp,
      doc: item,
      ...feedbackRowColumns(item, parents),
    }));
    await db.query(
      `INSERT INTO voc_feedback (${columns.join(', ')})
       SELECT ${columns.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${columns
         .map((column) => `${column} ${COLUMN_TYPES[column as keyof typeof COLUMN_TYPES]}`)
         .join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${updates}, updated_at = now()`,
      [JSON.stringify(batch)],
    );
  }
  await trainingDataSync(db, rows, options);
}

/** The SQL type of each written column (migration 5), for reading the rows back out of JSON. */
const COLUMN_TYPES = {
  id: 'text',
  app_id: 'text',
  ts: 'bigint',
  doc: 'jsonb',
  source: 'text',
  visit_id: 'text',
  verbatim_len: 'integer',
  is_null_verbatim: 'boolean',
  is_hidden: 'boolean',
  is_flagged: 'boolean',
  is_reviewed: 'boolean',
  is_reroute_sent: 'boolean',
  use_for_retrain: 'boolean',
  is_mobile_user: 'boolean',
  csat: 'real',
  nps: 'smallint',
  ces: 'smallint',
  sr: 'real',
  star_rating: 'smallint',
  star_rating_external: 'smallint',
  sentiment: 'text',
  sentiment_positive: 'real',
  sentiment_negative: 'real',
  sentiment_mixed: 'real',
  sentiment_neutral: 'real',
  app_version: 'text',
  survey_id: 'text',
  page_name: 'text',
  language: 'text',
  category_ids: 'text[]',
  manual_category_ids: 'text[]',
  rerouted_ids: 'text[]',
  email_lower: 'text',
  pid: 'text',
  enc_account_number: 'text',
  enc_mobile_account_number: 'text',
  enriched: 'boolean',
  needs_review: 'boolean',
} as const satisfies Record<'id' | 'app_id' | 'ts' | 'doc' | keyof RowColumns, string>;

interface DocRow {
  app_id: string;
  doc: FeedbackItem;
}

/** Items by id, with their application ids (the caller checks access). */
export async function feedbackByIds(db: Queryable, ids: readonly string[]): Promise<StoredFeedback[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<DocRow>('SELECT app_id, doc FROM voc_feedback WHERE id = ANY($1::text[])', [
    ids,
  ]);
  return rows.map((row) => ({ appId: row.app_id, item: row.doc }));
}

/** Same, locked for update inside a transaction (PostgreSQL; PGlite runs one statement at a time). */
export async function feedbackByIdsForUpdate(
  db: Queryable,
  ids: readonly string[],
): Promise<StoredFeedback[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<DocRow>(
    'SELECT app_id, doc FROM voc_feedback WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  return rows.map((row) => ({ appId: row.app_id, item: row.doc }));
}

/**
 * Changes stored items safely against concurrent writers: inside one transaction each item is read
 * locked, `change` returns its new state (or null to leave it), and the changed ones are written
 * with their columns. A throw from `change` leaves every item as it was.
 */
export async function feedbackUpdate(
  db: Db,
  ids: readonly string[],
  change: (stored: StoredFeedback) => FeedbackItem | null,
): Promise<Map<string, FeedbackItem>> {
  return db.transaction(async (tx) => {
    const rows = await feedbackByIdsForUpdate(tx, ids);
    const after = new Map<string, FeedbackItem>();
    const changed: StoredFeedback[] = [];
    for (const row of rows) {
      const next = change(row);
      after.set(row.item._id, next ?? row.item);
      if (next) changed.push({ appId: row.appId, item: next });
    }
    if (changed.length > 0) await feedbackUpsert(tx, changed, await categoryParents(tx));
    return after;
  });
}

/** One page of a filtered, sorted table. */
export async function feedbackPage(
  db: Queryable,
  filter: CompiledFilter,
  query: Pick<FeedbackQuery, 'sortField' | 'sortDirection' | 'limit' | 'offset'>,
): Promise<FeedbackItem[]> {
  const params = filter.params.clone();
  const order = feedbackOrderBy(query);
  // The page's ids first, from the columns alone (an index-only scan when the filters are on
  // columns: a filter matching little no longer walks the items themselves), then those items.
  const rows = await db.query<{ doc: FeedbackItem }>(
    `WITH page AS MATERIALIZED (
       SELECT f.id, row_number() OVER (ORDER BY ${order}) AS n FROM voc_feedback f WHERE ${filter.where}
        ORDER BY ${order} LIMIT ${params.add(query.limit)} OFFSET ${params.add(query.offset)})
     SELECT f.doc FROM page JOIN voc_feedback f ON f.id = page.id ORDER BY page.n`,
    params.values,
  );
  return rows.map((row) => row.doc);
}

/** How many items a filter matches. */
export async function feedbackCount(db: Queryable, filter: CompiledFilter): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `SELECT count(*) AS count FROM voc_feedback f WHERE ${filter.where}`,
    filter.params.values,
  );
  return Number(row?.count ?? 0);
}

/** Every category's parent. Categories are few (hundreds per platform); read whole per write. */
export async function categoryParents(db: Queryable): Promise<Map<string, string | null>> {
  const rows = await db.query<{ id: string; parent: string | null }>('SELECT id, parent FROM voc_categories');
  return new Map(rows.map((row) => [row.id, row.parent]));
}
