import type { Group } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

interface GroupRow {
  id: string;
  name: string;
  description: string;
  domain: Group['domain'];
  application_ids: string[];
}

const fromRow = (row: GroupRow): Group => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  applicationIDs: row.application_ids,
  domain: row.domain,
});

/** PostgreSQL's unique_violation: the group name is taken. */
export const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string } | null)?.code === '23505';

export const groupsRepository = {
  async list(db: Queryable): Promise<Group[]> {
    return (await db.query<GroupRow>('SELECT * FROM app_groups ORDER BY lower(name)')).map(fromRow);
  },

  async byIds(db: Queryable, ids: readonly string[]): Promise<Group[]> {
    if (ids.length === 0) return [];
    return (await db.query<GroupRow>('SELECT * FROM app_groups WHERE id = ANY($1::text[])', [ids])).map(
      fromRow,
    );
  },

  async insert(db: Queryable, group: Group, createdBy: string): Promise<Group> {
    const [row] = await db.query<GroupRow>(
      `INSERT INTO app_groups (id, name, description, domain, application_ids, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [
        group._id,
        group.name,
        group.description,
        group.domain,
        JSON.stringify(group.applicationIDs),
        createdBy,
      ],
    );
    return fromRow(row!);
  },

  async update(db: Queryable, group: Group): Promise<Group | null> {
    const [row] = await db.query<GroupRow>(
      `UPDATE app_groups SET name = $2, description = $3, domain = $4, application_ids = $5, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [group._id, group.name, group.description, group.domain, JSON.stringify(group.applicationIDs)],
    );
    return row ? fromRow(row) : null;
  },

  async delete(db: Queryable, id: string): Promise<boolean> {
    return (await db.query('DELETE FROM app_groups WHERE id = $1 RETURNING id', [id])).length > 0;
  },
};
