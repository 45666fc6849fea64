/**
 * The durable job runner's table (issue 15 item 7, `apps/server/src/jobs`): one row per job, claimed
 * by a lease (`locked_by`, `locked_until`) under `FOR UPDATE SKIP LOCKED`, so that with several
 * servers on one PostgreSQL each job runs once, and a job whose server died is run again once its
 * lease runs out.
 */
export const JOBS_MIGRATION = `
  CREATE TABLE jobs (
    id text PRIMARY KEY,
    kind text NOT NULL,
    state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
    payload jsonb NOT NULL DEFAULT '{}',
    result jsonb,
    error text,
    progress real NOT NULL DEFAULT 0,
    attempts integer NOT NULL DEFAULT 0,
    max_attempts integer NOT NULL DEFAULT 3,
    owner_id text,
    run_after timestamptz NOT NULL DEFAULT now(),
    locked_by text,
    locked_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  );
  CREATE INDEX jobs_ready_idx ON jobs (run_after) WHERE state IN ('queued', 'running');
  CREATE INDEX jobs_kind_idx ON jobs (kind, created_at);
`;
