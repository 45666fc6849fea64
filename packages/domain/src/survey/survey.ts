import { z } from 'zod';
import { vocApplicationIdSchema, vocIdSchema, vocTimestampSchema } from '../voc/common';

/**
 * The survey tool (issue 18; spec 000 section 2, spec 001 sections 2, 3 and 7): a survey of a
 * survey-tool application, its questions and their show-if logic. The survey-tool pages, the public
 * page and the server read the same definitions, so a rule is written once here.
 */

/** The question types a survey offers. */
export const SURVEY_QUESTION_TYPES = [
  'starRating',
  'nps',
  'csat',
  'success',
  'singleChoice',
  'multipleChoice',
  'freeText',
  'fileUpload',
] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/** How each type reads in the builder and the summary. */
export const SURVEY_QUESTION_TYPE_LABELS: Readonly<Record<SurveyQuestionType, string>> = {
  starRating: 'Star rating (1–5)',
  nps: 'Net Promoter Score (0–10)',
  csat: 'Customer satisfaction (CSAT, 1–5)',
  success: 'Success (yes or no)',
  singleChoice: 'Single choice',
  multipleChoice: 'Multiple choice',
  freeText: 'Free text',
  fileUpload: 'File upload',
};

/** The scale of each scored type: its answers are the integers from min to max. */
export const SURVEY_SCALES = {
  starRating: { min: 1, max: 5 },
  nps: { min: 0, max: 10 },
  csat: { min: 1, max: 5 },
} as const;
export type SurveyScaleType = keyof typeof SURVEY_SCALES;

/** The CSAT answers counted as satisfied (4 Satisfied, 5 Very satisfied): the usual top-two-box. */
export const SURVEY_CSAT_SATISFIED_MIN = 4;
/** The words of the CSAT scale, 1 to 5. */
export const SURVEY_CSAT_LABELS = [
  'Very dissatisfied',
  'Dissatisfied',
  'Neutral',
  'Satisfied',
  'Very satisfied',
] as const;

export const SURVEY_LIMITS = {
  titleMax: 200,
  descriptionMax: 2_000,
  thankYouMax: 1_000,
  questionsMax: 50,
  labelMax: 500,
  helpMax: 1_000,
  optionsMin: 2,
  optionsMax: 20,
  optionLabelMax: 200,
  /** Free-text answers: the longest a survey may allow, and its default. */
  freeTextMax: 10_000,
  freeTextDefault: 2_000,
  /** File uploads: the largest a survey may allow (10 MB), and its default (5 MB). */
  uploadBytesMax: 10 * 1024 * 1024,
  uploadBytesDefault: 5 * 1024 * 1024,
  /** The least a survey may allow: 10 kB. */
  uploadBytesMin: 10 * 1024,
} as const;

/** Files one response may carry (spec 001 section 9: "Maximum files per upload 1"). */
export const SURVEY_UPLOAD_MAX_FILES = 1;

/**
 * The file kinds a survey may accept, each recognised by its content (magic bytes), never by its
 * name or declared type.
 */
export const SURVEY_UPLOAD_KINDS = {
  png: { mime: 'image/png', label: 'PNG image' },
  jpeg: { mime: 'image/jpeg', label: 'JPEG image' },
  gif: { mime: 'image/gif', label: 'GIF image' },
  webp: { mime: 'image/webp', label: 'WebP image' },
  pdf: { mime: 'application/pdf', label: 'PDF document' },
} as const;
export type SurveyUploadKind = keyof typeof SURVEY_UPLOAD_KINDS;
export const SURVEY_UPLOAD_KIND_IDS = Object.keys(SURVEY_UPLOAD_KINDS) as SurveyUploadKind[];

/** A question or option key: short, stable across edits, so that given answers stay readable. */
export const surveyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, dashes or underscores');

/**
 * Show-if logic: the question shows only when an earlier question's answer meets the condition.
 * `anyOf` and `noneOf` compare choices (option keys), yes/no (`"yes"`/`"no"`) or scores (as text);
 * `atLeast` and `atMost` compare a score; `answered` needs any answer.
 */
