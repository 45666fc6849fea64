import type {
  VoltRun,
  VoltRunResult,
  VoltRunSummary,
  VoltTestCase,
  VoltTestCaseInput,
  VoltTestCaseSummary,
} from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

interface TestCaseRow {
  id: string;
  name: string;
  description: string;
  app_ids: string[];
  validation_type: VoltTestCase['validationType'];
  ignored_event_types: string[];
  steps: VoltTestCase['steps'];
  created_by: string;
  updated_by: string;
  created_at: string | number;
  updated_at: string | number;
}

interface SummaryRow extends TestCaseRow {
  last_run_id: string | null;
  last_passed: boolean | null;
  last_run_at: string | number | null;
  last_visit_id: string | null;
  runs: string | number;
  runs_passed: string | number;
}

interface RunRow {
  id: string;
  test_case_id: string | null;
  test_case_name: string | null;
  event_case_id: string | null;
  app_id: string;
  visit_id: string;
  validation_type: VoltRun['validationType'];
  is_ignored_enriched: boolean;
  seq_number: number | null;
  passed: boolean;
  steps_passed: number;
  steps_total: number;
  run_by: string;
  run_at: string | number;
  result?: VoltRunResult;
}

// bigint and count() come back as strings from node-postgres.
const testCaseOf = (row: TestCaseRow): VoltTestCase => ({
  id: row.id,
  name: row.name,
  description: row.description,
  appIds: row.app_ids,
  validationType: row.validation_type,
  ignoredEventTypes: row.ignored_event_types,
  steps: row.steps,
  createdBy: row.created_by,
  createdAt: Number(row.created_at),
  updatedBy: row.updated_by,
  updatedAt: Number(row.updated_at),
});

const summaryOf = (row: SummaryRow): VoltTestCaseSummary => ({
  ...testCaseOf(row),
  lastRun:
    row.last_run_id === null
      ? null
      : {
          id: row.last_run_id,
          passed: Boolean(row.last_passed),
          runAt: Number(row.last_run_at),
          visitId: row.last_visit_id ?? '',
        },
  runs: Number(row.runs),
  runsPassed: Number(row.runs_passed),
});

const runSummaryOf = (row: RunRow): VoltRunSummary => ({
  id: row.id,
  testCaseId: row.test_case_id,
  testCaseName: row.test_case_name,
  eventCaseId: row.event_case_id,
  appId: row.app_id,
  visitId: row.visit_id,
  validationType: row.validation_type,
  isIgnoredEnriched: row.is_ignored_enriched,
  seqNumber: row.seq_number === null ? null : Number(row.seq_number),
  passed: row.passed,
  stepsPassed: Number(row.steps_passed),
  stepsTotal: Number(row.steps_total),
  runBy: row.run_by,
  runAt: Number(row.run_at),
});

