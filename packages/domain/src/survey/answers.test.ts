import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SURVEY_MSG,
  bytesLabel,
  surveyAnswerCheck,
  surveyAnswersCheck,
  surveyFeedbackScores,
  surveyShowIfMet,
  surveySubmissionSchema,
  surveyVisibleQuestions,
  type SurveyAnswer,
  type SurveyAnswerValue,
} from './answers';
import {
  surveyQuestionSchema,
  type SurveyQuestion,
  type SurveyQuestionInput,
  type SurveyShowIf,
} from './survey';

/**
 * The answers a respondent gives (issue 18 item 2): each type's validation, the show-if logic, and
 * the scores a response gives its feedback item. The server and the public page run these same
 * functions, so a case here is a case on both.
 */

const q = (input: SurveyQuestionInput): SurveyQuestion => surveyQuestionSchema.parse(input);

const QUESTIONS: SurveyQuestion[] = [
  q({ id: 'csat', type: 'csat', label: 'Satisfied?', required: true }),
  q({ id: 'nps', type: 'nps', label: 'Recommend?' }),
  q({ id: 'stars', type: 'starRating', label: 'Stars' }),
  q({ id: 'done', type: 'success', label: 'Done?' }),
  q({
    id: 'channel',
    type: 'singleChoice',
    label: 'Channel',
    options: [
      { id: 'web', label: 'Website' },
      { id: 'app', label: 'App' },
    ],
  }),
  q({
    id: 'topics',
    type: 'multipleChoice',
    label: 'Topics',
    maxSelections: 2,
    options: [
      { id: 'bill', label: 'Billing' },
      { id: 'outage', label: 'Outage' },
      { id: 'move', label: 'Moving' },
    ],
  }),
  q({
    id: 'why',
    type: 'freeText',
    label: 'Why?',
    maxLength: 20,
    showIf: { questionId: 'csat', operator: 'atMost', value: 2 },
  }),
  q({ id: 'file', type: 'fileUpload', label: 'File', showIf: { questionId: 'why', operator: 'answered' } }),
];
const byId = new Map(QUESTIONS.map((question) => [question.id, question]));
const question = (id: string) => byId.get(id)!;
const messageOf = (id: string, value: SurveyAnswerValue) => {
  const checked = surveyAnswerCheck(question(id), value);
  return 'message' in checked ? checked.message : null;
};
const answerOf = (id: string, value: SurveyAnswerValue) => {
  const checked = surveyAnswerCheck(question(id), value);
  if ('message' in checked) throw new Error(checked.message);
  return checked.answer;
};

