import {
  feedbackIngestItemSchema,
  surveyAnswersCheck,
  surveyFeedbackScores,
  surveyVisibleQuestions,
  type SurveyAnswerValue,
  type SurveyDefinition,
} from '@prism/domain';
import type { Rand } from '@prism/server/src/demo-data/generator-random';
import {
  FEEDBACK_ISSUES,
  feedbackTextCompose,
  type FeedbackTone,
} from '@prism/server/src/demo-data/feedback/feedback-text';
import type { KryptoCipher } from '@prism/server/src/modules/krypto/krypto.cipher';
import type { StoredFeedback } from '@prism/server/src/modules/voc/feedback.repository';
import { newItem } from '@prism/server/src/modules/voc/feedback.service';
import type { NewResponse } from '@prism/server/src/modules/surveys/surveys.repository';

/**
 * What the survey benchmarks (issue 18) share: the demo survey-tool application their surveys
 * belong to, how their respondents score and write, and a response built as the public page's
 * submit stores it, for the loads and references that write rows without the API.
 */

/** The demo catalogue's survey-tool application, with the name and type its feedback items carry. */
export const SURVEY_BENCH_APP = { id: 'CareSurvey@Web@cst_survey', name: 'CareSurvey', type: 'Web' } as const;

/** A respondent's answers by question id, as the public page posts them. */
export type SurveyBenchAnswers = Record<string, SurveyAnswerValue>;

/** A likelihood to recommend (0–10) that agrees with a CSAT of 1–5. */
export const surveyBenchNps = (rand: Rand, csat: number): number =>
  Math.max(0, Math.min(10, Math.round(csat * 2 + rand.normal() * 1.5)));

/** Whether the respondent did what they came for: mostly yes for the satisfied ones. */
export const surveyBenchDone = (rand: Rand, csat: number): boolean => rand.chance(csat >= 4 ? 0.9 : 0.35);

/** A website visitor's text about one demo issue in `tone`; null when nothing was written. */
export function surveyBenchText(rand: Rand, tone: FeedbackTone): string | null {
  return feedbackTextCompose(rand, {
    issues: [rand.pick(FEEDBACK_ISSUES)],
    tone,
    shape: rand.chance(0.2) ? 'short' : 'normal',
    language: 'en',
    audience: 'customer',
    slots: { device: rand.pick(['phone', 'laptop', 'tablet']), app: 'the website' },
  }).text;
}

/**
 * A response as the submit call stores it: the answers checked against the survey, the feedback
 * item of the survey's application they become, and the response row (the first answer of each
 * scored type, whether the upload page asks for a file). Throws on answers the survey refuses:
 * a bench that generates those measures something else.
 */
export function surveyBenchResponse(
  definition: SurveyDefinition,
  raw: SurveyBenchAnswers,
  row: Pick<NewResponse, 'id' | 'surveyId' | 'ts' | 'respondent'>,
  cipher: KryptoCipher,
): { feedback: StoredFeedback; response: NewResponse } {
  const check = surveyAnswersCheck(definition.questions, raw);
  if (!check.ok) throw new Error(`bench answers refused: ${JSON.stringify(check.problems)}`);
  const scores = surveyFeedbackScores(check.answers);
  const item = newItem(
    feedbackIngestItemSchema.parse({
      source: 'surveyTool',
      timestamp: row.ts,
      appName: SURVEY_BENCH_APP.name,
      appType: SURVEY_BENCH_APP.type,
      surveyID: row.surveyId,
      CSAT: scores.CSAT,
      NPS: scores.NPS,
      starRating: scores.starRating,
      SR: scores.SR,
      verbatim: scores.verbatim || null,
      language: row.respondent.language,
    }),
    cipher,
  );
  const first = (type: string) => check.answers.find((answer) => answer.type === type)?.value;
  return {
    feedback: { appId: SURVEY_BENCH_APP.id, item },
    response: {
      ...row,
      feedbackId: item._id,
      answers: check.answers,
      csat: (first('csat') as number | undefined) ?? null,
      nps: (first('nps') as number | undefined) ?? null,
      sr: (first('success') as boolean | undefined) ?? null,
      starRating: (first('starRating') as number | undefined) ?? null,
      wantsFile: surveyVisibleQuestions(definition.questions, raw).some(
        (question) => question.type === 'fileUpload',
      ),
      searchText: scores.verbatim,
    },
  };
}
