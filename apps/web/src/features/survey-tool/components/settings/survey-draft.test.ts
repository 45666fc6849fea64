import { SURVEY_LIMITS, surveyInputSchema, surveyKeySchema } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { surveyFixture } from './settings-test-kit';
import {
  megabytesText,
  questionDraftNew,
  showIfFor,
  showIfOperators,
  showIfTargets,
  surveyDraftAdd,
  surveyDraftCanAdd,
  surveyDraftDuplicate,
  surveyDraftInput,
  surveyDraftMove,
  surveyDraftNew,
  surveyDraftOf,
  surveyDraftProblems,
  surveyDraftQuestionSet,
  surveyDraftRemove,
  surveyDraftRemoveOption,
  surveyFieldName,
  surveyKeyNew,
  type SurveyDraft,
} from './survey-draft';

const stored = surveyFixture({ _id: 's1' });
const ids = (draft: SurveyDraft) => draft.questions.map((question) => question.id);

/** A draft whose questions all have text (and options their labels): valid unless a test breaks it. */
function filled(draft: SurveyDraft): SurveyDraft {
  return {
    ...draft,
    title: draft.title || 'Survey',
    questions: draft.questions.map((question, i) => ({
      ...question,
      label: question.label || `Question ${i + 1}`,
      options: question.options.map((option, j) => ({ ...option, label: option.label || `Option ${j + 1}` })),
    })),
  };
}

describe('survey drafts', () => {
  it('give a stored survey back unchanged, keys and settings included', () => {
    const withFile = surveyFixture({
      _id: 's2',
      questions: [
        ...stored.questions,
        {
          id: 'shot',
          type: 'fileUpload',
          label: 'A screenshot',
          help: 'Optional',
          required: false,
          showIf: null,
          maxBytes: SURVEY_LIMITS.uploadBytesMin,
          accept: ['gif', 'pdf'],
        },
        {
          id: 'many',
          type: 'multipleChoice',
          label: 'Which?',
          help: '',
          required: true,
          showIf: { questionId: 'topic', operator: 'noneOf', values: ['bill'] },
          options: [
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ],
          maxSelections: null,
        },
      ],
    });
    const input = surveyDraftInput(surveyDraftOf(withFile));
    expect(input).toEqual({
      title: withFile.title,
      description: withFile.description,
      thankYouText: withFile.thankYouText,
      status: withFile.status,
      questions: withFile.questions,
    });
    // 10 kB reads as MB and comes back as the same bytes.
    expect(megabytesText(SURVEY_LIMITS.uploadBytesMin)).toBe('0.0097656');
  });

  it('generate short keys the schema accepts, never one already taken', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const key = surveyKeyNew('q', taken);
      expect(key).toMatch(/^q[a-z0-9]{5}$/);
      expect(surveyKeySchema.safeParse(key).success).toBe(true);
      expect(taken.has(key)).toBe(false);
      taken.add(key);
    }
  });

  it('add questions of every type valid once their texts are written', () => {
    let draft = surveyDraftNew();
    for (const type of [
      'starRating',
      'nps',
      'csat',
      'success',
      'singleChoice',
      'multipleChoice',
      'freeText',
      'fileUpload',
    ] as const) {
      draft = surveyDraftAdd(draft, type).draft;
    }
    expect(new Set(ids(draft)).size).toBe(8);
    expect(surveyDraftProblems(filled(draft))).toBeNull();
    expect(surveyInputSchema.safeParse(surveyDraftInput(filled(draft))).success).toBe(true);
  });

  it('take one file upload question and no more than the most questions', () => {
    const one = surveyDraftAdd(surveyDraftNew(), 'fileUpload').draft;
    expect(surveyDraftCanAdd(one, 'fileUpload')).toBe(false);
    expect(surveyDraftCanAdd(one, 'freeText')).toBe(true);
    const full = {
      ...surveyDraftNew(),
      questions: Array.from({ length: SURVEY_LIMITS.questionsMax }, () => questionDraftNew('nps', new Set())),
    };
    expect(surveyDraftCanAdd(full, 'nps')).toBe(false);
  });

  it('move questions within bounds and copy one below itself under a new key', () => {
    const draft = surveyDraftOf(stored);
    expect(ids(surveyDraftMove(draft, 0, 1))).toEqual(['topic', 'rate', 'why']);
    expect(surveyDraftMove(draft, 0, -1)).toBe(draft);
    const copy = surveyDraftDuplicate(draft, 1);
    expect(ids(copy.draft)).toEqual(['rate', 'topic', copy.id, 'why']);
    expect(copy.draft.questions[2]?.options).toEqual(draft.questions[1]?.options);
  });

  it('drop the show-if rules that name a removed question', () => {
    const draft = surveyDraftRemove(surveyDraftOf(stored), 0);
    expect(ids(draft)).toEqual(['topic', 'why']);
    expect(draft.questions[1]?.showIf).toBeNull();
  });

  it('drop a removed option from the rules that compare with it', () => {
    let draft = surveyDraftOf(stored);
    draft = surveyDraftQuestionSet(draft, 2, (question) => ({
      ...question,
      showIf: { questionId: 'topic', operator: 'anyOf', values: ['bill', 'tech'] },
    }));
    const removed = surveyDraftRemoveOption(draft, 1, 0);
    expect(removed.questions[1]?.options.map((option) => option.id)).toEqual(['tech']);
    expect(removed.questions[2]?.showIf).toEqual({
      questionId: 'topic',
      operator: 'anyOf',
      values: ['tech'],
    });
  });
});

