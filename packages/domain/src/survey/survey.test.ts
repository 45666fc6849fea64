import { describe, expect, it } from 'vitest';
import {
  SURVEY_LIMITS,
  surveyCreateSchema,
  surveyDefinitionProblems,
  surveyInputSchema,
  surveyPublicPath,
  surveyQuestionSchema,
  surveyUploadPath,
  type SurveyInput,
  type SurveyQuestion,
  type SurveyQuestionInput,
} from './survey';

/** What the builder may save (issue 18 item 1): each question's shape, and the survey's whole. */

const questions = (...inputs: SurveyQuestionInput[]): SurveyQuestion[] =>
  inputs.map((input) => surveyQuestionSchema.parse(input));

const survey = (overrides: Partial<SurveyInput> = {}): SurveyInput => ({
  title: 'Visit survey',
  questions: [{ id: 'nps', type: 'nps', label: 'Recommend us?' }],
  ...overrides,
});

/** The paths and messages of a failed parse, as the builder shows them. */
function issues(input: unknown) {
  const parsed = surveyInputSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('survey questions', () => {
  it('fills the defaults: optional, no help, no show-if; text 2,000 characters; files 5 MB of png, jpeg, pdf', () => {
    const [text, file, multiple] = questions(
      { id: 'why', type: 'freeText', label: 'Why?' },
      { id: 'shot', type: 'fileUpload', label: 'Screenshot' },
      {
        id: 'topics',
        type: 'multipleChoice',
        label: 'Topics',
        options: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
      },
    );
    expect(text).toEqual({
      id: 'why',
      type: 'freeText',
      label: 'Why?',
      help: '',
      required: false,
      showIf: null,
      maxLength: SURVEY_LIMITS.freeTextDefault,
    });
    expect(file).toMatchObject({ maxBytes: 5 * 1024 * 1024, accept: ['png', 'jpeg', 'pdf'] });
    expect(multiple).toMatchObject({ maxSelections: null });
  });

  it('refuses keys that are not short letters, digits, dashes or underscores', () => {
    for (const id of ['', 'has space', 'a/b', 'x'.repeat(41), 'ünï']) {
      expect(surveyQuestionSchema.safeParse({ id, type: 'nps', label: 'Q' }).success, id).toBe(false);
    }
    expect(surveyQuestionSchema.safeParse({ id: 'Q_1-a', type: 'nps', label: 'Q' }).success).toBe(true);
  });

  it('refuses an empty label, fewer than two options, a file limit outside 10 kB–10 MB, an unknown kind', () => {
    const bad: unknown[] = [
      { id: 'q', type: 'nps', label: '   ' },
      { id: 'q', type: 'singleChoice', label: 'Pick', options: [{ id: 'a', label: 'A' }] },
      { id: 'q', type: 'fileUpload', label: 'File', maxBytes: 1_000 },
      { id: 'q', type: 'fileUpload', label: 'File', maxBytes: 11 * 1024 * 1024 },
      { id: 'q', type: 'fileUpload', label: 'File', accept: ['exe'] },
      { id: 'q', type: 'fileUpload', label: 'File', accept: [] },
      { id: 'q', type: 'freeText', label: 'Text', maxLength: SURVEY_LIMITS.freeTextMax + 1 },
      { id: 'q', type: 'nps', label: 'Q', extra: true },
      { id: 'q', type: 'ranking', label: 'Q' },
    ];
    for (const input of bad)
      expect(surveyQuestionSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});

describe('surveyDefinitionProblems', () => {
  it('finds nothing wrong with a sound survey', () => {
    expect(
      surveyDefinitionProblems(
        questions(
          { id: 'csat', type: 'csat', label: 'Satisfied?' },
          {
            id: 'why',
            type: 'freeText',
            label: 'Why?',
            showIf: { questionId: 'csat', operator: 'atMost', value: 2 },
          },
          {
            id: 'shot',
            type: 'fileUpload',
            label: 'File',
            showIf: { questionId: 'why', operator: 'answered' },
          },
        ),
      ),
    ).toEqual([]);
  });

  it('names repeated question and option keys, a second file question and too many selections', () => {
    const problems = surveyDefinitionProblems(
      questions(
        { id: 'a', type: 'nps', label: 'One' },
        { id: 'a', type: 'csat', label: 'Two' },
        {
          id: 'm',
          type: 'multipleChoice',
          label: 'Many',
          maxSelections: 3,
          options: [
            { id: 'x', label: 'X' },
            { id: 'x', label: 'Again' },
          ],
        },
        { id: 'f1', type: 'fileUpload', label: 'File' },
        { id: 'f2', type: 'fileUpload', label: 'Another file' },
      ),
    );
    expect(problems).toEqual([
      { path: ['questions', 1, 'id'], message: 'repeats the question key a' },
      { path: ['questions', 2, 'options', 1, 'id'], message: 'repeats the option key x' },
      { path: ['questions', 2, 'maxSelections'], message: 'allows more selections than there are options' },
      { path: ['questions', 4, 'type'], message: 'a survey takes one file upload question' },
    ]);
  });

  it('holds show-if logic to an earlier question and to what that question answers', () => {
    const base: SurveyQuestionInput[] = [
      { id: 'nps', type: 'nps', label: 'Recommend?' },
      { id: 'done', type: 'success', label: 'Done?' },
      {
        id: 'pick',
        type: 'singleChoice',
        label: 'Pick',
        options: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
      },
      { id: 'text', type: 'freeText', label: 'Say' },
      { id: 'file', type: 'fileUpload', label: 'File' },
    ];
    const problemOf = (showIf: unknown) =>
      surveyDefinitionProblems(
        questions(...base, { id: 'last', type: 'freeText', label: 'Last', showIf } as SurveyQuestionInput),
      ).map((problem) => problem.message);
    expect(problemOf({ questionId: 'later', operator: 'answered' })).toEqual([
      'must name an earlier question (later is not one)',
    ]);
    expect(problemOf({ questionId: 'file', operator: 'answered' })).toEqual([
      'cannot depend on a file upload',
    ]);
    expect(problemOf({ questionId: 'pick', operator: 'atLeast', value: 2 })).toEqual([
      'atLeast needs a scored question',
    ]);
    expect(problemOf({ questionId: 'nps', operator: 'atLeast', value: 11 })).toEqual([
      'the value must be from 0 to 10',
    ]);
    expect(problemOf({ questionId: 'text', operator: 'anyOf', values: ['x'] })).toEqual([
      'anyOf cannot compare free text',
    ]);
    expect(problemOf({ questionId: 'pick', operator: 'noneOf', values: ['a', 'c'] })).toEqual([
      'c is not an answer of pick',
    ]);
    expect(problemOf({ questionId: 'done', operator: 'anyOf', values: ['maybe'] })).toEqual([
      'maybe is not an answer of done',
    ]);
    // What each type does answer.
    expect(problemOf({ questionId: 'done', operator: 'anyOf', values: ['no'] })).toEqual([]);
    expect(problemOf({ questionId: 'nps', operator: 'noneOf', values: ['9', '10'] })).toEqual([]);
    expect(problemOf({ questionId: 'pick', operator: 'anyOf', values: ['b'] })).toEqual([]);
    expect(problemOf({ questionId: 'text', operator: 'answered' })).toEqual([]);

    // A question cannot depend on itself: it is not earlier than itself.
    expect(
      surveyDefinitionProblems(
        questions({
          id: 'self',
          type: 'nps',
          label: 'Q',
          showIf: { questionId: 'self', operator: 'answered' },
        }),
      ),
    ).toHaveLength(1);
  });
});

describe('surveyInputSchema', () => {
  it('fills the thank-you text, an empty description and the open status', () => {
    expect(surveyInputSchema.parse(survey())).toMatchObject({
      description: '',
      thankYouText: 'Thank you for your feedback!',
      status: 'open',
    });
  });

  it('names each problem by its path', () => {
    expect(issues(survey({ title: ' ' }))).toEqual(['title: needs a title']);
    expect(issues(survey({ questions: [] }))).toEqual(['questions: needs at least one question']);
    expect(
      issues(
        survey({
          questions: [
            { id: 'a', type: 'nps', label: 'Q' },
            { id: 'a', type: 'nps', label: 'Again' },
          ],
        }),
      ),
    ).toEqual(['questions.1.id: repeats the question key a']);
    expect(issues({ ...survey(), status: 'paused' })).toHaveLength(1);
    expect(issues({ ...survey(), owner: 'me' })).toHaveLength(1);
    expect(
      issues(
        survey({
          questions: Array.from({ length: 51 }, (_unused, i) => ({ id: `q${i}`, type: 'nps', label: 'Q' })),
        }),
      ),
    ).toHaveLength(1);
  });

  it('creates only for an application id', () => {
    expect(
      surveyCreateSchema.safeParse({ applicationId: 'CareSurvey@Web@cst_survey', survey: survey() }).success,
    ).toBe(true);
    expect(surveyCreateSchema.safeParse({ applicationId: 'not an app', survey: survey() }).success).toBe(
      false,
    );
  });
});

describe('survey paths', () => {
  it('builds the public and upload paths with their ids encoded', () => {
    expect(surveyPublicPath('abc-123')).toBe('/survey/abc-123');
    expect(surveyPublicPath('a/b?c')).toBe('/survey/a%2Fb%3Fc');
    expect(surveyUploadPath('r 1&x')).toBe('/upload?id=r%201%26x');
  });
});