describe('each answer type', () => {
  it('scores take whole numbers of their scale only', () => {
    for (const [id, min, max] of [
      ['csat', 1, 5],
      ['nps', 0, 10],
      ['stars', 1, 5],
    ] as const) {
      expect(messageOf(id, min)).toBeNull();
      expect(messageOf(id, max)).toBeNull();
      for (const bad of [min - 1, max + 1, 2.5, Number.NaN, '3', true, ['3']]) {
        expect(messageOf(id, bad as SurveyAnswerValue), `${id} ${String(bad)}`).toBe(
          SURVEY_MSG.scale(min, max),
        );
      }
    }
  });

  it('reads scores as a person does', () => {
    expect(answerOf('csat', 1).text).toBe('1 Very dissatisfied');
    expect(answerOf('csat', 5).text).toBe('5 Very satisfied');
    expect(answerOf('stars', 4).text).toBe('4 of 5 stars');
    expect(answerOf('nps', 0)).toEqual({
      questionId: 'nps',
      type: 'nps',
      label: 'Recommend?',
      value: 0,
      text: '0',
    });
  });

  it('success takes true or false only', () => {
    expect(answerOf('done', true).text).toBe('Yes');
    expect(answerOf('done', false).text).toBe('No');
    for (const bad of ['yes', 1, 0, ['yes']])
      expect(messageOf('done', bad as SurveyAnswerValue)).toBe(SURVEY_MSG.yesNo);
  });

  it('single choice takes one option key and answers its label', () => {
    expect(answerOf('channel', 'app')).toMatchObject({ value: 'app', text: 'App' });
    for (const bad of ['App', 'phone', ['app'], 1]) {
      expect(messageOf('channel', bad as SurveyAnswerValue)).toBe(SURVEY_MSG.choice);
    }
  });

  it('multiple choice takes option keys up to its limit, kept in the options’ order', () => {
    expect(answerOf('topics', ['outage', 'bill'])).toMatchObject({
      value: ['bill', 'outage'],
      text: 'Billing, Outage',
    });
    expect(messageOf('topics', ['bill', 'outage', 'move'])).toBe(SURVEY_MSG.tooManyChoices(2));
    // A key sent twice is one option ticked.
    expect(answerOf('topics', ['bill', 'bill'])).toMatchObject({ value: ['bill'], text: 'Billing' });
    expect(messageOf('topics', ['bill', 'nope'])).toBe(SURVEY_MSG.choices);
    expect(messageOf('topics', 'bill')).toBe(SURVEY_MSG.choices);
  });

  it('free text is trimmed and held to its length', () => {
    expect(answerOf('why', '  Too slow.  ')).toMatchObject({ value: 'Too slow.', text: 'Too slow.' });
    expect(messageOf('why', 'x'.repeat(21))).toBe(SURVEY_MSG.tooLong(20));
    // Surrounding spaces do not count against the limit.
    expect(messageOf('why', ` ${'x'.repeat(20)} `)).toBeNull();
    expect(messageOf('why', 42)).toBe(SURVEY_MSG.text);
  });

  it('a file question takes nothing in the form: files come on the upload page', () => {
    expect(messageOf('file', 'photo.png')).toBe(SURVEY_MSG.fileInForm);
  });
});

describe('surveyShowIfMet', () => {
  const answers = new Map<string, SurveyAnswerValue>([
    ['nps', 7],
    ['done', false],
    ['topics', ['bill', 'move']],
    ['channel', 'web'],
    ['why', 'text'],
  ]);

  it('compares scores with atLeast and atMost, inclusive', () => {
    expect(surveyShowIfMet({ questionId: 'nps', operator: 'atLeast', value: 7 }, answers)).toBe(true);
    expect(surveyShowIfMet({ questionId: 'nps', operator: 'atLeast', value: 8 }, answers)).toBe(false);
    expect(surveyShowIfMet({ questionId: 'nps', operator: 'atMost', value: 7 }, answers)).toBe(true);
    expect(surveyShowIfMet({ questionId: 'nps', operator: 'atMost', value: 6 }, answers)).toBe(false);
    // A score compared with atLeast needs a number.
    expect(surveyShowIfMet({ questionId: 'channel', operator: 'atLeast', value: 0 }, answers)).toBe(false);
  });

  it('compares choices, yes/no and scores as keys with anyOf and noneOf', () => {
    expect(surveyShowIfMet({ questionId: 'topics', operator: 'anyOf', values: ['move'] }, answers)).toBe(
      true,
    );
    expect(surveyShowIfMet({ questionId: 'topics', operator: 'noneOf', values: ['move'] }, answers)).toBe(
      false,
    );
    expect(surveyShowIfMet({ questionId: 'topics', operator: 'noneOf', values: ['outage'] }, answers)).toBe(
      true,
    );
    expect(surveyShowIfMet({ questionId: 'done', operator: 'anyOf', values: ['no'] }, answers)).toBe(true);
    expect(surveyShowIfMet({ questionId: 'done', operator: 'anyOf', values: ['yes'] }, answers)).toBe(false);
    expect(surveyShowIfMet({ questionId: 'nps', operator: 'anyOf', values: ['7', '8'] }, answers)).toBe(true);
    expect(surveyShowIfMet({ questionId: 'channel', operator: 'noneOf', values: ['app'] }, answers)).toBe(
      true,
    );
  });

  it('holds no condition on a question left unanswered, noneOf included', () => {
    const none = new Map<string, SurveyAnswerValue>([
      ['topics', []],
      ['why', ''],
    ]);
    const conditions: SurveyShowIf[] = [
      { questionId: 'topics', operator: 'noneOf', values: ['bill'] },
      { questionId: 'topics', operator: 'answered' },
      { questionId: 'why', operator: 'answered' },
      { questionId: 'nps', operator: 'atMost', value: 10 },
    ];
    for (const showIf of conditions) {
      expect(surveyShowIfMet(showIf, none), JSON.stringify(showIf)).toBe(false);
    }
    expect(surveyShowIfMet({ questionId: 'why', operator: 'answered' }, answers)).toBe(true);
  });
});

