import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createClient } from '@clickhouse/client';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import pg from 'pg';
import { buildApp } from '../src/app';
import { seedCatalogue } from '../src/demo-data/seed-catalogue';
import { loadConfig, type Config } from '../src/plugins/config';
import { personaByUsername } from '../src/modules/auth/personas';

export interface TestApp {
  /** Replaced by {@link restartTestApp}. */
  app: FastifyInstance;
  config: Config;
  /** A bearer header for a demo persona. */
  as(username: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * The external stores of this run, when the `server-external` project runs: the same suites then
 * run on PostgreSQL and ClickHouse, each test app in its own schema and database.
 */
export const EXTERNAL_STORES = process.env.PRISM_TEST_EXTERNAL === '1';

export interface StoreEnv {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh PostgreSQL schema and ClickHouse database (those of this run that are set), and their drop. */
export async function externalStores(): Promise<StoreEnv> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {};
  const drops: (() => Promise<void>)[] = [];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${name}`);
    env.DATABASE_URL = url.href;
    drops.push(async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${name} CASCADE`);
      await client.end();
    });
  }
  const chUrl = process.env.TEST_CLICKHOUSE_URL;
  if (chUrl) {
    env.CLICKHOUSE_URL = chUrl;
    env.CLICKHOUSE_DATABASE = name;
    drops.push(async () => {
      const client = createClient({ url: chUrl });
      await client.command({ query: `DROP DATABASE IF EXISTS ${name}` });
      await client.close();
    });
  }
  return { env, drop: async () => void (await Promise.allSettled(drops.map((drop) => drop()))) };
}

/**
 * Builds the real app in a fresh temporary DATA_DIR with the demo catalogue registered (no demo
 * events): on embedded stores, or on PostgreSQL and ClickHouse in the `server-external` project.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-test-'));
  const stores = EXTERNAL_STORES ? await externalStores() : { env: {}, drop: async () => undefined };
  if (!EXTERNAL_STORES)
    await fs.cp(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    DATA_DIR: dataDir,
    ...stores.env,
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  await seedCatalogue(app);
  const handle: TestApp = {
    app,
    config,
    async as(username) {
      const persona = personaByUsername(username);
      if (!persona) throw new Error(`no persona ${username}`);
      const token = await handle.app.tokens.issue({
        id: persona.username,
        pid: persona.pid,
        email: persona.email,
        name: persona.name,
        roles: persona.roles,
      });
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await handle.app.close();
      await stores.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** Closes the test app and builds it again on the same stores, as a server restart would. */
export async function restartTestApp(t: TestApp): Promise<void> {
  await t.app.close();
  t.app = await buildApp(t.config);
  await t.app.ready();
}
