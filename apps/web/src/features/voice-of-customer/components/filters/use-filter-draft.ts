import { vocIdSchema, type ScoreRange } from '@prism/domain';
import { useEffect, useMemo, useState } from 'react';
import { useFeedbackIdCheck } from '../../api/filter-options';
import type { VocFilterArg, VocFilters } from '../../lib/voc-filters';
import type { CategoryChoice, GroupPicks } from './category-groups';
import { FILTER_FIELDS } from './filter-catalogue';
import { filtersMerge, filtersWith, menuFiltersKey, menuFiltersOf } from './filter-values';
import { countTextInvalid, rangeTextsOf, rangeTextsOutside, type RangeTexts } from './range-rules';
import { useSettled } from './use-settled';

/**
 * The filter menu's state (spec 001 section 5): in apply-button mode changes are a draft, applied
 * by Apply (disabled when nothing changed, a bound is out of its limits or the feedback id is
 * invalid), reverted by Cancel, emptied by Clear all; without it each change applies at once. The
 * feedback id is checked with getFeedbackByID before it applies.
 */

/** Where the typed feedback id stands: none typed, being checked, an item, or no item. */
export type FeedbackIdStatus = 'none' | 'checking' | 'valid' | 'invalid';

interface MenuState {
  /** The menu's filters but the feedback id, which applies from its box once checked. */
  draft: VocFilters;
  rangeTexts: Partial<Record<VocFilterArg, RangeTexts>>;
  countTexts: Partial<Record<VocFilterArg, string>>;
  feedbackIdText: string;
  /** Which category groups were chosen; null until the groups are first used (read back then). */
  picks: GroupPicks | null;
}

const RANGE_FIELDS = FILTER_FIELDS.flatMap((field) => (field.control === 'range' ? [field] : []));
const COUNT_FIELDS = FILTER_FIELDS.flatMap((field) => (field.control === 'count' ? [field] : []));
const FEEDBACK_ID_DEBOUNCE_MS = 400;

function menuStateOf(applied: VocFilters): MenuState {
  const rangeTexts: MenuState['rangeTexts'] = {};
  for (const field of RANGE_FIELDS) {
    const value = applied[field.arg];
    if (value && typeof value === 'object' && !Array.isArray(value))
      rangeTexts[field.arg] = rangeTextsOf(value, field.scale);
  }
  const countTexts: MenuState['countTexts'] = {};
  for (const field of COUNT_FIELDS) {
    const value = applied[field.arg];
    if (typeof value === 'number') countTexts[field.arg] = String(value);
  }
  return {
    draft: filtersWith(applied, 'feedbackID', undefined),
    rangeTexts,
    countTexts,
    feedbackIdText: applied.feedbackID ?? '',
    picks: null,
  };
}

/** The feedback-id check: 'Invalid Feedback ID' when the lookup fails or finds nothing. */
function useFeedbackIdStatus(text: string): FeedbackIdStatus {
  const id = text.trim();
  const settled = useSettled(id, FEEDBACK_ID_DEBOUNCE_MS);
  const wellFormed = vocIdSchema.safeParse(id).success;
  const check = useFeedbackIdCheck(wellFormed && settled === id ? id : '');
  if (id === '') return 'none';
  if (!wellFormed) return 'invalid';
  if (settled !== id || check.isPending) return 'checking';
  if (check.isError) return 'invalid';
  return check.data ? 'valid' : 'invalid';
}

export interface FilterDraftInput {
  filters: VocFilters;
  applyMode: boolean;
  onApply: (filters: VocFilters) => void;
}