export const surveyShowIfSchema = z.discriminatedUnion('operator', [
  z
    .object({
      questionId: surveyKeySchema,
      operator: z.enum(['anyOf', 'noneOf']),
      values: z.array(z.string().min(1).max(40)).min(1).max(SURVEY_LIMITS.optionsMax),
    })
    .strict(),
  z
    .object({ questionId: surveyKeySchema, operator: z.enum(['atLeast', 'atMost']), value: z.number().int() })
    .strict(),
  z.object({ questionId: surveyKeySchema, operator: z.literal('answered') }).strict(),
]);
export type SurveyShowIf = z.output<typeof surveyShowIfSchema>;

export const surveyOptionSchema = z
  .object({ id: surveyKeySchema, label: z.string().trim().min(1).max(SURVEY_LIMITS.optionLabelMax) })
  .strict();
export type SurveyOption = z.output<typeof surveyOptionSchema>;

const questionBase = {
  id: surveyKeySchema,
  label: z.string().trim().min(1, 'needs a question').max(SURVEY_LIMITS.labelMax),
  help: z.string().max(SURVEY_LIMITS.helpMax).default(''),
  required: z.boolean().default(false),
  showIf: surveyShowIfSchema.nullable().default(null),
};

export const surveyQuestionSchema = z.discriminatedUnion('type', [
  z.object({ ...questionBase, type: z.literal('starRating') }).strict(),
  z.object({ ...questionBase, type: z.literal('nps') }).strict(),
  z.object({ ...questionBase, type: z.literal('csat') }).strict(),
  z.object({ ...questionBase, type: z.literal('success') }).strict(),
  z
    .object({
      ...questionBase,
      type: z.literal('singleChoice'),
      options: z.array(surveyOptionSchema).min(SURVEY_LIMITS.optionsMin).max(SURVEY_LIMITS.optionsMax),
    })
    .strict(),
  z
    .object({
      ...questionBase,
      type: z.literal('multipleChoice'),
      options: z.array(surveyOptionSchema).min(SURVEY_LIMITS.optionsMin).max(SURVEY_LIMITS.optionsMax),
      /** Most options a respondent may tick; null for any number. */
      maxSelections: z.number().int().min(1).max(SURVEY_LIMITS.optionsMax).nullable().default(null),
    })
    .strict(),
  z
    .object({
      ...questionBase,
      type: z.literal('freeText'),
      maxLength: z
        .number()
        .int()
        .min(1)
        .max(SURVEY_LIMITS.freeTextMax)
        .default(SURVEY_LIMITS.freeTextDefault),
    })
    .strict(),
  z
    .object({
      ...questionBase,
      type: z.literal('fileUpload'),
      maxBytes: z
        .number()
        .int()
        .min(SURVEY_LIMITS.uploadBytesMin)
        .max(SURVEY_LIMITS.uploadBytesMax)
        .default(SURVEY_LIMITS.uploadBytesDefault),
      accept: z
        .array(z.enum(SURVEY_UPLOAD_KIND_IDS as [SurveyUploadKind, ...SurveyUploadKind[]]))
        .min(1)
        .default(['png', 'jpeg', 'pdf']),
    })
    .strict(),
]);
export type SurveyQuestion = z.output<typeof surveyQuestionSchema>;
export type SurveyQuestionInput = z.input<typeof surveyQuestionSchema>;

