import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DAY_MS, feedbackIngestItemSchema } from '@prism/domain';
import { generateDemoFeedbackItems } from '@prism/server/src/demo-data/feedback/feedback-generator';
import { seedVocCatalogue } from '@prism/server/src/demo-data/seed-voc';
import { analyseText } from '@prism/server/src/modules/voc/enrichment/text-analysis';
import {
  categoryParents,
  feedbackUpsert,
  type StoredFeedback,
} from '@prism/server/src/modules/voc/feedback.repository';
import { applicationResolver, newItem } from '@prism/server/src/modules/voc/feedback.service';
import { TREND_SELECT } from '@prism/server/src/modules/voc/trends.service';
import { kryptoCipherCreate, kryptoKeyLoad } from '@prism/server/src/modules/krypto/krypto.cipher';
import { buildApp } from '@prism/server/src/app';
import { seedCatalogue } from '@prism/server/src/demo-data/seed-catalogue';
import { loadConfig } from '@prism/server/src/plugins/config';
import type { FastifyInstance } from 'fastify';
import { webBuilt } from './browser';
import { postJson } from './http-client';
import { benchReviewsPage } from './voc-pages';
import { pairedTimings, percentile } from './timing';

/**
 * The Voice of Customer benchmark (issue 15 item 10): a million feedback items in the embedded
 * store (PGlite), and each question the table and overview ask, through the GraphQL API over HTTP
 * beside the same question as hand-written SQL on the same store in the same process: the first
 * page with three filters, a full-text search, the count, 90 days of daily trends, and a 100,000-row
 * export (time until the file is ready, with the progress seen while polling).
 */

export interface FeedbackBenchOptions {
  items: number;
  runs: number;
  /** A folder kept after the run and reused (loading a million items takes minutes). */
  dataDir?: string;
}

/** The data ends here, so a kept folder answers the same periods on later runs. */
const END_MS = Date.UTC(2026, 10, 1);
const DAYS = 365;
const APPS = ['MSA@Web', 'MSA@iOS', 'MSA@Android'];
const PERIOD_30 = `${END_MS - 30 * DAY_MS}:${END_MS}`;
const PERIOD_90 = `${END_MS - 90 * DAY_MS}:${END_MS}`;
const WARM_UP = 5;

const FIELDS = `_id timestamp verbatim CSAT NPS SR starRating appName appType appVersion source visitId
  isReviewed isFlagged isHidden notes prismAppliedCategories { _id category } awsSentiment { sentiment positive negative }`;

