import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataDirPrivate } from './data-dir';

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

describe('dataDirPrivate', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-data-dir-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates a missing DATA_DIR (and its parents) readable by its owner only', () => {
    const dir = path.join(root, 'a', 'data');
    dataDirPrivate(dir);
    expect(modeOf(dir)).toBe(0o700);
  });

  it("closes a DATA_DIR an earlier version left open, Prism's own entries all the way down", () => {
    const dir = path.join(root, 'data');
    const file = (rel: string, mode: number) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), 'x');
      fs.chmodSync(path.join(dir, rel), mode);
    };
    file('pglite/base/1/1259', 0o666);
    file('pglite/PG_VERSION', 0o644);
    file('keys/token-signing-key.json', 0o644);
    file('analytics.duckdb', 0o644);
    file('analytics.duckdb.wal', 0o666);
    file('notes/readme.txt', 0o644);
    for (const folder of ['', 'pglite', 'pglite/base', 'pglite/base/1', 'keys', 'notes'])
      fs.chmodSync(path.join(dir, folder), 0o777);

    dataDirPrivate(dir);

    expect(modeOf(dir)).toBe(0o700);
    for (const folder of ['pglite', 'pglite/base', 'pglite/base/1', 'keys'])
      expect(modeOf(path.join(dir, folder)), folder).toBe(0o700);
    for (const rel of [
      'pglite/base/1/1259',
      'pglite/PG_VERSION',
      'keys/token-signing-key.json',
      'analytics.duckdb',
      'analytics.duckdb.wal',
    ])
      expect(modeOf(path.join(dir, rel)), rel).toBe(0o600);
    // What the operator keeps beside Prism's data is theirs: left as it was.
    expect(modeOf(path.join(dir, 'notes'))).toBe(0o777);
    expect(modeOf(path.join(dir, 'notes/readme.txt'))).toBe(0o644);
  });

  it('does not follow a symbolic link out of DATA_DIR', () => {
    const dir = path.join(root, 'data');
    const outside = path.join(root, 'outside.json');
    fs.writeFileSync(outside, '{}');
    fs.chmodSync(outside, 0o644);
    fs.mkdirSync(path.join(dir, 'keys'), { recursive: true });
    fs.symlinkSync(outside, path.join(dir, 'keys', 'linked.json'));
    dataDirPrivate(dir);
    expect(modeOf(outside)).toBe(0o644);
  });

  it('leaves a shared sticky folder such as /tmp as it is', () => {
    const shared = path.join(root, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    dataDirPrivate(shared);
    expect(fs.statSync(shared).mode & 0o7777).toBe(0o1777);
  });
});

describe('a server started on a new DATA_DIR', () => {
  it('has closed what the stores created by the time it is ready', async () => {
    const { buildTestApp } = await import('../../test/helpers');
    const t = await buildTestApp();
    try {
      const open: string[] = [];
      const walk = (file: string) => {
        const stat = fs.lstatSync(file);
        if ((stat.mode & 0o077) !== 0) open.push(path.relative(t.config.dataDir, file) || '.');
        if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) walk(path.join(file, entry));
      };
      walk(t.config.dataDir);
      expect(open).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('a server started on a DATA_DIR an earlier version left open', () => {
  it('has closed every folder and every store file in it by the time it is ready', async () => {
    const { EXTERNAL_STORES, buildTestApp, restartTestApp } = await import('../../test/helpers');
    const t = await buildTestApp();
    try {
      const dir = t.config.dataDir;
      /** Entries anyone but the owner may use. */
      const open = () => {
        const found: string[] = [];
        const walk = (file: string) => {
          const stat = fs.lstatSync(file);
          if ((stat.mode & 0o077) !== 0) found.push(path.relative(dir, file) || '.');
          if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) walk(path.join(file, entry));
        };
        walk(dir);
        return found;
      };
      // As before this change: everything readable by all, the folders writable too.
      const loosen = (file: string) => {
        const stat = fs.lstatSync(file);
        fs.chmodSync(file, stat.isDirectory() ? 0o777 : 0o644);
        if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) loosen(path.join(file, entry));
      };
      await t.app.close();
      loosen(dir);
      // On PostgreSQL and ClickHouse (the server-external run) the folder holds only the keys.
      expect(open()).toContain(EXTERNAL_STORES ? 'keys/token-signing-key.json' : 'pglite/PG_VERSION');
      await restartTestApp(t);
      expect(open()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
