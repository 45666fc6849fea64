import type {
  Survey,
  SurveyAnswer,
  SurveyQuestionType,
  SurveyResponse,
  SurveySortField,
} from '@prism/domain';
import { CATEGORY_PATH_SEPARATOR } from '../../../../components/ui/category-picker';

/**
 * The answer columns of the responses table: one per question of the survey (file questions have
 * the File column instead), then one per question the rows answered that the survey no longer
 * has, by the label stored with the answer, so answers given before an edit stay readable.
 */

export interface SurveyAnswerColumn {
  questionId: string;
  label: string;
  type: SurveyQuestionType;
  /** The sort of this column's header: the first CSAT, NPS, success and star-rating questions. */
  sortField: SurveySortField | null;
}

/** The sort field a question's answers order by, for the first question of each scored type. */
const SORT_OF_TYPE: Partial<Record<SurveyQuestionType, SurveySortField>> = {
  csat: 'CSAT',
  nps: 'NPS',
  success: 'SR',
  starRating: 'starRating',
};

/** The answer columns for a survey and the rows on screen, in the survey's order. */
export function surveyAnswerColumns(
  survey: Pick<Survey, 'questions'>,
  rows: readonly Pick<SurveyResponse, 'responses'>[],
): SurveyAnswerColumn[] {
  const sorted = new Set<SurveySortField>();
  const columns: SurveyAnswerColumn[] = [];
  const add = (questionId: string, label: string, type: SurveyQuestionType) => {
    const candidate = SORT_OF_TYPE[type];
    const sortField = candidate && !sorted.has(candidate) ? candidate : null;
    if (sortField) sorted.add(sortField);
    columns.push({ questionId, label, type, sortField });
  };
  for (const question of survey.questions) {
    if (question.type !== 'fileUpload') add(question.id, question.label, question.type);
  }
  const known = new Set(survey.questions.map((question) => question.id));
  for (const row of rows) {
    for (const answer of row.responses) {
      if (known.has(answer.questionId) || answer.type === 'fileUpload') continue;
      known.add(answer.questionId);
      add(answer.questionId, answer.label, answer.type);
    }
  }
  return columns;
}

/** A response's answer to a question, if it gave one. */
export function surveyAnswerOf(
  response: Pick<SurveyResponse, 'responses'>,
  questionId: string,
): SurveyAnswer | undefined {
  return response.responses.find((answer) => answer.questionId === questionId);
}

/** True when the survey takes a file, or a row carries one (the File column is shown). */
export function surveyHasFileColumn(
  survey: Pick<Survey, 'questions'>,
  rows: readonly Pick<SurveyResponse, 'fileUploads' | 'awaitingUpload'>[],
): boolean {
  return (
    survey.questions.some((question) => question.type === 'fileUpload') ||
    rows.some((row) => row.fileUploads.length > 0 || row.awaitingUpload)
  );
}

/** Confidence as a whole percentage (`0.874` → `87%`). */
export function surveyConfidenceLabel(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** A category with its trail, as one line: `Billing › Payments › Late fee`. */
export function surveyCategoryLabel(category: { category: string; trail: string }): string {
  return category.trail
    ? `${category.trail}${CATEGORY_PATH_SEPARATOR}${category.category}`
    : category.category;
}
