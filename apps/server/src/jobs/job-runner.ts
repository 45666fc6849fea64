import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db, Queryable } from '../plugins/stores';

/**
 * A durable job runner on the operational store's `jobs` table (migration 6, issue 15 item 7). A job
 * is claimed by a lease under `FOR UPDATE SKIP LOCKED`, so with several servers on one PostgreSQL
 * each attempt runs on one of them; a job whose server died is claimed again once its lease runs
 * out. Delivery is at least once: a handler must be safe to run again after a crash.
 */

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface Job {
  id: string;
  kind: string;
  state: JobState;
  /** Share of the work done, 0 to 1. */
  progress: number;
  attempts: number;
  maxAttempts: number;
  /** What the handler returned (JSON), once done. */
  result: unknown;
  /** The last failure's message. */
  error: string | null;
  ownerId: string | null;
  /** Epoch milliseconds, as the Voice of Customer records keep time. */
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}

export interface JobInput {
  kind: string;
  /** Any JSON value; the handler receives it parsed. */
  payload?: unknown;
  ownerId?: string;
  /** Attempts before the job fails for good (default 3). */
  maxAttempts?: number;
  /** Not before this time (epoch ms or Date); now when absent. */
  runAfter?: Date | number;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /**
   * Records progress (0 to 1) and extends the lease; writes are throttled, the latest value always
   * lands. A handler running longer than its lease must report within each lease, or it is run again.
   */
  reportProgress(fraction: number): Promise<void>;
  /** Aborted when the runner stops (after its grace period) or the lease was lost. */
  signal: AbortSignal;
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<unknown>;

export interface JobKindOptions {
  /** Jobs of this kind one runner runs at once (default 2). */
  concurrency?: number;
  /** How long a claim holds without progress (default 60 s). */
  leaseMs?: number;
  /** Retry n waits retryBaseMs × 2^(n−1), at most 5 minutes (default 1 s). */
  retryBaseMs?: number;
}

export interface JobRunnerOptions {
  /** Written to `locked_by`; unique per process by default. */
  instanceId?: string;
  pollMs?: number;
  /** The poll interval grows up to this while there is nothing to do. */
  maxIdleMs?: number;
  /** How long `stop()` lets running handlers finish before aborting them. */
  graceMs?: number;
  onError?: (err: unknown) => void;
}

const DEFAULTS = { concurrency: 2, leaseMs: 60_000, retryBaseMs: 1_000, maxAttempts: 3 };
const RETRY_CAP_MS = 5 * 60_000;
/** Progress is written at most this often, and at least 4 times a lease so that it keeps the lease. */
const PROGRESS_THROTTLE_MS = 500;
/** After aborting, how long `stop()` still waits for handlers that ignore their signal. */
const ABORT_WAIT_MS = 1_000;
const LEASE_EXPIRED_ERROR = 'the server running the job stopped before it finished (lease expired)';

const COLUMNS = `id, kind, state, progress, attempts, max_attempts, result, error, owner_id,
  created_at, updated_at, finished_at`;
const MS = `$5::double precision * interval '1 millisecond'`;
/** The claim of one run: only the runner holding this attempt's lease may write its outcome. */
const FENCE = `id = $1 AND locked_by = $2 AND attempts = $3 AND state = 'running'`;
const RELEASED = `locked_by = NULL, locked_until = NULL, updated_at = now()`;

const SQL = {
  enqueue: `INSERT INTO jobs (id, kind, payload, owner_id, max_attempts, run_after)
    VALUES ($1, $2, $3::jsonb, $4, $5, COALESCE($6::timestamptz, now())) RETURNING id`,
  // Materialized, so the locked selection is made once and the LIMIT holds.
  claim: `WITH next AS MATERIALIZED (
      SELECT id FROM jobs
      WHERE kind = $4 AND attempts < max_attempts
        AND ((state = 'queued' AND run_after <= now()) OR (state = 'running' AND locked_until < now()))
      ORDER BY run_after, id LIMIT $3 FOR UPDATE SKIP LOCKED)
    UPDATE jobs SET state = 'running', attempts = jobs.attempts + 1, progress = 0, locked_by = $1,
      locked_until = now() + $2::double precision * interval '1 millisecond', updated_at = now()
    FROM next WHERE jobs.id = next.id RETURNING jobs.id, jobs.payload, jobs.attempts`,
  failExpired: `UPDATE jobs SET state = 'failed', error = $1, finished_at = now(), ${RELEASED}
    WHERE state = 'running' AND locked_until < now() AND attempts >= max_attempts`,
  progress: `UPDATE jobs SET progress = $4::real, locked_until = now() + ${MS}, updated_at = now()
    WHERE ${FENCE} RETURNING id`,
  done: `UPDATE jobs SET state = 'done', progress = 1, result = $4::jsonb, error = NULL,
    finished_at = now(), ${RELEASED} WHERE ${FENCE}`,
  failed: `UPDATE jobs SET error = $4, ${RELEASED},
    state = CASE WHEN attempts < max_attempts THEN 'queued' ELSE 'failed' END,
    run_after = CASE WHEN attempts < max_attempts THEN now() + ${MS} ELSE run_after END,
    finished_at = CASE WHEN attempts < max_attempts THEN NULL ELSE now() END
    WHERE ${FENCE}`,
  // A run cut short by a shutdown does not use up an attempt.
  release: `UPDATE jobs SET state = 'queued', attempts = attempts - 1, run_after = now(), ${RELEASED}
    WHERE ${FENCE}`,
  get: `SELECT ${COLUMNS} FROM jobs WHERE id = $1`,
  list: `SELECT ${COLUMNS} FROM jobs WHERE ($1::text IS NULL OR kind = $1)
    AND ($2::text IS NULL OR owner_id = $2) ORDER BY created_at DESC, id LIMIT $3`,
};

interface JobRow {
  id: string;
  kind: string;
  state: JobState;
  progress: number;
  attempts: number;
  max_attempts: number;
  result: unknown;
  error: string | null;
  owner_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
}

const epochMs = (value: Date | string): number => new Date(value).getTime();

const jobFromRow = (row: JobRow): Job => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  progress: Number(row.progress),
  attempts: Number(row.attempts),
  maxAttempts: Number(row.max_attempts),
  result: row.result,
  error: row.error,
  ownerId: row.owner_id,
  createdAt: epochMs(row.created_at),
  updatedAt: epochMs(row.updated_at),
  finishedAt: row.finished_at === null ? null : epochMs(row.finished_at),
});

