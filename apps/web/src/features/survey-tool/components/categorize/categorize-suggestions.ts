import type { SurveyAppliedCategory, SurveyCategoryOption, SurveyResponse } from '@prism/domain';

/** How many suggestions have a number key (1–3). */
export const CATEGORIZE_SUGGESTION_KEYS = 3;

/** One of the trained model's suggestions for a response, as the page offers it. */
export interface CategorizeSuggestion {
  _id: string;
  category: string;
  /** The model's confidence, 0–1. */
  score: number;
  /** The category that applying it adds, or null when it cannot be applied here (no longer active). */
  target: SurveyAppliedCategory | null;
  applied: boolean;
}

/**
 * The response's suggestions, best first, each matched to a category that can be applied (the
 * active leaves the page knows), and whether it already is.
 */
export function categorizeSuggestionsOf(
  response: Pick<SurveyResponse, 'comprehendResults' | 'appliedCategories'>,
  options: ReadonlyMap<string, SurveyCategoryOption>,
): CategorizeSuggestion[] {
  const applied = new Set(response.appliedCategories.map((category) => category._id));
  return [...(response.comprehendResults?.suggestedCategories ?? [])]
    .sort((a, b) => b.score - a.score)
    .map((suggestion) => {
      const option = options.get(suggestion._id);
      return {
        ...suggestion,
        target: option ? { _id: option._id, category: option.category, trail: option.trail } : null,
        applied: applied.has(suggestion._id),
      };
    });
}

/** The categories with `category` added (at the end), or taken off when it is there already. */
export function categoriesToggle(
  categories: readonly SurveyAppliedCategory[],
  category: SurveyAppliedCategory,
): SurveyAppliedCategory[] {
  return categories.some((entry) => entry._id === category._id)
    ? categories.filter((entry) => entry._id !== category._id)
    : [...categories, category];
}
