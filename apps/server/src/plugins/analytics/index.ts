import type { Config } from '../config';
import type { AnalyticsStore } from '../stores';
import { createClickHouseAnalytics } from './clickhouse';
import { createDuckDbAnalytics } from './duckdb';

/** Opens the analytics store the configuration names: ClickHouse with CLICKHOUSE_URL, else DuckDB. */
export function createAnalytics(
  config: Pick<Config, 'CLICKHOUSE_URL' | 'CLICKHOUSE_DATABASE' | 'dataDir'>,
): Promise<AnalyticsStore> {
  return config.CLICKHOUSE_URL
    ? createClickHouseAnalytics(config.CLICKHOUSE_URL, config.CLICKHOUSE_DATABASE)
    : createDuckDbAnalytics(config.dataDir);
}
