import { describe, expect, it } from 'vitest';
import { kitResponse, kitSurvey } from './testing/responses-kit';
import {
  surveyAnswerColumns,
  surveyCategoryLabel,
  surveyConfidenceLabel,
  surveyHasFileColumn,
} from './responses-columns';

describe('the answer columns', () => {
  it('has one column per question but the file, with the first scored questions sortable', () => {
    const survey = kitSurvey();
    const second = {
      id: 'csat2',
      type: 'csat' as const,
      label: 'And the app?',
      help: '',
      required: false,
      showIf: null,
    };
    const columns = surveyAnswerColumns({ questions: [...survey.questions, second] }, []);
    expect(columns.map((column) => [column.questionId, column.sortField])).toEqual([
      ['stars', 'starRating'],
      ['csat', 'CSAT'],
      ['nps', 'NPS'],
      ['done', 'SR'],
      ['why', null],
      ['csat2', null],
    ]);
  });

  it('keeps answers to questions the survey no longer has, under the label they were given with', () => {
    const survey = kitSurvey({
      questions: kitSurvey().questions.filter((question) => question.id !== 'why'),
    });
    const columns = surveyAnswerColumns(survey, [kitResponse()]);
    expect(columns.at(-1)).toEqual({
      questionId: 'why',
      label: 'Tell us more',
      type: 'freeText',
      sortField: null,
    });
  });

  it('shows the File column when the survey takes a file or a row carries one', () => {
    const noFile = { questions: kitSurvey().questions.filter((question) => question.type !== 'fileUpload') };
    expect(surveyHasFileColumn(kitSurvey(), [])).toBe(true);
    expect(surveyHasFileColumn(noFile, [kitResponse()])).toBe(false);
    expect(surveyHasFileColumn(noFile, [kitResponse({ awaitingUpload: true })])).toBe(true);
  });
});

it('reads a category with its trail, and a confidence as a percentage', () => {
  expect(surveyCategoryLabel({ category: 'Late fee', trail: 'Billing › Charges' })).toBe(
    'Billing › Charges › Late fee',
  );
  expect(surveyCategoryLabel({ category: 'Billing', trail: '' })).toBe('Billing');
  expect(surveyConfidenceLabel(0.874)).toBe('87%');
});
