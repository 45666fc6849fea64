import type { EventCase, EventType, FieldDefinition } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

/** A draft record with who changed it last (epoch milliseconds, user id). */
export interface RegistryStamped<T> {
  definition: T;
  updatedAt: number;
  updatedBy: string;
}

/** The whole draft registry as stored, each kind ordered by its name. */
export interface RegistryDraftRows {
  revision: number;
  fields: RegistryStamped<FieldDefinition>[];
  eventTypes: RegistryStamped<EventType>[];
  eventCases: RegistryStamped<EventCase>[];
}

interface StampedRow {
  definition: unknown;
  updated_at: string | number;
  updated_by: string;
}

const stamped = <T>(row: StampedRow): RegistryStamped<T> => ({
  // Definitions were checked by their schema before they were written.
  definition: row.definition as T,
  updatedAt: Number(row.updated_at),
  updatedBy: row.updated_by,
});

/** The three draft tables, by the kind of record each holds and its key column. */
const TABLES = {
  fields: { table: 'registry_fields', key: 'name' },
  eventTypes: { table: 'registry_event_types', key: 'name' },
  eventCases: { table: 'registry_event_cases', key: 'id' },
} as const;
export type RegistryKind = keyof typeof TABLES;

/** The draft registry in the operational store: one row per record, its definition as JSON. */
export const registryRepository = {
  /** The draft's revision: it grows with every edit, on whichever server made it. */
  async revision(db: Queryable): Promise<number> {
    const [row] = await db.query<{ revision: string | number }>(
      'SELECT revision FROM registry_state WHERE id = 1',
    );
    return Number(row?.revision ?? 0);
  },

  /**
   * Starts an edit inside a transaction: locks the registry's one state row (a second editor, on
   * any server, waits here until the first commits, then reads what it wrote) and returns the new
   * revision.
   */
  async editBegin(tx: Queryable): Promise<number> {
    const [row] = await tx.query<{ revision: string | number }>(
      'UPDATE registry_state SET revision = revision + 1 WHERE id = 1 RETURNING revision',
    );
    return Number(row?.revision ?? 0);
  },

  /** The whole draft, read in one go (inside an edit's transaction, after {@link editBegin}). */
  async draft(db: Queryable): Promise<RegistryDraftRows> {
    const read = (kind: RegistryKind) =>
      db.query<StampedRow>(
        `SELECT definition, updated_at, updated_by FROM ${TABLES[kind].table} ORDER BY ${TABLES[kind].key} COLLATE "C"`,
      );
    // One after the other: a PGlite transaction runs one statement at a time anyway.
    const revision = await registryRepository.revision(db);
    const fields = await read('fields');
    const eventTypes = await read('eventTypes');
    const eventCases = await read('eventCases');
    return {
      revision,
      fields: fields.map((row) => stamped<FieldDefinition>(row)),
      eventTypes: eventTypes.map((row) => stamped<EventType>(row)),
      eventCases: eventCases.map((row) => stamped<EventCase>(row)),
    };
  },

  /** Adds or replaces one draft record. */
  async put(
    tx: Queryable,
    kind: RegistryKind,
    key: string,
    definition: unknown,
    actor: string,
    at: number,
  ): Promise<void> {
    const { table, key: column } = TABLES[kind];
    await tx.query(
      `INSERT INTO ${table} (${column}, definition, updated_at, updated_by) VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (${column}) DO UPDATE SET definition = EXCLUDED.definition,
         updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [key, JSON.stringify(definition), at, actor],
    );
  },

  /** Removes one draft record; false when there was none. */
  async remove(tx: Queryable, kind: RegistryKind, key: string): Promise<boolean> {
    const { table, key: column } = TABLES[kind];
    const rows = await tx.query(`DELETE FROM ${table} WHERE ${column} = $1 RETURNING ${column}`, [key]);
    return rows.length > 0;
  },

  /** Whether the draft holds anything (the demo seed fills only an empty registry). */
  async isEmpty(db: Queryable): Promise<boolean> {
    const [row] = await db.query<{ n: string | number }>(
      `SELECT (SELECT count(*) FROM registry_fields) + (SELECT count(*) FROM registry_event_types)
         + (SELECT count(*) FROM registry_event_cases) + (SELECT count(*) FROM helix_versions) AS n`,
    );
    return Number(row?.n ?? 0) === 0;
  },
};
