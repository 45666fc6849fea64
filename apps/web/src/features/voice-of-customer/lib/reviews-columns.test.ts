import { FEEDBACK_COLUMN_IDS, FEEDBACK_COLUMNS } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  REVIEWS_COLUMN_SECTIONS,
  reviewsColumnsFromView,
  reviewsColumnsToggle,
  reviewsColumnsToggleSection,
} from './reviews-columns';

describe('reviews columns', () => {
  it('groups every catalogue column under its section, in the spec order', () => {
    expect(REVIEWS_COLUMN_SECTIONS.map((entry) => entry.section)).toEqual([
      'General',
      'Metrics',
      'Analysis',
      'Application',
      'Device',
      'Survey',
      'Installation Drivers',
      'Account',
    ]);
    expect(REVIEWS_COLUMN_SECTIONS.flatMap((entry) => entry.columns)).toHaveLength(FEEDBACK_COLUMNS.length);
  });

  it('adds a column where the catalogue has it, keeping a view’s own order', () => {
    expect(reviewsColumnsToggle(['verbatim', 'timestamp', 'SR'], 'CSAT', true)).toEqual([
      'verbatim',
      'timestamp',
      'CSAT',
      'SR',
    ]);
    expect(reviewsColumnsToggle(['timestamp'], 'email', true)).toEqual(['timestamp', 'email']);
    expect(reviewsColumnsToggle(['timestamp', 'CSAT'], 'CSAT', false)).toEqual(['timestamp']);
  });

  it('shows and hides a whole section', () => {
    const metrics = FEEDBACK_COLUMNS.filter((column) => column.section === 'Metrics').map(
      (column) => column.id,
    );
    expect(reviewsColumnsToggleSection(['timestamp'], 'Metrics', true)).toEqual(['timestamp', ...metrics]);
    expect(reviewsColumnsToggleSection([...FEEDBACK_COLUMN_IDS], 'Metrics', false)).not.toContain('CSAT');
  });

  it('reads a view’s columns in its order, without unknown or repeated names', () => {
    expect(reviewsColumnsFromView(['SR', 'nope', 'timestamp', 'SR'])).toEqual(['SR', 'timestamp']);
  });
});