/** A query's parameters, bound in order as `$n`. */
function binder() {
  const params: unknown[] = [];
  return {
    params,
    bind(value: unknown): string {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

/** What the test-case lists filter on. */
export interface VoltTestCaseFilter {
  appIds: readonly string[];
  search?: string;
  ecid?: string;
}

/** What the recent-runs list filters on. */
export interface VoltRunFilter {
  tcid?: string;
  appIds: readonly string[];
  limit: number;
}

/** A run to keep. */
export type VoltRunRecord = Omit<VoltRun, 'testCaseName'>;

const RUN_COLUMNS = `r.id, r.test_case_id, t.name AS test_case_name, r.event_case_id, r.app_id, r.visit_id,
  r.validation_type, r.is_ignored_enriched, r.seq_number, r.passed, r.steps_passed, r.steps_total, r.run_by, r.run_at`;

/**
 * The test cases with a step of an event case: the registry asks before deleting the case (a
 * deleted case would leave those steps unanswerable).
 */
export async function voltCasesUsing(db: Queryable, ecid: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(
    'SELECT id, name FROM volt_test_cases WHERE steps @> $1::jsonb ORDER BY lower(name)',
    [JSON.stringify([{ ecid }])],
  );
}

/** Volt's test cases and kept runs in the operational store. */
export const voltRepository = {
  /** Test cases matching the filter, by name, each with its last run and run counts. */
  async testCases(db: Queryable, filter: VoltTestCaseFilter): Promise<VoltTestCaseSummary[]> {
    const { params, bind } = binder();
    const where: string[] = [];
    if (filter.appIds.length > 0) where.push(`t.app_ids ?| ${bind(filter.appIds)}::text[]`);
    if (filter.ecid) where.push(`t.steps @> ${bind(JSON.stringify([{ ecid: filter.ecid }]))}::jsonb`);
    const text = filter.search?.trim().toLowerCase();
    if (text) {
      const p = bind(text);
      where.push(
        `(strpos(lower(t.name), ${p}) > 0 OR strpos(lower(t.description), ${p}) > 0 OR strpos(lower(t.id), ${p}) > 0
          OR strpos(lower(t.steps::text), ${p}) > 0)`,
      );
    }
    const rows = await db.query<SummaryRow>(
      `SELECT t.*, last.id AS last_run_id, last.passed AS last_passed, last.run_at AS last_run_at,
         last.visit_id AS last_visit_id,
         (SELECT count(*) FROM volt_runs c WHERE c.test_case_id = t.id) AS runs,
         (SELECT count(*) FROM volt_runs c WHERE c.test_case_id = t.id AND c.passed) AS runs_passed
       FROM volt_test_cases t
       LEFT JOIN LATERAL (
         SELECT id, passed, run_at, visit_id FROM volt_runs
         WHERE test_case_id = t.id ORDER BY run_at DESC, id DESC LIMIT 1
       ) last ON true
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY lower(t.name), t.id`,
      params,
    );
    return rows.map(summaryOf);
  },

  async testCase(db: Queryable, id: string, lock = false): Promise<VoltTestCase | null> {
    const [row] = await db.query<TestCaseRow>(
      `SELECT * FROM volt_test_cases WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return row ? testCaseOf(row) : null;
  },

  /** The test case already named `name` (any case), other than `exceptId`. */
  async byName(db: Queryable, name: string, exceptId = ''): Promise<VoltTestCase | null> {
    const [row] = await db.query<TestCaseRow>(
      'SELECT * FROM volt_test_cases WHERE lower(name) = lower($1) AND id <> $2',
      [name, exceptId],
    );
    return row ? testCaseOf(row) : null;
  },

  async insert(
    db: Queryable,
    input: VoltTestCaseInput & { id: string; actor: string; at: number },
  ): Promise<VoltTestCase> {
    const [row] = await db.query<TestCaseRow>(
      `INSERT INTO volt_test_cases (id, name, description, app_ids, validation_type, ignored_event_types, steps,
         created_by, updated_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7::jsonb, $8, $8, $9, $9) RETURNING *`,
      [
        input.id,
        input.name,
        input.description,
        JSON.stringify(input.appIds),
        input.validationType,
        JSON.stringify(input.ignoredEventTypes),
        JSON.stringify(input.steps),
        input.actor,
        input.at,
      ],
    );
    return testCaseOf(row!);
  },

  async update(
    db: Queryable,
    id: string,
    input: VoltTestCaseInput & { actor: string; at: number },
  ): Promise<VoltTestCase | null> {
    const [row] = await db.query<TestCaseRow>(
      `UPDATE volt_test_cases SET name = $2, description = $3, app_ids = $4::jsonb, validation_type = $5,
         ignored_event_types = $6::jsonb, steps = $7::jsonb, updated_by = $8, updated_at = $9
       WHERE id = $1 RETURNING *`,
      [
        id,
        input.name,
        input.description,
        JSON.stringify(input.appIds),
        input.validationType,
        JSON.stringify(input.ignoredEventTypes),
        JSON.stringify(input.steps),
        input.actor,
        input.at,
      ],
    );
    return row ? testCaseOf(row) : null;
  },

  async remove(db: Queryable, id: string): Promise<void> {
    await db.query('DELETE FROM volt_test_cases WHERE id = $1', [id]);
  },

  /** Whether any test case exists (the demo seed fills an empty store only). */
  async isEmpty(db: Queryable): Promise<boolean> {
    const [row] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM volt_test_cases');
    return Number(row?.n ?? 0) === 0;
  },

  async insertRun(db: Queryable, run: VoltRunRecord): Promise<void> {
    await db.query(
      `INSERT INTO volt_runs (id, test_case_id, event_case_id, app_id, visit_id, validation_type,
         is_ignored_enriched, seq_number, passed, steps_passed, steps_total, result, run_by, run_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14)`,
      [
        run.id,
        run.testCaseId,
        run.eventCaseId,
        run.appId,
        run.visitId,
        run.validationType,
        run.isIgnoredEnriched,
        run.seqNumber,
        run.passed,
        run.stepsPassed,
        run.stepsTotal,
        JSON.stringify(run.result),
        run.runBy,
        run.runAt,
      ],
    );
  },

  /** Kept runs, newest first, without their results. */
  async runs(db: Queryable, filter: VoltRunFilter): Promise<VoltRunSummary[]> {
    const { params, bind } = binder();
    const where: string[] = [];
    if (filter.tcid) where.push(`r.test_case_id = ${bind(filter.tcid)}`);
    if (filter.appIds.length > 0) where.push(`r.app_id = ANY(${bind(filter.appIds)}::text[])`);
    const rows = await db.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM volt_runs r LEFT JOIN volt_test_cases t ON t.id = r.test_case_id
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY r.run_at DESC, r.id DESC LIMIT ${bind(filter.limit)}`,
      params,
    );
    return rows.map(runSummaryOf);
  },

  async run(db: Queryable, id: string): Promise<VoltRun | null> {
    const [row] = await db.query<RunRow & { result: VoltRunResult }>(
      `SELECT ${RUN_COLUMNS}, r.result FROM volt_runs r LEFT JOIN volt_test_cases t ON t.id = r.test_case_id
       WHERE r.id = $1`,
      [id],
    );
    return row ? { ...runSummaryOf(row), result: row.result } : null;
  },
};