/** A failure as stored: one line of its message, never a stack. */
const jobErrorMessage = (err: unknown): string => {
  const text = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();
  if (!text) return 'the job failed without a message';
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
};

/** Whether `promise` settled within `ms`. */
const settledWithin = async (promise: Promise<unknown>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  const settled = await Promise.race([promise.then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
};

/**
 * Queues a job. Pass a transaction to queue it with the data it works on: it exists only if that
 * transaction commits. Call `runner.wake()` after the commit to start it at once.
 */
export async function enqueueJob(db: Queryable, input: JobInput): Promise<{ id: string }> {
  const maxAttempts = input.maxAttempts ?? DEFAULTS.maxAttempts;
  if (!input.kind) throw new Error('a job needs a kind');
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be ≥ 1');
  const [row] = await db.query<{ id: string }>(SQL.enqueue, [
    randomUUID(),
    input.kind,
    JSON.stringify(input.payload ?? {}),
    input.ownerId ?? null,
    maxAttempts,
    input.runAfter === undefined ? null : new Date(input.runAfter).toISOString(),
  ]);
  if (!row) throw new Error('the job was not stored');
  return { id: row.id };
}

interface Kind extends Required<JobKindOptions> {
  handler: JobHandler;
  active: number;
}

interface Run {
  done: Promise<void>;
  abort(reason: 'stop' | 'lease'): void;
}

export class JobRunner {
  readonly instanceId: string;
  private readonly kinds = new Map<string, Kind>();
  private readonly runs = new Set<Run>();
  private readonly pollMs: number;
  private readonly maxIdleMs: number;
  private readonly graceMs: number;
  private readonly onError: (err: unknown) => void;
  private phase: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  private idleMs: number;
  private timer: NodeJS.Timeout | undefined;
  private timerDue = Infinity;
  private ticking: Promise<void> | undefined;
  private wokenWhileTicking = false;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    options: JobRunnerOptions = {},
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.pollMs = options.pollMs ?? 500;
    this.maxIdleMs = options.maxIdleMs ?? 2_000;
    this.graceMs = options.graceMs ?? 10_000;
    this.onError = options.onError ?? ((err) => console.error('job runner:', jobErrorMessage(err)));
    this.idleMs = this.pollMs;
  }

  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): this {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} is already registered`);
    this.kinds.set(kind, { ...DEFAULTS, ...options, handler, active: 0 });
    return this;
  }

  start(): void {
    if (this.phase !== 'new') throw new Error('a job runner starts once');
    this.phase = 'started';
    this.schedule(0);
  }

  /** Polls now rather than at the next interval: call it after queuing a job (and committing). */
  wake(): void {
    if (this.phase !== 'started') return;
    this.idleMs = this.pollMs;
    this.schedule(0);
  }

  /** Queues a job outside any transaction and wakes this runner. */
  async enqueue(input: JobInput): Promise<{ id: string }> {
    const job = await enqueueJob(this.db, input);
    this.wake();
    return job;
  }

  async get(id: string): Promise<Job | null> {
    const [row] = await this.db.query<JobRow>(SQL.get, [id]);
    return row ? jobFromRow(row) : null;
  }

  /** Newest first. */
  async list(filter: { kind?: string; ownerId?: string; limit?: number } = {}): Promise<Job[]> {
    const rows = await this.db.query<JobRow>(SQL.list, [
      filter.kind ?? null,
      filter.ownerId ?? null,
      filter.limit ?? 50,
    ]);
    return rows.map(jobFromRow);
  }

  /** Resolves with the job once it is done or failed; rejects after `timeoutMs`. */
  async waitFor(id: string, timeoutMs = 10_000): Promise<Job> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.get(id);
      if (!job) throw new Error(`no job ${id}`);
      if (job.state === 'done' || job.state === 'failed') return job;
      if (Date.now() > until) throw new Error(`job ${id} still ${job.state} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Stops polling and waits for running handlers; after `graceMs` their signals are aborted. A job
   * whose handler then throws goes back to the queue unchanged; one that ignores its signal keeps its
   * lease, and another runner takes it once the lease runs out.
   */
  stop(graceMs = this.graceMs): Promise<void> {
    if (this.stopping) return this.stopping;
    const wasStarted = this.phase === 'started';
    this.phase = 'stopping';
    clearTimeout(this.timer);
    this.stopping = (async () => {
      if (wasStarted) {
        await this.ticking;
        const all = () => Promise.allSettled([...this.runs].map((run) => run.done));
        if (!(await settledWithin(all(), graceMs))) {
          for (const run of this.runs) run.abort('stop');
          await settledWithin(all(), ABORT_WAIT_MS);
        }
      }
      this.phase = 'stopped';
    })();
    return this.stopping;
  }

  private schedule(delayMs: number): void {
    if (this.phase !== 'started') return;
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerDue = Infinity;
      void this.tick();
    }, delayMs);
    // Waiting for work must not keep the process alive.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.phase !== 'started') return;
    // A slot freed or a wake during a claim polls again right after it rather than being lost.
    if (this.ticking) {
      this.wokenWhileTicking = true;
      return;
    }
    this.wokenWhileTicking = false;
    const claiming = this.claim().catch((err: unknown) => {
      this.onError(err);
      return 0;
    });
    this.ticking = claiming.then(() => undefined);
    const claimed = await claiming;
    this.ticking = undefined;
    const busy = claimed > 0 || this.wokenWhileTicking;
    this.idleMs = busy ? this.pollMs : Math.min(this.idleMs * 2, this.maxIdleMs);
    this.schedule(this.wokenWhileTicking ? 0 : this.idleMs);
  }

  /** One statement per kind with free slots: no transaction stays open (PGlite has one connection). */
  private async claim(): Promise<number> {
    await this.db.query(SQL.failExpired, [LEASE_EXPIRED_ERROR]);
    let claimed = 0;
    for (const [name, kind] of this.kinds) {
      const free = kind.concurrency - kind.active;
      if (free <= 0) continue;
      const rows = await this.db.query<{ id: string; payload: unknown; attempts: number }>(SQL.claim, [
        this.instanceId,
        kind.leaseMs,
        free,
        name,
      ]);
      for (const row of rows) this.run(kind, row.id, row.payload, Number(row.attempts));
      claimed += rows.length;
    }
    return claimed;
  }

  private run(kind: Kind, jobId: string, payload: unknown, attempt: number): void {
    const fence = [jobId, this.instanceId, attempt];
    const controller = new AbortController();
    let aborted: 'stop' | 'lease' | undefined;
    const abort = (reason: 'stop' | 'lease') => {
      aborted ??= reason;
      controller.abort(new Error(reason === 'stop' ? 'the job runner stopped' : 'the lease was lost'));
    };

    let pending: number | undefined;
    let lastWrite = 0;
    let flushTimer: NodeJS.Timeout | undefined;
    let writes = Promise.resolve();
    const flush = (): Promise<void> => {
      const fraction = pending;
      if (fraction === undefined) return writes;
      pending = undefined;
      lastWrite = Date.now();
      writes = writes
        .then(async () => {
          const rows = await this.db.query(SQL.progress, [...fence, fraction, kind.leaseMs]);
          if (rows.length === 0) abort('lease');
        })
        .catch(this.onError);
      return writes;
    };
    const reportProgress = (fraction: number): Promise<void> => {
      if (aborted || !Number.isFinite(fraction)) return Promise.resolve();
      pending = Math.min(1, Math.max(0, fraction));
      if (flushTimer) return Promise.resolve();
      const wait = lastWrite + Math.min(PROGRESS_THROTTLE_MS, kind.leaseMs / 4) - Date.now();
      if (wait <= 0) return flush();
      flushTimer = setTimeout(() => {
        flushTimer = undefined;
        void flush();
      }, wait);
      flushTimer.unref();
      return Promise.resolve();
    };
    const settleProgress = () => {
      clearTimeout(flushTimer);
      pending = undefined;
      return writes;
    };

    const execute = async () => {
      try {
        const result = await kind.handler(payload, {
          jobId,
          attempt,
          reportProgress,
          signal: controller.signal,
        });
        await settleProgress();
        await this.db.query(SQL.done, [...fence, JSON.stringify(result ?? null)]);
      } catch (err) {
        await settleProgress();
        if (aborted === 'lease') return;
        if (aborted === 'stop') await this.db.query(SQL.release, fence);
        else {
          const retryMs = Math.min(kind.retryBaseMs * 2 ** (attempt - 1), RETRY_CAP_MS);
          await this.db.query(SQL.failed, [...fence, jobErrorMessage(err), retryMs]);
        }
      }
    };

    kind.active += 1;
    const run: Run = {
      abort,
      done: execute()
        .catch(this.onError)
        .finally(() => {
          kind.active -= 1;
          this.runs.delete(run);
          this.schedule(0);
        }),
    };
    this.runs.add(run);
  }
}
