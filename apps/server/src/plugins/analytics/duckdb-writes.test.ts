import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ClientEvent } from '@prism/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientEvents } from '../../../test/factories';
import type { AnalyticsStore } from '../stores';
import { createDuckDbAnalytics, spoolBase, spoolPrefix } from './duckdb';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-duck-writes-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('DuckDB group commit', () => {
  let store: AnalyticsStore;
  beforeEach(async () => {
    store = await createDuckDbAnalytics(dataDir);
  });
  afterEach(() => store.close());

  it('stores and acknowledges every valid batch of a group that holds one the table cannot hold', async () => {
    const batch = (i: number) => clientEvents(50, { visitId: `batch-${i}` });
    // Valid for the collector's types, but over the INTEGER column's range: it fails at insert time.
    const poisoned: ClientEvent[] = [
      ...batch(99).slice(0, 49),
      { ...batch(99)[49]!, sequenceNumber: 2 ** 40 },
    ];
    // The first write runs alone; the other 20 arrive meanwhile and share the next transaction.
    const first = store.insertClientEvents(batch(0));
    const rest = Array.from({ length: 20 }, (_, i) =>
      i === 10 ? store.insertClientEvents(poisoned) : store.insertClientEvents(batch(i + 1)),
    );
    const outcomes = await Promise.allSettled([first, ...rest]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    expect(outcomes[11]!.status).toBe('rejected');
    // 20 acknowledged batches of 50: every one stored, and nothing of the poisoned one.
    expect(await store.totals()).toEqual({ client: 20 * 50, server: 0 });
    expect(await store.clientEventsOfVisit('batch-99')).toEqual([]);
    expect(await store.clientEventsOfVisit('batch-20')).toHaveLength(50);
  });

  it('still fails a lone batch the table cannot hold, and goes on storing', async () => {
    const bad = clientEvents(3, { visitId: 'lone', sequenceNumber: 2 ** 40 });
    await expect(store.insertClientEvents(bad)).rejects.toThrow();
    await store.insertClientEvents(clientEvents(3, { visitId: 'after' }));
    expect(await store.totals()).toEqual({ client: 3, server: 0 });
  });
});

describe('DuckDB spool', () => {
  /** A process id that ran a moment ago and runs no longer. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  it('removes the spool a killed server of this DATA_DIR left, and no other server’s', async () => {
    const base = await spoolBase(dataDir);
    await fs.mkdir(base, { recursive: true });
    const folder = async (name: string) => {
      const dir = path.join(base, name);
      await fs.mkdir(dir);
      await fs.writeFile(path.join(dir, 'batch.ndjson'), '{}');
      return dir;
    };
    const leftover = await folder(`${spoolPrefix(dataDir)}${deadPid()}-aaaaaa`);
    // Another process, still running, on the same DATA_DIR (a stand-in: our parent process).
    const live = await folder(`${spoolPrefix(dataDir)}${process.ppid}-bbbbbb`);
    const otherDataDir = await folder(`${spoolPrefix(path.join(dataDir, 'other'))}${deadPid()}-cccccc`);
    try {
      const store = await createDuckDbAnalytics(dataDir);
      const ours = (await fs.readdir(base)).filter((entry) => entry.startsWith(spoolPrefix(dataDir)));
      expect(ours).toHaveLength(2);
      expect(ours).toContain(path.basename(live));
      await expect(fs.access(leftover)).rejects.toThrow();
      await fs.access(otherDataDir);
      const spool = ours.find((entry) => entry !== path.basename(live))!;
      expect(spool.startsWith(`${spoolPrefix(dataDir)}${process.pid}-`)).toBe(true);
      expect((await fs.stat(path.join(base, spool))).mode & 0o777).toBe(0o700);

      // Closing removes the store's own spool.
      await store.close();
      await expect(fs.access(path.join(base, spool))).rejects.toThrow();
    } finally {
      await Promise.all([live, otherDataDir].map((dir) => fs.rm(dir, { recursive: true, force: true })));
    }
  });

  it('keeps the live spool of another store of this process on the same DATA_DIR', async () => {
    const base = await spoolBase(dataDir);
    const first = await createDuckDbAnalytics(dataDir);
    const spoolOf = async () =>
      (await fs.readdir(base)).filter((entry) => entry.startsWith(`${spoolPrefix(dataDir)}${process.pid}-`));
    const [firstSpool] = await spoolOf();
    try {
      // Its DuckDB file is taken: the second open fails, but must not have removed the first's spool.
      await createDuckDbAnalytics(dataDir).then(
        (second) => second.close(),
        () => undefined,
      );
      expect(await spoolOf()).toContain(firstSpool);
      await first.insertClientEvents(clientEvents(2, { visitId: 'still-spooling' }));
      expect(await first.totals()).toEqual({ client: 2, server: 0 });
    } finally {
      await first.close();
    }
  });
});
