import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { EventBatch } from '@prism/domain';
import { generateDemoEvents } from '@prism/server/src/demo-data/generator';
import { createClient } from '@clickhouse/client';
import { DuckDBInstance } from '@duckdb/node-api';
import { createAnalytics } from '@prism/server/src/plugins/analytics';
import { createDuckDbAnalytics, duckDbLoadSql } from '@prism/server/src/plugins/analytics/duckdb';
import { EVENT_TABLES } from '@prism/server/src/plugins/analytics/tables';
import { startServer } from './server-process';

export interface IngestionOptions {
  events: number;
  batchSize: number;
  concurrency: number;
  clickhouseUrl?: string;
}

const rate = (events: number, ms: number) => Math.round((events / ms) * 1000);

/**
 * What DuckDB alone does with the same events on this machine: they are written out as NDJSON first
 * (not timed), then loaded into the store's table in one transaction with the store's own statement,
 * with no JavaScript, HTTP, parsing or validation in the timed part. No way into the store is faster.
 */
async function duckDbCeilingMs(batches: readonly EventBatch[]): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-bench-ceiling-'));
  try {
    await (await createDuckDbAnalytics(dataDir)).close(); // creates the tables
    const files = { client: [] as string[], server: [] as string[] };
    for (const [i, batch] of batches.entries()) {
      const file = path.join(dataDir, `${i}.ndjson`);
      await fs.writeFile(file, batch.events.map((event) => JSON.stringify(event)).join('\n'));
      files[batch.type].push(file);
    }
    const instance = await DuckDBInstance.create(path.join(dataDir, 'analytics.duckdb'));
    const connection = await instance.connect();
    try {
      const started = performance.now();
      await connection.run('BEGIN TRANSACTION');
      for (const kind of ['client', 'server'] as const) {
        if (files[kind].length > 0) await connection.run(duckDbLoadSql(EVENT_TABLES[kind], files[kind]));
      }
      await connection.run('COMMIT');
      return performance.now() - started;
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Ingestion throughput: the same pre-generated batches sent through `POST /api/collector/events` of
 * a real server process, and stored by the engine's own bulk insert (DuckDB's appender, ClickHouse's
 * native INSERT) with no HTTP, JSON or validation, in the same run.
 */
export async function benchIngestion(engine: 'duckdb' | 'clickhouse', opts: IngestionOptions, port: number) {
  const batches: EventBatch[] = [
    ...generateDemoEvents({
      events: opts.events,
      days: 30,
      seed: 7,
      endMs: Date.UTC(2026, 10, 1),
      batchSize: opts.batchSize,
    }),
  ];
  const bodies = batches.map((batch) => JSON.stringify(batch));
  const megabytes = bodies.reduce((sum, body) => sum + body.length, 0) / 1024 / 1024;

  const database = `bench_${randomBytes(4).toString('hex')}`;
  const storeEnv: Record<string, string> =
    engine === 'clickhouse' ? { CLICKHOUSE_URL: opts.clickhouseUrl!, CLICKHOUSE_DATABASE: database } : {};
  const server = await startServer(storeEnv, port);
  let apiMs: number;
  let stored: { client: number; server: number };
  try {
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const res = await fetch(`${server.url}/api/collector/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${server.collectorToken}` },
          body,
        });
        if (res.status !== 200) throw new Error(`collector answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency }, worker));
    apiMs = performance.now() - started;
    const counts = await fetch(`${server.url}/api/analytics/event-counts`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    stored = ((await counts.json()) as { totals: { client: number; server: number } }).totals;
  } finally {
    await server.stop();
  }

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-bench-ref-'));
  const store = await createAnalytics({
    dataDir,
    CLICKHOUSE_URL: engine === 'clickhouse' ? opts.clickhouseUrl : undefined,
    CLICKHOUSE_DATABASE: `${database}_ref`,
  });
  let bulkMs: number;
  try {
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < batches.length) {
        const batch = batches[next++]!;
        if (batch.type === 'client') await store.insertClientEvents(batch.events);
        else await store.insertServerEvents(batch.events);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency }, worker));
    bulkMs = performance.now() - started;
  } finally {
    await store.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    if (engine === 'clickhouse') {
      const client = createClient({ url: opts.clickhouseUrl! });
      for (const name of [database, `${database}_ref`])
        await client.command({ query: `DROP DATABASE IF EXISTS ${name}` });
      await client.close();
    }
  }

  const ceilingMs = engine === 'duckdb' ? await duckDbCeilingMs(batches) : undefined;

  const apiRate = rate(opts.events, apiMs);
  const bulkRate = rate(opts.events, bulkMs);
  return {
    benchmark: 'ingestion',
    engine,
    events: opts.events,
    batchSize: opts.batchSize,
    concurrency: opts.concurrency,
    payloadMB: Math.round(megabytes),
    api: { eventsPerSecond: apiRate, seconds: +(apiMs / 1000).toFixed(2) },
    reference: {
      what: 'engine bulk insert, no HTTP',
      eventsPerSecond: bulkRate,
      seconds: +(bulkMs / 1000).toFixed(2),
    },
    apiToReferenceRatio: +(apiRate / bulkRate).toFixed(2),
    ...(ceilingMs === undefined
      ? {}
      : {
          engineCeiling: {
            what: 'DuckDB alone: the same events from NDJSON files already on disk, one transaction',
            eventsPerSecond: rate(opts.events, ceilingMs),
            seconds: +(ceilingMs / 1000).toFixed(2),
          },
        }),
    stored: stored.client + stored.server,
    nothingLost: stored.client + stored.server === opts.events,
    target: { eventsPerSecond: 100_000, met: engine !== 'duckdb' || apiRate >= 100_000 },
  };
}