/** Loads the items the store lacks, enriched as ingestion would (sentiment and keywords per distinct text). */
async function load(app: FastifyInstance, wanted: number): Promise<{ items: number; loadMs: number }> {
  const [row] = await app.db.query<{ n: string | number }>('SELECT count(*) AS n FROM voc_feedback');
  const have = Number(row?.n ?? 0);
  if (have >= wanted) return { items: have, loadMs: 0 };
  if (have > 0) await app.db.query('TRUNCATE voc_feedback');
  const started = performance.now();
  // A bulk load: the secondary indexes are built once at the end, as PostgreSQL's own advice for
  // loading a table goes (maintaining ten of them row by row made the load take an hour).
  const indexes = await app.db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'voc_feedback' AND indexname <> 'voc_feedback_pkey'`,
  );
  for (const index of indexes) await app.db.query(`DROP INDEX ${index.indexname}`);
  const cipher = kryptoCipherCreate(await kryptoKeyLoad(app.config));
  const parents = await categoryParents(app.db);
  const analysed = new Map<string, ReturnType<typeof analyseText>>();
  const resolve = await applicationResolver(app.db);
  let batch: StoredFeedback[] = [];
  let done = 0;
  const flush = async () => {
    await app.db.transaction((tx) => feedbackUpsert(tx, batch, parents));
    done += batch.length;
    batch = [];
    if (done % 100_000 === 0) console.error(`feedback bench: ${done} items loaded`);
  };
  for (const input of generateDemoFeedbackItems({ nowMs: END_MS, days: DAYS, count: wanted, seed: 15 })) {
    const item = newItem(feedbackIngestItemSchema.parse(input), cipher);
    const text = item.verbatim?.trim() ? item.verbatim : null;
    if (text) {
      let analysis = analysed.get(text);
      if (!analysis) {
        analysis = analyseText(text);
        if (analysed.size < 200_000) analysed.set(text, analysis);
      }
      item.awsSentiment = analysis.awsSentiment;
      item.awsKeywords = analysis.awsKeywords;
    }
    const appId = resolve(input.appName, input.appType);
    if (!appId) throw new Error(`no application ${input.appName}@${input.appType}`);
    batch.push({ appId, item });
    if (batch.length === 1_000) await flush();
  }
  if (batch.length > 0) await flush();
  for (const index of indexes) await app.db.query(index.indexdef);
  await app.db.query('VACUUM ANALYZE voc_feedback');
  return { items: wanted, loadMs: Math.round(performance.now() - started) };
}

const timed = (runs: number, works: readonly (() => Promise<unknown>)[]) =>
  pairedTimings(WARM_UP, runs, works);

/** The bench's server: the store (loaded when short of items), listening, and a token of the voc persona. */
async function feedbackBenchServer(opts: Omit<FeedbackBenchOptions, 'runs'>, port: number) {
  const dataDir = opts.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'prism-bench-voc-')));
  await fs.mkdir(dataDir, { recursive: true });
  const app = await buildApp(
    loadConfig({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
    }),
  );
  const close = async () => {
    await app.close();
    if (!opts.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await seedCatalogue(app);
    await seedVocCatalogue(app.db);
    const loaded = await load(app, opts.items);
    const url = await app.listen({ port, host: '127.0.0.1' });
    const token = await app.tokens.issue({
      id: 'voc',
      pid: 'P1000003',
      email: 'vera.voice@prism.example',
      name: 'Vera Voice',
      roles: ['prism-basic', 'prism-full', 'voc-read', 'customer-feedback-access'],
    });
    return { app, dataDir, loaded, url, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The reviews page over the million items in Chromium (issue 17): MSA@Web's page for the last 30
 * days of the data, 100 rows a page, every column of the catalogue shown (the default view).
 */
export async function benchFeedbackPages(
  opts: Omit<FeedbackBenchOptions, 'runs'> & { pageRuns: number },
  port: number,
) {
  const server = await feedbackBenchServer(opts, port);
  try {
    if (!(await webBuilt()))
      return { benchmark: 'voice-of-customer-pages', skipped: 'the web app is not built (npm run build)' };
    const reviews = await benchReviewsPage(server.url, server.token, {
      page: 'reviews, MSA@Web, 30 days, 100 rows, every column',
      path: `/MSA@Web/client-analytics/voice-of-customer/reviews?period=${PERIOD_30}&rowPage=100`,
      runs: opts.pageRuns,
      scrollRows: 10_000,
      pageRows: 100,
    });
    return {
      benchmark: 'voice-of-customer-pages',
      store: server.app.db.engine,
      items: server.loaded.items,
      reviews,
    };
  } finally {
    await server.close();
  }
}

export async function benchFeedback(opts: FeedbackBenchOptions, port: number) {
  const { app, dataDir, loaded, url, token, close } = await feedbackBenchServer(opts, port);
  try {
    // Node's own HTTP client on one kept-alive connection, as the metric bench (http-client.ts).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const graphql = async (query: string, variables: Record<string, unknown>) => {
      const body = (await postJson(
        `${url}/api/voice-of-customer/graphql`,
        { authorization: `Bearer ${token}` },
        { query, variables },
        agent,
      )) as { data: Record<string, unknown>; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
      return body.data;
    };
    const sql = (text: string, params: unknown[]) => app.db.query(text, params);
    const [start30, end30] = PERIOD_30.split(':').map(Number);
    const [start90, end90] = PERIOD_90.split(':').map(Number);
    // Three filters of the table: not reviewed, one or two stars, negative. The worst case beside it:
    // a filter that matches nothing in these applications (their feedback has no CSAT), so every
    // item of the period is looked at.
    const filters = {
      applicationIDs: APPS,
      period: PERIOD_30,
      isReviewed: 0,
      starRating: { to: 2 },
      sentiment: ['negative'],
    };
    const filterArgs = `applicationIDs: $applicationIDs, period: $period, isReviewed: $isReviewed, starRating: $starRating, sentiment: $sentiment`;
    const filterVars = `$applicationIDs: [String!]!, $period: String, $isReviewed: FilterCode, $starRating: ScoreRange, $sentiment: [String!]`;
    const filterSql = `app_id = ANY($1::text[]) AND ts >= $2 AND ts < $3 AND NOT is_null_verbatim AND NOT is_hidden
      AND NOT is_reviewed AND star_rating <= 2 AND sentiment = ANY($4::text[])`;
    const filterParams = [APPS, start30, end30, ['negative']];
    // The best hand-written page: its ids from the columns, then the items.
    const pageSqlOf = (where: string) =>
      `WITH page AS MATERIALIZED (SELECT id, ts FROM voc_feedback WHERE ${where} ORDER BY ts DESC, id DESC LIMIT 25)
       SELECT f.doc FROM page JOIN voc_feedback f USING (id) ORDER BY page.ts DESC, page.id DESC`;

    const [pageApi, pageSql] = await timed(opts.runs, [
      () => graphql(`query (${filterVars}) { getFeedback(${filterArgs}, limit: 25) { ${FIELDS} } }`, filters),
      () => sql(pageSqlOf(filterSql), filterParams),
    ]);
    const [emptyApi, emptySql] = await timed(opts.runs, [
      () =>
        graphql(
          `query ($applicationIDs: [String!]!, $period: String) { getFeedback(applicationIDs: $applicationIDs,
            period: $period, isReviewed: 0, CSAT: { to: 60 }, sentiment: ["negative"], limit: 25) { ${FIELDS} } }`,
          { applicationIDs: APPS, period: PERIOD_30 },
        ),
      () =>
        sql(
          pageSqlOf(`app_id = ANY($1::text[]) AND ts >= $2 AND ts < $3 AND NOT is_null_verbatim AND NOT is_hidden
            AND NOT is_reviewed AND csat <= 60 AND sentiment = ANY($4::text[])`),
          filterParams,
        ),
    ]);
    const search = { applicationIDs: APPS, period: PERIOD_90, searchText: 'autopay failed' };
    const [searchApi, searchSql] = await timed(opts.runs, [
      () =>
        graphql(
          `query ($applicationIDs: [String!]!, $period: String, $searchText: String) {
            getFeedback(applicationIDs: $applicationIDs, period: $period, searchText: $searchText, limit: 25) { ${FIELDS} } }`,
          search,
        ),
      () =>
        sql(
          `SELECT doc FROM voc_feedback WHERE app_id = ANY($1::text[]) AND ts >= $2 AND ts < $3 AND NOT is_null_verbatim
             AND NOT is_hidden AND (tsv @@ websearch_to_tsquery('english', $4) OR visit_id = $4)
           ORDER BY ts DESC, id DESC LIMIT 25`,
          [APPS, start90, end90, 'autopay failed'],
        ),
    ]);
    const [countApi, countSql] = await timed(opts.runs, [
      () => graphql(`query (${filterVars}) { getFeedbackCount(${filterArgs}) }`, filters),
      () => sql(`SELECT count(*) FROM voc_feedback WHERE ${filterSql}`, filterParams),
    ]);
    const [trendsApi, trendsSql] = await timed(opts.runs, [
      () =>
        graphql(
          `
            query ($applicationIDs: [String!]!, $period: String!) {
              getBucketedFeedbackTrendsByTime(applicationIDs: $applicationIDs, period: $period, step: "1d") {
                timestamp
                feedbackCount
                avgCSAT
                NPS
                avgSR
                avgStarRating
                avgSentimentPositive
                countNegative
              }
            }
          `,
          { applicationIDs: APPS, period: PERIOD_90 },
        ),
      () =>
        sql(
          `SELECT floor((f.ts - $4)::float8 / $5)::bigint * $5 + $4 AS day, ${TREND_SELECT}
           FROM voc_feedback f WHERE f.app_id = ANY($1::text[]) AND f.ts >= $2 AND f.ts < $3 AND NOT f.is_hidden
           GROUP BY 1 ORDER BY 1`,
          [APPS, start90, end90, 7 * 3_600_000, DAY_MS],
        ),
    ]);

    // The export: every item of a year of all applications, capped at 100,000 rows.
    const allApps = (await sql('SELECT DISTINCT app_id FROM voc_feedback', [])).map(
      (r) => (r as { app_id: string }).app_id,
    );
    const exportStarted = performance.now();
    const started = (await graphql(
      `
        query ($applicationIDs: [String!]!) {
          getFeedbackCSV(
            applicationIDs: $applicationIDs
            includeNullVerbatims: true
            totalCount: 100000
            fileName: "bench"
            entityName: "bench"
          ) {
            _id
            status
          }
        }
      `,
      { applicationIDs: allApps },
    )) as { getFeedbackCSV: { _id: string } };
    const progressSeen: number[] = [];
    let status = 'queued';
    while (status !== 'done' && status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const record = (await graphql(
        `
          query ($id: String!) {
            getCSVExportRecord(_id: $id) {
              status
              progress
              errorMessage
            }
          }
        `,
        {
          id: started.getFeedbackCSV._id,
        },
      )) as { getCSVExportRecord: { status: string; progress: number; errorMessage: string | null } };
      status = record.getCSVExportRecord.status;
      progressSeen.push(+record.getCSVExportRecord.progress.toFixed(2));
      if (status === 'failed') throw new Error(record.getCSVExportRecord.errorMessage ?? 'export failed');
    }
    const exportMs = Math.round(performance.now() - exportStarted);
    const exportFile = path.join(dataDir, 'exports', `${started.getFeedbackCSV._id}.csv`);
    const exportBytes = (await fs.stat(exportFile)).size;
    const refStarted = performance.now();
    await sql(
      `SELECT doc FROM voc_feedback WHERE app_id = ANY($1::text[]) AND NOT is_hidden ORDER BY ts DESC, id DESC LIMIT 100000`,
      [allApps],
    );
    const exportSqlMs = Math.round(performance.now() - refStarted);
    await fs.rm(exportFile, { force: true });

    // Enrichment: a full call of 1,000 new items, then a steady stream of 20 items a second (the
    // demo's first start sends 1,000 every half second or so; a live app far fewer), each timed
    // from the ingestion call until every item has its sentiment and keywords.
    const collectorToken = await app.tokens.issue({
      id: 'bench-collector',
      pid: 'bench-collector',
      email: '',
      name: 'bench',
      roles: ['prism-collector'],
    });
    const fresh = [
      ...generateDemoFeedbackItems({ nowMs: Date.now(), days: 1, count: 2_000, seed: Date.now() % 100_000 }),
    ].filter((item) => item.verbatim?.trim());
    const ingestTimed = async (items: unknown[]): Promise<number> => {
      // Timed from the call: the job runs in this process, and may finish before the answer is read.
      const sent = performance.now();
      const res = await fetch(`${url}/api/voice-of-customer/feedback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${collectorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ feedback: items }),
      });
      if (!res.ok) throw new Error(`ingestion refused: ${res.status} ${await res.text()}`);
      const { _ids: ids } = (await res.json()) as { _ids: string[] };
      for (;;) {
        const [row] = await sql(
          'SELECT count(*) AS n FROM voc_feedback WHERE id = ANY($1::text[]) AND enriched',
          [ids],
        );
        if (Number((row as { n: string }).n) === ids.length) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const took = performance.now() - sent;
      await sql('DELETE FROM voc_feedback WHERE id = ANY($1::text[])', [ids]);
      return Math.round(took);
    };
    const batch1000Ms = await ingestTimed(fresh.slice(0, 1_000));
    const streamMs: number[] = [];
    for (let second = 0; second < 10; second++) {
      const started = performance.now();
      streamMs.push(await ingestTimed(fresh.slice(1_000 + second * 20, 1_000 + (second + 1) * 20)));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (performance.now() - started))));
    }
    streamMs.sort((a, b) => a - b);

    const ratio = (api: { p50: number }, ref: { p50: number }) =>
      +(api.p50 / Math.max(ref.p50, 0.1)).toFixed(2);
    return {
      benchmark: 'voice-of-customer',
      store: app.db.engine,
      items: loaded.items,
      loadMs: loaded.loadMs,
      runs: opts.runs,
      tablePage: { api: pageApi, sql: pageSql, ratioP50: ratio(pageApi!, pageSql!) },
      tablePageNoMatch: { api: emptyApi, sql: emptySql, ratioP50: ratio(emptyApi!, emptySql!) },
      search: { api: searchApi, sql: searchSql, ratioP50: ratio(searchApi!, searchSql!) },
      count: { api: countApi, sql: countSql, ratioP50: ratio(countApi!, countSql!) },
      trends90d: { api: trendsApi, sql: trendsSql, ratioP50: ratio(trendsApi!, trendsSql!) },
      export100k: { readyMs: exportMs, bytes: exportBytes, progressSeen, sqlReadMs: exportSqlMs },
      enrichment: {
        batch1000Ms,
        stream20PerSecond: { p50: percentile(streamMs, 50), p95: percentile(streamMs, 95) },
      },
    };
  } finally {
    await close();
  }
}
