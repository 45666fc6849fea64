import type { Category } from '@prism/domain';
import { Kbd } from '../../../../components/ui/kbd';
import type { TriageItem } from '../../api/triage';
import { suggestionTarget } from './category-tree';
import { shareText } from './triage-format';
import styles from './triage.module.css';

/** How many of the model's suggestions have a shortcut (1–3). */
export const SUGGESTION_KEYS = 3;

export interface Suggestion {
  name: string;
  score: number | undefined;
  /** The category it applies, when it can be applied. */
  categoryId: string | undefined;
  /** Why it cannot be applied, or undefined. */
  blocked: string | undefined;
  applied: boolean;
}

/** The model's suggestions (`awsCategories` with `awsCategoriesScore`) matched to categories. */
export function suggestionsOf(item: TriageItem, categories: readonly Category[]): Suggestion[] {
  const applied = new Set(item.prismAppliedCategories.map((entry) => entry._id));
  return item.awsCategories.map((name, index) => {
    const target = suggestionTarget(name, categories);
    const categoryId = target.applicable ? target.category?._id : undefined;
    return {
      name,
      score: item.awsCategoriesScore[index],
      categoryId,
      blocked: target.applicable
        ? undefined
        : target.category
          ? 'Has subcategories: apply one of them'
          : 'Not a category of these applications',
      applied: categoryId !== undefined && applied.has(categoryId),
    };
  });
}

export interface ModelSuggestionsProps {
  item: TriageItem;
  suggestions: readonly Suggestion[];
  canWrite: boolean;
  onApply: (suggestion: Suggestion) => void;
}

/**
 * What the category model suggested for the item (issue 16): its best categories with their
 * probabilities, the model version, and whether the item needs review; each suggestion is applied
 * with one click or its number key.
 */
export function ModelSuggestions({ item, suggestions, canWrite, onApply }: ModelSuggestionsProps) {
  if (suggestions.length === 0) {
    return <p className={styles.muted}>The model has not categorised this item.</p>;
  }
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {item.modelVersion ? `Model ${item.modelVersion}` : 'Model'}
        {item.needsReview ? (
          <>
            {' · '}
            <span className={styles.badgeWarning}>Needs review</span>
          </>
        ) : null}
      </p>
      <ol className={styles.suggestions}>
        {suggestions.map((suggestion, index) => {
          const key = index < SUGGESTION_KEYS ? String(index + 1) : undefined;
          const disabled = !canWrite || suggestion.applied || suggestion.categoryId === undefined;
          return (
            <li key={suggestion.name} className={styles.suggestion}>
              <button
                type="button"
                className={styles.suggestionButton}
                disabled={disabled}
                aria-keyshortcuts={key}
                aria-label={`Apply ${suggestion.name}${suggestion.applied ? ' (applied)' : ''}`}
                title={suggestion.blocked}
                onClick={() => onApply(suggestion)}
              >
                {key ? <Kbd aria-hidden>{key}</Kbd> : null}
                <span className={styles.suggestionName}>{suggestion.name}</span>
                <span className={styles.suggestionScore}>
                  {suggestion.score === undefined ? '' : shareText(suggestion.score)}
                </span>
                <span className={styles.meter} aria-hidden="true">
                  <span style={{ width: `${Math.round((suggestion.score ?? 0) * 100)}%` }} />
                </span>
                <span className={styles.suggestionState}>
                  {suggestion.applied ? 'Applied' : (suggestion.blocked ?? (canWrite ? 'Apply' : ''))}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
