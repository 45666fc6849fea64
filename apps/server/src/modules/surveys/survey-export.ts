import type { SurveyResponse, SurveyScopeArgs } from '@prism/domain';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import { requireCapability } from '../../lib/authz';
import { parseInput } from '../../lib/errors';
import type { JobContext } from '../../jobs/job-runner';
import {
  csvExportFileName,
  csvExportFileNameSchema,
  exportAuth,
  type CsvExportRow,
  type CsvExportService,
} from '../voc/csv-export.service';
import {
  surveyAnsweredQuestionIds,
  surveyResponsesCount,
  surveyResponsesPage,
  surveyScopeCompile,
  surveyStoredAnswers,
} from './survey-queries.repository';
import { SURVEY_TRAIL_SEPARATOR } from './survey-queries-categories';
import { surveyResponseOf, type SurveyQueriesService } from './survey-queries.service';

/**
 * CSV exports of a survey's responses (GetSurveyResponsesCSV, issue 18 item 4): the same export jobs
 * as feedback exports (their records through GetCsvExport or getCSVExportRecord, their file from
 * `/api/voice-of-customer/exports/:id/file` for the person who started them, for 24 hours), written
 * by the same CSV writer, so every cell is neutralised against spreadsheet formulas.
 */

export const SURVEY_CSV_EXPORT_JOB = 'survey-csv-export';
/** Responses read per page while writing. */
const PAGE_ROWS = 2_000;

interface SurveyExportPayload {
  auth: ReturnType<typeof exportAuth>;
  scope: SurveyScopeArgs;
  fileName: string;
}

/** A column of the export: its header and its cell of a response. */
interface ExportColumn {
  header: string;
  cell(response: SurveyResponse): string | number | null;
}

/** The columns: id, time, one per question (the survey's, then those removed since), sentiment, categories, file. */
export function surveyExportColumns(questions: readonly { id: string; label: string }[]): ExportColumn[] {
  return [
    { header: 'Response ID', cell: (response) => response._id },
    { header: 'Created at', cell: (response) => new Date(response.createdAt).toISOString() },
    ...questions.map((question) => ({
      header: question.label,
      cell: (response: SurveyResponse) =>
        response.responses.find((answer) => answer.questionId === question.id)?.text ?? null,
    })),
    { header: 'Sentiment', cell: (response) => response.comprehendResults?.sentiment ?? null },
    {
      header: 'Categories',
      cell: (response) =>
        response.appliedCategories
          .map((category) =>
            category.trail
              ? `${category.trail}${SURVEY_TRAIL_SEPARATOR}${category.category}`
              : category.category,
          )
          .join('; '),
    },
    { header: 'File URL', cell: (response) => response.fileUploads[0]?.url ?? null },
  ];
}

export function createSurveyExport(deps: {
  db: Db;
  exports: CsvExportService;
  queries: SurveyQueriesService;
}) {
  const { db, queries } = deps;

  /** The job: the responses newest first, in pages by key, written as they come. */
  async function* rows(raw: unknown, ctx: JobContext): AsyncGenerator<CsvExportRow> {
    const payload = raw as SurveyExportPayload;
    // Checked again as the job runs: the survey may have gone meanwhile.
    requireCapability({ ...payload.auth }, 'surveyTool');
    const survey = await queries.surveyOf(payload.scope.surveyId);
    const tree = await queries.treeOf(survey.appId);
    const sql = surveyScopeCompile(payload.scope);
    const current = survey.doc.questions;
    const removedIds = (await surveyAnsweredQuestionIds(db, sql)).filter(
      (id) => !current.some((question) => question.id === id),
    );
    const removed = (await surveyStoredAnswers(db, survey.id, removedIds.sort(), 1)).map((answer) => ({
      id: answer.questionId,
      label: answer.label,
    }));
    const columns = surveyExportColumns([...current, ...removed]);
    const total = await surveyResponsesCount(db, sql);
    yield columns.map((column) => column.header);
    let after: { ts: number; id: string } | null = null;
    let written = 0;
    for (;;) {
      ctx.signal.throwIfAborted();
      const page = await surveyResponsesPage(db, sql, {
        sortField: 'createdAt',
        sortDirection: 'desc',
        limit: PAGE_ROWS,
        after,
      });
      const at = Date.now();
      for (const row of page) {
        const response = surveyResponseOf(row, tree, at);
        yield columns.map((column) => column.cell(response));
      }
      written += page.length;
      await ctx.reportProgress(Math.min(0.99, written / Math.max(total, 1)));
      if (page.length < PAGE_ROWS) return;
      const last = page[page.length - 1]!;
      after = { ts: Number(last.ts), id: last.id };
    }
  }

  const enqueue = deps.exports.addKind(SURVEY_CSV_EXPORT_JOB, rows);

  return {
    /** GetSurveyResponsesCSV: checks the call as GetSurveyResponses would and queues the export. */
    async start(auth: AuthUser, args: Record<string, unknown>) {
      const { fileName, ...rest } = args;
      const name = parseInput(z.object({ fileName: csvExportFileNameSchema }), { fileName }).fileName;
      const { scope } = await queries.exportScope(auth, rest);
      const payload: SurveyExportPayload = {
        auth: exportAuth(auth),
        scope,
        fileName: csvExportFileName(name),
      };
      return enqueue(auth, payload);
    },

    /** GetCsvExport: the caller's own export (a survey's or the feedback table's), or null. */
    record(auth: AuthUser, id: string) {
      requireCapability(auth, 'surveyTool');
      return deps.exports.record(auth, id);
    },
  };
}
