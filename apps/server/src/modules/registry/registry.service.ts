import {
  registryDefinitionProblems,
  registryDiff,
  registryIndex,
  type EventCase,
  type EventCaseEntry,
  type EventType,
  type FieldDefinition,
  type HistoryEntityKind,
  type RegistryChange,
  type RegistryIndex,
  type RegistrySnapshot,
} from '@prism/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Db, Queryable } from '../../plugins/stores';
import { historyRecord } from '../history/history.repository';
import { voltCasesUsing } from '../volt/volt.repository';
import { helixRepository } from './helix.repository';
import { registryRepository as repo, type RegistryDraftRows, type RegistryKind } from './registry.repository';

/**
 * How long a server trusts its cached registry before asking the store whether another server
 * changed it (one cheap read of the revision). An edit through this server refreshes it at once.
 */
export const REGISTRY_CACHE_MS = 15_000;

/** The draft registry as this server holds it in memory for checks and cheap reads. */
export interface RegistryCurrent {
  revision: number;
  rows: RegistryDraftRows;
  snapshot: RegistrySnapshot;
  index: RegistryIndex;
  /** Event cases with who changed them last, ordered by id (the listing's rows). */
  eventCases: EventCaseEntry[];
}

const EMPTY: RegistrySnapshot = { fields: [], eventTypes: [], eventCases: [] };

function currentOf(rows: RegistryDraftRows): RegistryCurrent {
  const snapshot = snapshotOf(rows);
  return {
    revision: rows.revision,
    rows,
    snapshot,
    index: registryIndex(snapshot),
    eventCases: rows.eventCases.map(eventCaseEntryOf),
  };
}

const snapshotOf = (rows: RegistryDraftRows): RegistrySnapshot => ({
  fields: rows.fields.map((row) => row.definition),
  eventTypes: rows.eventTypes.map((row) => row.definition),
  eventCases: rows.eventCases.map((row) => row.definition),
});

const eventCaseEntryOf = (row: RegistryDraftRows['eventCases'][number]): EventCaseEntry => ({
  ...row.definition,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

interface CacheEntry {
  checkedAt: number;
  current: Promise<RegistryCurrent>;
}
const cache = new WeakMap<Db, CacheEntry>();

async function cacheRefresh(db: Db, held: CacheEntry | undefined): Promise<RegistryCurrent> {
  if (held) {
    const kept = await held.current;
    if ((await repo.revision(db)) === kept.revision) return kept;
  }
  return currentOf(await repo.draft(db));
}

/**
 * The draft registry, cached per server: read once, refreshed at once after an edit through this
 * server, and re-checked every {@link REGISTRY_CACHE_MS} for another server's edits (reloaded only
 * when the stored revision moved). The collector's check, Volt's checks and the event-case listing
 * read it.
 */
export function registryCurrent(db: Db, now = Date.now()): Promise<RegistryCurrent> {
  const held = cache.get(db);
  if (held && now - held.checkedAt < REGISTRY_CACHE_MS) return held.current;
  const entry: CacheEntry = { checkedAt: now, current: cacheRefresh(db, held) };
  cache.set(db, entry);
  entry.current.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.current;
}

/**
 * The draft registry prepared for `registryEventCheck` (the collector's report and Volt's checks).
 * Empty when nothing is registered yet; {@link registryCurrent} says so with its snapshot.
 */
export async function registryCurrentIndex(db: Db): Promise<RegistryIndex> {
  return (await registryCurrent(db)).index;
}

/** Forgets the cached registry (after an edit, and in tests). */
export function registryCurrentClear(db: Db): void {
  cache.delete(db);
}

/**
 * Runs one edit of the draft in one transaction: locks and reads the draft, lets `apply` check and
 * write it (with its history), and refreshes this server's cached registry once it is committed.
 */
async function draftEdit<T>(
  db: Db,
  apply: (tx: Queryable, draft: RegistryDraftRows) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await repo.editBegin(tx);
      return apply(tx, await repo.draft(tx));
    });
  } finally {
    registryCurrentClear(db);
  }
}

/**
 * Refuses an edit whose registry would be inconsistent: 400 naming each new problem's path
 * (problems the draft already had are not the edit's fault and do not block it).
 */
function definitionCheck(before: RegistrySnapshot, after: RegistrySnapshot): void {
  const known = new Set(registryDefinitionProblems(before).map((p) => `${p.path}\n${p.message}`));
  const problems = registryDefinitionProblems(after).filter((p) => !known.has(`${p.path}\n${p.message}`));
  const [first] = problems;
  if (first) throw badRequest(`${first.path}: ${first.message}`, problems);
}

type Keyed = { fields: FieldDefinition; eventTypes: EventType; eventCases: EventCase };
const keyOf = <K extends RegistryKind>(kind: K, item: Keyed[K]): string =>
  kind === 'eventCases' ? (item as EventCase).id : (item as FieldDefinition | EventType).name;

