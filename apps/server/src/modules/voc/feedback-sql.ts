import {
  NO_CATEGORY,
  SUBSCRIBED_SERVICES,
  type FeedbackField,
  type FeedbackFilter,
  type FeedbackQuery,
  type ScoreRange,
} from '@prism/domain';

/**
 * Compiles the checked feedback filters (`FeedbackFilter` of the domain) to one SQL condition with
 * `$n` parameters over `voc_feedback f`. Every value travels as a parameter; column names come from
 * the tables below, never from the caller. Typed columns (and their indexes) serve the filters the
 * table uses most; the rarer account and device filters read the item's JSON.
 */
export class SqlParams {
  readonly values: unknown[] = [];
  /** Adds a value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A copy to add more to, leaving this one as it is for other statements. */
  clone(): SqlParams {
    const copy = new SqlParams();
    copy.values.push(...this.values);
    return copy;
  }
}

/** What the filters compile to, plus what the caller must still decide. */
export interface CompiledFilter {
  where: string;
  params: SqlParams;
}

/** The time window of a filter, resolved by the service from `period`. */
export interface FilterWindow {
  startMs: number;
  endMs: number;
}

/** The search's parts: the caller's access decides whether personal fields are searched. */
export interface SearchPlan {
  text: string;
  by: NonNullable<FeedbackFilter['searchBy']>;
  /** Personal fields may be searched (role and showPII); without, they match nothing. */
  personal: boolean;
  /** The search text encrypted with the Krypto key, to match stored account numbers. */
  encrypted: string | null;
}

/** Columns of a range filter. */
const RANGE_COLUMNS = {
  CSAT: 'f.csat',
  NPS: 'f.nps',
  CES: 'f.ces',
  SR: 'f.sr',
  starRating: 'f.star_rating',
  starRatingExternal: 'f.star_rating_external',
  awsSentimentPositive: 'f.sentiment_positive',
  awsSentimentNegative: 'f.sentiment_negative',
} as const satisfies Partial<Record<keyof FeedbackFilter, string>>;

/** List filters on a typed column. */
const COLUMN_LISTS = {
  appVersion: 'f.app_version',
  surveyID: 'f.survey_id',
  source: 'f.source',
  pageName: 'f.page_name',
  verbatimLanguage: 'f.language',
  sentiment: 'f.sentiment',
} as const satisfies Partial<Record<keyof FeedbackFilter, string>>;

/** List filters on a text field of the item's JSON. */
const DOC_TEXT_LISTS = {
  billerType: 'billerType',
  userRole: 'userRole',
  autoPayStatus: 'autoPayStatus',
  loggedInStatus: 'loggedInStatus',
  footprint: 'footprint',
  SCP: 'SCP',
  userSelectedCategories: 'userSelectedCategory',
  accountType: 'accountType',
  userType: 'userType',
  journeyType: 'journeyType',
  deviceType: 'deviceType',
  os: 'os',
  browser: 'browser',
} as const satisfies Partial<Record<keyof FeedbackFilter, FeedbackField>>;

/** List filters on a list field of the item's JSON: any value in common. */
const DOC_ARRAY_LISTS = {
  billingServices: 'billingServices',
  experimentUuids: 'experimentUuids',
  activatedExperimentUuids: 'activatedExperimentUuids',
  variantUuids: 'variantUuids',
} as const satisfies Partial<Record<keyof FeedbackFilter, FeedbackField>>;

function rangeCondition(column: string, range: ScoreRange, params: SqlParams): string[] {
  const parts: string[] = [];
  if (range.from != null) parts.push(`${column} >= ${params.add(range.from)}`);
  if (range.to != null) parts.push(`${column} <= ${params.add(range.to)}`);
  return parts;
}

const present = <T>(values: readonly T[] | null | undefined): values is readonly T[] =>
  values != null && values.length > 0;

