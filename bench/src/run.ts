// `npm run bench`: prints one JSON object per benchmark. Sizes: BENCH_EVENTS (default 1,000,000),
// requests in flight: BENCH_CONCURRENCY (default 2).
// ClickHouse runs too when BENCH_CLICKHOUSE_URL (or CLICKHOUSE_URL) is set.
import { benchIngestion } from './ingestion';

const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const clickhouseUrl = process.env.BENCH_CLICKHOUSE_URL ?? process.env.CLICKHOUSE_URL;
const opts = {
  events,
  batchSize: 10_000,
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 2),
  clickhouseUrl,
};

console.log(JSON.stringify(await benchIngestion('duckdb', opts, 18_401)));
if (clickhouseUrl) console.log(JSON.stringify(await benchIngestion('clickhouse', opts, 18_402)));
