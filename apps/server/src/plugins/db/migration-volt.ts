/**
 * Volt tests (issue 19): test cases (which event cases a visit must send, in which order, with
 * which field values) and the runs kept against recorded visits. A test case's steps are one jsonb
 * list, `[{ecid, expectations, optional}]`, so "which test cases use this event case" is one
 * containment query (`steps @> '[{"ecid": …}]'`) the registry asks before deleting a case. A run
 * keeps its whole result (every step and every event checked) as jsonb beside the columns the
 * lists filter and sort on; deleting a test case deletes its runs. Times are epoch milliseconds.
 */
export const VOLT_MIGRATION = `
  CREATE TABLE volt_test_cases (
    id text PRIMARY KEY,
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    app_ids jsonb NOT NULL,
    validation_type text NOT NULL CHECK (validation_type IN ('ordered', 'strict', 'unordered')),
    ignored_event_types jsonb NOT NULL DEFAULT '[]',
    steps jsonb NOT NULL,
    created_by text NOT NULL,
    updated_by text NOT NULL,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  );
  CREATE UNIQUE INDEX volt_test_cases_name_key ON volt_test_cases (lower(name));
  CREATE INDEX volt_test_cases_steps_idx ON volt_test_cases USING gin (steps jsonb_path_ops);
  CREATE TABLE volt_runs (
    id text PRIMARY KEY,
    test_case_id text REFERENCES volt_test_cases (id) ON DELETE CASCADE,
    event_case_id text,
    app_id text NOT NULL,
    visit_id text NOT NULL,
    validation_type text NOT NULL,
    is_ignored_enriched boolean NOT NULL,
    seq_number integer,
    passed boolean NOT NULL,
    steps_passed integer NOT NULL,
    steps_total integer NOT NULL,
    result jsonb NOT NULL,
    run_by text NOT NULL,
    run_at bigint NOT NULL,
    CHECK (test_case_id IS NOT NULL OR event_case_id IS NOT NULL)
  );
  CREATE INDEX volt_runs_case_idx ON volt_runs (test_case_id, run_at DESC);
  CREATE INDEX volt_runs_app_idx ON volt_runs (app_id, run_at DESC);
  CREATE INDEX volt_runs_at_idx ON volt_runs (run_at DESC);
`;
