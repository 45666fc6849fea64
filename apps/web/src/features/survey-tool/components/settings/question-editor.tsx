import {
  SURVEY_LIMITS,
  SURVEY_QUESTION_TYPE_LABELS,
  SURVEY_SCALES,
  SURVEY_UPLOAD_KINDS,
  SURVEY_UPLOAD_KIND_IDS,
  bytesLabel,
  type SurveyScaleType,
} from '@prism/domain';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { BuilderField, FieldError } from './builder-field';
import { ShowIfEditor } from './show-if-editor';
import {
  questionHasOptions,
  questionIsScored,
  questionName,
  questionOptionAdd,
  questionOptionMove,
  surveyDraftDependents,
  type QuestionDraft,
} from './survey-draft';
import styles from './survey-settings.module.css';

/** A question card's moves and changes, each reported to the builder that holds the draft. */
export interface QuestionEditorProps {
  questions: readonly QuestionDraft[];
  index: number;
  /** The problem at a field of this question (`label`, `options.1`, `showIf`), or null. */
  errorAt: (field: string) => string | null;
  /** False when the copy would be a second file upload question or one question too many. */
  canDuplicate: boolean;
  onChange: (question: QuestionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onRemoveOption: (optionIndex: number) => void;
}

/** What a scored or yes/no question asks of the respondent, under its fields. */
function answerHint(question: QuestionDraft): string | null {
  if (questionIsScored(question.type)) {
    const { min, max } = SURVEY_SCALES[question.type as SurveyScaleType];
    return `Respondents choose a whole number from ${min} to ${max}.`;
  }
  if (question.type === 'success') return 'Respondents answer yes or no.';
  return null;
}

/**
 * One question of the builder: its text, help and required flag, its type's settings (options,
 * most choices, longest answer, file size and kinds), its show-if rule and the tools that move,
 * copy and remove it. Removing a question that others depend on asks first, naming the rules that
 * go with it.
 */
export function QuestionEditor({
  questions,
  index,
  errorAt,
  canDuplicate,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
  onRemoveOption,
}: QuestionEditorProps) {
  const headingId = useId();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const question = questions[index];
  if (!question) return null;
  const number = index + 1;
  const dependents = surveyDraftDependents(questions, question.id);
  const hint = answerHint(question);
  const set = (change: Partial<QuestionDraft>) => onChange({ ...question, ...change });

  return (
    <section className={styles.question} aria-labelledby={headingId} data-question={question.id}>
      <div className={styles.questionHead}>
        <div className={styles.questionTitle}>
          <h3 id={headingId} className={styles.questionHeading}>
            Question {number}
          </h3>
          <span className={styles.typeBadge}>{SURVEY_QUESTION_TYPE_LABELS[question.type]}</span>
        </div>
        <div className={styles.tools}>
          <Button
            variant="borderless"
            size="small"
            className={styles.iconButton}
            aria-label={`Move question ${number} up`}
            data-action="up"
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            variant="borderless"
            size="small"
            className={styles.iconButton}
            aria-label={`Move question ${number} down`}
            data-action="down"
            disabled={index === questions.length - 1}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button
            variant="borderless"
            size="small"
            aria-label={`Duplicate question ${number}`}
            disabled={!canDuplicate}
            title={canDuplicate ? undefined : 'A survey takes one file upload question.'}
            onClick={onDuplicate}
          >
            Duplicate
          </Button>
          <Button
            variant="borderless"
            size="small"
            aria-label={`Remove question ${number}`}
            onClick={() => (dependents.length > 0 ? setConfirmRemove(true) : onRemove())}
          >
            Remove
          </Button>
        </div>
      </div>

      {confirmRemove ? (
        <RemoveConfirm
          number={number}
          dependents={dependents.map((dependent) => questionName(dependent, questions.indexOf(dependent)))}
          onConfirm={() => {
            setConfirmRemove(false);
            onRemove();
          }}
          onCancel={() => setConfirmRemove(false)}
        />
      ) : null}

      <div className={styles.questionFields}>
        <BuilderField label="Question" error={errorAt('label')}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              data-focus="label"
              value={question.label}
              maxLength={SURVEY_LIMITS.labelMax}
              placeholder="What would you like to ask?"
              onChange={(event) => set({ label: event.target.value })}
            />
          )}
        </BuilderField>
        <BuilderField label="Help text (optional)" error={errorAt('help')}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={question.help}
              maxLength={SURVEY_LIMITS.helpMax}
              onChange={(event) => set({ help: event.target.value })}
            />
          )}
        </BuilderField>
      </div>

      <div className={styles.settingsRow}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={question.required}
            onChange={(event) => set({ required: event.target.checked })}
          />
          Required
        </label>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </div>

      {questionHasOptions(question.type) ? (
        <OptionsEditor question={question} errorAt={errorAt} onChange={onChange} onRemove={onRemoveOption} />
      ) : null}

      {question.type === 'freeText' ? (
        <BuilderField
          label="Longest answer (characters)"
          hint={`Up to ${SURVEY_LIMITS.freeTextMax.toLocaleString('en-US')}.`}
          error={errorAt('maxLength')}
        >
          {(control) => (
            <input
              {...control}
              className={`${styles.input} ${styles.number}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={SURVEY_LIMITS.freeTextMax}
              value={question.maxLength}
              onChange={(event) => set({ maxLength: event.target.value })}
            />
          )}
        </BuilderField>
      ) : null}

      {question.type === 'fileUpload' ? (
        <div className={styles.settingsRow}>
          <BuilderField
            label="Largest file (MB)"
            hint={`From ${bytesLabel(SURVEY_LIMITS.uploadBytesMin)} to ${bytesLabel(SURVEY_LIMITS.uploadBytesMax)}. Respondents send one file, on a page after their answers.`}
            error={errorAt('maxBytes')}
          >
            {(control) => (
              <input
                {...control}
                className={`${styles.input} ${styles.number}`}
                type="number"
                inputMode="decimal"
                step="any"
                min={0.01}
                max={SURVEY_LIMITS.uploadBytesMax / (1024 * 1024)}
                value={question.maxMegabytes}
                onChange={(event) => set({ maxMegabytes: event.target.value })}
              />
            )}
          </BuilderField>
          <AcceptEditor question={question} error={errorAt('accept')} onChange={onChange} />
        </div>
      ) : null}

      <ShowIfEditor
        questions={questions}
        index={index}
        error={errorAt('showIf')}
        onChange={(showIf) => set({ showIf })}
      />
      <FieldError message={errorAt('')} />
    </section>
  );
}

function RemoveConfirm({
  number,
  dependents,
  onConfirm,
  onCancel,
}: {
  number: number;
  dependents: string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className={styles.removeConfirm} role="alert">
      <p>
        Removing question {number} also removes the show-if {dependents.length === 1 ? 'rule' : 'rules'} of{' '}
        {dependents.length === 1 ? 'this question' : 'these questions'}, which will then always show:
      </p>
      <ul>
        {dependents.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="small" onClick={onConfirm}>
          Remove question {number}
        </Button>
        <Button variant="secondary" size="small" onClick={onCancel}>
          Keep it
        </Button>
      </div>
    </div>
  );
}

function OptionsEditor({
  question,
  errorAt,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  errorAt: (field: string) => string | null;
  onChange: (question: QuestionDraft) => void;
  onRemove: (optionIndex: number) => void;
}) {
  const legendId = useId();
  const listError = errorAt('options');
  const count = question.options.length;
  const square = question.type === 'multipleChoice';
  return (
    <div className={styles.settingsRow}>
      <fieldset className={`${styles.fieldset} ${styles.optionsFieldset}`} aria-labelledby={legendId}>
        <legend id={legendId}>Options</legend>
        <ol className={styles.options}>
          {question.options.map((option, optionIndex) => {
            const error = errorAt(`options.${optionIndex}`);
            const n = optionIndex + 1;
            return (
              <li key={option.id}>
                <div className={styles.optionRow}>
                  <span
                    className={`${styles.optionMarker} ${square ? styles.optionMarkerSquare : ''}`}
                    aria-hidden="true"
                  />
                  <input
                    className={styles.input}
                    aria-label={`Option ${n}`}
                    data-option={option.id}
                    placeholder={`Option ${n}`}
                    value={option.label}
                    maxLength={SURVEY_LIMITS.optionLabelMax}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) =>
                      onChange({
                        ...question,
                        options: question.options.map((candidate, i) =>
                          i === optionIndex ? { ...candidate, label: event.target.value } : candidate,
                        ),
                      })
                    }
                  />
                  <Button
                    variant="borderless"
                    size="small"
                    className={styles.iconButton}
                    aria-label={`Move option ${n} up`}
                    disabled={optionIndex === 0}
                    onClick={() => onChange(questionOptionMove(question, optionIndex, -1))}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    variant="borderless"
                    size="small"
                    className={styles.iconButton}
                    aria-label={`Move option ${n} down`}
                    disabled={optionIndex === count - 1}
                    onClick={() => onChange(questionOptionMove(question, optionIndex, 1))}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    variant="borderless"
                    size="small"
                    className={styles.iconButton}
                    aria-label={`Remove option ${n}`}
                    disabled={count <= SURVEY_LIMITS.optionsMin}
                    onClick={() => onRemove(optionIndex)}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </div>
                <FieldError message={error} />
              </li>
            );
          })}
        </ol>
        <FieldError message={listError} />
        <div>
          <Button
            variant="secondary"
            size="small"
            disabled={count >= SURVEY_LIMITS.optionsMax}
            onClick={() => onChange(questionOptionAdd(question))}
          >
            Add option
          </Button>
        </div>
      </fieldset>
      {question.type === 'multipleChoice' ? (
        <BuilderField
          label="Most choices a respondent may tick"
          hint="Leave empty for any number."
          error={errorAt('maxSelections')}
        >
          {(control) => (
            <input
              {...control}
              className={`${styles.input} ${styles.number}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={count}
              value={question.maxSelections}
              onChange={(event) => onChange({ ...question, maxSelections: event.target.value })}
            />
          )}
        </BuilderField>
      ) : null}
    </div>
  );
}

function AcceptEditor({
  question,
  error,
  onChange,
}: {
  question: QuestionDraft;
  error: string | null;
  onChange: (question: QuestionDraft) => void;
}) {
  const legendId = useId();
  const errorId = useId();
  const accepted = new Set(question.accept);
  return (
    <fieldset
      className={styles.fieldset}
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId}>Accepted kinds of file</legend>
      <div className={styles.choiceRow}>
        {SURVEY_UPLOAD_KIND_IDS.map((kind) => (
          <label key={kind} className={styles.check}>
            <input
              type="checkbox"
              checked={accepted.has(kind)}
              onChange={(event) =>
                onChange({
                  ...question,
                  accept: SURVEY_UPLOAD_KIND_IDS.filter((candidate) =>
                    candidate === kind ? event.target.checked : accepted.has(candidate),
                  ),
                })
              }
            />
            {SURVEY_UPLOAD_KINDS[kind].label}
          </label>
        ))}
      </div>
      <p className={styles.hint}>Each file is checked by its content, not its name.</p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