describe('show-if rules in the builder', () => {
  it('offer only earlier questions that are not file uploads', () => {
    const draft = surveyDraftAdd(surveyDraftOf(stored), 'fileUpload').draft;
    const withAfter = surveyDraftAdd(draft, 'nps').draft;
    expect(showIfTargets(withAfter.questions, 4).map((question) => question.id)).toEqual([
      'rate',
      'topic',
      'why',
    ]);
    expect(showIfTargets(withAfter.questions, 1).map((question) => question.id)).toEqual(['rate']);
  });

  it('offer the conditions that fit the type', () => {
    expect(showIfOperators('nps')).toEqual(['atMost', 'atLeast', 'anyOf', 'noneOf', 'answered']);
    expect(showIfOperators('singleChoice')).toEqual(['anyOf', 'noneOf', 'answered']);
    expect(showIfOperators('success')).toEqual(['anyOf', 'noneOf', 'answered']);
    expect(showIfOperators('freeText')).toEqual(['answered']);
    expect(showIfOperators('fileUpload')).toEqual([]);
  });

  it('start a score rule mid-scale, and keep the values that still fit when the condition changes', () => {
    const [rate, topic] = surveyDraftOf(stored).questions;
    expect(showIfFor(rate!)).toEqual({ questionId: 'rate', operator: 'atMost', value: 3 });
    const rule = { questionId: 'topic', operator: 'anyOf' as const, values: ['tech', 'gone'] };
    expect(showIfFor(topic!, 'noneOf', rule)).toEqual({
      questionId: 'topic',
      operator: 'noneOf',
      values: ['tech'],
    });
    expect(showIfFor(topic!, 'answered', rule)).toEqual({ questionId: 'topic', operator: 'answered' });
    // Another question starts empty.
    expect(showIfFor(rate!, 'anyOf', rule)).toEqual({ questionId: 'rate', operator: 'anyOf', values: [] });
  });
});

describe('problems of a draft', () => {
  it('name each field with the schema’s problem in the builder’s words', () => {
    let draft = surveyDraftAdd(surveyDraftAdd(surveyDraftNew(), 'singleChoice').draft, 'fileUpload').draft;
    draft = surveyDraftAdd(draft, 'freeText').draft;
    draft = surveyDraftQuestionSet(draft, 1, (question) => ({
      ...question,
      label: 'File',
      maxMegabytes: '0.001',
      accept: [],
    }));
    draft = surveyDraftQuestionSet(draft, 2, (question) => ({ ...question, label: 'Text', maxLength: '' }));
    draft = surveyDraftQuestionSet(draft, 0, (question) => ({
      ...question,
      label: 'Pick',
      options: [{ ...question.options[0]!, label: 'One' }, question.options[1]!],
    }));
    expect(
      surveyDraftProblems({ ...draft, description: 'x'.repeat(SURVEY_LIMITS.descriptionMax + 1) }),
    ).toEqual([
      { field: 'title', message: 'Needs a title.' },
      { field: 'description', message: 'Keep it to 2,000 characters.' },
      { field: 'questions.0.options.1', message: 'Cannot be empty.' },
      { field: 'questions.1.maxBytes', message: 'Allow at least 10 kB.' },
      { field: 'questions.1.accept', message: 'Choose at least one kind of file.' },
      { field: 'questions.2.maxLength', message: 'Needs a whole number.' },
    ]);
  });

  it('word a show-if rule on a later question with its number, not its key', () => {
    const draft = filled(surveyDraftMove(surveyDraftOf(stored), 0, 1));
    const moved = surveyDraftMove(draft, 1, 1);
    // `why` (at most 2 on `rate`) now comes before `rate`.
    expect(ids(moved)).toEqual(['topic', 'why', 'rate']);
    expect(surveyDraftProblems(moved)).toEqual([
      { field: 'questions.1.showIf', message: 'Must name an earlier question (question 3 is not one).' },
    ]);
  });

  it('name the fields in the list of problems', () => {
    expect(surveyFieldName('thankYouText')).toBe('Thank-you text');
    expect(surveyFieldName('questions.1')).toBe('Question 2');
    expect(surveyFieldName('questions.0.options.2')).toBe('Question 1, option 3');
    expect(surveyFieldName('questions.3.showIf')).toBe('Question 4, show-if rule');
  });
});
