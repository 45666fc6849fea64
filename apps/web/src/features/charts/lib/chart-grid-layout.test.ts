import { describe, expect, it } from 'vitest';
import { CHART_GRID_TRACKS, chartGridSpans } from './chart-grid-layout';

const normal = { wide: false };
const wide = { wide: true };
const cards = (count: number) => Array.from({ length: count }, () => normal);

/** The spans of each row, in columns of a `columns`-column grid. */
function rows(spans: readonly number[], columns: number): number[][] {
  const unit = CHART_GRID_TRACKS / columns;
  const out: number[][] = [];
  let row: number[] = [];
  let used = 0;
  for (const span of spans) {
    row.push(span / unit);
    used += span;
    if (used === CHART_GRID_TRACKS) {
      out.push(row);
      row = [];
      used = 0;
    }
  }
  if (row.length > 0) out.push(row);
  return out;
}

describe('chartGridSpans', () => {
  it('puts the 12 charts of an overview two, three and four to a row', () => {
    expect(rows(chartGridSpans(cards(12), 2), 2)).toHaveLength(6);
    expect(rows(chartGridSpans(cards(12), 3), 3)).toEqual(Array.from({ length: 4 }, () => [1, 1, 1]));
    expect(rows(chartGridSpans(cards(12), 4), 4)).toEqual(Array.from({ length: 3 }, () => [1, 1, 1, 1]));
  });

  it('lets a wide chart take two columns, and the whole row on two columns', () => {
    expect(chartGridSpans([wide, normal, normal], 2)).toEqual([12, 6, 6]);
    expect(chartGridSpans([wide, normal], 3)).toEqual([8, 4]);
    expect(chartGridSpans([wide, normal, normal], 4)).toEqual([6, 3, 3]);
    expect(chartGridSpans([wide, wide], 4)).toEqual([6, 6]);
  });

  it('leaves no row with a gap: the last row and a row the next chart does not fit share it out', () => {
    // Release summary: a half-width card at the end no longer leaves half a row empty.
    expect(chartGridSpans(cards(3), 2)).toEqual([6, 6, 12]);
    expect(chartGridSpans(cards(5), 3)).toEqual([4, 4, 4, 6, 6]);
    expect(chartGridSpans(cards(5), 4)).toEqual([3, 3, 3, 3, 12]);
    // Three cards, then a wide one that does not fit the fourth column: the three share the row.
    expect(chartGridSpans([normal, normal, normal, wide, normal], 4)).toEqual([4, 4, 4, 8, 4]);
    expect(chartGridSpans([normal, wide, wide], 3)).toEqual([4, 8, 12]);
    for (const columns of [2, 3, 4]) {
      for (let count = 1; count <= 13; count += 1) {
        const charts = Array.from({ length: count }, (_, index) => (index % 5 === 2 ? wide : normal));
        const spans = chartGridSpans(charts, columns);
        expect(spans).toHaveLength(count);
        expect(spans.every((span) => Number.isInteger(span) && span > 0)).toBe(true);
        const full = rows(spans, columns).every(
          (row) => row.reduce((sum, span) => sum + span, 0) === columns,
        );
        expect(full, `${count} charts on ${columns} columns`).toBe(true);
      }
    }
  });

  it('gives a sankey and the drawings with a list beside them two columns, like a wide chart', () => {
    for (const kind of ['sankey', 'network', 'barTop', 'sunburstTop'] as const) {
      expect(chartGridSpans([{ kind }, normal], 3), kind).toEqual([8, 4]);
    }
    expect(chartGridSpans([{ kind: 'line' }, { kind: 'top' }, { kind: 'stats' }], 3)).toEqual([4, 4, 4]);
  });

  it('gives one chart the whole row', () => {
    expect(chartGridSpans([normal], 4)).toEqual([12]);
    expect(chartGridSpans([], 3)).toEqual([]);
  });
});
