import { surveyQuestionSchema } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { surveyOrList, surveySubmissionAnswers } from './survey-answers';

const questions = [
  { id: 'nps', type: 'nps', label: 'Recommend?' },
  { id: 'why', type: 'freeText', label: 'Why?', showIf: { questionId: 'nps', operator: 'atMost', value: 6 } },
  {
    id: 'used',
    type: 'multipleChoice',
    label: 'Used?',
    options: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
  },
  { id: 'file', type: 'fileUpload', label: 'File' },
].map((question) => surveyQuestionSchema.parse(question));

describe('surveySubmissionAnswers', () => {
  it('sends the answers of the questions shown, none empty, never a file', () => {
    expect(surveySubmissionAnswers(questions, { nps: 3, why: 'Slow', used: [] })).toEqual({
      nps: 3,
      why: 'Slow',
    });
    expect(surveySubmissionAnswers(questions, { nps: 9, why: 'Slow', used: ['b'] })).toEqual({
      nps: 9,
      used: ['b'],
    });
    expect(surveySubmissionAnswers(questions, { nps: 3, why: '   ' })).toEqual({ nps: 3 });
  });
});

describe('surveyOrList', () => {
  it('joins the way the page reads', () => {
    expect(surveyOrList(['PNG image', 'JPEG image', 'PDF document'])).toBe(
      'PNG image, JPEG image or PDF document',
    );
    expect(surveyOrList(['PNG image'])).toBe('PNG image');
  });
});
