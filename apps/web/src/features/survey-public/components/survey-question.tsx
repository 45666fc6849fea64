import {
  bytesLabel,
  SURVEY_CSAT_LABELS,
  SURVEY_MSG,
  SURVEY_SCALES,
  type SurveyAnswerValue,
  type SurveyQuestion,
} from '@prism/domain';
import type { ReactNode } from 'react';
import { surveyOrList } from '../lib/survey-answers';
import { surveyUploadKindLabels } from '../lib/survey-upload-check';
import styles from './survey-question.module.css';

type QuestionOf<T extends SurveyQuestion['type']> = Extract<SurveyQuestion, { type: T }>;

export interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  value: SurveyAnswerValue | undefined;
  /** The question's problem, shown under it and read with it. */
  error: string | undefined;
  onChange: (value: SurveyAnswerValue) => void;
  /** Reports a problem found while answering (a choice too many), or clears it with null. */
  onProblem: (message: string | null) => void;
  /** The question's element id; the page moves focus into it when its answer needs attention. */
  id: string;
}

/** Ids of the question's parts, so that each control is described by its help, count and error. */
function partIds(id: string, question: SurveyQuestion, error: string | undefined, more: string[] = []) {
  const help = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [question.help ? help : null, ...more, error ? errorId : null].filter(Boolean);
  return { help, errorId, describedBy: describedBy.length > 0 ? describedBy.join(' ') : undefined };
}

/**
 * "(required)" beside a question. Where the control itself says it is required (a radio group or a
 * text box with `aria-required`) the mark is only seen, so a screen reader does not say it twice.
 */
function RequiredMark({ announced }: { announced: boolean }) {
  return (
    <span className={styles.required} aria-hidden={announced ? undefined : true}>
      {' '}
      (required)
    </span>
  );
}

function Help({ id, text }: { id: string; text: string }) {
  return text ? (
    <p id={id} className={styles.help}>
      {text}
    </p>
  ) : null;
}

function ErrorText({ id, error, live = false }: { id: string; error: string | undefined; live?: boolean }) {
  const text = error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
  // A problem found while answering (one choice too many) is announced where it appears; those
  // found on sending are read as focus moves to the question.
  return live ? <div aria-live="polite">{text}</div> : text;
}

/** One question of the public survey page, by its type. */
export function SurveyQuestionField(props: SurveyQuestionFieldProps) {
  const { question } = props;
  switch (question.type) {
    case 'starRating':
      return <StarRatingField {...props} question={question} />;
    case 'nps':
      return <NpsField {...props} question={question} />;
    case 'csat':
      return <CsatField {...props} question={question} />;
    case 'success':
      return <SuccessField {...props} question={question} />;
    case 'singleChoice':
      return <SingleChoiceField {...props} question={question} />;
    case 'multipleChoice':
      return <MultipleChoiceField {...props} question={question} />;
    case 'freeText':
      return <FreeTextField {...props} question={question} />;
    case 'fileUpload':
      return <FileNote {...props} question={question} />;
  }
}

interface RadioOption {
  value: string;
  /** What the option shows. */
  face: ReactNode;
  /** Its accessible name, when the face is not plain text. */
  name?: string;
  checked: boolean;
  select: () => void;
}

