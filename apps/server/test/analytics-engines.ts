import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createClient } from '@clickhouse/client';
import { DuckDBInstance } from '@duckdb/node-api';
import { CH_TYPE, createClickHouseAnalytics } from '../src/plugins/analytics/clickhouse';
import { DUCKDB_TYPE, createDuckDbAnalytics } from '../src/plugins/analytics/duckdb';
import { EVENT_TABLES } from '../src/plugins/analytics/tables';
import type { AnalyticsStore } from '../src/plugins/stores';

/**
 * The analytics engines the contract suites run on: DuckDB always, ClickHouse when
 * TEST_CLICKHOUSE_URL is set (CI sets it). Each open gives a fresh, empty store.
 */
export interface Engine {
  name: string;
  open(): Promise<{ store: AnalyticsStore; cleanup(): Promise<void> }>;
  /** Opens a store over a client_events table an earlier version made, without `self_install`. */
  openOverOldTable(): Promise<{ store: AnalyticsStore; cleanup(): Promise<void> }>;
}

const OLD_CLIENT_COLUMNS = EVENT_TABLES.client.columns.filter((col) => col.field !== 'selfInstall');

export const engines: Engine[] = [
  {
    name: 'duckdb',
    async open() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-duck-'));
      return {
        store: await createDuckDbAnalytics(dir),
        cleanup: () => fs.rm(dir, { recursive: true, force: true }),
      };
    },
    async openOverOldTable() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-duck-old-'));
      const instance = await DuckDBInstance.create(path.join(dir, 'analytics.duckdb'));
      const connection = await instance.connect();
      await connection.run(
        `CREATE TABLE client_events (${OLD_CLIENT_COLUMNS.map((col) => `${col.column} ${DUCKDB_TYPE[col.kind]}`).join(', ')})`,
      );
      connection.closeSync();
      instance.closeSync();
      return {
        store: await createDuckDbAnalytics(dir),
        cleanup: () => fs.rm(dir, { recursive: true, force: true }),
      };
    },
  },
];
const chUrl = process.env.TEST_CLICKHOUSE_URL;
if (chUrl) {
  engines.push({
    name: 'clickhouse',
    async open() {
      const database = `t_${randomBytes(6).toString('hex')}`;
      return {
        store: await createClickHouseAnalytics(chUrl, database),
        async cleanup() {
          const client = createClient({ url: chUrl });
          await client.command({ query: `DROP DATABASE IF EXISTS ${database}` });
          await client.close();
        },
      };
    },
    async openOverOldTable() {
      const database = `t_${randomBytes(6).toString('hex')}`;
      const client = createClient({ url: chUrl });
      await client.command({ query: `CREATE DATABASE ${database}` });
      const columns = OLD_CLIENT_COLUMNS.map(
        (col) =>
          `${col.column} ${col.nullable && col.kind !== 'strings' ? `Nullable(${CH_TYPE[col.kind]})` : CH_TYPE[col.kind]}`,
      );
      await client.command({
        query: `CREATE TABLE ${database}.client_events (${columns.join(', ')}) ENGINE = MergeTree() ORDER BY (app_id, ts)`,
      });
      return {
        store: await createClickHouseAnalytics(chUrl, database),
        async cleanup() {
          await client.command({ query: `DROP DATABASE IF EXISTS ${database}` });
          await client.close();
        },
      };
    },
  });
}
