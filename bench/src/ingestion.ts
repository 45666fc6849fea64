import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { EventBatch } from '@prism/domain';
import { generateDemoEvents } from '@prism/server/src/demo-data/generator';
import { createAnalytics } from '@prism/server/src/plugins/analytics';
import { startServer } from './server-process';

export interface IngestionOptions {
  events: number;
  batchSize: number;
  concurrency: number;
  clickhouseUrl?: string;
}

const rate = (events: number, ms: number) => Math.round((events / ms) * 1000);

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
          headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
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
  }

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
    stored: stored.client + stored.server,
    nothingLost: stored.client + stored.server === opts.events,
    target: { eventsPerSecond: 100_000, met: engine !== 'duckdb' || apiRate >= 100_000 },
  };
}