/** The condition of the category filters: any of the ids at any level, or no category at all. */
function categoryCondition(filter: FeedbackFilter, params: SqlParams): string[] {
  const parts: string[] = [];
  for (const ids of [filter.category, filter.middleCategory, filter.subcategory]) {
    if (!present(ids)) continue;
    const wanted = ids.filter((id) => id !== NO_CATEGORY);
    const none = wanted.length < ids.length;
    const options = [];
    if (wanted.length > 0) options.push(`f.category_ids && ${params.add(wanted)}::text[]`);
    if (none) options.push(`f.category_ids = '{}'`);
    parts.push(`(${options.join(' OR ')})`);
  }
  if (present(filter.manualCategory)) {
    parts.push(`f.manual_category_ids && ${params.add(filter.manualCategory)}::text[]`);
  }
  if (present(filter.categoryGroup)) {
    parts.push(
      `EXISTS (SELECT 1 FROM voc_category_groups g WHERE g.id = ANY(${params.add(filter.categoryGroup)}::text[])
         AND g.category_ids && f.category_ids)`,
    );
  }
  return parts;
}

function searchCondition(search: SearchPlan, params: SqlParams): string {
  const { by, text, personal, encrypted } = search;
  const options: string[] = [];
  const wants = (field: string) => by === 'all' || by === field;
  if (wants('verbatim') || wants('altVerbatim') || wants('notes')) {
    const query = params.add(text);
    // The vector holds all three texts; a named one is then checked on its own.
    const field = by === 'all' ? null : by;
    options.push(
      field === null
        ? `f.tsv @@ websearch_to_tsquery('english', ${query})`
        : `(f.tsv @@ websearch_to_tsquery('english', ${query}) AND
            to_tsvector('english', coalesce(f.doc->>${params.add(field)}::text, '')) @@ websearch_to_tsquery('english', ${query}))`,
    );
  }
  if (wants('visitId')) options.push(`f.visit_id = ${params.add(text.trim())}`);
  if (personal) {
    if (wants('email')) options.push(`f.email_lower = ${params.add(text.trim().toLowerCase())}`);
    if (wants('pid')) options.push(`f.pid = ${params.add(text.trim())}`);
    const accounts = [
      ['encAccountNumber', 'f.enc_account_number'],
      ['encMobileAccountNumber', 'f.enc_mobile_account_number'],
    ].filter(([field]) => wants(field!));
    if (encrypted !== null && accounts.length > 0) {
      // Every placeholder added must be used: PostgreSQL cannot type an unused one.
      const value = params.add(encrypted);
      for (const [, column] of accounts) options.push(`${column} = ${value}`);
    }
  }
  // Searching only personal fields without access finds nothing.
  return options.length > 0 ? `(${options.join(' OR ')})` : 'false';
}

/**
 * The WHERE condition of a filter. `appIds` are the applications already checked for read;
 * `window` the resolved period (none: all time); `search` the planned search, if any.
 */
