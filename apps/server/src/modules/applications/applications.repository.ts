import { applicationSchema, type Application } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

interface ApplicationRow {
  id: string;
  name: string;
  type: string;
  tech_type: string | null;
  domain: string;
  data_source: string;
  kind: string;
  aliases: string[];
}

const fromRow = (row: ApplicationRow): Application =>
  applicationSchema.parse({
    id: row.id,
    name: row.name,
    type: row.type,
    techType: row.tech_type,
    domain: row.domain,
    dataSource: row.data_source,
    kind: row.kind,
    aliases: row.aliases,
  });

/** The application catalogue in the operational store. */
export const applicationsRepository = {
  async list(db: Queryable): Promise<Application[]> {
    return (await db.query<ApplicationRow>('SELECT * FROM applications ORDER BY id')).map(fromRow);
  },

  async byIds(db: Queryable, ids: readonly string[]): Promise<Application[]> {
    if (ids.length === 0) return [];
    const rows = await db.query<ApplicationRow>('SELECT * FROM applications WHERE id = ANY($1::text[])', [
      ids,
    ]);
    return rows.map(fromRow);
  },

  async count(db: Queryable): Promise<number> {
    const [row] = await db.query<{ n: number | string }>('SELECT count(*)::int AS n FROM applications');
    return Number(row?.n ?? 0);
  },

  /** Adds or updates catalogue entries by id, in one statement per application. */
  async upsert(db: Queryable, apps: readonly Application[]): Promise<void> {
    for (const app of apps) {
      await db.query(
        `INSERT INTO applications (id, name, type, tech_type, domain, data_source, kind, aliases)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type, tech_type = EXCLUDED.tech_type,
           domain = EXCLUDED.domain, data_source = EXCLUDED.data_source, kind = EXCLUDED.kind, aliases = EXCLUDED.aliases`,
        [
          app.id,
          app.name,
          app.type,
          app.techType,
          app.domain,
          app.dataSource,
          app.kind,
          JSON.stringify(app.aliases),
        ],
      );
    }
  },
};
