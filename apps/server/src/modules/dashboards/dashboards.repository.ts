import type { Dashboard, DashboardInput, DashboardSummary } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

interface DashboardRow {
  id: string;
  owner_id: string;
  owner_name: string;
  name: string;
  description: string;
  shared: boolean;
  entity_id: string | null;
  charts: Dashboard['charts'];
  chart_count?: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

const fromRow = (row: DashboardRow): Dashboard => ({
  id: row.id,
  ownerId: row.owner_id,
  ownerName: row.owner_name,
  name: row.name,
  description: row.description,
  shared: row.shared,
  entityId: row.entity_id,
  charts: row.charts,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const summaryFromRow = (row: DashboardRow): DashboardSummary => ({
  id: row.id,
  ownerId: row.owner_id,
  ownerName: row.owner_name,
  name: row.name,
  description: row.description,
  shared: row.shared,
  entityId: row.entity_id,
  chartCount: Number(row.chart_count ?? 0),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const SUMMARY_COLUMNS = `id, owner_id, owner_name, name, description, shared, entity_id,
  jsonb_array_length(charts) AS chart_count, created_at, updated_at`;

export const dashboardsRepository = {
  /** The owner's dashboards, most recently changed first. */
  async listOwned(db: Queryable, ownerId: string): Promise<DashboardSummary[]> {
    const rows = await db.query<DashboardRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM dashboards WHERE owner_id = $1 ORDER BY updated_at DESC, id`,
      [ownerId],
    );
    return rows.map(summaryFromRow);
  },

  /** Shared dashboards and the caller's own, by name. */
  async listVisible(db: Queryable, ownerId: string): Promise<DashboardSummary[]> {
    const rows = await db.query<DashboardRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM dashboards WHERE shared OR owner_id = $1 ORDER BY lower(name), id`,
      [ownerId],
    );
    return rows.map(summaryFromRow);
  },

  async get(db: Queryable, id: string, forUpdate = false): Promise<Dashboard | null> {
    const [row] = await db.query<DashboardRow>(
      `SELECT * FROM dashboards WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return row ? fromRow(row) : null;
  },

  async insert(
    db: Queryable,
    dashboard: { id: string; ownerId: string; ownerName: string } & DashboardInput,
  ): Promise<Dashboard> {
    const [row] = await db.query<DashboardRow>(
      `INSERT INTO dashboards (id, owner_id, owner_name, name, description, shared, entity_id, charts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        dashboard.id,
        dashboard.ownerId,
        dashboard.ownerName,
        dashboard.name,
        dashboard.description,
        dashboard.shared,
        dashboard.entityId,
        JSON.stringify(dashboard.charts),
      ],
    );
    return fromRow(row!);
  },

  async update(db: Queryable, id: string, input: DashboardInput): Promise<Dashboard | null> {
    const [row] = await db.query<DashboardRow>(
      `UPDATE dashboards SET name = $2, description = $3, shared = $4, entity_id = $5, charts = $6,
         updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id, input.name, input.description, input.shared, input.entityId, JSON.stringify(input.charts)],
    );
    return row ? fromRow(row) : null;
  },

  async delete(db: Queryable, id: string): Promise<boolean> {
    return (await db.query('DELETE FROM dashboards WHERE id = $1 RETURNING id', [id])).length > 0;
  },
};
