import type { FieldResolver } from '../../plugins/graphql';
import type { Db } from '../../plugins/stores';
import type { CsvExportService } from '../voc/csv-export.service';
import type { FeedbackService } from '../voc/feedback.service';
import { createSurveyExport } from './survey-export';
import { createSurveyQueriesService } from './survey-queries.service';
import { SURVEY_SDL, surveyAnswerValueScalar } from './survey.sdl';

type Args = Record<string, unknown>;

/**
 * The survey tool's part of the Voice of Customer GraphQL endpoint (issue 18 item 3): its schema,
 * scalar and resolvers, for `voc.routes.ts` to merge into the endpoint it builds. The survey
 * exports are jobs of the feedback export service (`exports`), so they share records and download.
 */
export function surveyGraphql(deps: { db: Db; feedback: FeedbackService; exports: CsvExportService }) {
  const queries = createSurveyQueriesService({ db: deps.db, feedback: deps.feedback });
  const csv = createSurveyExport({ db: deps.db, exports: deps.exports, queries });
  const field =
    (fn: (auth: Parameters<FieldResolver>[1]['auth'], args: Args) => unknown): FieldResolver =>
    (args: never, { auth }) =>
      fn(auth, args as Args);
  return {
    sdl: SURVEY_SDL,
    scalars: [surveyAnswerValueScalar],
    Query: {
      GetSurveyResponses: field((auth, args) => queries.responses(auth, args)),
      GetSurveyResponsesCount: field((auth, args) => queries.count(auth, args)),
      GetSurveyResponseQuestionAggregates: field((auth, args) => queries.aggregates(auth, args)),
      GetSurveyResponseCategoryOverview: field((auth, args) => queries.categoryOverview(auth, args)),
      GetSurveyCategories: field((auth, args) => queries.categories(auth, args)),
      GetSurveyResponsesCSV: field((auth, args) => csv.start(auth, args)),
      GetCsvExport: field((auth, args) => csv.record(auth, String(args._id))),
    },
    Mutation: {
      UpdateSurveyResponseCategories: field((auth, args) => queries.updateCategories(auth, args)),
    },
  };
}
