import { surveyVisibleQuestions, type SurveyAnswerValue, type SurveyQuestion } from '@prism/domain';

/** The respondent's answers so far, by question key (kept for hidden questions, should they return). */
export type SurveyAnswers = Readonly<Record<string, SurveyAnswerValue>>;

function blank(value: SurveyAnswerValue | undefined): boolean {
  return (
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The answers a send carries: those of the questions shown for them, none left empty, never a file
 * (it comes on the upload page). An answer to a question the respondent no longer sees is not sent,
 * as the server would refuse it.
 */
export function surveySubmissionAnswers(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
): Record<string, SurveyAnswerValue> {
  const sent: Record<string, SurveyAnswerValue> = {};
  for (const question of surveyVisibleQuestions(questions, answers)) {
    const value = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (question.type === 'fileUpload' || blank(value)) continue;
    sent[question.id] = value!;
  }
  return sent;
}

/** "PNG image, JPEG image or PDF document". */
export function surveyOrList(items: readonly string[]): string {
  return new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(items);
}
