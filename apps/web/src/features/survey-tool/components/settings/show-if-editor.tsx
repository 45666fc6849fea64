import { SURVEY_SCALES, type SurveyScaleType, type SurveyShowIf } from '@prism/domain';
import { useId } from 'react';
import { FieldError } from './builder-field';
import {
  SHOW_IF_OPERATOR_LABELS,
  questionIsScored,
  questionName,
  showIfAnswers,
  showIfFor,
  showIfOperators,
  showIfTargets,
  type QuestionDraft,
  type ShowIfOperator,
} from './survey-draft';
import styles from './survey-settings.module.css';

export interface ShowIfEditorProps {
  questions: readonly QuestionDraft[];
  index: number;
  /** The survey schema's problem with the rule. */
  error?: string | null;
  onChange: (showIf: SurveyShowIf | null) => void;
}

/**
 * "Show only if" an earlier question's answer meets a condition: the picker lists only earlier
 * questions other than file uploads, the conditions those that fit the chosen question's type, and
 * the answers its options, yes and no, or its scores.
 */
export function ShowIfEditor({ questions, index, error, onChange }: ShowIfEditorProps) {
  const ids = { toggle: useId(), error: useId(), answers: useId() };
  const question = questions[index];
  if (!question || index === 0) return null;
  const showIf = question.showIf;
  const targets = showIfTargets(questions, index);
  const number = index + 1;
  const targetIndex = showIf ? questions.findIndex((candidate) => candidate.id === showIf.questionId) : -1;
  const target = questions[targetIndex];
  const notEarlier = showIf !== null && !targets.some((candidate) => candidate.id === showIf.questionId);
  const warning = notEarlier
    ? target
      ? `Question ${targetIndex + 1} now comes after this one: choose an earlier question.`
      : 'The question this depended on is gone: choose another.'
    : null;
  const problem = warning ?? error ?? null;
  const describedBy = problem ? ids.error : undefined;

  const toggle = (on: boolean) => {
    const nearest = targets.at(-1);
    onChange(on && nearest ? showIfFor(nearest) : null);
  };

  return (
    <div className={styles.showIf} role="group" aria-label={`Show-if rule of question ${number}`}>
      <label className={styles.check} htmlFor={ids.toggle}>
        <input
          id={ids.toggle}
          type="checkbox"
          checked={showIf !== null}
          disabled={showIf === null && targets.length === 0}
          onChange={(event) => toggle(event.target.checked)}
        />
        Show only if an earlier answer meets a condition
      </label>
      {showIf === null && targets.length === 0 ? (
        <p className={styles.hint}>Needs an earlier question that is not a file upload.</p>
      ) : null}
      {showIf ? (
        <div className={styles.showIfRow}>
          <select
            className={styles.select}
            aria-label={`Question ${number} shows only if this question`}
            value={showIf.questionId}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const next = targets.find((candidate) => candidate.id === event.target.value);
              if (!next) return;
              const operator = showIfOperators(next.type).includes(showIf.operator)
                ? showIf.operator
                : undefined;
              onChange(showIfFor(next, operator, showIf));
            }}
          >
            {targets.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {questionName(candidate, questions.indexOf(candidate))}
              </option>
            ))}
            {notEarlier ? (
              <option value={showIf.questionId} disabled>
                {target
                  ? `${questionName(target, targetIndex)} (now after this one)`
                  : '(a removed question)'}
              </option>
            ) : null}
          </select>
          {target ? (
            <>
              <select
                className={styles.select}
                aria-label="Condition"
                value={showIf.operator}
                onChange={(event) =>
                  onChange(showIfFor(target, event.target.value as ShowIfOperator, showIf))
                }
              >
                {showIfOperators(target.type).map((operator) => (
                  <option key={operator} value={operator}>
                    {SHOW_IF_OPERATOR_LABELS[operator]}
                  </option>
                ))}
              </select>
              <ShowIfValues target={target} showIf={showIf} legendId={ids.answers} onChange={onChange} />
            </>
          ) : null}
        </div>
      ) : null}
      <FieldError id={ids.error} message={problem} />
    </div>
  );
}

function ShowIfValues({
  target,
  showIf,
  legendId,
  onChange,
}: {
  target: QuestionDraft;
  showIf: SurveyShowIf;
  legendId: string;
  onChange: (showIf: SurveyShowIf) => void;
}) {
  if ('value' in showIf && questionIsScored(target.type)) {
    const { min, max } = SURVEY_SCALES[target.type as SurveyScaleType];
    return (
      <select
        className={styles.select}
        aria-label="Score"
        value={showIf.value}
        onChange={(event) => onChange({ ...showIf, value: Number(event.target.value) })}
      >
        {Array.from({ length: max - min + 1 }, (_unused, i) => min + i).map((score) => (
          <option key={score} value={score}>
            {score}
          </option>
        ))}
      </select>
    );
  }
  if (!('values' in showIf)) return null;
  const answers = showIfAnswers(target);
  const chosen = new Set(showIf.values);
  const set = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    // In the order the answers are offered, so the rule reads the same whatever was ticked first.
    onChange({
      ...showIf,
      values: answers.map((answer) => answer.value).filter((answer) => next.has(answer)),
    });
  };
  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.visuallyHidden}>
        Answers
      </legend>
      <div className={questionIsScored(target.type) ? styles.scoreChecks : styles.choiceRow}>
        {answers.map((answer) => (
          <label key={answer.value} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.has(answer.value)}
              onChange={(event) => set(answer.value, event.target.checked)}
            />
            {answer.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
