import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { EXTERNAL_STORES, externalStores } from '../../test/helpers';
import { createDb } from '../plugins/db';
import type { Db } from '../plugins/stores';
import { enqueueJob, JobRunner, type JobContext, type JobRunnerOptions } from './job-runner';

/** An operational store that can be closed and opened again on the same data, as a restart does. */
interface Store {
  db: Db;
  reopen(): Promise<Db>;
  close(): Promise<void>;
}

/** PGlite in a fresh DATA_DIR, or a fresh PostgreSQL schema in the `server-external` project. */
async function openStore(): Promise<Store> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-jobs-'));
  const stores = EXTERNAL_STORES ? await externalStores() : { env: {}, drop: async () => undefined };
  if (!EXTERNAL_STORES)
    await fs.cp(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  const config = { dataDir, DATABASE_URL: stores.env.DATABASE_URL };
  const store: Store = {
    db: await createDb(config),
    async reopen() {
      await store.db.close();
      store.db = await createDb(config);
      return store.db;
    },
    async close() {
      await store.db.close();
      await stores.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return store;
}

const FAST: JobRunnerOptions = { pollMs: 20, maxIdleMs: 100, graceMs: 2_000 };

/** Resolves once `check` holds, polling; fails the test with `what` after `ms`. */
async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe(`job runner on ${EXTERNAL_STORES ? 'PostgreSQL' : 'PGlite'}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup() {
    const store = await openStore();
    cleanups.push(() => store.close());
    const runner = (options: JobRunnerOptions = {}) => {
      const created = new JobRunner(store.db, { ...FAST, ...options });
      cleanups.push(() => created.stop(0));
      return created;
    };
    return { store, runner };
  }

  it('runs a job once and keeps its result and full progress', async () => {
    const { runner } = await setup();
    const calls: { payload: unknown; attempt: number }[] = [];
    const jobs = runner().register('sum', async (payload, ctx) => {
      calls.push({ payload, attempt: ctx.attempt });
      const { values } = payload as { values: number[] };
      return { total: values.reduce((a, b) => a + b, 0) };
    });
    jobs.start();
    const { id } = await jobs.enqueue({ kind: 'sum', payload: { values: [1, 2, 3] }, ownerId: 'ann' });

    const job = await jobs.waitFor(id);
    expect(job).toMatchObject({
      id,
      kind: 'sum',
      state: 'done',
      progress: 1,
      attempts: 1,
      result: { total: 6 },
      error: null,
      ownerId: 'ann',
    });
    expect(job.finishedAt).toBeGreaterThanOrEqual(job.createdAt);
    await sleep(150);
    expect(calls).toEqual([{ payload: { values: [1, 2, 3] }, attempt: 1 }]);
    expect((await jobs.list({ ownerId: 'ann' })).map((j) => j.id)).toEqual([id]);
    expect(await jobs.list({ ownerId: 'bob' })).toEqual([]);
    expect(await jobs.list({ kind: 'other' })).toEqual([]);
  });

  it('queues a job with the transaction that made it: none when it rolls back', async () => {
    const { store, runner } = await setup();
    const seen: string[] = [];
    const jobs = runner().register('note', async (payload) => {
      seen.push((payload as { note: string }).note);
      return null;
    });
    jobs.start();

    await expect(
      store.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'note', payload: { note: 'rolled back' } });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    const { id } = await store.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'note', payload: { note: 'committed' } }),
    );
    jobs.wake();

    expect((await jobs.waitFor(id)).state).toBe('done');
    expect(await store.db.query('SELECT id FROM jobs')).toEqual([{ id }]);
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing job, keeping its error, and fails it after its last attempt', async () => {
    const { runner } = await setup();
    const attempts: number[] = [];
    const jobs = runner()
      .register(
        'flaky',
        async (_payload, ctx) => {
          attempts.push(ctx.attempt);
          throw new Error(`boom on attempt ${ctx.attempt}`);
        },
        { retryBaseMs: 10 },
      )
      .register(
        'slow-retry',
        async () => {
          throw new TypeError('upstream said no\n    at somewhere (file.ts:1:1)');
        },
        { retryBaseMs: 60_000 },
      );
    jobs.start();
    const flaky = await jobs.enqueue({ kind: 'flaky', maxAttempts: 3 });
    const slow = await jobs.enqueue({ kind: 'slow-retry', maxAttempts: 5 });

    const failed = await jobs.waitFor(flaky.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, error: 'boom on attempt 3', result: null });
    expect(failed.finishedAt).not.toBeNull();
    expect(attempts).toEqual([1, 2, 3]);

    // Waiting for its retry a minute later: queued again, with the reason it failed, on one line.
    await until('the first failure', async () => (await jobs.get(slow.id))?.attempts === 1);
    await until('the retry to be queued', async () => (await jobs.get(slow.id))?.state === 'queued');
    await sleep(200);
    expect(await jobs.get(slow.id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      error: 'upstream said no at somewhere (file.ts:1:1)',
      finishedAt: null,
    });
  });

  it('succeeds on a later attempt and clears the error', async () => {
    const { runner } = await setup();
    const jobs = runner().register(
      'second-time-lucky',
      async (_payload, ctx) => {
        if (ctx.attempt === 1) throw new Error('not yet');
        return { attempt: ctx.attempt };
      },
      { retryBaseMs: 10 },
    );
    jobs.start();
    const { id } = await jobs.enqueue({ kind: 'second-time-lucky' });
    expect(await jobs.waitFor(id)).toMatchObject({
      state: 'done',
      attempts: 2,
      error: null,
      result: { attempt: 2 },
    });
  });

  it('shows progress reported mid-run to another reader', async () => {
    const { store, runner } = await setup();
    const release = gate();
    const jobs = runner().register('export', async (_payload, ctx) => {
      await ctx.reportProgress(0.25);
      await release.opened;
      return { rows: 40 };
    });
    jobs.start();
    const { id } = await jobs.enqueue({ kind: 'export' });

    await until('progress', async () => (await jobs.get(id))?.progress === 0.25);
    const [row] = await store.db.query<{ state: string; progress: number }>(
      'SELECT state, progress FROM jobs WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ state: 'running', progress: 0.25 });
    release.open();
    expect(await jobs.waitFor(id)).toMatchObject({ state: 'done', progress: 1, result: { rows: 40 } });
  });

  it('keeps a job whose handler reports progress for longer than its lease on one run', async () => {
    const { runner } = await setup();
    let runs = 0;
    const jobs = runner().register(
      'long',
      async (_payload, ctx) => {
        runs += 1;
        for (let step = 1; step <= 10; step += 1) {
          await sleep(100);
          await ctx.reportProgress(step / 10);
        }
        return 'finished';
      },
      { leaseMs: 300, concurrency: 2 },
    );
    jobs.start();
    const { id } = await jobs.enqueue({ kind: 'long' });
    expect(await jobs.waitFor(id)).toMatchObject({ state: 'done', attempts: 1, result: 'finished' });
    expect(runs).toBe(1);
  });

  it('gives a job cut short by a stop back to the queue, and a runner after a restart finishes it', async () => {
    const { store, runner } = await setup();
    const started = gate();
    const first = runner().register('index', async (_payload, ctx) => {
      started.open();
      await new Promise((_resolve, reject) =>
        ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)),
      );
    });
    first.start();
    const { id } = await first.enqueue({ kind: 'index', payload: { n: 7 } });
    await started.opened;
    await first.stop(50);
    expect(await first.get(id)).toMatchObject({ state: 'queued', attempts: 0 });

    const db = await store.reopen();
    const second = new JobRunner(db, FAST).register('index', async (payload) => payload);
    cleanups.push(() => second.stop(0));
    second.start();
    expect(await second.waitFor(id)).toMatchObject({ state: 'done', attempts: 1, result: { n: 7 } });
  });

  it('runs again a job whose server died holding it, once its lease expires; fails one with no attempts left', async () => {
    const { store, runner } = await setup();
    const { id: retried } = await enqueueJob(store.db, { kind: 'orphan', payload: { n: 1 }, maxAttempts: 2 });
    const { id: exhausted } = await enqueueJob(store.db, {
      kind: 'orphan',
      payload: { n: 2 },
      maxAttempts: 1,
    });
    // What a runner's claim writes, by a server that then dies without finishing.
    await store.db.query(
      `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = 'dead-server',
        locked_until = now() + interval '1 hour', progress = 0.5`,
    );

    const db = await store.reopen();
    const ran: unknown[] = [];
    const jobs = runner().register('orphan', async (payload) => {
      ran.push(payload);
      return 'recovered';
    });
    jobs.start();
    // A lease still running is left alone.
    await sleep(200);
    expect(await jobs.get(retried)).toMatchObject({ state: 'running', attempts: 1, progress: 0.5 });
    expect(ran).toEqual([]);

    await db.query(`UPDATE jobs SET locked_until = now() - interval '1 second'`);
    expect(await jobs.waitFor(retried)).toMatchObject({ state: 'done', attempts: 2, result: 'recovered' });
    expect(await jobs.waitFor(exhausted)).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: 'the server running the job stopped before it finished (lease expired)',
    });
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('polls no more once stopped', async () => {
    const { store, runner } = await setup();
    let runs = 0;
    const jobs = runner().register('late', async () => {
      runs += 1;
    });
    jobs.start();
    await jobs.stop();
    const { id } = await enqueueJob(store.db, { kind: 'late' });
    jobs.wake();
    await sleep(300);
    expect(runs).toBe(0);
    expect(await jobs.get(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe('job runner on two servers sharing one PostgreSQL', () => {
  it.skipIf(!pgUrl)(
    'runs each of 300 jobs exactly once across both (needs TEST_DATABASE_URL)',
    async () => {
      const schema = await externalStores();
      const config = { dataDir: os.tmpdir(), DATABASE_URL: schema.env.DATABASE_URL };
      // Two pools, as two processes would have.
      const dbs = [await createDb(config), await createDb(config)];
      const runs = new Map<string, number>();
      const byInstance = new Map<string, number>();
      const runners = dbs.map((db, n) =>
        new JobRunner(db, { ...FAST, instanceId: `server-${n}` }).register(
          'enrich',
          async (_payload: unknown, ctx: JobContext) => {
            runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
            byInstance.set(`server-${n}`, (byInstance.get(`server-${n}`) ?? 0) + 1);
            await sleep(2);
            return { by: `server-${n}` };
          },
          { concurrency: 8 },
        ),
      );
      try {
        const ids = await dbs[0]!.transaction(async (tx) => {
          const queued: string[] = [];
          for (let n = 0; n < 300; n += 1)
            queued.push((await enqueueJob(tx, { kind: 'enrich', payload: { n } })).id);
          return queued;
        });
        for (const jobs of runners) jobs.start();
        await until(
          'all 300 jobs done',
          async () =>
            Number(
              (await dbs[0]!.query<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE state = 'done'`))[0]
                ?.n,
            ) === 300,
          30_000,
        );
        expect(runs.size).toBe(300);
        expect([...runs].filter(([, count]) => count !== 1)).toEqual([]);
        expect(new Set(ids)).toEqual(new Set(runs.keys()));
        // Both servers took part, each result naming the one that ran the job.
        expect(byInstance.get('server-0')).toBeGreaterThan(0);
        expect(byInstance.get('server-1')).toBeGreaterThan(0);
        const results = await dbs[1]!.query<{ by: string; n: string }>(
          `SELECT result->>'by' AS by, count(*) AS n FROM jobs WHERE attempts = 1 GROUP BY 1 ORDER BY 1`,
        );
        expect(results.map((row) => [row.by, Number(row.n)])).toEqual(
          [...byInstance.entries()].sort(([a], [b]) => a.localeCompare(b)),
        );
      } finally {
        await Promise.all(runners.map((jobs) => jobs.stop(0)));
        await Promise.all(dbs.map((db) => db.close()));
        await schema.drop();
      }
    },
    60_000,
  );
});
