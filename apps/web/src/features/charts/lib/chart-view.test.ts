import { describe, expect, it } from 'vitest';
import type { ChartDataMeta, ChartResult } from '../api/post-multi-chart';
import type { ChartDefinition } from './chart-definition';
import { chartView } from './chart-view';

const META: ChartDataMeta = {
  metric: 'errors',
  label: 'Errors',
  type: 'line',
  group: null,
  subGroup: null,
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
    expect(chartView(LINE, answer([{ id: 'Errors', x: [0, 1], y: [0, null] }]), false)).toEqual({
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
    // The answer's columns become the points the chart draws.
    expect(
      chartView({ ...LINE, kind: 'area' }, answer([{ id: 'Errors', x: [0], y: [2] }]), false),
    ).toMatchObject({
      status: 'ready',
      kind: 'area',
      series,
      meta: META,
    });
  });
});

describe('chartView of a time series answer', () => {
  it('refuses series whose columns differ in length, or points that are not numbers', () => {
    for (const line of [
      { id: 'Errors', x: [0, 1], y: [2] },
      { id: 'Errors', x: [0], y: ['2'] },
      { id: 'Errors', points: [{ x: 0, y: 2 }] },
    ]) {
      expect(chartView(LINE, answer([line]), false)).toEqual({ status: 'error' });
    }
  });
});

describe('chartView for the other kinds', () => {
  const def = (kind: ChartDefinition['kind'], extra: Partial<ChartDefinition> = {}): ChartDefinition => ({
    id: kind,
    title: kind,
    kind,
    metric: 'errors',
    ...extra,
  });

  it('reads bar kinds from a line answer and shifts the compare line onto this period', () => {
    const series = [{ id: 'Errors', points: [{ x: 86_400_000, y: 2 }] }];
    const result: ChartResult = {
      data: [{ id: 'Errors', x: [86_400_000], y: [2] }],
      dataMeta: { ...META, startMs: 86_400_000 },
      compare: {
        feature: 'previousPeriod',
        data: [{ id: 'Errors', x: [0], y: [1] }],
        dataMeta: META,
      },
    };
    expect(chartView(def('stackedBar'), result, false)).toMatchObject({ kind: 'stackedBar', series });
    expect(chartView(def('line'), result, false)).toMatchObject({
      compare: { label: 'previous period', data: [{ id: 'Errors', points: [{ x: 86_400_000, y: 1 }] }] },
      // The CSV holds the compared series too, named apart.
      csv: { series: [{ id: 'Errors' }, { id: 'Errors (previous period)' }] },
    });
  });

  it('gives tops, tables, stats and aggregates the compare answer in their own terms', () => {
    const compared = (data: unknown, current: unknown): ChartResult => ({
      data: current,
      dataMeta: META,
      compare: { feature: 'anotherVersion', version: '1.9.0', data, dataMeta: META },
    });
    const rows = [
      { name: 'E1', value: 5 },
      { name: 'E2', value: 3 },
    ];
    const before = [{ name: 'E1', value: 4 }];
    expect(chartView(TOP, compared(before, rows), false)).toMatchObject({
      rows,
      compare: { label: 'version 1.9.0', data: before },
    });
    expect(chartView(def('table', { group: 'errorCode' }), compared(before, rows), false)).toMatchObject({
      table: {
        headers: ['Error Code', 'Errors', 'Errors (version 1.9.0)'],
        rows: [
          { name: 'E1', values: [5, 4] },
          { name: 'E2', values: [3, null] },
        ],
      },
    });
    const stats = { total: 10, min: 1, avg: 2, max: 3 };
    expect(chartView(STATS, compared({ ...stats, total: 8 }, stats), false)).toMatchObject({
      stats,
      compare: { data: { total: 8 } },
    });
    // This period empty, the compared one not: the card still shows the compare.
    const none = { total: null, min: null, avg: null, max: null };
    expect(chartView(STATS, compared(stats, none), false)).toMatchObject({ status: 'ready' });
    expect(chartView(def('aggregate'), compared(8, 10), false)).toMatchObject({
      figure: { value: 10 },
      compare: { label: 'version 1.9.0', data: 8 },
    });
    // An answer of the wrong shape is left out rather than drawn wrong.
    expect(chartView(TOP, compared({ total: 1 }, rows), false)).not.toHaveProperty('compare');
  });

  it('reads percentage, table and grid from a top answer', () => {
    const rows = [{ name: '/a', value: 97 }];
    expect(chartView(def('percentage'), answer(rows), false)).toMatchObject({ kind: 'percentage', rows });
    expect(chartView(def('table', { group: 'apiName' }), answer(rows), false)).toMatchObject({
      table: { headers: ['API Name', 'Errors'], rows: [{ name: '/a', values: [97] }] },
      csv: { kind: 'top', rows },
    });
    expect(chartView(def('grid'), answer(rows), false)).toMatchObject({
      tiles: [{ name: '/a', value: 97, target: '/a' }],
    });
  });

  it('reads a table or grid with a subGroup from a grid answer', () => {
    const cells = [
      { row: 'h1', column: '/a', value: 1 },
      { row: 'h2', column: '/b', value: 2 },
    ];
    expect(
      chartView(def('table', { group: 'apiHost', subGroup: 'apiName' }), answer(cells), false),
    ).toMatchObject({
      table: {
        headers: ['API Host', '/a', '/b'],
        rows: [
          { name: 'h1', values: [1, null] },
          { name: 'h2', values: [null, 2] },
        ],
      },
    });
    expect(chartView(def('grid', { subGroup: 'apiName' }), answer(cells), false)).toMatchObject({
      tiles: [{ name: 'h1 › /a', value: 1, target: '/a' }, { target: '/b' }],
    });
  });

  it('reads an aggregate with its previous period, empty without a total', () => {
    expect(chartView(def('aggregate'), { data: 10, dataMeta: META, previousData: 8 }, false)).toMatchObject({
      kind: 'aggregate',
      figure: { value: 10, previous: 8 },
    });
    expect(chartView(def('aggregate'), answer(null), false)).toEqual({ status: 'empty' });
    expect(chartView(def('aggregate'), answer([]), false)).toEqual({ status: 'error' });
  });

  it('reads sunburst, network and sankey answers, empty when they have nothing', () => {
    const groups = [{ name: 'Roku', children: [{ name: '5.1', value: 3 }] }];
    expect(chartView(def('sunburstTop'), answer(groups), false)).toMatchObject({
      kind: 'sunburstTop',
      groups,
    });
    expect(
      chartView(def('sunburst'), answer([{ name: 'x', children: [{ name: 'y', value: 0 }] }]), false),
    ).toEqual({
      status: 'empty',
    });
    const network = { nodes: [{ id: 'h', kind: 'host', calls: 1, successRate: 100 }], links: [] };
    expect(chartView(def('network'), answer(network), false)).toMatchObject({ kind: 'network', network });
    expect(chartView(def('network'), answer({ nodes: [], links: [] }), false)).toEqual({ status: 'empty' });
    expect(chartView(def('sankey'), answer({ nodes: [], links: [] }), false)).toEqual({ status: 'empty' });
    expect(chartView(def('sankey'), answer([]), false)).toEqual({ status: 'error' });
  });
});
