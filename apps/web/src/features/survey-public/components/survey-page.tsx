import { SURVEY_MSG, type SurveyAnswerProblem, type SurveyAnswerValue } from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorIs } from '../../../lib/api-client';
import { usePublicSurvey } from '../api/public-survey';
import { useSurveyDisplay } from '../api/survey-display';
import { useSurveyResponseSend } from '../api/survey-response';
import { SURVEY_LOAD_RETRY, surveySendFailure } from '../lib/survey-send-failure';
import { SurveyForm } from './survey-form';
import { SurveyFrame, SurveyHeading, SurveyLoading, SurveyNotice } from './survey-frame';

/** What the upload page may say once the answers are stored. */
export interface SurveyThanks {
  surveyTitle: string;
  thankYouText: string;
}

export interface SurveyPageProps {
  surveyId: string;
  /** The answers are stored and the survey asks for a file: go on to the upload page at `uploadPath`. */
  onUploadNext: (uploadPath: string, thanks: SurveyThanks) => void;
}

export const SURVEY_TITLES = {
  closed: 'This survey is closed',
  unknown: 'Survey not found',
  sent: 'Your answers are sent',
  loadFailed: 'The survey could not be loaded',
} as const;

/** A survey that cannot take answers, whatever the reason it learnt that. */
export function SurveyClosed() {
  return (
    <SurveyNotice tone="info" title={SURVEY_TITLES.closed}>
      <p>{SURVEY_MSG.closed}</p>
    </SurveyNotice>
  );
}

export function SurveyUnknown() {
  return (
    <SurveyNotice tone="info" title={SURVEY_TITLES.unknown}>
      <p>{SURVEY_MSG.unknown}</p>
    </SurveyNotice>
  );
}

/**
 * The public page of a survey (`/survey/:surveyId`): loads it, counts its display, takes the
 * answers and sends them; then thanks the respondent, or hands over to the upload page when the
 * survey asks for a file. A closed or unknown survey says so, before or after the send.
 */
export function SurveyPage({ surveyId, onUploadNext }: SurveyPageProps) {
  const survey = usePublicSurvey(surveyId);
  const open = survey.data?.status === 'open';
  const displayId = useSurveyDisplay(surveyId, open);
  const send = useSurveyResponseSend(surveyId);
  const [outcome, setOutcome] = useState<'closed' | 'unknown' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [thankYouText, setThankYouText] = useState<string | null>(null);

  if (survey.isPending) {
    return (
      <SurveyFrame>
        <SurveyLoading label="Loading the survey…" />
      </SurveyFrame>
    );
  }
  if (survey.isError) {
    if (apiErrorIs(survey.error, 404)) {
      return (
        <SurveyFrame>
          <SurveyUnknown />
        </SurveyFrame>
      );
    }
    return (
      <SurveyFrame>
        <SurveyNotice
          tone="problem"
          title={SURVEY_TITLES.loadFailed}
          actions={
            <Button variant="secondary" onClick={() => void survey.refetch()} disabled={survey.isFetching}>
              Try again
            </Button>
          }
        >
          <p>{apiErrorIs(survey.error, 429) ? SURVEY_MSG.rateLimited : SURVEY_LOAD_RETRY}</p>
        </SurveyNotice>
      </SurveyFrame>
    );
  }

  const { title, description } = survey.data;
  const sendAnswers = async (
    answers: Record<string, SurveyAnswerValue>,
  ): Promise<readonly SurveyAnswerProblem[]> => {
    setFailure(null);
    try {
      const receipt = await send.mutateAsync({ answers, displayId });
      if (receipt.uploadPath)
        onUploadNext(receipt.uploadPath, { surveyTitle: title, thankYouText: receipt.thankYouText });
      else setThankYouText(receipt.thankYouText);
      return [];
    } catch (error) {
      const failed = surveySendFailure(error);
      if (failed.kind === 'problems') return failed.problems;
      if (failed.kind === 'retry') setFailure(failed.message);
      else setOutcome(failed.kind);
      return [];
    }
  };

  let body;
  if (outcome === 'unknown') body = <SurveyUnknown />;
  else if (outcome === 'closed' || !open) body = <SurveyClosed />;
  else if (thankYouText !== null) {
    body = (
      <SurveyNotice tone="done" title={SURVEY_TITLES.sent} focusOnShow>
        <p>{thankYouText}</p>
      </SurveyNotice>
    );
  } else {
    body = (
      <>
        <SurveyHeading title={title} description={description} />
        <SurveyForm survey={survey.data} sending={send.isPending} failure={failure} onSend={sendAnswers} />
      </>
    );
  }
  return <SurveyFrame>{body}</SurveyFrame>;
}
