import { describe, expect, it } from 'vitest';
import type { ChartResult } from '../api/post-multi-chart';
import type { ChartDefinition } from './chart-definition';
import { chartView } from './chart-view';

const META = {
  metric: 'errors',
  label: 'Errors',
  type: 'line',
  group: null,
  startMs: 0,
  endMs: 86_400_000,
  stepMs: 3_600_000,
  timeZone: 'UTC',
  partialData: false,
};
const LINE: ChartDefinition = { id: 'l', title: 'Errors', kind: 'line', metric: 'errors' };
const TOP: ChartDefinition = { id: 't', title: 'Top', kind: 'top', metric: 'errors', group: 'errorCode' };
const STATS: ChartDefinition = { id: 's', title: 'Visits', kind: 'stats', metric: 'visits' };
const answer = (data: unknown): ChartResult => ({ data, dataMeta: META });

describe('chartView', () => {
  it('is pending until the answer arrives and an error when the request or the chart failed', () => {
    expect(chartView(LINE, undefined, false)).toEqual({ status: 'pending' });
    expect(chartView(LINE, undefined, true)).toEqual({ status: 'error' });
    expect(chartView(LINE, { error: { code: 'bad_request', message: 'no' } }, false)).toEqual({
      status: 'error',
    });
  });

  it('is an error when the answer is not the shape the chart draws', () => {
    expect(chartView(LINE, answer([{ name: 'x', value: 1 }]), false)).toEqual({ status: 'error' });
    expect(chartView(STATS, answer([]), false)).toEqual({ status: 'error' });
  });

  it('is empty for lines without a value, no rows, or stats without a total (a zero total reads No Data)', () => {
    expect(
      chartView(
        LINE,
        answer([
          {
            id: 'Errors',
            points: [
              { x: 0, y: 0 },
              { x: 1, y: null },
            ],
          },
        ]),
        false,
      ),
    ).toEqual({
      status: 'empty',
    });
    expect(chartView(TOP, answer([]), false)).toEqual({ status: 'empty' });
    expect(chartView(STATS, answer({ total: null, min: null, avg: null, max: null }), false)).toEqual({
      status: 'empty',
    });
  });

  it('is ready with the data and its CSV otherwise', () => {
    const rows = [{ name: 'E1', value: 3 }];
    expect(chartView(TOP, answer(rows), false)).toMatchObject({
      status: 'ready',
      kind: 'top',
      rows,
      csv: { kind: 'top', rows },
    });
    const series = [{ id: 'Errors', points: [{ x: 0, y: 2 }] }];
    expect(chartView({ ...LINE, kind: 'area' }, answer(series), false)).toMatchObject({
      status: 'ready',
      kind: 'area',
      series,
      meta: META,
    });
  });
});
