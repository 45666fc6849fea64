import {
  SURVEY_LIMITS,
  SURVEY_SCALES,
  bytesLabel,
  surveyInputSchema,
  type Survey,
  type SurveyInput,
  type SurveyOption,
  type SurveyQuestion,
  type SurveyQuestionInput,
  type SurveyQuestionType,
  type SurveyScaleType,
  type SurveyShowIf,
  type SurveyStatus,
  type SurveyUploadKind,
} from '@prism/domain';
import type { z } from 'zod';

/**
 * The builder's working copy of a survey and the edits it offers, kept pure so that each rule
 * (stable keys, show-if rules that follow their question, options pruned from conditions) is tested
 * without a browser. Number settings are held as the text typed, so a half-typed value stays on
 * screen and the survey schema says what is wrong with it.
 */

/** One question as the builder edits it: every type's settings side by side, only its own sent. */
export interface QuestionDraft {
  /** Generated once, kept through edits, so answers already given stay readable. */
  id: string;
  type: SurveyQuestionType;
  label: string;
  help: string;
  required: boolean;
  showIf: SurveyShowIf | null;
  /** Single and multiple choice. */
  options: SurveyOption[];
  /** Multiple choice: the most a respondent may tick; empty for any number. */
  maxSelections: string;
  /** Free text: the longest answer in characters. */
  maxLength: string;
  /** File upload: the largest file in MB. */
  maxMegabytes: string;
  accept: SurveyUploadKind[];
}

export interface SurveyDraft {
  title: string;
  description: string;
  thankYouText: string;
  status: SurveyStatus;
  questions: QuestionDraft[];
}

const MB = 1024 * 1024;
const DEFAULT_THANK_YOU = 'Thank you for your feedback!';
const DEFAULT_ACCEPT: SurveyUploadKind[] = ['png', 'jpeg', 'pdf'];

/** Whether answers of this type are picked from options. */
export function questionHasOptions(type: SurveyQuestionType): type is 'singleChoice' | 'multipleChoice' {
  return type === 'singleChoice' || type === 'multipleChoice';
}

/** Whether this type is answered on a score scale (star rating, NPS, CSAT). */
export function questionIsScored(type: SurveyQuestionType): type is SurveyScaleType {
  return type in SURVEY_SCALES;
}

/** Bytes as the MB text the builder shows; seven decimals give the same bytes back. */
export function megabytesText(bytes: number): string {
  return String(Number((bytes / MB).toFixed(7)));
}

/** A number typed in a box: NaN for an empty or unreadable box (the schema then says so). */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * A new question or option key: the prefix and five random letters or digits, none already taken
 * (36^5 keys, so a key of a question removed earlier is practically never given again).
 */
export function surveyKeyNew(prefix: 'q' | 'o', taken: ReadonlySet<string>): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(5));
    const key = prefix + Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
    if (!taken.has(key)) return key;
  }
}

const questionIds = (questions: readonly QuestionDraft[]) =>
  new Set(questions.map((question) => question.id));

/** A question of `type` as the builder adds it, with each setting at its default. */
export function questionDraftNew(type: SurveyQuestionType, takenIds: ReadonlySet<string>): QuestionDraft {
  const options: SurveyOption[] = [];
  if (questionHasOptions(type)) {
    for (let i = 0; i < SURVEY_LIMITS.optionsMin; i += 1) {
      options.push({ id: surveyKeyNew('o', new Set(options.map((option) => option.id))), label: '' });
    }
  }
  return {
    id: surveyKeyNew('q', takenIds),
    type,
    label: '',
    help: '',
    // Scores and choices are the point of a survey; text and files are asked, not demanded.
    required: type !== 'freeText' && type !== 'fileUpload',
    showIf: null,
    options,
    maxSelections: '',
    maxLength: String(SURVEY_LIMITS.freeTextDefault),
    maxMegabytes: megabytesText(SURVEY_LIMITS.uploadBytesDefault),
    accept: [...DEFAULT_ACCEPT],
  };
}

/** A new survey: the default thank-you text, open, no questions yet. */
export function surveyDraftNew(): SurveyDraft {
  return { title: '', description: '', thankYouText: DEFAULT_THANK_YOU, status: 'open', questions: [] };
}