/** The menu's draft, what blocks Apply, and the changes the controls make. */
export function useFilterDraft({ filters, applyMode, onApply }: FilterDraftInput) {
  const applied = useMemo(() => menuFiltersOf(filters), [filters]);
  const appliedKey = menuFiltersKey(applied);
  const [state, setState] = useState(() => menuStateOf(applied));
  const [basis, setBasis] = useState(appliedKey);

  const feedbackId = state.feedbackIdText.trim();
  const pending = filtersWith(state.draft, 'feedbackID', feedbackId || undefined);
  // Filters changed from outside (a pill removed, the address edited): the draft starts again there.
  if (basis !== appliedKey) {
    setBasis(appliedKey);
    if (menuFiltersKey(pending) !== appliedKey) setState(menuStateOf(applied));
  }

  const feedbackIdStatus = useFeedbackIdStatus(state.feedbackIdText);
  const boundsOutside =
    RANGE_FIELDS.some((field) => {
      const texts = state.rangeTexts[field.arg];
      return texts !== undefined && rangeTextsOutside(texts, field);
    }) || COUNT_FIELDS.some((field) => countTextInvalid(state.countTexts[field.arg] ?? ''));
  const changed = menuFiltersKey(pending) !== appliedKey;
  const typed = [...Object.values(state.rangeTexts), ...Object.values(state.countTexts)].some((entry) =>
    typeof entry === 'string' ? entry !== '' : entry.from !== '' || entry.to !== '',
  );
  const blocked = boundsOutside || feedbackIdStatus === 'checking' || feedbackIdStatus === 'invalid';

  // Without the Apply button the feedback id applies once the check finds its item (or is emptied).
  const appliedId = applied.feedbackID;
  useEffect(() => {
    if (applyMode || feedbackIdStatus === 'checking' || feedbackIdStatus === 'invalid') return;
    const next = feedbackIdStatus === 'valid' ? feedbackId : undefined;
    if (next !== appliedId) onApply(filtersMerge(filters, filtersWith(applied, 'feedbackID', next)));
  }, [applyMode, feedbackIdStatus, feedbackId, appliedId, applied, filters, onApply]);

  /** A change of the draft: applied at once without the Apply button. */
  const change = (draft: VocFilters, rest: Partial<Omit<MenuState, 'draft'>> = {}) => {
    setState((current) => ({ ...current, ...rest, draft }));
    if (!applyMode) onApply(filtersMerge(filters, filtersWith(draft, 'feedbackID', appliedId)));
  };

  return {
    draft: state.draft,
    rangeTexts: state.rangeTexts,
    countTexts: state.countTexts,
    feedbackIdText: state.feedbackIdText,
    feedbackIdStatus,
    picks: state.picks,
    /** Something differs from the filters in force. */
    changed,
    /** A bound out of its limits, or a feedback id not (yet) found. */
    blocked,
    canApply: changed && !blocked,
    /** Nothing set or typed: Clear all has nothing to clear. */
    empty: Object.keys(pending).length === 0 && !typed,
    set(arg: VocFilterArg, value: unknown) {
      change(filtersWith(state.draft, arg, value));
    },
    setRangeTexts(arg: VocFilterArg, texts: RangeTexts) {
      setState((current) => ({ ...current, rangeTexts: { ...current.rangeTexts, [arg]: texts } }));
    },
    setRange(arg: VocFilterArg, range: ScoreRange | undefined, scale: number) {
      change(filtersWith(state.draft, arg, range), {
        rangeTexts: { ...state.rangeTexts, [arg]: rangeTextsOf(range, scale) },
      });
    },
    setCountText(arg: VocFilterArg, text: string) {
      const countTexts = { ...state.countTexts, [arg]: text };
      if (countTextInvalid(text)) setState((current) => ({ ...current, countTexts }));
      else
        change(filtersWith(state.draft, arg, text.trim() === '' ? undefined : Number(text)), { countTexts });
    },
    setFeedbackIdText(text: string) {
      setState((current) => ({ ...current, feedbackIdText: text }));
    },
    setCategoryChoice(choice: CategoryChoice) {
      change(filtersWith(state.draft, 'category', choice.category), { picks: choice.picks });
    },
    apply() {
      onApply(filtersMerge(filters, pending));
    },
    revert() {
      setState(menuStateOf(applied));
    },
    clear() {
      setState({ ...menuStateOf({}), picks: { groups: [], own: [] } });
      if (!applyMode) onApply(filtersMerge(filters, {}));
    },
  };
}

export type FilterDraft = ReturnType<typeof useFilterDraft>;