describe('surveyVisibleQuestions', () => {
  it('shows a dependent question only while its condition holds, and hides what depends on a hidden one', () => {
    const ids = (raw: Record<string, SurveyAnswerValue>) =>
      surveyVisibleQuestions(QUESTIONS, raw).map((x) => x.id);
    expect(ids({ csat: 5 })).toEqual(['csat', 'nps', 'stars', 'done', 'channel', 'topics']);
    expect(ids({ csat: 2 })).toEqual(['csat', 'nps', 'stars', 'done', 'channel', 'topics', 'why']);
    expect(ids({ csat: 1, why: 'Broken' })).toContain('file');
    // `why` answered but hidden (a high CSAT): the file question that depends on it stays hidden.
    expect(ids({ csat: 5, why: 'Broken' })).not.toContain('file');
  });

  // Any answers at all, right or wrong, to any of the questions.
  const rawAnswers = fc.dictionary(
    fc.constantFrom(...QUESTIONS.map((x) => x.id), 'ghost'),
    fc.oneof(
      fc.integer({ min: -1, max: 11 }),
      fc.boolean(),
      fc.constantFrom('web', 'app', 'bill', 'Broken', '', '  '),
      fc.subarray(['bill', 'outage', 'move']),
      fc.constant(null),
    ),
  );

  it('keeps the survey order, shows every question without logic, and meets each shown condition', () => {
    fc.assert(
      fc.property(rawAnswers, (raw) => {
        const visible = surveyVisibleQuestions(QUESTIONS, raw);
        const order = visible.map((x) => QUESTIONS.indexOf(x));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        for (const x of QUESTIONS) if (!x.showIf) expect(visible).toContain(x);
        const shown = new Map<string, SurveyAnswerValue>();
        for (const x of visible) {
          if (x.showIf) expect(surveyShowIfMet(x.showIf, shown)).toBe(true);
          const value = raw[x.id];
          if (value !== undefined && value !== null) shown.set(x.id, value);
        }
      }),
    );
  });

  it('accepts only answers to shown questions, stored in survey order, with every required one', () => {
    fc.assert(
      fc.property(rawAnswers, (raw) => {
        const visibleIds = new Set(surveyVisibleQuestions(QUESTIONS, raw).map((x) => x.id));
        const check = surveyAnswersCheck(QUESTIONS, raw);
        if (check.ok) {
          const answered = check.answers.map((answer) => answer.questionId);
          for (const id of answered) expect(visibleIds.has(id)).toBe(true);
          expect(answered).toEqual(QUESTIONS.map((x) => x.id).filter((id) => answered.includes(id)));
          expect(answered).toContain('csat');
        } else {
          expect(check.problems.length).toBeGreaterThan(0);
          for (const problem of check.problems) expect(typeof problem.message).toBe('string');
        }
      }),
    );
  });
});

