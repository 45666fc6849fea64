// `npm run bench`: prints one JSON object per benchmark.
// - Ingestion: BENCH_EVENTS events (default 1,000,000), BENCH_CONCURRENCY requests in flight (default 2).
// - Metric queries: BENCH_QUERY_EVENTS events over 30 days (default 10,000,000), BENCH_QUERY_RUNS timed
//   runs per API query and its SQL (default 100: a p50 of 20 moved by a tenth between runs), and
//   BENCH_RUNS page loads per browser page (default 20). BENCH_QUERY_DATA_DIR keeps the DuckDB data in
//   that folder and reuses it on later runs (loading 10 million events takes minutes); without it a
//   temporary folder is used.
// Load: BENCH_LOAD_SECONDS (default 10) at each of 50, 100 and 200 connections on the realtime and
// multi-chart APIs (0 skips it).
// Voice of Customer: BENCH_FEEDBACK_ITEMS feedback items (default 1,000,000) in PGlite,
// BENCH_FEEDBACK_RUNS timed runs per question (default 50), BENCH_FEEDBACK_DATA_DIR to keep and reuse them;
// then the reviews page over them in Chromium (BENCH_RUNS loads, and 10,000 rows scrolled);
// BENCH_ONLY=feedback-pages runs the page part alone.
// Trained categories: the corpus of voc-corpus.ts through insertTrainingData, trainModel and ingestion,
// beside scikit-learn (Debian's python3-sklearn), and BENCH_MODEL_ITEMS items enriched (default 10,000).
// Survey summary: BENCH_SURVEY_RESPONSES responses of one survey (default 100,000) in PGlite, the summary
// timed BENCH_SURVEY_RUNS times (default 20), BENCH_SURVEY_DATA_DIR to keep and reuse them.
// Survey submit: BENCH_SURVEY_SUBMITS public responses (default 6,000) from BENCH_SURVEY_SUBMIT_CONCURRENCY
// respondents at once (default 32), then stored counted against acknowledged.
// BENCH_ONLY=ingestion, queries, feedback, model, survey-summary or survey-submit runs one of them. ClickHouse runs too when
// BENCH_CLICKHOUSE_URL (or CLICKHOUSE_URL) is set.
import { benchIngestion } from './ingestion';
import { benchQueries } from './queries';
import { benchFeedback, benchFeedbackPages } from './feedback';
import { benchModel } from './voc-model';
import { benchSurveySummary } from './survey-summary';
import { benchSurveySubmit } from './survey-submit';

const only = process.env.BENCH_ONLY;
const clickhouseUrl = process.env.BENCH_CLICKHOUSE_URL ?? process.env.CLICKHOUSE_URL;
const engines = clickhouseUrl ? (['duckdb', 'clickhouse'] as const) : (['duckdb'] as const);

if (only === undefined || only === 'ingestion') {
  const opts = {
    events: Number(process.env.BENCH_EVENTS ?? 1_000_000),
    batchSize: 10_000,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 2),
    clickhouseUrl,
  };
  for (const [i, engine] of engines.entries()) {
    console.log(JSON.stringify(await benchIngestion(engine, opts, 18_401 + i)));
  }
}
if (only === undefined || only === 'feedback') {
  const opts = {
    items: Number(process.env.BENCH_FEEDBACK_ITEMS ?? 1_000_000),
    runs: Number(process.env.BENCH_FEEDBACK_RUNS ?? 50),
    dataDir: process.env.BENCH_FEEDBACK_DATA_DIR,
  };
  console.log(JSON.stringify(await benchFeedback(opts, 18_421)));
}
if (only === undefined || only === 'feedback' || only === 'feedback-pages') {
  const opts = {
    items: Number(process.env.BENCH_FEEDBACK_ITEMS ?? 1_000_000),
    dataDir: process.env.BENCH_FEEDBACK_DATA_DIR,
    pageRuns: Number(process.env.BENCH_RUNS ?? 20),
  };
  console.log(JSON.stringify(await benchFeedbackPages(opts, 18_422)));
}
if (only === undefined || only === 'survey-summary') {
  const opts = {
    responses: Number(process.env.BENCH_SURVEY_RESPONSES ?? 100_000),
    runs: Number(process.env.BENCH_SURVEY_RUNS ?? 20),
    dataDir: process.env.BENCH_SURVEY_DATA_DIR,
  };
  console.log(JSON.stringify(await benchSurveySummary(opts, 18_431)));
}
if (only === undefined || only === 'survey-submit') {
  const opts = {
    submits: Number(process.env.BENCH_SURVEY_SUBMITS ?? 6_000),
    concurrency: Number(process.env.BENCH_SURVEY_SUBMIT_CONCURRENCY ?? 32),
  };
  console.log(JSON.stringify(await benchSurveySubmit(opts, 18_441)));
}
if (only === undefined || only === 'model') {
  const opts = { enrichmentItems: Number(process.env.BENCH_MODEL_ITEMS ?? 10_000) };
  console.log(JSON.stringify(await benchModel(opts)));
}
if (only === undefined || only === 'queries') {
  const opts = {
    events: Number(process.env.BENCH_QUERY_EVENTS ?? 10_000_000),
    runs: Number(process.env.BENCH_QUERY_RUNS ?? 100),
    browserRuns: Number(process.env.BENCH_RUNS ?? 20),
    clickhouseUrl,
    dataDir: process.env.BENCH_QUERY_DATA_DIR,
    loadSeconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10),
  };
  for (const [i, engine] of engines.entries()) {
    console.log(JSON.stringify(await benchQueries(engine, opts, 18_411 + i)));
  }
}
