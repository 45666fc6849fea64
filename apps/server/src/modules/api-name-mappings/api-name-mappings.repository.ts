import type { ApiNameRule, ApiNameRuleInput, ApiServiceRule, ApiServiceRuleInput } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

interface RuleMetaRow {
  id: string;
  source: ApiServiceRule['source'];
  created_by: string;
  updated_by: string;
  created_at: string | number;
  updated_at: string | number;
}
interface ServiceRow extends RuleMetaRow {
  host_pattern: string;
  service: string;
}
interface NameRow extends RuleMetaRow {
  service: string;
  verb: ApiNameRule['verb'];
  path_pattern: string;
  operation_name: string;
  api_name: string;
}

const metaOf = (row: RuleMetaRow) => ({
  id: row.id,
  source: row.source,
  createdBy: row.created_by,
  updatedBy: row.updated_by,
  // bigint comes back as a string from node-postgres.
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const serviceOf = (row: ServiceRow): ApiServiceRule => ({
  ...metaOf(row),
  hostPattern: row.host_pattern,
  service: row.service,
});

const nameOf = (row: NameRow): ApiNameRule => ({
  ...metaOf(row),
  service: row.service,
  verb: row.verb,
  pathPattern: row.path_pattern,
  operationName: row.operation_name === '' ? null : row.operation_name,
  apiName: row.api_name,
});

const forUpdate = (lock: boolean) => (lock ? ' FOR UPDATE' : '');

/** The API-name mapping rules in the operational store. */
export const apiNameMappingsRepository = {
  async services(db: Queryable): Promise<ApiServiceRule[]> {
    const rows = await db.query<ServiceRow>('SELECT * FROM api_service_rules ORDER BY source, host_pattern');
    return rows.map(serviceOf);
  },

  async names(db: Queryable): Promise<ApiNameRule[]> {
    const rows = await db.query<NameRow>(
      'SELECT * FROM api_name_rules ORDER BY source, service, path_pattern, verb, operation_name',
    );
    return rows.map(nameOf);
  },

  async service(db: Queryable, id: string, lock = false): Promise<ApiServiceRule | null> {
    const [row] = await db.query<ServiceRow>(
      `SELECT * FROM api_service_rules WHERE id = $1${forUpdate(lock)}`,
      [id],
    );
    return row ? serviceOf(row) : null;
  },

  async name(db: Queryable, id: string, lock = false): Promise<ApiNameRule | null> {
    const [row] = await db.query<NameRow>(`SELECT * FROM api_name_rules WHERE id = $1${forUpdate(lock)}`, [
      id,
    ]);
    return row ? nameOf(row) : null;
  },

  /** The service rule with the same key (source and host pattern), other than `exceptId`. */
  async serviceConflict(
    db: Queryable,
    input: ApiServiceRuleInput,
    exceptId = '',
  ): Promise<ApiServiceRule | null> {
    const [row] = await db.query<ServiceRow>(
      'SELECT * FROM api_service_rules WHERE source = $1 AND host_pattern = $2 AND id <> $3',
      [input.source, input.hostPattern, exceptId],
    );
    return row ? serviceOf(row) : null;
  },

  /** The name rule with the same key (source, service, verb, path pattern, operation), other than `exceptId`. */
  async nameConflict(db: Queryable, input: ApiNameRuleInput, exceptId = ''): Promise<ApiNameRule | null> {
    const [row] = await db.query<NameRow>(
      `SELECT * FROM api_name_rules WHERE source = $1 AND service = $2 AND verb = $3 AND path_pattern = $4
         AND operation_name = $5 AND id <> $6`,
      [input.source, input.service, input.verb, input.pathPattern, input.operationName ?? '', exceptId],
    );
    return row ? nameOf(row) : null;
  },

  async insertService(
    db: Queryable,
    rule: ApiServiceRuleInput & { id: string; actor: string; at: number },
  ): Promise<ApiServiceRule> {
    const [row] = await db.query<ServiceRow>(
      `INSERT INTO api_service_rules (id, source, host_pattern, service, created_by, updated_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5, $6, $6) RETURNING *`,
      [rule.id, rule.source, rule.hostPattern, rule.service, rule.actor, rule.at],
    );
    return serviceOf(row!);
  },

  async updateService(
    db: Queryable,
    id: string,
    rule: ApiServiceRuleInput & { actor: string; at: number },
  ): Promise<ApiServiceRule | null> {
    const [row] = await db.query<ServiceRow>(
      `UPDATE api_service_rules SET source = $2, host_pattern = $3, service = $4, updated_by = $5, updated_at = $6
       WHERE id = $1 RETURNING *`,
      [id, rule.source, rule.hostPattern, rule.service, rule.actor, rule.at],
    );
    return row ? serviceOf(row) : null;
  },

  async deleteService(db: Queryable, id: string): Promise<void> {
    await db.query('DELETE FROM api_service_rules WHERE id = $1', [id]);
  },

  async insertName(
    db: Queryable,
    rule: ApiNameRuleInput & { id: string; actor: string; at: number },
  ): Promise<ApiNameRule> {
    const [row] = await db.query<NameRow>(
      `INSERT INTO api_name_rules (id, source, service, verb, path_pattern, operation_name, api_name,
         created_by, updated_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9) RETURNING *`,
      [
        rule.id,
        rule.source,
        rule.service,
        rule.verb,
        rule.pathPattern,
        rule.operationName ?? '',
        rule.apiName,
        rule.actor,
        rule.at,
      ],
    );
    return nameOf(row!);
  },

  async updateName(
    db: Queryable,
    id: string,
    rule: ApiNameRuleInput & { actor: string; at: number },
  ): Promise<ApiNameRule | null> {
    const [row] = await db.query<NameRow>(
      `UPDATE api_name_rules SET source = $2, service = $3, verb = $4, path_pattern = $5, operation_name = $6,
         api_name = $7, updated_by = $8, updated_at = $9
       WHERE id = $1 RETURNING *`,
      [
        id,
        rule.source,
        rule.service,
        rule.verb,
        rule.pathPattern,
        rule.operationName ?? '',
        rule.apiName,
        rule.actor,
        rule.at,
      ],
    );
    return row ? nameOf(row) : null;
  },

  async deleteName(db: Queryable, id: string): Promise<void> {
    await db.query('DELETE FROM api_name_rules WHERE id = $1', [id]);
  },

  async count(db: Queryable): Promise<number> {
    const [row] = await db.query<{ n: number | string }>(
      'SELECT (SELECT count(*) FROM api_service_rules) + (SELECT count(*) FROM api_name_rules) AS n',
    );
    return Number(row?.n ?? 0);
  },
};
