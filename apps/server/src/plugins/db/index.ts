import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import type { Db, Queryable } from '../stores';
import { MIGRATIONS } from './migrations';

/** Any id: PostgreSQL serialises concurrent migrators (several instances starting at once) on it. */
const MIGRATION_LOCK = 727_100_001;

/** Brings the schema up to date inside one transaction; a failed migration leaves nothing half-done. */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (db.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ id: number }>('SELECT id FROM schema_migrations')).map((row) => Number(row.id)),
    );
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
      applied.push(migration.id);
    }
    return applied;
  });
}

/**
 * Migrations are plain DDL without semicolons inside literals, so splitting on `;` is safe, except
 * inside the `$$ … $$` bodies of functions and triggers, which stay whole.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((part, index) => {
    // Odd parts are function bodies.
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(';');
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}

async function createPglite(dataDir: string): Promise<Db> {
  const lite = await PGlite.create(path.join(dataDir, 'pglite'));
  // PGlite runs one statement at a time; its transaction() holds it exclusively, so no extra lock.
  const run = (q: { query: PGlite['query'] }): Queryable => ({
    async query<R>(sql: string, params?: readonly unknown[]) {
      return (await q.query<R>(sql, params as unknown[])).rows;
    },
  });
  return {
    engine: 'pglite',
    ...run(lite),
    transaction: (fn) => lite.transaction((tx) => fn(run(tx))),
    close: () => lite.close(),
  };
}

async function createPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    async query<R>(sql: string, params?: readonly unknown[]) {
      return (await pool.query(sql, params as unknown[])).rows as R[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(sql: string, params?: readonly unknown[]) =>
            (await client.query(sql, params as unknown[])).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens the operational store the configuration names and migrates it. */
export async function createDb(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>): Promise<Db> {
  const db = config.DATABASE_URL
    ? await createPostgres(config.DATABASE_URL)
    : await createPglite(config.dataDir);
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
