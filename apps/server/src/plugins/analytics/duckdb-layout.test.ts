import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent, serverEvent } from '../../../test/factories';
import type { AnalyticsStore } from '../stores';
import { createDuckDbAnalytics } from './duckdb';
import { LAYOUT_GRACE_MS, LAYOUT_RANGE_MS, layoutRangesDue } from './duckdb-layout';

const DAY = LAYOUT_RANGE_MS.day;
const WEEK = LAYOUT_RANGE_MS.week;
/** The start of an epoch-aligned week, and "now" two and a half days into the next one. */
const W = 2930 * WEEK;
const NOW = W + WEEK + 2.5 * DAY;

describe('layoutRangesDue', () => {
  it('picks finished weeks and the finished days of the week under way, oldest first', () => {
    const due = layoutRangesDue(
      [
        { start: W + WEEK + DAY, ms: DAY, rows: 10 }, // yesterday: finished
        { start: W, ms: WEEK, rows: 70 }, // last week: finished
        { start: W + WEEK, ms: WEEK, rows: 30 }, // this week: under way
        { start: W + WEEK, ms: DAY, rows: 20 }, // the day before yesterday
        { start: W + WEEK + 2 * DAY, ms: DAY, rows: 5 }, // today: under way
      ],
      NOW,
    );
    expect(due).toEqual([
      { start: W, ms: WEEK },
      { start: W + WEEK, ms: DAY },
      { start: W + WEEK + DAY, ms: DAY },
    ]);
  });

  it('leaves the days of a finished week to the week', () => {
    expect(layoutRangesDue([{ start: W + DAY, ms: DAY, rows: 10 }], NOW)).toEqual([]);
  });

  it('waits until a range has been over for the grace period', () => {
    const yesterday = { start: W + WEEK + DAY, ms: DAY, rows: 10 };
    const end = yesterday.start + DAY;
    expect(layoutRangesDue([yesterday], end + LAYOUT_GRACE_MS - 1)).toEqual([]);
    expect(layoutRangesDue([yesterday], end + LAYOUT_GRACE_MS)).toEqual([
      { start: yesterday.start, ms: DAY },
    ]);
  });

  it('rewrites a range again only once its late rows are 2% of it and at least 1,000', () => {
    const week = (rows: number, clusteredRows: number) => [{ start: W, ms: WEEK, rows, clusteredRows }];
    expect(layoutRangesDue(week(100_000, 100_000), NOW)).toEqual([]);
    expect(layoutRangesDue(week(101_999, 100_000), NOW)).toEqual([]);
    expect(layoutRangesDue(week(102_000, 100_000), NOW)).toEqual([{ start: W, ms: WEEK }]);
    expect(layoutRangesDue(week(10_999, 10_000), NOW)).toEqual([]);
    expect(layoutRangesDue(week(11_000, 10_000), NOW)).toEqual([{ start: W, ms: WEEK }]);
  });

  it('skips empty ranges', () => {
    expect(layoutRangesDue([{ start: W, ms: WEEK, rows: 0 }], NOW)).toEqual([]);
  });
});

