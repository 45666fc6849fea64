import {
  CONFIDENCE_THRESHOLD_MAX,
  CONFIDENCE_THRESHOLD_MIN,
  TRAINING_MIN_EXAMPLES,
  type Category,
  type TrainingMetric,
} from '@prism/domain';
import { categoryIsActive, categoryLeaves, categoryNameOf } from '../../lib/category-tree';

/**
 * Pure helpers of the training pages: how their figures read (percentages with one decimal, spec
 * 001 section 9), the categories still lacking examples, and the checks of the few things a user
 * types. The names and paths of categories are lib/category-tree's.
 */

/** A share (0–1) as a percentage with one decimal: 0.9557 → '95.6%'; '—' when there is none. */
export function percentFormat(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${(share * 100).toFixed(1)}%`;
}

const dateFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A day in the reader's zone: 'Nov 22, 2026'. */
export function trainingDateFormat(ms: number): string {
  return dateFormatter.format(ms);
}

/** A moment in the reader's zone: 'Nov 22, 2026, 09:16 AM'. */
export function trainingDateTimeFormat(ms: number): string {
  return dateTimeFormatter.format(ms);
}

/** A byte count the way a file chooser shows it: '812 B', '14.2 KB', '20 MB'. */
export function byteSizeFormat(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [size, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${size.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}

/** Examples a category still lacks before a model learns it (0 once it has them). */
export function examplesNeeded(count: number): number {
  return Math.max(0, TRAINING_MIN_EXAMPLES - count);
}

/**
 * The counts per category the metrics give, with the active bottom-level categories that have no
 * example yet (count 0, not trained): those are the ones a team most needs to hear about.
 */
export function trainingMetricsWithEmpty(
  metrics: readonly TrainingMetric[],
  categories: readonly Category[],
): TrainingMetric[] {
  const counted = new Set(metrics.map((metric) => metric.categoryID));
  const empty = categoryLeaves(categories)
    .filter((category) => categoryIsActive(category) && !counted.has(category._id))
    .map((category) => ({
      categoryID: category._id,
      category: categoryNameOf(category),
      count: 0,
      isBeingTrained: false,
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
  return [...metrics, ...empty];
}

/** The name `trainModel` gives a version when none is typed: the next free `v` number, as the server. */
export function nextVersionName(existing: readonly string[]): string {
  const names = new Set(existing.map((name) => name.toLowerCase()));
  let next = names.size + 1;
  while (names.has(`v${next}`)) next += 1;
  return `v${next}`;
}

/** Why a typed confidence threshold cannot be saved, or null with the number it is. */
export function thresholdParse(
  text: string,
): { value: number; problem: null } | { value: null; problem: string } {
  const value = Number(text.trim());
  if (
    text.trim() === '' ||
    !Number.isFinite(value) ||
    value < CONFIDENCE_THRESHOLD_MIN ||
    value > CONFIDENCE_THRESHOLD_MAX
  ) {
    return {
      value: null,
      problem: `Enter a number from ${CONFIDENCE_THRESHOLD_MIN} to ${CONFIDENCE_THRESHOLD_MAX}.`,
    };
  }
  return { value, problem: null };
}
