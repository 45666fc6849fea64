import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_PERSONAL_FIELDS,
  PeriodError,
  feedbackIngestItemSchema,
  feedbackIngestSchema,
  feedbackItemSchema,
  feedbackQuerySchema,
  periodResolve,
  roleCan,
  type FeedbackField,
  type FeedbackFilter,
  type FeedbackIngestItem,
  type FeedbackItem,
  type FeedbackQuery,
  type FileUpload,
} from '@prism/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Db, Queryable } from '../../plugins/stores';
import { badRequest, notFound, parseInput, tooLarge } from '../../lib/errors';
import { enqueueJob } from '../../jobs/job-runner';
import type { KryptoCipher } from '../krypto/krypto.cipher';
import { compileFeedbackFilter, type CompiledFilter, type SearchPlan } from './feedback-sql';
import {
  categoryParents,
  feedbackByIds,
  feedbackCount,
  feedbackPage,
  feedbackUpdate,
  feedbackUpsert,
  type StoredFeedback,
} from './feedback.repository';
import { personalDataShown, requireRead, requireWrite, vocAccessOf, type VocAccess } from './voc-access';

/** Feedback days are read in the display zone of spec 001 section 9: UTC − 7 h, all year. */
export const VOC_TIME_ZONE = 'Etc/GMT+7';

/** The job kind that adds sentiment, keywords and model categories to new items. */
export const ENRICH_JOB = 'voc-enrich';

/**
 * Queues the enrichment of new items in the caller's transaction: the `enqueueEnrichment` every
 * feedback service of this server is built with.
 */
export async function enrichmentEnqueue(tx: Queryable, ids: readonly string[]): Promise<void> {
  await enqueueJob(tx, { kind: ENRICH_JOB, payload: { ids } });
}

/** What the feedback service needs from outside: the stores, the Krypto cipher, the job queue. */
export interface FeedbackDeps {
  db: Db;
  cipher: KryptoCipher;
  /** Queues the enrichment of new items in the same transaction that stores them. */
  enqueueEnrichment(tx: Queryable, ids: readonly string[]): Promise<void>;
  now?: () => number;
}

/** Never answered: a plain account number is never stored (the encrypted one is personal). */
const WITHHELD_ALWAYS = new Set<string>(['accountNumber']);
const WITHHELD_PERSONAL = new Set<string>([...WITHHELD_ALWAYS, ...FEEDBACK_PERSONAL_FIELDS]);

/** An item as it leaves the server: personal fields only when allowed, only the fields asked for. */
export function feedbackAnswer(
  item: FeedbackItem,
  options: { personal: boolean; fields?: readonly FeedbackField[] | null },
): Partial<FeedbackItem> {
  const withheld = options.personal ? WITHHELD_ALWAYS : WITHHELD_PERSONAL;
  const keep = options.fields ? new Set<string>(['_id', ...options.fields]) : null;
  // Copied key by key rather than deleted from a copy: `delete` leaves V8 a slow object.
  const answer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (!withheld.has(key) && (keep === null || keep.has(key))) answer[key] = value;
  }
  return answer as Partial<FeedbackItem>;
}

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

/** Parses an ingestion body: 413 above the item limit, 400 naming index, field and reason. */
export function feedbackIngestParse(body: unknown): z.output<typeof feedbackIngestSchema> {
  const items = (body as { feedback?: unknown } | null)?.feedback;
  if (Array.isArray(items) && items.length > 1_000) {
    throw tooLarge(`A call holds at most 1000 items; this one has ${items.length}`);
  }
  const parsed = feedbackIngestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const index = issue.path[0] === 'feedback' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
  const field = index === undefined ? undefined : issue.path.slice(2).map(String).join('.') || undefined;
  const where = issue.path.length > 0 ? `${describePath(issue.path)}: ` : '';
  throw badRequest(`${where}${issue.message}`, { index, field, reason: issue.message });
}