function questionDraftOf(question: SurveyQuestion): QuestionDraft {
  const base = questionDraftNew(question.type, new Set());
  const draft: QuestionDraft = {
    ...base,
    id: question.id,
    label: question.label,
    help: question.help,
    required: question.required,
    showIf: question.showIf,
    options: [],
  };
  switch (question.type) {
    case 'singleChoice':
      return { ...draft, options: question.options };
    case 'multipleChoice':
      return {
        ...draft,
        options: question.options,
        maxSelections: question.maxSelections === null ? '' : String(question.maxSelections),
      };
    case 'freeText':
      return { ...draft, maxLength: String(question.maxLength) };
    case 'fileUpload':
      return { ...draft, maxMegabytes: megabytesText(question.maxBytes), accept: question.accept };
    default:
      return draft;
  }
}

/** A stored survey as the builder edits it: every key kept. */
export function surveyDraftOf(survey: Survey): SurveyDraft {
  return {
    title: survey.title,
    description: survey.description,
    thankYouText: survey.thankYouText,
    status: survey.status,
    questions: survey.questions.map(questionDraftOf),
  };
}

function questionInputOf(question: QuestionDraft): SurveyQuestionInput {
  const base = {
    id: question.id,
    label: question.label,
    help: question.help,
    required: question.required,
    showIf: question.showIf,
  };
  switch (question.type) {
    case 'singleChoice':
      return { ...base, type: question.type, options: question.options };
    case 'multipleChoice':
      return {
        ...base,
        type: question.type,
        options: question.options,
        maxSelections: question.maxSelections.trim() === '' ? null : numberOf(question.maxSelections),
      };
    case 'freeText':
      return { ...base, type: question.type, maxLength: numberOf(question.maxLength) };
    case 'fileUpload': {
      const megabytes = numberOf(question.maxMegabytes);
      return {
        ...base,
        type: question.type,
        maxBytes: Number.isNaN(megabytes) ? megabytes : Math.round(megabytes * MB),
        accept: question.accept,
      };
    }
    default:
      return { ...base, type: question.type };
  }
}

/** What the builder sends: each question with only its type's settings. */
export function surveyDraftInput(draft: SurveyDraft): SurveyInput {
  return {
    title: draft.title,
    description: draft.description,
    thankYouText: draft.thankYouText,
    status: draft.status,
    questions: draft.questions.map(questionInputOf),
  };
}

/** The draft with one question changed. */
export function surveyDraftQuestionSet(
  draft: SurveyDraft,
  index: number,
  change: (question: QuestionDraft) => QuestionDraft,
): SurveyDraft {
  return {
    ...draft,
    questions: draft.questions.map((question, i) => (i === index ? change(question) : question)),
  };
}

/** Adds a question of `type` at the end; answers the new draft and the new question's key. */
export function surveyDraftAdd(
  draft: SurveyDraft,
  type: SurveyQuestionType,
): { draft: SurveyDraft; id: string } {
  const question = questionDraftNew(type, questionIds(draft.questions));
  return { draft: { ...draft, questions: [...draft.questions, question] }, id: question.id };
}

/** Whether another question of `type` may be added (a survey takes one file upload question). */
export function surveyDraftCanAdd(draft: SurveyDraft, type: SurveyQuestionType): boolean {
  if (draft.questions.length >= SURVEY_LIMITS.questionsMax) return false;
  return type !== 'fileUpload' || !draft.questions.some((question) => question.type === 'fileUpload');
}

/** Moves a question one place up (-1) or down (1); its show-if rule and those naming it stay. */
export function surveyDraftMove(draft: SurveyDraft, index: number, by: -1 | 1): SurveyDraft {
  const to = index + by;
  if (to < 0 || to >= draft.questions.length) return draft;
  const questions = [...draft.questions];
  [questions[index], questions[to]] = [questions[to]!, questions[index]!];
  return { ...draft, questions };
}

/**
 * Copies a question right below it under a new key (its options keep theirs: they are only unique
 * within a question); answers the new draft and the copy's key.
 */
export function surveyDraftDuplicate(draft: SurveyDraft, index: number): { draft: SurveyDraft; id: string } {
  const original = draft.questions[index];
  if (!original) return { draft, id: '' };
  const copy: QuestionDraft = { ...original, id: surveyKeyNew('q', questionIds(draft.questions)) };
  const questions = [...draft.questions];
  questions.splice(index + 1, 0, copy);
  return { draft: { ...draft, questions }, id: copy.id };
}

/** The questions whose show-if rule names `questionId`. */
export function surveyDraftDependents(
  questions: readonly QuestionDraft[],
  questionId: string,
): QuestionDraft[] {
  return questions.filter((question) => question.showIf?.questionId === questionId);
}

/** Removes a question; the show-if rules that named it go with it (those questions then always show). */
export function surveyDraftRemove(draft: SurveyDraft, index: number): SurveyDraft {
  const removed = draft.questions[index];
  if (!removed) return draft;
  return {
    ...draft,
    questions: draft.questions
      .filter((_question, i) => i !== index)
      .map((question) =>
        question.showIf?.questionId === removed.id ? { ...question, showIf: null } : question,
      ),
  };
}