/** The draft with one record added, replaced (same key) or removed (`null`). */
function snapshotWith<K extends RegistryKind>(
  draft: RegistryDraftRows,
  kind: K,
  key: string,
  item: Keyed[K] | null,
): RegistrySnapshot {
  const snapshot = snapshotOf(draft) as { [P in RegistryKind]: Keyed[P][] };
  const kept = snapshot[kind].filter((existing) => keyOf(kind, existing) !== key);
  return { ...snapshot, [kind]: item ? [...kept, item] : kept };
}

const HISTORY_KIND: Record<RegistryKind, HistoryEntityKind> = {
  fields: 'FIELD_DEFINITION',
  eventTypes: 'EVENT_TYPE',
  eventCases: 'EVENT_CASE',
};
const LABEL: Record<RegistryKind, string> = {
  fields: 'field definition',
  eventTypes: 'event type',
  eventCases: 'event case',
};

/** One line for the history: what the edit changed, as the release notes will say it. */
function editSummary(
  kind: RegistryKind,
  key: string,
  before: RegistrySnapshot,
  after: RegistrySnapshot,
): string {
  const [change] = registryDiff(
    { ...EMPTY, [kind]: before[kind].filter((item) => keyOf(kind, item as never) === key) },
    { ...EMPTY, [kind]: after[kind].filter((item) => keyOf(kind, item as never) === key) },
  );
  const label = LABEL[kind];
  if (!change) return `Saved ${label} ${key} unchanged`;
  if (change.change === 'added') return `Added ${label} ${key}`;
  if (change.change === 'removed') return `Removed ${label} ${key}`;
  return `Changed ${label} ${key}: ${change.details.join('; ')}`;
}

/** Writes one record of the draft (or removes it with `null`), checked, with its history. */
async function recordWrite<K extends RegistryKind>(
  tx: Queryable,
  auth: AuthUser,
  draft: RegistryDraftRows,
  kind: K,
  key: string,
  item: Keyed[K] | null,
  at: number,
): Promise<void> {
  const before = snapshotOf(draft);
  const after = snapshotWith(draft, kind, key, item);
  definitionCheck(before, after);
  const previous = (before[kind] as Keyed[K][]).find((existing) => keyOf(kind, existing) === key) ?? null;
  if (item) await repo.put(tx, kind, key, item, auth.id, at);
  else await repo.remove(tx, kind, key);
  await historyRecord(tx, {
    entityKind: HISTORY_KIND[kind],
    entityId: key,
    action: !item ? 'deleted' : previous ? 'updated' : 'created',
    actor: auth.id,
    at,
    summary: editSummary(kind, key, before, after),
    before: previous,
    after: item,
  });
}

const caseMissing = (id: string) => notFound(`No event case "${id}" in the registry`);

export interface EventCaseFilter {
  appIds: readonly string[];
  domain?: EventCase['domain'];
  eventType?: string;
  search?: string;
}

/** Whether an event case matches a listing's filters (any of the apps, text in id, name or description). */
function eventCaseMatches(entry: EventCaseEntry, filter: EventCaseFilter): boolean {
  if (filter.appIds.length > 0 && !entry.appIds.some((id) => filter.appIds.includes(id))) return false;
  if (filter.domain && entry.domain !== filter.domain) return false;
  if (filter.eventType && entry.eventType !== filter.eventType) return false;
  const text = filter.search?.trim().toLowerCase();
  if (text) {
    return [entry.id, entry.name, entry.description].some((value) => value.toLowerCase().includes(text));
  }
  return true;
}