export const SURVEY_STATUSES = ['open', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** What the builder sends to create or change a survey (the application is fixed at creation). */
export const surveyInputSchema = z
  .object({
    title: z.string().trim().min(1, 'needs a title').max(SURVEY_LIMITS.titleMax),
    description: z.string().max(SURVEY_LIMITS.descriptionMax).default(''),
    questions: z
      .array(surveyQuestionSchema)
      .min(1, 'needs at least one question')
      .max(SURVEY_LIMITS.questionsMax),
    thankYouText: z
      .string()
      .trim()
      .min(1)
      .max(SURVEY_LIMITS.thankYouMax)
      .default('Thank you for your feedback!'),
    status: z.enum(SURVEY_STATUSES).default('open'),
  })
  .strict()
  .superRefine((survey, ctx) => {
    for (const problem of surveyDefinitionProblems(survey.questions)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
export type SurveyInput = z.input<typeof surveyInputSchema>;
export type SurveyDefinition = z.output<typeof surveyInputSchema>;

export const surveyCreateSchema = z
  .object({ applicationId: vocApplicationIdSchema, survey: surveyInputSchema })
  .strict();

/** A stored survey, as the survey-tool pages read it. */
export const surveySchema = z.object({
  _id: vocIdSchema,
  applicationId: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(surveyQuestionSchema),
  thankYouText: z.string(),
  status: z.enum(SURVEY_STATUSES),
  /** The public page's path, `/survey/{_id}`. */
  publicPath: z.string(),
  responseCount: z.number().int().nonnegative(),
  lastResponseAt: vocTimestampSchema.nullable(),
  createdAt: vocTimestampSchema,
  createdBy: z.string(),
  updatedAt: vocTimestampSchema,
  updatedBy: z.string(),
});
export type Survey = z.output<typeof surveySchema>;

/** The public page's path of a survey. */
export function surveyPublicPath(surveyId: string): string {
  return `/survey/${encodeURIComponent(surveyId)}`;
}
/** The upload page's path of a response. */
export function surveyUploadPath(responseId: string): string {
  return `/upload?id=${encodeURIComponent(responseId)}`;
}

/**
 * What is wrong with a survey's questions beyond each one's shape: repeated keys, repeated option
 * keys, more than one file question, and show-if conditions that do not name an earlier question or
 * do not fit its type.
 */
export function surveyDefinitionProblems(
  questions: readonly SurveyQuestion[],
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const seen = new Map<string, SurveyQuestion>();
  let files = 0;
  questions.forEach((question, index) => {
    if (seen.has(question.id)) {
      problems.push({ path: ['questions', index, 'id'], message: `repeats the question key ${question.id}` });
    }
    if (question.type === 'fileUpload') {
      files += 1;
      if (files > SURVEY_UPLOAD_MAX_FILES) {
        problems.push({
          path: ['questions', index, 'type'],
          message: 'a survey takes one file upload question',
        });
      }
    }
    if ('options' in question) {
      const keys = new Set<string>();
      question.options.forEach((option, optionIndex) => {
        if (keys.has(option.id)) {
          problems.push({
            path: ['questions', index, 'options', optionIndex, 'id'],
            message: `repeats the option key ${option.id}`,
          });
        }
        keys.add(option.id);
      });
      if (question.type === 'multipleChoice' && question.maxSelections !== null) {
        if (question.maxSelections > question.options.length) {
          problems.push({
            path: ['questions', index, 'maxSelections'],
            message: 'allows more selections than there are options',
          });
        }
      }
    }
    if (question.showIf) {
      const problem = showIfProblem(question.showIf, seen.get(question.showIf.questionId));
      if (problem) problems.push({ path: ['questions', index, 'showIf'], message: problem });
    }
    seen.set(question.id, question);
  });
  return problems;
}

function showIfProblem(showIf: SurveyShowIf, target: SurveyQuestion | undefined): string | null {
  if (!target) return `must name an earlier question (${showIf.questionId} is not one)`;
  if (target.type === 'fileUpload') return 'cannot depend on a file upload';
  if (showIf.operator === 'answered') return null;
  if (!('values' in showIf)) {
    if (!(target.type in SURVEY_SCALES)) return `${showIf.operator} needs a scored question`;
    const scale = SURVEY_SCALES[target.type as SurveyScaleType];
    if (showIf.value < scale.min || showIf.value > scale.max) {
      return `the value must be from ${scale.min} to ${scale.max}`;
    }
    return null;
  }
  const allowed = answerKeysOf(target);
  if (!allowed) return `${showIf.operator} cannot compare free text`;
  const unknown = showIf.values.find((value) => !allowed.includes(value));
  return unknown === undefined ? null : `${unknown} is not an answer of ${target.id}`;
}

/** The answers of a question as the show-if logic names them, or null for free text. */
function answerKeysOf(question: SurveyQuestion): string[] | null {
  switch (question.type) {
    case 'singleChoice':
    case 'multipleChoice':
      return question.options.map((option) => option.id);
    case 'success':
      return ['yes', 'no'];
    case 'starRating':
    case 'nps':
    case 'csat': {
      const { min, max } = SURVEY_SCALES[question.type];
      return Array.from({ length: max - min + 1 }, (_unused, i) => String(min + i));
    }
    default:
      return null;
  }
}