/** Removes an option; the show-if rules comparing with it forget it. */
export function surveyDraftRemoveOption(draft: SurveyDraft, index: number, optionIndex: number): SurveyDraft {
  const question = draft.questions[index];
  const option = question?.options[optionIndex];
  if (!question || !option) return draft;
  return {
    ...draft,
    questions: draft.questions.map((candidate, i) => {
      if (i === index)
        return { ...candidate, options: candidate.options.filter((_option, j) => j !== optionIndex) };
      const showIf = candidate.showIf;
      if (showIf?.questionId !== question.id || !('values' in showIf)) return candidate;
      return {
        ...candidate,
        showIf: { ...showIf, values: showIf.values.filter((value) => value !== option.id) },
      };
    }),
  };
}

/** Adds an empty option under a new key. */
export function questionOptionAdd(question: QuestionDraft): QuestionDraft {
  const id = surveyKeyNew('o', new Set(question.options.map((option) => option.id)));
  return { ...question, options: [...question.options, { id, label: '' }] };
}

/** Moves an option one place up (-1) or down (1). */
export function questionOptionMove(question: QuestionDraft, optionIndex: number, by: -1 | 1): QuestionDraft {
  const to = optionIndex + by;
  if (to < 0 || to >= question.options.length) return question;
  const options = [...question.options];
  [options[optionIndex], options[to]] = [options[to]!, options[optionIndex]!];
  return { ...question, options };
}

/* Show-if */

export type ShowIfOperator = SurveyShowIf['operator'];

/** How each operator reads after the question it names. */
export const SHOW_IF_OPERATOR_LABELS: Readonly<Record<ShowIfOperator, string>> = {
  anyOf: 'is any of',
  noneOf: 'is none of',
  atLeast: 'is at least',
  atMost: 'is at most',
  answered: 'is answered',
};

/** The questions a question's show-if rule may name: those before it, other than file uploads. */
export function showIfTargets(questions: readonly QuestionDraft[], index: number): QuestionDraft[] {
  return questions.slice(0, index).filter((question) => question.type !== 'fileUpload');
}

/** The operators that fit a question's type (free text can only be answered or not). */
export function showIfOperators(type: SurveyQuestionType): ShowIfOperator[] {
  if (questionIsScored(type)) return ['atMost', 'atLeast', 'anyOf', 'noneOf', 'answered'];
  if (type === 'freeText') return ['answered'];
  if (type === 'fileUpload') return [];
  return ['anyOf', 'noneOf', 'answered'];
}

/** The answers a rule compares with: options, yes and no, or each score; none for free text. */
export function showIfAnswers(target: QuestionDraft): { value: string; label: string }[] {
  if (questionHasOptions(target.type))
    return target.options.map((option, i) => ({
      value: option.id,
      label: option.label.trim() || `Option ${i + 1}`,
    }));
  if (target.type === 'success')
    return [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ];
  if (questionIsScored(target.type)) {
    const { min, max } = SURVEY_SCALES[target.type];
    return Array.from({ length: max - min + 1 }, (_unused, i) => ({
      value: String(min + i),
      label: String(min + i),
    }));
  }
  return [];
}

/**
 * A rule on `target` with `operator`, keeping the values of `previous` that still fit: a score
 * rule starts at the middle of the scale ("show if the rating is at most 3"), a list rule empty.
 */
export function showIfFor(
  target: QuestionDraft,
  operator: ShowIfOperator = showIfOperators(target.type)[0] ?? 'answered',
  previous: SurveyShowIf | null = null,
): SurveyShowIf {
  const questionId = target.id;
  const same = previous?.questionId === target.id ? previous : null;
  if (operator === 'answered') return { questionId, operator };
  if (operator === 'atLeast' || operator === 'atMost') {
    const { min, max } = SURVEY_SCALES[target.type as SurveyScaleType] ?? { min: 0, max: 0 };
    const value = same && 'value' in same ? same.value : Math.floor((min + max) / 2);
    return { questionId, operator, value };
  }
  const allowed = new Set(showIfAnswers(target).map((answer) => answer.value));
  const values = same && 'values' in same ? same.values.filter((value) => allowed.has(value)) : [];
  return { questionId, operator, values };
}

/* Problems */

