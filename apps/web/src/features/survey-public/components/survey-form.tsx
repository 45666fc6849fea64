import {
  surveyAnswersCheck,
  surveyVisibleQuestions,
  type PublicSurvey,
  type SurveyAnswerProblem,
  type SurveyAnswerValue,
} from '@prism/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { surveySubmissionAnswers, type SurveyAnswers } from '../lib/survey-answers';
import { SurveyQuestionField } from './survey-question';
import styles from './survey-form.module.css';

export interface SurveyFormProps {
  survey: PublicSurvey;
  sending: boolean;
  /** Why the last send failed when the answers are not at fault (offline, rate limit); they are kept. */
  failure: string | null;
  /**
   * Sends answers that passed the page's check; resolves to the server's problems with them, to show
   * at their questions (none when it took them, or when it failed for another reason).
   */
  onSend: (answers: Record<string, SurveyAnswerValue>) => Promise<readonly SurveyAnswerProblem[]>;
}

/** Where focus goes in a question that needs attention: its chosen option, else its first control. */
function focusInto(element: HTMLElement | null): void {
  const target =
    element?.querySelector<HTMLElement>('input:checked') ??
    element?.querySelector<HTMLElement>('input, textarea') ??
    element;
  target?.focus();
}

/**
 * The survey's questions, shown as the answers so far allow (show-if), checked with the server's
 * own rules before anything is sent; a problem is shown at its question and focus moves to the
 * first one.
 */
export function SurveyForm({ survey, sending, failure, onSend }: SurveyFormProps) {
  const idBase = useId();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  /** Problems the server named for questions the page does not show. */
  const [otherProblems, setOtherProblems] = useState<readonly string[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  /** A send was refused for its answers: the count of those still wrong shows by the button. */
  const [refused, setRefused] = useState(false);
  const visible = surveyVisibleQuestions(survey.questions, answers);
  const questionId = (key: string) => `${idBase}-q-${key}`;

  // Only a refused send moves focus (to its first problem), never an edit of the answers.
  const firstErrorRef = useRef<string | null>(null);
  useEffect(() => {
    if (focusRequest > 0 && firstErrorRef.current) focusInto(document.getElementById(firstErrorRef.current));
  }, [focusRequest]);

  const showProblems = (problems: readonly SurveyAnswerProblem[]) => {
    const shown = new Set(visible.map((question) => question.id));
    const byQuestion: Record<string, string> = {};
    const others: string[] = [];
    for (const problem of problems) {
      if (shown.has(problem.questionId)) byQuestion[problem.questionId] ??= problem.message;
      else others.push(problem.message);
    }
    setErrors(byQuestion);
    setOtherProblems(others);
    setRefused(true);
    const first = visible.find((question) => byQuestion[question.id]);
    firstErrorRef.current = first ? questionId(first.id) : null;
    setFocusRequest((count) => count + 1);
  };

  const answer = (key: string, value: SurveyAnswerValue) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const problemAt = (key: string, message: string | null) =>
    setErrors(({ [key]: _replaced, ...rest }) => (message ? { ...rest, [key]: message } : rest));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const sent = surveySubmissionAnswers(survey.questions, answers);
    const check = surveyAnswersCheck(survey.questions, sent);
    if (!check.ok) {
      showProblems(check.problems);
      return;
    }
    setErrors({});
    setOtherProblems([]);
    setRefused(false);
    const problems = await onSend(sent);
    if (problems.length > 0) showProblems(problems);
  };

  const errorCount = Object.keys(errors).length + otherProblems.length;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {visible.map((question) => (
        <SurveyQuestionField
          key={question.id}
          id={questionId(question.id)}
          question={question}
          value={Object.hasOwn(answers, question.id) ? answers[question.id] : undefined}
          error={errors[question.id]}
          onChange={(value) => answer(question.id, value)}
          onProblem={(message) => problemAt(question.id, message)}
        />
      ))}
      <div className={styles.footer}>
        {otherProblems.length > 0 || failure ? (
          <div className={styles.failure} role="alert">
            {failure ? <p>{failure}</p> : null}
            {otherProblems.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : refused && errorCount > 0 ? (
          <p className={styles.summary}>
            {errorCount === 1
              ? 'One answer needs your attention.'
              : `${errorCount} answers need your attention.`}
          </p>
        ) : null}
        <Button type="submit" disabled={sending} aria-busy={sending || undefined} className={styles.send}>
          {sending ? 'Sending…' : failure ? 'Try again' : 'Send answers'}
        </Button>
      </div>
    </form>
  );
}
