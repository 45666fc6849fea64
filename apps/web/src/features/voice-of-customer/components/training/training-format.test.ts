import type { TrainingMetric } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  byteSizeFormat,
  examplesNeeded,
  nextVersionName,
  percentFormat,
  thresholdParse,
  trainingMetricsWithEmpty,
} from './training-format';
import { categoryFixture } from '../../testing/category-fixtures';
import { CATEGORIES } from './training-test-kit';

describe('training figures and names', () => {
  it('writes shares as percentages with one decimal', () => {
    expect(percentFormat(0.95569)).toBe('95.6%');
    expect(percentFormat(1)).toBe('100.0%');
    expect(percentFormat(0)).toBe('0.0%');
    expect(percentFormat(null)).toBe('—');
  });

  it('writes sizes the way a file chooser does', () => {
    expect(byteSizeFormat(812)).toBe('812 B');
    expect(byteSizeFormat(14_540)).toBe('14.2 KB');
    expect(byteSizeFormat(20 * 1024 * 1024)).toBe('20 MB');
  });

  it('names the next version as the server would', () => {
    expect(nextVersionName([])).toBe('v1');
    expect(nextVersionName(['v1', 'spring'])).toBe('v3');
    expect(nextVersionName(['v1', 'V3', 'x'])).toBe('v4');
  });

  it('counts the examples a category still needs', () => {
    expect(examplesNeeded(3)).toBe(7);
    expect(examplesNeeded(10)).toBe(0);
    expect(examplesNeeded(80)).toBe(0);
  });

  it('adds the active bottom-level categories without examples to the metrics', () => {
    const metrics: TrainingMetric[] = [
      { categoryID: 'cat-late-fee', category: 'Late fee', count: 12, isBeingTrained: true },
    ];
    const categories = [
      ...CATEGORIES,
      categoryFixture({
        _id: 'cat-gone',
        subcategory: 'Gone',
        parent: 'cat-billing',
        hasArchivedParent: true,
      }),
    ];
    expect(trainingMetricsWithEmpty(metrics, categories)).toEqual([
      metrics[0],
      { categoryID: 'cat-autopay', category: 'Autopay failed', count: 0, isBeingTrained: false },
    ]);
  });

  it('takes a confidence threshold from 0.05 to 0.99 only', () => {
    expect(thresholdParse('0.05')).toEqual({ value: 0.05, problem: null });
    expect(thresholdParse(' 0.99 ')).toEqual({ value: 0.99, problem: null });
    for (const text of ['0.04', '1', 'abc', '', '-0.5']) {
      expect(thresholdParse(text)).toEqual({ value: null, problem: 'Enter a number from 0.05 to 0.99.' });
    }
  });
});
