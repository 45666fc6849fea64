import { z } from 'zod';
import { vocIdSchema, vocTimestampSchema } from '../voc/common';
import { SENTIMENTS } from '../voc/scores';
import {
  SURVEY_QUESTION_TYPES,
  SURVEY_SCALES,
  SURVEY_CSAT_LABELS,
  SURVEY_LIMITS,
  type SurveyQuestion,
  type SurveyShowIf,
} from './survey';

/**
 * Answers to a survey: what the public page sends, how the server checks it (the same function the
 * page uses to show its errors first), what is stored, and the feedback item a response becomes.
 */

/** A raw answer as sent: a score, yes/no, an option key, option keys or text. */
export const surveyAnswerValueSchema = z.union([
  z.number(),
  z.boolean(),
  z.string().max(SURVEY_LIMITS.freeTextMax),
  z.array(z.string().max(40)).max(SURVEY_LIMITS.optionsMax),
]);
export type SurveyAnswerValue = z.output<typeof surveyAnswerValueSchema>;

/** The public page's submission: answers by question key. */
export const surveySubmissionSchema = z
  .object({
    answers: z.record(z.string().max(40), surveyAnswerValueSchema.nullable()),
    /** The display this answers (from `postSurveyDisplay`), for the completion rate. */
    displayId: z.string().max(64).nullable().optional(),
  })
  .strict();
export type SurveySubmission = z.output<typeof surveySubmissionSchema>;

/**
 * One stored answer. The question's label and type are kept with it, so an answer stays readable
 * after the survey changes; `text` is the answer as a person reads it (option labels, "Yes").
 */