export function compileFeedbackFilter(
  filter: FeedbackFilter,
  appIds: readonly string[],
  window: FilterWindow | null,
  search: SearchPlan | null,
): CompiledFilter {
  const params = new SqlParams();
  const parts: string[] = [`f.app_id = ANY(${params.add(appIds)}::text[])`];
  if (window) {
    parts.push(`f.ts >= ${params.add(window.startMs)}`, `f.ts < ${params.add(window.endMs)}`);
  }
  if (filter.feedbackID) parts.push(`f.id = ${params.add(filter.feedbackID)}`);
  if (!filter.includeNullVerbatims) parts.push('NOT f.is_null_verbatim');
  if (!filter.includeHidden) parts.push('NOT f.is_hidden');
  if (filter.isReviewed != null) parts.push(filter.isReviewed ? 'f.is_reviewed' : 'NOT f.is_reviewed');
  switch (filter.isFlagged) {
    case 'none':
      parts.push('NOT f.is_flagged');
      break;
    case 'awaiting':
      parts.push('f.is_flagged AND NOT f.is_reroute_sent');
      break;
    case 'sent':
      parts.push('f.is_flagged AND f.is_reroute_sent');
      break;
    case 'any':
      parts.push('f.is_flagged');
      break;
    default:
      break;
  }
  if (filter.isRerouteSent != null) {
    parts.push(filter.isRerouteSent ? 'f.is_reroute_sent' : 'NOT f.is_reroute_sent');
  }
  if (filter.reroutePage) parts.push(`(f.rerouted_ids <> '{}' OR f.is_reroute_sent)`);
  if (filter.isTrainingDataOnly) parts.push('f.use_for_retrain');
  if (filter.needsReview != null) parts.push(`f.needs_review = ${params.add(filter.needsReview)}`);
  if (filter.isMobileUser != null) parts.push(`f.is_mobile_user = ${params.add(filter.isMobileUser)}`);
  if (filter.minVerbatimLength != null)
    parts.push(`f.verbatim_len >= ${params.add(filter.minVerbatimLength)}`);
  if (filter.maxVerbatimLength != null)
    parts.push(`f.verbatim_len <= ${params.add(filter.maxVerbatimLength)}`);
  parts.push(...categoryCondition(filter, params));
  for (const [name, column] of Object.entries(RANGE_COLUMNS)) {
    const range = filter[name as keyof typeof RANGE_COLUMNS];
    if (range) parts.push(...rangeCondition(column, range, params));
  }
  for (const [name, column] of Object.entries(COLUMN_LISTS)) {
    const values = filter[name as keyof typeof COLUMN_LISTS];
    if (present(values)) parts.push(`${column} = ANY(${params.add(values)}::text[])`);
  }
  for (const [name, field] of Object.entries(DOC_TEXT_LISTS)) {
    const values = filter[name as keyof typeof DOC_TEXT_LISTS];
    if (present(values)) parts.push(`f.doc->>'${field}' = ANY(${params.add(values)}::text[])`);
  }
  for (const [name, field] of Object.entries(DOC_ARRAY_LISTS)) {
    const values = filter[name as keyof typeof DOC_ARRAY_LISTS];
    if (present(values)) parts.push(`f.doc->'${field}' ?| ${params.add(values)}::text[]`);
  }
  if (filter.accountExpired != null) {
    parts.push(`(f.doc->>'accountExpired')::boolean = ${params.add(filter.accountExpired)}`);
  }
  if (present(filter.activationMethod)) {
    parts.push(`(f.doc->>'activationMethod')::int = ANY(${params.add(filter.activationMethod)}::int[])`);
  }
  if (present(filter.subscribedServices)) {
    const services = filter.subscribedServices.map(
      (service) => `(f.doc->>'${SUBSCRIBED_SERVICES[service]}')::boolean`,
    );
    parts.push(`(${services.map((service) => `coalesce(${service}, false)`).join(' OR ')})`);
  }
  if (search) parts.push(searchCondition(search, params));
  return { where: parts.join(' AND '), params };
}

/** Sorts served by a typed column (and, for time, the table's index); others sort the JSON value. */
const SORT_COLUMNS: Partial<Record<FeedbackField, string>> = {
  timestamp: 'f.ts',
  visitId: 'f.visit_id',
  source: 'f.source',
  CSAT: 'f.csat',
  NPS: 'f.nps',
  CES: 'f.ces',
  SR: 'f.sr',
  starRating: 'f.star_rating',
  starRatingExternal: 'f.star_rating_external',
  appVersion: 'f.app_version',
  pageName: 'f.page_name',
  surveyID: 'f.survey_id',
  language: 'f.language',
  isFlagged: 'f.is_flagged',
  isReviewed: 'f.is_reviewed',
  isHidden: 'f.is_hidden',
  awsSentiment: 'f.sentiment',
  useForRetrain: 'f.use_for_retrain',
};

/** The ORDER BY of a query: its field, then the id so that pages never overlap. */
export function feedbackOrderBy(query: Pick<FeedbackQuery, 'sortField' | 'sortDirection'>): string {
  const direction = query.sortDirection === 'asc' ? 'ASC' : 'DESC';
  const column = SORT_COLUMNS[query.sortField] ?? `f.doc->'${query.sortField}'`;
  if (column === 'f.ts') return `f.ts ${direction}, f.id ${direction}`;
  return `${column} ${direction} NULLS LAST, f.ts DESC, f.id DESC`;
}
