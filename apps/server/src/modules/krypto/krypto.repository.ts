import type { Queryable } from '../../plugins/stores';

/** Who used a tool, how and with which roles. `source` tells the server's own entry from the portal's. */
export interface AccessLogEntry {
  userId: string;
  tool: string;
  operations: string[];
  roles: string[];
  /** Rows transformed (server entries); `null` for entries the portal posts. */
  rowCount: number | null;
  source: 'server' | 'client';
  recordedBy: string;
}

export interface AccessLogRecord extends AccessLogEntry {
  id: string;
  createdAt: string;
}

interface AccessLogRow {
  id: string | number;
  user_id: string;
  tool: string;
  operations: string[];
  roles: string[];
  row_count: number | null;
  source: AccessLogEntry['source'];
  recorded_by: string;
  created_at: Date | string;
}

const fromRow = (row: AccessLogRow): AccessLogRecord => ({
  id: String(row.id),
  userId: row.user_id,
  tool: row.tool,
  operations: row.operations,
  roles: row.roles,
  rowCount: row.row_count,
  source: row.source,
  recordedBy: row.recorded_by,
  createdAt: new Date(row.created_at).toISOString(),
});

export const kryptoRepository = {
  async insertAccessLog(db: Queryable, entry: AccessLogEntry): Promise<AccessLogRecord> {
    const [row] = await db.query<AccessLogRow>(
      `INSERT INTO user_access_log (user_id, tool, operations, roles, row_count, source, recorded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        entry.userId,
        entry.tool,
        JSON.stringify(entry.operations),
        JSON.stringify(entry.roles),
        entry.rowCount,
        entry.source,
        entry.recordedBy,
      ],
    );
    return fromRow(row!);
  },

  /** One user's entries, oldest first. */
  async accessLogOfUser(db: Queryable, userId: string): Promise<AccessLogRecord[]> {
    return (
      await db.query<AccessLogRow>('SELECT * FROM user_access_log WHERE user_id = $1 ORDER BY id', [userId])
    ).map(fromRow);
  },
};
