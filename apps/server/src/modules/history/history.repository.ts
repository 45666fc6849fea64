import {
  historyCursor,
  historyCursorParse,
  type HistoryEntry,
  type HistoryQuery,
  type HistoryRecordInput,
  type HistoryReply,
} from '@prism/domain';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../plugins/stores';

interface HistoryRow {
  id: string;
  entity_kind: HistoryEntry['entityKind'];
  entity_id: string;
  action: HistoryEntry['action'];
  actor: string;
  at: string | number;
  summary: string;
  before: unknown;
  after: unknown;
}

const fromRow = (row: HistoryRow): HistoryEntry => ({
  id: row.id,
  entityKind: row.entity_kind,
  entityId: row.entity_id,
  action: row.action,
  actor: row.actor,
  // bigint comes back as a string from node-postgres.
  at: Number(row.at),
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
});

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Writes one change to the history. Pass the caller's transaction so the change and its history
 * land together (or neither does).
 */
export async function historyRecord(db: Queryable, entry: HistoryRecordInput): Promise<HistoryEntry> {
  const [row] = await db.query<HistoryRow>(
    `INSERT INTO history (id, entity_kind, entity_id, action, actor, at, summary, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb) RETURNING *`,
    [
      randomUUID(),
      entry.entityKind,
      entry.entityId,
      entry.action,
      entry.actor,
      entry.at ?? Date.now(),
      entry.summary,
      json(entry.before),
      json(entry.after),
    ],
  );
  return fromRow(row!);
}

/**
 * A page of the history, newest first (time, then id, so entries of one millisecond page stably),
 * of one kind or one record when asked; `nextBefore` is null on the page with the oldest entry.
 */
export async function historyList(db: Queryable, query: HistoryQuery): Promise<HistoryReply> {
  const where: string[] = [];
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.entityKind) where.push(`entity_kind = ${bind(query.entityKind)}`);
  if (query.entityId) where.push(`entity_id = ${bind(query.entityId)}`);
  if (query.before) {
    const cursor = historyCursorParse(query.before);
    where.push(`(at, id) < (${bind(cursor.at)}::bigint, ${bind(cursor.id)})`);
  }
  const rows = await db.query<HistoryRow>(
    `SELECT * FROM history ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY at DESC, id DESC LIMIT ${bind(query.limit + 1)}`,
    params,
  );
  const entries = rows.slice(0, query.limit).map(fromRow);
  const last = entries[entries.length - 1];
  return { entries, nextBefore: rows.length > query.limit && last ? historyCursor(last) : null };
}
