import { SURVEY_MSG, type SurveyAnswerProblem } from '@prism/domain';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** What a refused send leads to on the survey page. */
export type SurveySendFailure =
  | { kind: 'problems'; problems: SurveyAnswerProblem[] }
  | { kind: 'closed' }
  | { kind: 'unknown' }
  | { kind: 'retry'; message: string };

const answerProblemSchema = z.object({ questionId: z.string(), message: z.string() });
/** A 400's answer problems: `[{questionId, message}]`, or the same under `problems`. */
const answerProblemsSchema = z.union([
  z.array(answerProblemSchema).min(1),
  z.object({ problems: z.array(answerProblemSchema).min(1) }).transform(({ problems }) => problems),
]);
/** A 400 of the body's schema: `[{path: ['answers', questionId, …], message}]`. */
const schemaProblemsSchema = z.array(z.object({ path: z.array(z.unknown()), message: z.string() }));

function problemsOf(details: unknown): SurveyAnswerProblem[] | null {
  const answers = answerProblemsSchema.safeParse(details);
  if (answers.success) return answers.data;
  const schema = schemaProblemsSchema.safeParse(details);
  if (!schema.success) return null;
  const problems = schema.data.flatMap(({ path, message }) =>
    path[0] === 'answers' && typeof path[1] === 'string' ? [{ questionId: path[1], message }] : [],
  );
  return problems.length > 0 ? problems : null;
}

/** Said when a public page could not load for a reason that may pass. */
export const SURVEY_LOAD_RETRY = 'Check your connection and try again.';

/** Said when answers could not be sent for a reason the respondent cannot fix but may retry. */
export const SURVEY_SEND_RETRY = 'Your answers could not be sent. They are kept here: please try again.';
export const SURVEY_SEND_OFFLINE =
  'Your answers could not be sent: the connection failed. They are kept here: please try again.';

/**
 * Reads a refused response: a 400's problems go to their questions, 409 is a survey closed meanwhile,
 * 404 one removed, 429 the rate limit; anything else keeps the answers for another try.
 */
export function surveySendFailure(error: unknown): SurveySendFailure {
  if (!(error instanceof ApiError)) return { kind: 'retry', message: SURVEY_SEND_RETRY };
  switch (error.status) {
    case 400: {
      const problems = problemsOf(error.details);
      return problems
        ? { kind: 'problems', problems }
        : { kind: 'retry', message: `${SURVEY_SEND_RETRY} (${error.message})` };
    }
    case 404:
      return { kind: 'unknown' };
    case 409:
      return { kind: 'closed' };
    case 429:
      return { kind: 'retry', message: SURVEY_MSG.rateLimited };
    case 0:
      return { kind: 'retry', message: SURVEY_SEND_OFFLINE };
    default:
      return { kind: 'retry', message: SURVEY_SEND_RETRY };
  }
}