/** Where the builder shows a problem: the key of the field (`title`, `questions.2.options.1`). */
export function surveyIssueField(path: readonly PropertyKey[]): string {
  const [root, index, field, optionIndex] = path;
  if (root !== 'questions') return root === undefined ? 'survey' : String(root);
  if (index === undefined) return 'questions';
  const question = `questions.${String(index)}`;
  if (field === 'options' && optionIndex !== undefined) return `${question}.options.${String(optionIndex)}`;
  const shown = ['label', 'help', 'options', 'maxSelections', 'maxLength', 'maxBytes', 'accept', 'showIf'];
  return typeof field === 'string' && shown.includes(field) ? `${question}.${field}` : question;
}

const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** Keys and operator names in the survey schema's own messages, in the words the builder shows. */
function namesIn(message: string, draft: SurveyDraft): string {
  const questionNumbers = new Map(draft.questions.map((question, i) => [question.id, `question ${i + 1}`]));
  const optionLabels = new Map(
    draft.questions.flatMap((question) =>
      question.options.map(
        (option, i) => [option.id, `“${option.label.trim() || `Option ${i + 1}`}”`] as const,
      ),
    ),
  );
  return message.replace(/[A-Za-z0-9_-]+/g, (word) => {
    if (word in SHOW_IF_OPERATOR_LABELS) return `“${SHOW_IF_OPERATOR_LABELS[word as ShowIfOperator]}”`;
    return questionNumbers.get(word) ?? optionLabels.get(word) ?? word;
  });
}

/** One schema issue as the builder words it beside its field. */
export function surveyIssueText(issue: z.core.$ZodIssue, draft: SurveyDraft): string {
  const last = issue.path.at(-1);
  const own = !/^(Too small|Too big|Invalid)/.test(issue.message);
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const small = issue.code === 'too_small';
    const limit = Number(small ? issue.minimum : issue.maximum);
    if (own) return sentence(namesIn(issue.message, draft));
    if (issue.origin === 'string')
      return small
        ? sentence('cannot be empty')
        : sentence(`keep it to ${limit.toLocaleString('en-US')} characters`);
    if (issue.origin === 'array') {
      if (last === 'options')
        return sentence(`${small ? 'needs at least' : 'takes at most'} ${limit} options`);
      if (last === 'accept') return sentence('choose at least one kind of file');
      if (last === 'values') return sentence('choose at least one answer');
      return sentence(`${small ? 'needs at least' : 'takes at most'} ${limit}`);
    }
    if (last === 'maxBytes') return sentence(`allow ${small ? 'at least' : 'at most'} ${bytesLabel(limit)}`);
    return sentence(`must be ${small ? 'at least' : 'at most'} ${limit.toLocaleString('en-US')}`);
  }
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int'))
    return sentence('needs a whole number');
  return sentence(namesIn(issue.message, draft));
}

/** A problem the builder found, at its field. */
export interface SurveyDraftProblem {
  field: string;
  message: string;
}

/**
 * Checks the draft with the survey schema the server uses: null when it may be sent, else every
 * problem in the order of the fields (the first one each field has).
 */
export function surveyDraftProblems(draft: SurveyDraft): SurveyDraftProblem[] | null {
  const result = surveyInputSchema.safeParse(surveyDraftInput(draft));
  if (result.success) return null;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = surveyIssueField(issue.path);
    if (!byField.has(field)) byField.set(field, surveyIssueText(issue, draft));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** How a question is named in lists: its number and text. */
export function questionName(question: QuestionDraft, index: number): string {
  return `${index + 1}. ${question.label.trim() || '(no text yet)'}`;
}

const QUESTION_FIELD_NAMES: Readonly<Record<string, string>> = {
  label: 'question text',
  help: 'help text',
  options: 'options',
  maxSelections: 'most choices',
  maxLength: 'longest answer',
  maxBytes: 'largest file',
  accept: 'accepted kinds of file',
  showIf: 'show-if rule',
};
const SURVEY_FIELD_NAMES: Readonly<Record<string, string>> = {
  survey: 'Survey',
  title: 'Title',
  description: 'Description',
  thankYouText: 'Thank-you text',
  status: 'State',
  questions: 'Questions',
};

/** How the list of problems names a field (`Question 2, option 1`). */
export function surveyFieldName(field: string): string {
  const [root, index, part, optionIndex] = field.split('.');
  if (root !== 'questions' || index === undefined) return SURVEY_FIELD_NAMES[field] ?? field;
  const question = `Question ${Number(index) + 1}`;
  if (part === undefined) return question;
  if (part === 'options' && optionIndex !== undefined)
    return `${question}, option ${Number(optionIndex) + 1}`;
  return `${question}, ${QUESTION_FIELD_NAMES[part] ?? part}`;
}