export const registryService = {
  /** The draft registry and its pending changes against the latest released Helix version. */
  async draft(
    db: Db,
  ): Promise<RegistrySnapshot & { latestVersion: string | null; pending: RegistryChange[] }> {
    const [current, latest] = await Promise.all([registryCurrent(db), helixRepository.latest(db)]);
    return {
      ...current.snapshot,
      latestVersion: latest?.version ?? null,
      pending: registryDiff(latest?.snapshot ?? EMPTY, current.snapshot),
    };
  },

  /** Event cases of the draft, from the cached registry (cheap enough for every events page). */
  async eventCases(db: Db, filter: EventCaseFilter): Promise<EventCaseEntry[]> {
    const current = await registryCurrent(db);
    return current.eventCases.filter((entry) => eventCaseMatches(entry, filter));
  },

  /** One event case of the draft; 404 when there is none. */
  async eventCase(db: Db, id: string): Promise<EventCaseEntry> {
    const entry = (await registryCurrent(db)).eventCases.find((c) => c.id === id);
    if (!entry) throw caseMissing(id);
    return entry;
  },

  /** Adds an event case; 409 when its id is taken, 400 naming the path when it does not fit the registry. */
  async createEventCase(db: Db, auth: AuthUser, input: EventCase, at = Date.now()): Promise<EventCaseEntry> {
    await draftEdit(db, async (tx, draft) => {
      if (draft.eventCases.some((row) => row.definition.id === input.id)) {
        throw conflict(`id: event case "${input.id}" already exists`);
      }
      await recordWrite(tx, auth, draft, 'eventCases', input.id, input, at);
    });
    return { ...input, updatedAt: at, updatedBy: auth.id };
  },

  /** Replaces an event case (its id stays); 404 when there is none. */
  async updateEventCase(
    db: Db,
    auth: AuthUser,
    id: string,
    input: Omit<EventCase, 'id'>,
    at = Date.now(),
  ): Promise<EventCaseEntry> {
    const eventCase: EventCase = { id, ...input };
    await draftEdit(db, async (tx, draft) => {
      if (!draft.eventCases.some((row) => row.definition.id === id)) throw caseMissing(id);
      await recordWrite(tx, auth, draft, 'eventCases', id, eventCase, at);
    });
    return { ...eventCase, updatedAt: at, updatedBy: auth.id };
  },

  /** Removes an event case; 404 when there is none, 409 naming the Volt test cases that use it. */
  async deleteEventCase(db: Db, auth: AuthUser, id: string, at = Date.now()): Promise<void> {
    await draftEdit(db, async (tx, draft) => {
      if (!draft.eventCases.some((row) => row.definition.id === id)) throw caseMissing(id);
      const using = await voltCasesUsing(tx, id);
      if (using.length > 0) {
        throw conflict(
          `Event case "${id}" is used by Volt test case${using.length === 1 ? '' : 's'} ${using
            .map((testCase) => `"${testCase.name}"`)
            .join(', ')}: change them first`,
        );
      }
      await recordWrite(tx, auth, draft, 'eventCases', id, null, at);
    });
  },

  /** Adds or replaces an event type. */
  async putEventType(db: Db, auth: AuthUser, type: EventType, at = Date.now()): Promise<EventType> {
    await draftEdit(db, (tx, draft) => recordWrite(tx, auth, draft, 'eventTypes', type.name, type, at));
    return type;
  },

  /** Adds or replaces a field definition (an enum gains or loses values here). */
  async putField(db: Db, auth: AuthUser, field: FieldDefinition, at = Date.now()): Promise<FieldDefinition> {
    await draftEdit(db, (tx, draft) => recordWrite(tx, auth, draft, 'fields', field.name, field, at));
    return field;
  },

  /**
   * Adds or replaces many records of the draft in one transaction, checked once as a whole, each
   * with its own history entry (the demo seed; an import). Records equal to the draft's are skipped.
   */
  async importRecords(
    db: Db,
    auth: AuthUser,
    records: Partial<{ [K in RegistryKind]: Keyed[K][] }>,
    at = Date.now(),
  ): Promise<number> {
    return draftEdit(db, async (tx, draft) => {
      const before = snapshotOf(draft);
      let after = before;
      const writes: { kind: RegistryKind; key: string; item: Keyed[RegistryKind] }[] = [];
      for (const kind of ['fields', 'eventTypes', 'eventCases'] as const) {
        for (const item of records[kind] ?? []) {
          const key = keyOf(kind, item);
          const previous = (after[kind] as Keyed[typeof kind][]).find(
            (existing) => keyOf(kind, existing) === key,
          );
          if (previous && JSON.stringify(previous) === JSON.stringify(item)) continue;
          const kept = (after[kind] as Keyed[typeof kind][]).filter(
            (existing) => keyOf(kind, existing) !== key,
          );
          after = { ...after, [kind]: [...kept, item] };
          writes.push({ kind, key, item });
        }
      }
      definitionCheck(before, after);
      for (const { kind, key, item } of writes) {
        const previous = (before[kind] as Keyed[RegistryKind][]).find(
          (existing) => keyOf(kind, existing) === key,
        );
        await repo.put(tx, kind, key, item, auth.id, at);
        await historyRecord(tx, {
          entityKind: HISTORY_KIND[kind],
          entityId: key,
          action: previous ? 'updated' : 'created',
          actor: auth.id,
          at,
          summary: editSummary(kind, key, before, after),
          before: previous ?? null,
          after: item,
        });
      }
      return writes.length;
    });
  },

  /** Whether nothing is registered yet (no draft records and no versions). */
  isEmpty: (db: Queryable) => repo.isEmpty(db),
};

/** The draft as a snapshot, for a release (inside its transaction). */
export const registryDraftSnapshot = snapshotOf;
/** The empty registry: what the first Helix version is compared with. */
export const REGISTRY_EMPTY = EMPTY;
/** Runs a release (or another whole-draft step) under the draft's lock; see {@link draftEdit}. */
export const registryDraftLocked = draftEdit;