/** The catalogue's application for `appName@appType`: that id, or the one app of that name and type. */
export async function applicationResolver(
  db: Queryable,
): Promise<(name: string, type: string) => string | undefined> {
  const rows = await db.query<{ id: string; name: string; type: string }>(
    'SELECT id, name, type FROM applications',
  );
  const byId = new Set(rows.map((row) => row.id));
  const byNameType = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.name.toLowerCase()}@${row.type.toLowerCase()}`;
    byNameType.set(key, [...(byNameType.get(key) ?? []), row.id]);
  }
  return (name, type) => {
    const id = `${name}@${type}`;
    if (byId.has(id)) return id;
    const matches = byNameType.get(id.toLowerCase()) ?? [];
    return matches.length === 1 ? matches[0] : undefined;
  };
}

/** Checks applied categories: they exist, serve the item's application and are active leaves. */
async function categoryChecker(db: Queryable) {
  const rows = await db.query<{
    id: string;
    parent: string | null;
    application_ids: string[];
    is_archived: boolean;
    has_child: boolean;
    name: string;
  }>(
    `SELECT c.id, c.parent, c.application_ids, c.is_archived, coalesce(c.subcategory, c.category) AS name,
            EXISTS (SELECT 1 FROM voc_categories k WHERE k.parent = c.id AND NOT k.is_archived) AS has_child
       FROM voc_categories c`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const active = (id: string): boolean => {
    // Active: neither the category nor its parent nor its grandparent is archived (spec 001 section 4).
    let current = byId.get(id);
    for (let depth = 0; current && depth < 3; depth += 1) {
      if (current.is_archived) return false;
      current = current.parent ? byId.get(current.parent) : undefined;
    }
    return true;
  };
  const check = (appId: string, ids: readonly string[]): string | null => {
    for (const id of ids) {
      const category = byId.get(id);
      if (!category || !category.application_ids.includes(appId))
        return `${id} is not a category of ${appId}`;
      if (!active(id)) return `${id} is archived (or under an archived category)`;
      if (category.has_child) return `${id} has subcategories: apply one of them`;
    }
    return null;
  };
  /** The name an applied category shows: a subcategory's own, or the top category's. */
  const nameOf = (id: string): string => byId.get(id)?.name ?? id;
  return Object.assign(check, { nameOf });
}

export function createFeedbackService(deps: FeedbackDeps) {
  const { db, cipher } = deps;
  const now = deps.now ?? Date.now;

  /** The period of a filter as an instant range in the VoC zone; none: all time. */
  function windowOf(filter: Pick<FeedbackFilter, 'period' | 'periodOffset'>) {
    if (!filter.period) return null;
    try {
      const { startMs, endMs } = periodResolve(filter.period, {
        now: now(),
        timeZone: VOC_TIME_ZONE,
        periodOffset: filter.periodOffset ?? 0,
      });
      return { startMs, endMs };
    } catch (error) {
      // Trend and value calls take the period as text: a bad one is the caller's mistake, not a 500.
      if (error instanceof PeriodError) throw badRequest(`period: ${error.message}`);
      throw error;
    }
  }

  function searchOf(filter: FeedbackFilter, access: VocAccess): SearchPlan | null {
    const text = filter.searchText?.trim();
    if (!text) return null;
    return {
      text,
      by: filter.searchBy ?? 'all',
      personal: personalDataShown(access, filter.showPII),
      encrypted: cipher.encrypt(text),
    };
  }

  /** Checks read on every application and compiles the filter. */
  async function compiled(
    auth: AuthUser,
    filter: FeedbackFilter,
  ): Promise<{ sql: CompiledFilter; access: VocAccess }> {
    const access = await vocAccessOf(db, auth);
    requireRead(access, filter.applicationIDs);
    const sql = compileFeedbackFilter(
      filter,
      filter.applicationIDs,
      windowOf(filter),
      searchOf(filter, access),
    );
    return { sql, access };
  }

  return {
    windowOf,
    compiled,

    /** `POST /api/voice-of-customer/feedback`: stores a checked batch whole and queues its enrichment. */
    async ingest(auth: AuthUser, body: z.output<typeof feedbackIngestSchema>): Promise<{ _ids: string[] }> {
      const resolve = await applicationResolver(db);
      const appIds = body.feedback.map((item, index) => {
        const appId = resolve(item.appName, item.appType);
        if (!appId) {
          throw badRequest(`feedback[${index}].appName: no application ${item.appName}@${item.appType}`, {
            index,
            field: 'appName',
            reason: `no application ${item.appName}@${item.appType}`,
          });
        }
        return appId;
      });
      // Applications' ingestion accounts send for any application; people need write on each.
      if (!roleCan(auth.roles, 'collect')) {
        requireWrite(await vocAccessOf(db, auth), [...new Set(appIds)]);
      }
      const checkCategories = await categoryChecker(db);
      const rows: StoredFeedback[] = body.feedback.map((input, index) => {
        const item = newItem(input, cipher);
        const refused = checkCategories(
          appIds[index]!,
          item.prismAppliedCategories.map((applied) => applied._id),
        );
        if (refused) {
          throw badRequest(`feedback[${index}].prismAppliedCategories: ${refused}`, {
            index,
            field: 'prismAppliedCategories',
            reason: refused,
          });
        }
        // Names come from the categories, whatever the sender called them.
        item.prismAppliedCategories = item.prismAppliedCategories.map((applied) => ({
          ...applied,
          category: checkCategories.nameOf(applied._id),
        }));
        return { appId: appIds[index]!, item };
      });
      const parents = await categoryParents(db);
      await db.transaction(async (tx) => {
        await feedbackUpsert(tx, rows, parents, { fresh: true });
        const waiting = rows.filter((row) => feedbackNeedsEnrichment(row.item)).map((row) => row.item._id);
        if (waiting.length > 0) await deps.enqueueEnrichment(tx, waiting);
      });
      return { _ids: rows.map((row) => row.item._id) };
    },

    /**
     * Stores items the server made itself (a survey response's item, issue 18) inside the caller's
     * transaction and queues their enrichment in it, as {@link ingest} does for a sender's batch:
     * there is no caller to authorise, and such items come without applied categories.
     */
    async storeNew(
      tx: Queryable,
      inputs: readonly { appId: string; input: FeedbackIngestItem }[],
    ): Promise<FeedbackItem[]> {
      const rows: StoredFeedback[] = inputs.map(({ appId, input }) => {
        const item = newItem(parseInput(feedbackIngestItemSchema, input), cipher);
        // No category applied, so no ancestors to store beside them (the parents map stays empty).
        if (item.prismAppliedCategories.length > 0)
          throw new Error('storeNew takes items without categories');
        return { appId, item };
      });
      await feedbackUpsert(tx, rows, new Map(), { fresh: true });
      const waiting = rows.filter((row) => feedbackNeedsEnrichment(row.item)).map((row) => row.item._id);
      if (waiting.length > 0) await deps.enqueueEnrichment(tx, waiting);
      return rows.map((row) => row.item);
    },

    /** getFeedback: one page of the table. */
    async page(auth: AuthUser, args: unknown) {
      const query: FeedbackQuery = parseInput(feedbackQuerySchema, args);
      const { sql, access } = await compiled(auth, query);
      refusePersonalSort(query, access);
      const items = await feedbackPage(db, sql, query);
      const personal = personalDataShown(access, query.showPII);
      return items.map((item) => feedbackAnswer(item, { personal, fields: query.feedbackFields }));
    },

    /** getFeedbackCount. */
    async count(auth: AuthUser, args: unknown): Promise<number> {
      const { includeAppfiguresRatings, ...rest } = args as { includeAppfiguresRatings?: boolean | null };
      const filter = parseInput(feedbackQuerySchema, rest);
      const { sql } = await compiled(auth, filter);
      // App-store ratings (source `appfigures`) count unless left out.
      if (includeAppfiguresRatings === false && !filter.source?.length) {
        sql.where += ` AND f.source <> ${sql.params.add('appfigures')}`;
      }
      return feedbackCount(db, sql);
    },

    /** getFeedbackByID (and the feedback-id check): one item the caller may read, or null. */
    async byId(auth: AuthUser, id: string, showPII: boolean | null | undefined) {
      const [stored] = await feedbackByIds(db, [id]);
      if (!stored) return null;
      const access = await vocAccessOf(db, auth);
      // An item of an application the caller cannot read does not exist for them.
      if (!access.canRead(stored.appId)) return null;
      return feedbackAnswer(stored.item, { personal: personalDataShown(access, showPII) });
    },

    /** getFileUploads: uploads of applications the caller reads (others do not exist for them). */
    async fileUploads(auth: AuthUser, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const access = await vocAccessOf(db, auth);
      const rows = await db.query<{ id: string; app_id: string; files: FileUpload['files'] }>(
        'SELECT id, app_id, files FROM voc_file_uploads WHERE id = ANY($1::text[])',
        [ids.slice(0, 1_000)],
      );
      return rows
        .filter((row) => access.canRead(row.app_id))
        .map((row) => ({ _id: row.id, files: row.files }));
    },

    /** Items by id that the caller may write to, or a 404/403 naming the first that fails. */
    async writable(
      auth: AuthUser,
      ids: readonly string[],
    ): Promise<{ rows: StoredFeedback[]; access: VocAccess }> {
      const rows = await feedbackByIds(db, ids);
      const found = new Set(rows.map((row) => row.item._id));
      const missing = ids.find((id) => !found.has(id));
      const access = await vocAccessOf(db, auth);
      if (missing !== undefined) throw notFound(`No feedback item ${missing}`);
      requireWrite(access, [...new Set(rows.map((row) => row.appId))]);
      return { rows, access };
    },

    /**
     * Changes items the caller may write to, each read and written in one transaction: `change`
     * returns the new state or null; the result is checked whole against the schema and its
     * categories before anything is written.
     */
    async update(ids: readonly string[], change: (stored: StoredFeedback) => FeedbackItem | null) {
      const checkCategories = await categoryChecker(db);
      return feedbackUpdate(db, ids, (stored) => {
        const next = change(stored);
        if (next === null) return null;
        const parsed = feedbackItemSchema.safeParse(next);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
        }
        const refused = checkCategories(
          stored.appId,
          next.prismAppliedCategories
            .filter(
              (applied) => !stored.item.prismAppliedCategories.some((before) => before._id === applied._id),
            )
            .map((applied) => applied._id),
        );
        if (refused) throw badRequest(`prismAppliedCategories: ${refused}`);
        return next;
      });
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;

/**
 * Refuses sorting by a personal field without personal-data access: the order alone would tell
 * which customer's email or name comes before another's.
 */
export function refusePersonalSort(
  query: Pick<FeedbackQuery, 'sortField' | 'showPII'>,
  access: VocAccess,
): void {
  const personal = (FEEDBACK_PERSONAL_FIELDS as readonly string[]).includes(query.sortField);
  if (personal && !personalDataShown(access, query.showPII)) {
    throw badRequest(`sortField: sorting by ${query.sortField} needs customer-feedback-access and showPII`);
  }
}

/** True while an item has text but no sentiment, or no categories from a model, yet. */
export function feedbackNeedsEnrichment(item: FeedbackItem): boolean {
  const hasText = Boolean(item.verbatim?.trim() || item.altVerbatim?.trim());
  return hasText && (item.awsSentiment == null || item.modelVersion == null);
}

/** A stored item from what an application sent: an id, derived flags, the account number encrypted. */
export function newItem(input: FeedbackIngestItem, cipher: KryptoCipher): FeedbackItem {
  const { accountNumber, ...rest } = input;
  const verbatim = rest.verbatim ?? null;
  return {
    ...rest,
    _id: randomUUID(),
    isNullVerbatim: !verbatim || verbatim.trim() === '',
    encAccountNumber: rest.encAccountNumber ?? (accountNumber ? cipher.encrypt(accountNumber) : null),
    isRerouteSent: rest.isRerouteSent || (rest.rerouteSentCategories?.length ?? 0) > 0,
  } as FeedbackItem;
}