export const surveyAnswerSchema = z.object({
  questionId: z.string(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  label: z.string(),
  value: z.union([z.number(), z.boolean(), z.string(), z.array(z.string())]),
  text: z.string(),
});
export type SurveyAnswer = z.output<typeof surveyAnswerSchema>;

export const SURVEY_MSG = {
  unknown: 'This survey does not exist or has been removed.',
  closed: 'This survey is closed and no longer takes answers. Thank you for your interest.',
  required: 'This question needs an answer.',
  notShown: 'This question was not shown, so it takes no answer.',
  unknownQuestion: 'This survey has no such question.',
  scale: (min: number, max: number) => `Choose a whole number from ${min} to ${max}.`,
  yesNo: 'Answer yes or no.',
  choice: 'Choose one of the options.',
  choices: 'Choose from the options.',
  tooManyChoices: (max: number) => `Choose at most ${max}.`,
  text: 'Write your answer as text.',
  tooLong: (max: number) => `Keep it to ${max.toLocaleString('en-US')} characters.`,
  fileInForm: 'Files are sent on the upload page, not with the answers.',
  uploadUnknown: 'This upload link is not valid. Open the link from the end of the survey again.',
  uploadNotAsked: 'This survey does not take a file.',
  uploadDone: 'A file was already uploaded for this response.',
  uploadOne: 'Send exactly one file.',
  uploadTooLarge: (maxBytes: number) => `The file is larger than ${bytesLabel(maxBytes)}.`,
  uploadEmpty: 'The file is empty.',
  uploadType: (accepted: readonly string[]) =>
    `This kind of file is not accepted. Send one of: ${accepted.join(', ')}.`,
  uploadExpired: 'This upload link has expired.',
  rateLimited: 'Too many answers from your address. Wait a minute and try again.',
} as const;

/** "5 MB", "200 kB": the way sizes read on the survey pages. */
export function bytesLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** How long after a response its upload link takes a file. */
export const SURVEY_UPLOAD_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * True when an earlier answer meets the condition. `answers` holds only the answers of questions
 * that were shown, so a question that depends on a hidden one is hidden too.
 */
export function surveyShowIfMet(
  showIf: SurveyShowIf,
  answers: ReadonlyMap<string, SurveyAnswerValue>,
): boolean {
  const answer = answers.get(showIf.questionId);
  if (answer === undefined || (Array.isArray(answer) && answer.length === 0) || answer === '') return false;
  switch (showIf.operator) {
    case 'answered':
      return true;
    case 'atLeast':
    case 'atMost':
      if (typeof answer !== 'number' || 'values' in showIf) return false;
      return showIf.operator === 'atLeast' ? answer >= showIf.value : answer <= showIf.value;
    case 'anyOf':
    case 'noneOf': {
      if (!('values' in showIf)) return false;
      const keys = answerKeys(answer);
      const hit = keys.some((key) => showIf.values.includes(key));
      return showIf.operator === 'anyOf' ? hit : !hit;
    }
  }
}

function answerKeys(answer: SurveyAnswerValue): string[] {
  if (Array.isArray(answer)) return answer;
  if (typeof answer === 'boolean') return [answer ? 'yes' : 'no'];
  return [String(answer)];
}

/**
 * The questions shown for these answers, in order: a question with show-if logic shows when its
 * condition holds on the answers of the questions shown before it.
 */
export function surveyVisibleQuestions(
  questions: readonly SurveyQuestion[],
  raw: Readonly<Record<string, SurveyAnswerValue | null | undefined>>,
): SurveyQuestion[] {
  const shown = new Map<string, SurveyAnswerValue>();
  const visible: SurveyQuestion[] = [];
  for (const question of questions) {
    if (question.showIf && !surveyShowIfMet(question.showIf, shown)) continue;
    visible.push(question);
    const answer = Object.hasOwn(raw, question.id) ? raw[question.id] : undefined;
    if (answer !== undefined && answer !== null) shown.set(question.id, answer);
  }
  return visible;
}

export interface SurveyAnswerProblem {
  questionId: string;
  message: string;
}

export type SurveyAnswersCheck =
  { ok: true; answers: SurveyAnswer[] } | { ok: false; problems: SurveyAnswerProblem[] };

/** True for an answer left empty: nothing, an empty text or no option. */
function blank(value: SurveyAnswerValue | null | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Checks a submission against the survey: every answer names a question that was shown and fits its
 * type; every required question shown (other than a file, which comes on the upload page) is
 * answered. Answers the stored form of each, in the survey's order.
 */
export function surveyAnswersCheck(
  questions: readonly SurveyQuestion[],
  raw: Readonly<Record<string, SurveyAnswerValue | null | undefined>>,
): SurveyAnswersCheck {
  const problems: SurveyAnswerProblem[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  const visible = surveyVisibleQuestions(questions, raw);
  const visibleIds = new Set(visible.map((question) => question.id));
  for (const [questionId, value] of Object.entries(raw)) {
    if (blank(value)) continue;
    if (!byId.has(questionId)) problems.push({ questionId, message: SURVEY_MSG.unknownQuestion });
    else if (!visibleIds.has(questionId)) problems.push({ questionId, message: SURVEY_MSG.notShown });
  }
  const answers: SurveyAnswer[] = [];
  for (const question of visible) {
    const value = Object.hasOwn(raw, question.id) ? raw[question.id] : undefined;
    if (question.type === 'fileUpload') {
      if (!blank(value)) problems.push({ questionId: question.id, message: SURVEY_MSG.fileInForm });
      continue;
    }
    if (blank(value)) {
      if (question.required) problems.push({ questionId: question.id, message: SURVEY_MSG.required });
      continue;
    }
    const checked = answerOf(question, value as SurveyAnswerValue);
    if ('message' in checked) problems.push({ questionId: question.id, message: checked.message });
    else answers.push(checked.answer);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers };
}

/** One answer checked against its question. */
export function surveyAnswerCheck(
  question: SurveyQuestion,
  value: SurveyAnswerValue,
): { answer: SurveyAnswer } | { message: string } {
  return answerOf(question, value);
}

function answerOf(
  question: SurveyQuestion,
  value: SurveyAnswerValue,
): { answer: SurveyAnswer } | { message: string } {
  const base = { questionId: question.id, type: question.type, label: question.label };
  switch (question.type) {
    case 'starRating':
    case 'nps':
    case 'csat': {
      const { min, max } = SURVEY_SCALES[question.type];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        return { message: SURVEY_MSG.scale(min, max) };
      }
      const text =
        question.type === 'csat'
          ? `${value} ${SURVEY_CSAT_LABELS[value - 1]}`
          : question.type === 'starRating'
            ? `${value} of 5 stars`
            : String(value);
      return { answer: { ...base, value, text } };
    }
    case 'success':
      if (typeof value !== 'boolean') return { message: SURVEY_MSG.yesNo };
      return { answer: { ...base, value, text: value ? 'Yes' : 'No' } };
    case 'singleChoice': {
      const option = typeof value === 'string' ? question.options.find((o) => o.id === value) : undefined;
      if (!option) return { message: SURVEY_MSG.choice };
      return { answer: { ...base, value: option.id, text: option.label } };
    }
    case 'multipleChoice': {
      if (!Array.isArray(value)) return { message: SURVEY_MSG.choices };
      const chosen = question.options.filter((option) => value.includes(option.id));
      if (chosen.length !== new Set(value).size) return { message: SURVEY_MSG.choices };
      if (question.maxSelections !== null && chosen.length > question.maxSelections) {
        return { message: SURVEY_MSG.tooManyChoices(question.maxSelections) };
      }
      return {
        answer: {
          ...base,
          value: chosen.map((option) => option.id),
          text: chosen.map((option) => option.label).join(', '),
        },
      };
    }
    case 'freeText': {
      if (typeof value !== 'string') return { message: SURVEY_MSG.text };
      const text = value.trim();
      if (text.length > question.maxLength) return { message: SURVEY_MSG.tooLong(question.maxLength) };
      return { answer: { ...base, value: text, text } };
    }
    case 'fileUpload':
      return { message: SURVEY_MSG.fileInForm };
  }
}

/**
 * The scores a response gives its feedback item (spec 001 section 3), from the first answer of each
 * type: CSAT 1–5 as 0, 25, 50, 75, 100 (the item's 0–100 scale), NPS as is, star rating as is,
 * success as SR 1 or 0; the free-text answers, one per line, are its verbatim.
 */
export function surveyFeedbackScores(answers: readonly SurveyAnswer[]): {
  CSAT: number | null;
  NPS: number | null;
  starRating: number | null;
  SR: number | null;
  verbatim: string;
} {
  const first = (type: SurveyAnswer['type']) => answers.find((answer) => answer.type === type)?.value;
  const csat = first('csat');
  const nps = first('nps');
  const star = first('starRating');
  const success = first('success');
  return {
    CSAT: typeof csat === 'number' ? (csat - 1) * 25 : null,
    NPS: typeof nps === 'number' ? nps : null,
    starRating: typeof star === 'number' ? star : null,
    SR: typeof success === 'boolean' ? (success ? 1 : 0) : null,
    verbatim: answers
      .filter((answer) => answer.type === 'freeText')
      .map((answer) => answer.text)
      .join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// What the survey-tool pages read

export const SURVEY_DEVICES = ['mobile', 'tablet', 'desktop', 'unknown'] as const;

/** What is kept of a respondent: no address, no name; the device class and language only. */
export const surveyRespondentSchema = z.object({
  device: z.enum(SURVEY_DEVICES),
  language: z.string().nullable(),
});
export type SurveyRespondent = z.output<typeof surveyRespondentSchema>;

const sentimentScores = z.object({
  positive: z.number(),
  negative: z.number(),
  mixed: z.number(),
  neutral: z.number(),
});

/** The response's enrichment, from its feedback item; null until enrichment ran. */
export const surveyComprehendSchema = z.object({
  sentiment: z.enum(SENTIMENTS),
  sentimentScores: sentimentScores,
  keywords: z.array(z.string()),
  /** The trained model's categories for the answer, best first, with their confidence. */
  suggestedCategories: z.array(z.object({ _id: z.string(), category: z.string(), score: z.number() })),
});

export const surveyAppliedCategorySchema = z.object({
  _id: z.string(),
  category: z.string(),
  /** The category's trail above it ("Billing › Payments"), empty for a top category. */
  trail: z.string(),
});
export type SurveyAppliedCategory = z.output<typeof surveyAppliedCategorySchema>;

/** A survey response (spec 001 section 3) as the survey-tool pages read it. */
export const surveyResponseSchema = z.object({
  _id: vocIdSchema,
  surveyId: z.string(),
  createdAt: vocTimestampSchema,
  /** Who answered: null for an anonymous respondent of the public page. */
  createdBy: z.string().nullable(),
  updatedAt: vocTimestampSchema,
  updatedBy: z.string().nullable(),
  responses: z.array(surveyAnswerSchema),
  respondent: surveyRespondentSchema,
  comprehendResults: surveyComprehendSchema.nullable(),
  appliedCategories: z.array(surveyAppliedCategorySchema),
  /** The feedback item the response became. */
  feedbackId: z.string(),
  fileUploads: z.array(z.object({ fileName: z.string(), url: z.string() })),
  /** True while the survey asked for a file that has not arrived. */
  awaitingUpload: z.boolean(),
});
export type SurveyResponse = z.output<typeof surveyResponseSchema>;
