import { parse, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { graphqlMock, GraphqlMockError } from '../../../testing/graphql-mock';
import { server } from '../../../testing/server';
import { summaryAggregatesFixture } from '../components/summary/summary-test-kit';
import {
  getCsvExport,
  getSurveyAggregates,
  getSurveyCategories,
  getSurveyCategoryOverview,
  getSurveyResponses,
  getSurveyResponsesCount,
  startSurveyResponsesCsv,
  SURVEY_DOCUMENTS,
  updateSurveyResponseCategories,
} from './survey-graphql';

const SCOPE = { surveyId: 's1', from: 1_763_600_000_000, to: 1_764_464_000_000 };

const RESPONSE = {
  _id: 'r1',
  surveyId: 's1',
  createdAt: 1_763_700_000_000,
  createdBy: null,
  updatedAt: 1_763_700_000_000,
  updatedBy: null,
  responses: [
    { questionId: 'nps', type: 'nps', label: 'Recommend us?', value: 9, text: '9' },
    {
      questionId: 'ch',
      type: 'multipleChoice',
      label: 'Where?',
      value: ['web', 'app'],
      text: 'Website, App',
    },
  ],
  respondent: { device: 'mobile', language: 'en' },
  comprehendResults: {
    sentiment: 'positive',
    sentimentScores: { positive: 0.9, negative: 0.02, mixed: 0.03, neutral: 0.05 },
    keywords: ['staff'],
    suggestedCategories: [{ _id: 'c1', category: 'Staff', score: 0.87 }],
  },
  appliedCategories: [{ _id: 'c1', category: 'Staff', trail: 'Visit' }],
  feedbackId: 'f1',
  fileUploads: [],
  awaitingUpload: false,
};

const EXPORT = {
  _id: 'e1',
  fileName: 'care.csv',
  status: 'queued',
  url: null,
  errorMessage: null,
  progress: 0,
};

/** The fields a document selects under its root field, nested ones as `field { … }`. */
function selected(set: SelectionSetNode | undefined): string[] {
  return (set?.selections ?? []).flatMap((selection) => {
    const field = selection as FieldNode;
    return field.selectionSet
      ? [`${field.name.value} { ${selected(field.selectionSet).join(' ')} }`]
      : [field.name.value];
  });
}
const rootOf = (document: string) =>
  (parse(document).definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;

describe('the survey GraphQL documents', () => {
  it('ask for every field the aggregates schema parses, nested objects included', () => {
    const root = rootOf(SURVEY_DOCUMENTS.GetSurveyResponseQuestionAggregates);
    expect(root.name.value).toBe('GetSurveyResponseQuestionAggregates');
    expect(root.arguments?.map((argument) => argument.name.value)).toEqual([
      'surveyId',
      'from',
      'to',
      'filters',
      'searchText',
    ]);
    const fields = selected(root.selectionSet);
    expect(fields.slice(0, 6)).toEqual([
      'surveyId',
      'responseCount',
      'displayCount',
      'completionRate',
      'step',
      'overTime { t count }',
    ]);
    expect(fields[6]).toContain('nps { promoters passives detractors score }');
    expect(fields[6]).toContain('textAnswers { responseId createdAt text sentiment }');
  });

  it('declare the variables with the types of the endpoint (times as Float, filters as their input)', () => {
    const operation = parse(SURVEY_DOCUMENTS.GetSurveyResponses).definitions[0] as OperationDefinitionNode;
    expect(operation.variableDefinitions?.map((definition) => definition.variable.name.value)).toEqual([
      'surveyId',
      'from',
      'to',
      'filters',
      'searchText',
      'limit',
      'offset',
      'sortField',
      'sortDirection',
    ]);
    expect(SURVEY_DOCUMENTS.GetSurveyResponses).toContain(
      '$from: Float!, $to: Float!, $filters: SurveyResponseFilters',
    );
    expect(SURVEY_DOCUMENTS.UpdateSurveyResponseCategories).toMatch(
      /^mutation UpdateSurveyResponseCategories\(\$_id: String!, \$categoryIds: \[String!\]!\)/,
    );
  });
});

describe('the survey calls', () => {
  it('send the scope with empty filters and a blank search left out, and parse the reply', async () => {
    const mock = graphqlMock('*/api/voice-of-customer/graphql', {
      GetSurveyResponseQuestionAggregates: () => summaryAggregatesFixture('s1'),
      GetSurveyResponsesCount: () => 7,
    });
    server.use(mock.handler);
    const aggregates = await getSurveyAggregates({
      ...SCOPE,
      filters: { sentiment: [], SR: null },
      searchText: '  ',
    });
    expect(aggregates.questions[1]!.nps).toEqual({ promoters: 5, passives: 3, detractors: 2, score: 30 });
    expect(mock.calls[0]).toEqual({
      field: 'GetSurveyResponseQuestionAggregates',
      variables: { ...SCOPE, filters: null, searchText: null },
    });
    expect(
      await getSurveyResponsesCount({
        ...SCOPE,
        filters: { CSAT: { min: 4, max: 5 } },
        searchText: ' late ',
      }),
    ).toBe(7);
    expect(mock.calls[1]!.variables).toEqual({
      ...SCOPE,
      filters: { CSAT: { min: 4, max: 5 } },
      searchText: 'late',
    });
  });

  it('page responses with the server’s defaults, and read every answer value', async () => {
    const mock = graphqlMock('*/api/voice-of-customer/graphql', { GetSurveyResponses: () => [RESPONSE] });
    server.use(mock.handler);
    const [response] = await getSurveyResponses({ ...SCOPE, offset: 25, sortField: 'NPS' });
    expect(response!.responses.map((answer) => answer.value)).toEqual([9, ['web', 'app']]);
    expect(response!.comprehendResults?.suggestedCategories[0]?.score).toBe(0.87);
    expect(mock.calls[0]!.variables).toMatchObject({
      limit: 25,
      offset: 25,
      sortField: 'NPS',
      sortDirection: 'desc',
    });
  });

  it('refuse arguments the domain refuses before anything is sent', async () => {
    const mock = graphqlMock('*/api/voice-of-customer/graphql', {});
    server.use(mock.handler);
    await expect(getSurveyAggregates({ ...SCOPE, filters: { NPS: { min: 3, max: 11 } } })).rejects.toThrow();
    await expect(getSurveyResponses({ ...SCOPE, limit: 5_000 })).rejects.toThrow();
    expect(mock.calls).toHaveLength(0);
  });

  it('turn a refusal into an ApiError with the server’s status and reason', async () => {
    server.use(
      graphqlMock('*/api/voice-of-customer/graphql', {
        GetSurveyResponseCategoryOverview: () => {
          throw new GraphqlMockError('surveyId: no such survey', 404, 'not_found');
        },
      }).handler,
    );
    const failure = await getSurveyCategoryOverview(SCOPE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found', message: 'surveyId: no such survey' });
  });

  it('read the categories, start and poll an export, and set a response’s categories', async () => {
    const mock = graphqlMock('*/api/voice-of-customer/graphql', {
      GetSurveyCategories: () => [{ _id: 'c1', category: 'Staff', trail: 'Visit' }],
      GetSurveyResponsesCSV: () => EXPORT,
      GetCsvExport: () => ({
        ...EXPORT,
        status: 'done',
        url: '/api/voice-of-customer/exports/e1/file',
        progress: 1,
      }),
      UpdateSurveyResponseCategories: (variables) => ({
        ...RESPONSE,
        appliedCategories: (variables.categoryIds as string[]).map((id) => ({
          _id: id,
          category: id,
          trail: '',
        })),
      }),
    });
    server.use(mock.handler);
    expect(await getSurveyCategories('s1')).toEqual([{ _id: 'c1', category: 'Staff', trail: 'Visit' }]);
    expect((await startSurveyResponsesCsv({ ...SCOPE, fileName: 'care.csv' })).status).toBe('queued');
    expect((await getCsvExport('e1'))?.url).toBe('/api/voice-of-customer/exports/e1/file');
    const updated = await updateSurveyResponseCategories({ responseId: 'r1', categoryIds: ['c2'] });
    expect(updated.appliedCategories.map((category) => category._id)).toEqual(['c2']);
    expect(mock.calls.map((call) => [call.field, call.variables])).toEqual([
      ['GetSurveyCategories', { surveyId: 's1' }],
      ['GetSurveyResponsesCSV', { ...SCOPE, filters: null, searchText: null, fileName: 'care.csv' }],
      ['GetCsvExport', { _id: 'e1' }],
      ['UpdateSurveyResponseCategories', { _id: 'r1', categoryIds: ['c2'] }],
    ]);
  });
});