/** A question answered by one choice: a fieldset acting as a radio group, named by its legend. */
function RadioQuestion({
  props,
  options,
  layout,
  after,
  below,
}: {
  props: SurveyQuestionFieldProps;
  options: RadioOption[];
  /** How the options sit: stars in a row, buttons in a grid, or a list of rows. */
  layout: 'stars' | 'nps' | 'csat' | 'pair' | 'list';
  /** Shown beside the options, in their row. */
  after?: ReactNode;
  /** Shown under the options. */
  below?: ReactNode;
}) {
  const { question, error, id } = props;
  const parts = partIds(id, question, error);
  return (
    <fieldset
      id={id}
      className={[styles.question, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      role="radiogroup"
      aria-required={question.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={parts.describedBy}
    >
      <legend className={styles.legend}>
        {question.label}
        {question.required ? <RequiredMark announced={false} /> : null}
      </legend>
      <Help id={parts.help} text={question.help} />
      <div className={styles[layout]}>
        {options.map((option) => (
          <label
            key={option.value}
            className={layout === 'list' ? styles.row : styles.choice}
            data-checked={option.checked || undefined}
          >
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={option.checked}
              onChange={option.select}
              className={layout === 'list' ? styles.nativeInput : styles.hiddenInput}
              aria-label={option.name}
            />
            {option.face}
          </label>
        ))}
        {after}
      </div>
      {below}
      <ErrorText id={parts.errorId} error={error} />
    </fieldset>
  );
}

function scaleValues(type: keyof typeof SURVEY_SCALES): number[] {
  const { min, max } = SURVEY_SCALES[type];
  return Array.from({ length: max - min + 1 }, (_unused, index) => min + index);
}

function StarIcon() {
  return (
    <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.94 6.1 6.56.9-4.8 4.6 1.2 6.6L12 17.5l-5.9 3.2 1.2-6.6-4.8-4.6 6.56-.9z" />
    </svg>
  );
}

function StarRatingField(props: SurveyQuestionFieldProps & { question: QuestionOf<'starRating'> }) {
  const { value, onChange } = props;
  const chosen = typeof value === 'number' ? value : 0;
  return (
    <RadioQuestion
      props={props}
      layout="stars"
      options={scaleValues('starRating').map((stars) => ({
        value: String(stars),
        name: stars === 1 ? '1 star' : `${stars} stars`,
        face: (
          <span className={styles.starFace} data-lit={stars <= chosen || undefined}>
            <StarIcon />
          </span>
        ),
        checked: value === stars,
        select: () => onChange(stars),
      }))}
      after={
        chosen > 0 ? (
          <span className={styles.scaleNote} aria-hidden="true">
            {chosen} of 5 stars
          </span>
        ) : null
      }
    />
  );
}

const NPS_ENDS = { low: 'Not at all likely', high: 'Extremely likely' } as const;

function NpsField(props: SurveyQuestionFieldProps & { question: QuestionOf<'nps'> }) {
  const { value, onChange } = props;
  const { min, max } = SURVEY_SCALES.nps;
  return (
    <RadioQuestion
      props={props}
      layout="nps"
      options={scaleValues('nps').map((score) => ({
        value: String(score),
        name:
          score === min
            ? `${score}, ${NPS_ENDS.low}`
            : score === max
              ? `${score}, ${NPS_ENDS.high}`
              : undefined,
        face: <span className={styles.face}>{score}</span>,
        checked: value === score,
        select: () => onChange(score),
      }))}
      below={
        <div className={styles.ends} aria-hidden="true">
          <span>
            {min} · {NPS_ENDS.low}
          </span>
          <span>
            {max} · {NPS_ENDS.high}
          </span>
        </div>
      }
    />
  );
}

function CsatField(props: SurveyQuestionFieldProps & { question: QuestionOf<'csat'> }) {
  const { value, onChange } = props;
  return (
    <RadioQuestion
      props={props}
      layout="csat"
      options={scaleValues('csat').map((score) => ({
        value: String(score),
        face: (
          <span className={styles.face}>
            <span className={styles.faceNumber}>{score}</span>
            <span className={styles.faceWords}>{SURVEY_CSAT_LABELS[score - 1]}</span>
          </span>
        ),
        name: `${score} ${SURVEY_CSAT_LABELS[score - 1]}`,
        checked: value === score,
        select: () => onChange(score),
      }))}
    />
  );
}

function SuccessField(props: SurveyQuestionFieldProps & { question: QuestionOf<'success'> }) {
  const { value, onChange } = props;
  return (
    <RadioQuestion
      props={props}
      layout="pair"
      options={[true, false].map((yes) => ({
        value: yes ? 'yes' : 'no',
        face: <span className={styles.face}>{yes ? 'Yes' : 'No'}</span>,
        checked: value === yes,
        select: () => onChange(yes),
      }))}
    />
  );
}

function SingleChoiceField(props: SurveyQuestionFieldProps & { question: QuestionOf<'singleChoice'> }) {
  const { question, value, onChange } = props;
  return (
    <RadioQuestion
      props={props}
      layout="list"
      options={question.options.map((option) => ({
        value: option.id,
        face: <span>{option.label}</span>,
        checked: value === option.id,
        select: () => onChange(option.id),
      }))}
    />
  );
}

function MultipleChoiceField(props: SurveyQuestionFieldProps & { question: QuestionOf<'multipleChoice'> }) {
  const { question, value, error, onChange, onProblem, id } = props;
  const chosen = Array.isArray(value) ? value : [];
  const limitId = `${id}-limit`;
  const parts = partIds(id, question, error, question.maxSelections === null ? [] : [limitId]);
  const toggle = (optionId: string, tick: boolean) => {
    if (!tick) {
      onChange(chosen.filter((key) => key !== optionId));
      onProblem(null);
      return;
    }
    if (question.maxSelections !== null && chosen.length >= question.maxSelections) {
      onProblem(SURVEY_MSG.tooManyChoices(question.maxSelections));
      return;
    }
    // Kept in the survey's order, as the server stores them.
    const next = new Set([...chosen, optionId]);
    onChange(question.options.map((option) => option.id).filter((key) => next.has(key)));
  };
  return (
    <fieldset
      id={id}
      className={[styles.question, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      aria-describedby={parts.describedBy}
    >
      <legend className={styles.legend}>
        {question.label}
        {question.required ? <RequiredMark announced /> : null}
      </legend>
      <Help id={parts.help} text={question.help} />
      {question.maxSelections !== null ? (
        <p id={limitId} className={styles.help}>
          {SURVEY_MSG.tooManyChoices(question.maxSelections)}
        </p>
      ) : null}
      <div className={styles.list}>
        {question.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label key={option.id} className={styles.row} data-checked={checked || undefined}>
              <input
                type="checkbox"
                name={id}
                value={option.id}
                checked={checked}
                onChange={(event) => toggle(option.id, event.target.checked)}
                className={styles.nativeInput}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <ErrorText id={parts.errorId} error={error} live />
    </fieldset>
  );
}

function FreeTextField(props: SurveyQuestionFieldProps & { question: QuestionOf<'freeText'> }) {
  const { question, value, error, onChange, id } = props;
  const text = typeof value === 'string' ? value : '';
  const countId = `${id}-count`;
  const parts = partIds(id, question, error, [countId]);
  const inputId = `${id}-input`;
  return (
    <div id={id} className={[styles.question, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.legend}>
        {question.label}
        {question.required ? <RequiredMark announced={false} /> : null}
      </label>
      <Help id={parts.help} text={question.help} />
      <textarea
        id={inputId}
        className={styles.textBox}
        value={text}
        maxLength={question.maxLength}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        aria-required={question.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={parts.describedBy}
      />
      <p id={countId} className={styles.count}>
        {text.length.toLocaleString('en-US')} of {question.maxLength.toLocaleString('en-US')} characters
      </p>
      <ErrorText id={parts.errorId} error={error} />
    </div>
  );
}

/** A file question: the file comes on the upload page, once the answers are sent. */
function FileNote(props: SurveyQuestionFieldProps & { question: QuestionOf<'fileUpload'> }) {
  const { question, error, id } = props;
  const parts = partIds(id, question, error);
  return (
    <div
      id={id}
      className={[styles.question, styles.fileNote].join(' ')}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={[parts.describedBy, `${id}-note`].filter(Boolean).join(' ')}
    >
      <p id={`${id}-label`} className={styles.legend}>
        {question.label}
        {question.required ? <RequiredMark announced /> : null}
      </p>
      <Help id={parts.help} text={question.help} />
      <p id={`${id}-note`} className={styles.note}>
        You add the file on the next page, after you send your answers (
        {surveyOrList(surveyUploadKindLabels(question.accept))}, up to {bytesLabel(question.maxBytes)}).
      </p>
      <ErrorText id={parts.errorId} error={error} />
    </div>
  );
}