describe('surveyAnswersCheck', () => {
  it('stores a full set of answers in the survey order', () => {
    const check = surveyAnswersCheck(QUESTIONS, {
      why: 'Slow',
      csat: 2,
      topics: ['move'],
      done: true,
      nps: 10,
      stars: 5,
      channel: 'web',
    });
    expect(check.ok && check.answers.map((answer) => answer.questionId)).toEqual([
      'csat',
      'nps',
      'stars',
      'done',
      'channel',
      'topics',
      'why',
    ]);
  });

  it('lists every problem: unknown, not shown, required, each wrong value', () => {
    const check = surveyAnswersCheck(QUESTIONS, {
      ghost: 1,
      why: 'hidden',
      nps: 12,
      channel: 'tv',
      file: 'x.png',
    });
    expect(check).toEqual({
      ok: false,
      problems: [
        { questionId: 'ghost', message: SURVEY_MSG.unknownQuestion },
        { questionId: 'why', message: SURVEY_MSG.notShown },
        { questionId: 'file', message: SURVEY_MSG.notShown },
        { questionId: 'csat', message: SURVEY_MSG.required },
        { questionId: 'nps', message: SURVEY_MSG.scale(0, 10) },
        { questionId: 'channel', message: SURVEY_MSG.choice },
      ],
    });
  });

  it('treats an empty text, no option and null as no answer', () => {
    expect(surveyAnswersCheck(QUESTIONS, { csat: 4, channel: '  ', topics: [], nps: null })).toEqual({
      ok: true,
      answers: [expect.objectContaining({ questionId: 'csat', value: 4 })],
    });
    expect(surveyAnswersCheck(QUESTIONS, { csat: '' })).toEqual({
      ok: false,
      problems: [{ questionId: 'csat', message: SURVEY_MSG.required }],
    });
  });

  it('does not ask for a required file question in the form', () => {
    const withFile = [
      ...QUESTIONS.slice(0, 1),
      q({ id: 'f', type: 'fileUpload', label: 'File', required: true }),
    ];
    expect(surveyAnswersCheck(withFile, { csat: 3 }).ok).toBe(true);
  });
});

describe('surveyFeedbackScores', () => {
  const answers = (raw: Record<string, SurveyAnswerValue>): SurveyAnswer[] => {
    const check = surveyAnswersCheck(QUESTIONS, raw);
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    return check.answers;
  };

  it('maps CSAT 1–5 onto 0–100, keeps NPS and stars, SR 1 or 0, and the text as verbatim', () => {
    expect(surveyFeedbackScores(answers({ csat: 1, nps: 9, stars: 4, done: false, why: 'Slow' }))).toEqual({
      CSAT: 0,
      NPS: 9,
      starRating: 4,
      SR: 0,
      verbatim: 'Slow',
    });
    expect(surveyFeedbackScores(answers({ csat: 5, done: true }))).toEqual({
      CSAT: 100,
      NPS: null,
      starRating: null,
      SR: 1,
      verbatim: '',
    });
    expect(surveyFeedbackScores(answers({ csat: 3 })).CSAT).toBe(50);
  });

  it('reads the first answer of each type and every text, one per line', () => {
    const two = [
      q({ id: 'a', type: 'nps', label: 'A' }),
      q({ id: 'b', type: 'nps', label: 'B' }),
      q({ id: 't1', type: 'freeText', label: 'T1' }),
      q({ id: 't2', type: 'freeText', label: 'T2' }),
    ];
    const check = surveyAnswersCheck(two, { b: 2, a: 8, t1: 'First', t2: 'Second' });
    if (!check.ok) throw new Error('refused');
    expect(surveyFeedbackScores(check.answers)).toMatchObject({ NPS: 8, verbatim: 'First\nSecond' });
  });
});

describe('surveySubmissionSchema', () => {
  it('takes answers by key and an optional display id', () => {
    expect(
      surveySubmissionSchema.safeParse({ answers: { a: 1, b: ['x'], c: null }, displayId: 'd1' }).success,
    ).toBe(true);
    expect(surveySubmissionSchema.safeParse({ answers: { a: { nested: 1 } } }).success).toBe(false);
    expect(surveySubmissionSchema.safeParse({ answers: {}, extra: 1 }).success).toBe(false);
    expect(surveySubmissionSchema.safeParse({ answers: { a: 'x'.repeat(10_001) } }).success).toBe(false);
  });
});

describe('bytesLabel', () => {
  it('reads sizes in kB below a megabyte and in MB above', () => {
    expect(bytesLabel(10 * 1024)).toBe('10 kB');
    expect(bytesLabel(200)).toBe('1 kB');
    expect(bytesLabel(5 * 1024 * 1024)).toBe('5 MB');
    expect(bytesLabel(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