describe('DuckDB store: clusterEvents', () => {
  let dir: string;
  let store: AnalyticsStore;
  const apps = ['SMB@Web', 'MSA@Web', 'OneApp@Roku'];
  // Three days of the previous week and one finished day of this one, every app mixed, in time order.
  const events = Array.from({ length: 4 * 30 }, (_, i) => {
    const day = Math.floor(i / 30);
    const start = day < 3 ? W + (4 + day) * DAY : W + WEEK;
    return clientEvent(
      { appId: apps[i % 3]!, eventType: i % 2 ? 'pageView' : 'error', timestamp: start + (i % 30) * 60_000 },
      i,
    );
  });

  /** The rows of a range in the order a plain scan returns them: the physical order. */
  const physical = async (start: number, end: number) => {
    await store.close();
    const instance = await DuckDBInstance.create(path.join(dir, 'analytics.duckdb'));
    const connection = await instance.connect();
    const rows = (
      await connection.runAndReadAll(
        `SELECT app_id, event_type, ts::DOUBLE AS ts FROM client_events WHERE ts >= ${start} AND ts < ${end}`,
      )
    ).getRowObjectsJS() as Row[];
    connection.closeSync();
    instance.closeSync();
    store = await createDuckDbAnalytics(dir);
    return rows;
  };
  type Row = { app_id: string; event_type: string; ts: number };
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sortedByAppTypeTime = (rows: Row[]) =>
    [...rows].sort((a, b) => text(a.app_id, b.app_id) || text(a.event_type, b.event_type) || a.ts - b.ts);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-layout-'));
    store = await createDuckDbAnalytics(dir);
    await store.insertClientEvents(events);
    await store.insertServerEvents([serverEvent({ timestamp: W + DAY })]);
  });
  afterAll(async () => {
    await store.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('rewrites the finished week and day in app, event type and time order, keeping every row', async () => {
    const before = await store.clientEventCountsByApp();
    const mixed = await physical(W, W + WEEK);
    expect(mixed).not.toEqual(sortedByAppTypeTime(mixed));

    expect(await store.clusterEvents(NOW)).toEqual({ ranges: 3, rows: 90 + 30 + 1 });

    const week = await physical(W, W + WEEK);
    expect(week).toHaveLength(90);
    expect(week).toEqual(sortedByAppTypeTime(mixed));
    const day = await physical(W + WEEK, W + WEEK + DAY);
    expect(day).toEqual(sortedByAppTypeTime(day));
    expect(await store.clientEventCountsByApp()).toEqual(before);
    expect(await store.totals()).toEqual({ client: 120, server: 1 });
  });

  it('has nothing to do on the next pass', async () => {
    expect(await store.clusterEvents(NOW)).toEqual({ ranges: 0, rows: 0 });
  });

  it('rewrites again a range laid out in an earlier order', async () => {
    await store.close();
    const instance = await DuckDBInstance.create(path.join(dir, 'analytics.duckdb'));
    const connection = await instance.connect();
    await connection.run(
      `UPDATE event_layout SET row_order = 'app_id, ts' WHERE table_name = 'client_events' AND range_ms = ${WEEK}`,
    );
    connection.closeSync();
    instance.closeSync();
    store = await createDuckDbAnalytics(dir);
    expect(await store.clusterEvents(NOW)).toEqual({ ranges: 1, rows: 90 });
    expect(await store.clusterEvents(NOW)).toEqual({ ranges: 0, rows: 0 });
  });

  it('lets ingestion go on while it rewrites, and loses nothing', async () => {
    const late = Array.from({ length: 1_000 }, (_, i) =>
      clientEvent({ appId: apps[i % 3]!, timestamp: W + 5 * DAY + i }, i),
    );
    const [, rewritten] = await Promise.all([
      store.insertClientEvents(late.slice(0, 500)),
      store.clusterEvents(NOW),
      store.insertClientEvents(late.slice(500)),
    ]);
    // The first half had arrived before the pass counted; 590 late rows in a 90-row week: rewritten.
    expect(rewritten.ranges).toBeLessThanOrEqual(1);
    expect(await store.totals()).toEqual({ client: 1_120, server: 1 });
    await store.clusterEvents(NOW);
    const week = await physical(W, W + WEEK);
    expect(week).toHaveLength(1_090);
    expect(week).toEqual(sortedByAppTypeTime(week));
  });

  it('stops a pass when the store closes: the range under way finishes, no other starts, no error', async () => {
    // A week laid out in an earlier order and a new finished day: two ranges due.
    await store.insertClientEvents([clientEvent({ appId: 'MSA@Web', timestamp: W + WEEK + DAY + 5 }, 9)]);
    await store.close();
    const instance = await DuckDBInstance.create(path.join(dir, 'analytics.duckdb'));
    const connection = await instance.connect();
    await connection.run(`UPDATE event_layout SET row_order = 'app_id, ts' WHERE range_ms = ${WEEK}`);
    connection.closeSync();
    instance.closeSync();
    store = await createDuckDbAnalytics(dir);

    const pass = store.clusterEvents(NOW);
    await store.close();
    const stopped = await pass;
    expect(stopped.ranges).toBeLessThan(2);
    store = await createDuckDbAnalytics(dir);
    expect(await store.totals()).toEqual({ client: 1_121, server: 1 });
    const rest = await store.clusterEvents(NOW);
    expect(stopped.ranges + rest.ranges).toBeGreaterThanOrEqual(2);
  });
});
