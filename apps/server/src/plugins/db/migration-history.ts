/**
 * The registry's change history (issue 19, `GET /api/history`): one row per change of a tracked
 * record, written by the service that makes the change in the same transaction, so a change and
 * its history land together or not at all. `at` is epoch milliseconds; `id` breaks ties of the
 * same millisecond so the newest-first cursor pages stably.
 */
export const HISTORY_MIGRATION = `
  CREATE TABLE history (
    id text PRIMARY KEY,
    entity_kind text NOT NULL,
    entity_id text NOT NULL,
    action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted', 'released')),
    actor text NOT NULL,
    at bigint NOT NULL,
    summary text NOT NULL,
    before jsonb,
    after jsonb
  );
  CREATE INDEX history_entity_idx ON history (entity_kind, entity_id, at DESC, id DESC);
  CREATE INDEX history_at_idx ON history (at DESC, id DESC);
  CREATE INDEX history_kind_at_idx ON history (entity_kind, at DESC, id DESC);
`;
