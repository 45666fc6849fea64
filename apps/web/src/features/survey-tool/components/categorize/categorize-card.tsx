import type { SurveyAppliedCategory, SurveyResponse } from '@prism/domain';
import { useId, type Ref } from 'react';
import { CategoryPicker, type CategoryPickerOption } from '../../../../components/ui/category-picker';
import { Kbd } from '../../../../components/ui/kbd';
import { vocTimestampFormat } from '../../../../lib/voc-time';
import { surveyCategoryLabel, surveyConfidenceLabel } from '../responses/responses-columns';
import { SentimentBadge } from '../responses/survey-bits';
import {
  CATEGORIZE_SUGGESTION_KEYS,
  categoriesToggle,
  type CategorizeSuggestion,
} from './categorize-suggestions';
import styles from './categorize.module.css';

export interface CategorizeCardProps {
  /** The card's element, for the page that moves focus to the current response. */
  ref?: Ref<HTMLElement>;
  response: SurveyResponse;
  /** 1-based place in the queue on screen, and its length. */
  position: number;
  count: number;
  /** The response the keys act on. */
  current: boolean;
  suggestions: readonly CategorizeSuggestion[];
  /** The categories that can be added (null while they load or when they failed). */
  options: readonly CategoryPickerOption[] | null;
  optionById: (id: string) => SurveyAppliedCategory | undefined;
  /** A change of this response is on its way to the server. */
  saving: boolean;
  /** The whole new list of categories. */
  onChange: (categories: SurveyAppliedCategory[]) => void;
  /** The reader moved into this response (a click, a focus): it becomes the current one. */
  onSelect: () => void;
  /** The current response's picker, for the `c` key. */
  pickerRef?: Ref<HTMLInputElement>;
  /** Escape left the picker: the card takes the keyboard back. */
  onLeavePicker: () => void;
}

/**
 * One response of the categorize queue: its written answers in full and its other answers in a
 * line, its sentiment, its categories as removable chips, the model's suggestions as one-click
 * buttons (1–3 on the keyboard while it is current) and a searchable picker to add any category.
 */
export function CategorizeCard({
  ref,
  response,
  position,
  count,
  current,
  suggestions,
  options,
  optionById,
  saving,
  onChange,
  onSelect,
  pickerRef,
  onLeavePicker,
}: CategorizeCardProps) {
  const headingId = useId();
  const { date, time } = vocTimestampFormat(response.createdAt);
  const written = response.responses.filter((answer) => answer.type === 'freeText');
  const others = response.responses.filter((answer) => answer.type !== 'freeText');
  const applied = response.appliedCategories;
  const appliedIds = applied.map((category) => category._id);
  const offered = suggestions.filter((suggestion) => !suggestion.applied && suggestion.target);

  const pick = (id: string) => {
    const category = optionById(id);
    if (category) onChange(categoriesToggle(applied, category));
  };

  return (
    <article
      ref={ref}
      className={styles.card}
      data-current={current || undefined}
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      tabIndex={-1}
      onFocus={() => {
        if (!current) onSelect();
      }}
      onClick={() => {
        if (!current) onSelect();
      }}
    >
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          Response {position} of {count}
          <span className={styles.cardDate}>
            {' '}
            · {date} {time}
          </span>
        </h2>
        <SentimentBadge response={response} />
        {saving ? (
          <span className={styles.saving} role="status">
            Saving…
          </span>
        ) : null}
      </header>

      {written.length > 0 ? (
        <div className={styles.written}>
          {written.map((answer) => (
            <figure key={answer.questionId} className={styles.quote}>
              <figcaption className={styles.question}>{answer.label}</figcaption>
              <blockquote className={styles.quoteText}>{answer.text}</blockquote>
            </figure>
          ))}
        </div>
      ) : (
        <p className={styles.muted}>No written answer.</p>
      )}
      {others.length > 0 ? (
        <ul className={styles.scores} aria-label="Other answers">
          {others.map((answer) => (
            <li key={answer.questionId}>
              <span className={styles.question}>{answer.label}</span> <strong>{answer.text}</strong>
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.categorize}>
        <div className={styles.applied}>
          <h3 className={styles.label}>Categories</h3>
          {applied.length === 0 ? (
            <p className={styles.muted}>No Category</p>
          ) : (
            <ul className={styles.chips} aria-label="Applied categories">
              {applied.map((category) => (
                <li key={category._id} className={styles.chip} title={surveyCategoryLabel(category)}>
                  <span>{category.category}</span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={`Remove ${category.category}`}
                    onClick={() => onChange(applied.filter((entry) => entry._id !== category._id))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.suggested}>
          <h3 className={styles.label}>Suggested</h3>
          {!response.comprehendResults ? (
            <p className={styles.muted}>Suggestions come once the response is enriched.</p>
          ) : offered.length === 0 ? (
            <p className={styles.muted}>
              {suggestions.length === 0 ? 'The model has no suggestion.' : 'Every suggestion is applied.'}
            </p>
          ) : (
            <ul className={styles.suggestions}>
              {offered.map((suggestion) => {
                const index = suggestions.indexOf(suggestion);
                const key = current && index < CATEGORIZE_SUGGESTION_KEYS ? String(index + 1) : undefined;
                const target = suggestion.target;
                return (
                  <li key={suggestion._id}>
                    <button
                      type="button"
                      className={styles.suggestion}
                      aria-keyshortcuts={key}
                      onClick={() => target && onChange([...applied, target])}
                    >
                      {key ? (
                        <Kbd size="small" aria-hidden>
                          {key}
                        </Kbd>
                      ) : null}
                      Apply {suggestion.category} ({surveyConfidenceLabel(suggestion.score)})
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className={styles.pickerBox}>
          <h3 className={styles.label} aria-hidden="true">
            Add a category
          </h3>
          {options ? (
            <CategoryPicker
              label="Add a category"
              hideLabel
              options={options}
              chosen={appliedIds}
              onPick={pick}
              inputRef={current ? pickerRef : undefined}
              onLeave={onLeavePicker}
            />
          ) : (
            <p className={styles.muted}>The categories are not loaded.</p>
          )}
        </div>
      </div>
    </article>
  );
}
