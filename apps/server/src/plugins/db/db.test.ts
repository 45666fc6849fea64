import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, restartTestApp, type TestApp } from '../../../test/helpers';
import { MIGRATIONS } from './migrations';
import { migrate } from './index';

// Runs on PGlite, and on PostgreSQL in the server-external project.
describe('operational store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('applies every migration once at start and none again', async () => {
    const rows = await t.app.db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((row) => Number(row.id))).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await migrate(t.app.db)).toEqual([]);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO users (id) VALUES ('tx-user')`);
        await tx.query('SELECT no_such_column FROM users');
      }),
    ).rejects.toThrow();
    expect(await t.app.db.query(`SELECT id FROM users WHERE id = 'tx-user'`)).toEqual([]);
  });

  it('keeps its data across a restart', async () => {
    await t.app.db.query(`INSERT INTO users (id) VALUES ('kept')`);
    await restartTestApp(t);
    expect(await t.app.db.query(`SELECT id FROM users WHERE id = 'kept'`)).toEqual([{ id: 'kept' }]);
  });
});
