import { describe, expect, it } from 'vitest';
import { SUCCESS_RATE_BANDS, successRateBand } from './chart-palette';
import {
  aggregateChange,
  chartTabTitle,
  gridColumns,
  metricLineFigure,
  networkRows,
  percentageRows,
  sankeyLinkTarget,
  tableSort,
} from './chart-rules';

describe('chartTabTitle', () => {
  it('cuts tab titles at 18 characters', () => {
    expect(chartTabTitle('Errors by version')).toBe('Errors by version');
    expect(chartTabTitle('Errors by version!')).toBe('Errors by version!');
    expect(chartTabTitle('Errors by app version')).toBe('Errors by app vers…');
  });
});

describe('gridColumns', () => {
  it('takes the square root of the cell count, rounded up', () => {
    expect(gridColumns(0)).toBe(1);
    expect(gridColumns(1)).toBe(1);
    expect(gridColumns(4)).toBe(2);
    expect(gridColumns(5)).toBe(3);
    expect(gridColumns(99)).toBe(10);
  });

  it('has 11 columns at 100 or more cells', () => {
    expect(gridColumns(100)).toBe(11);
    expect(gridColumns(400)).toBe(11);
  });
});

describe('successRateBand', () => {
  it('puts rates in the six bands of the spec', () => {
    const band = (rate: number | null) => successRateBand(rate)?.id ?? null;
    expect(band(0)).toBe('red');
    expect(band(9.9)).toBe('red');
    expect(band(10)).toBe('lightRed');
    expect(band(49.9)).toBe('lightRed');
    expect(band(50)).toBe('orange');
    expect(band(79.9)).toBe('orange');
    expect(band(80)).toBe('yellow');
    expect(band(89.9)).toBe('yellow');
    expect(band(90)).toBe('green');
    expect(band(99)).toBe('green');
    expect(band(99.1)).toBe('darkGreen');
    expect(band(100)).toBe('darkGreen');
    expect(band(null)).toBeNull();
    expect(new Set(SUCCESS_RATE_BANDS.map((b) => b.color)).size).toBe(6);
  });
});

describe('percentageRows', () => {
  it("gives each row's share of the total with one decimal", () => {
    expect(
      percentageRows([
        { name: 'a', value: 2 },
        { name: 'b', value: 1 },
        { name: 'c', value: null },
      ]),
    ).toEqual([
      { name: 'a', value: 2, share: 66.7 },
      { name: 'b', value: 1, share: 33.3 },
      { name: 'c', value: 0, share: 0 },
    ]);
  });

  it('is all zero when the total is', () => {
    expect(percentageRows([{ name: 'a', value: 0 }])).toEqual([{ name: 'a', value: 0, share: 0 }]);
  });
});

describe('aggregateChange', () => {
  it('is the change against the previous period in integer percent', () => {
    expect(aggregateChange(150, 100)).toEqual({ percent: 50, direction: 'up' });
    expect(aggregateChange(2, 3)).toEqual({ percent: -33, direction: 'down' });
    expect(aggregateChange(100.2, 100)).toEqual({ percent: 0, direction: 'flat' });
  });

  it('has nothing to say without a previous value or with a previous zero', () => {
    expect(aggregateChange(5, null)).toBeNull();
    expect(aggregateChange(5, 0)).toBeNull();
    expect(aggregateChange(null, 5)).toBeNull();
  });
});

describe('metricLineFigure', () => {
  const series = [
    {
      id: 'x',
      points: [
        { x: 0, y: 2 },
        { x: 1, y: null },
        { x: 2, y: 4 },
      ],
    },
  ];
  it('adds the buckets of a count and averages anything else', () => {
    expect(metricLineFigure(series, true)).toBe(6);
    expect(metricLineFigure(series, false)).toBe(3);
    expect(metricLineFigure([{ id: 'x', points: [{ x: 0, y: null }] }], true)).toBeNull();
  });
});

describe('networkRows', () => {
  it('lists APIs by 100 minus their success rate, worst first, those without a rate last', () => {
    const rows = networkRows({
      nodes: [
        { id: 'h1', kind: 'host', calls: 30, successRate: 90 },
        { id: '/a', kind: 'api', calls: 10, successRate: 99.5 },
        { id: '/b', kind: 'api', calls: 10, successRate: 40 },
        { id: '/c', kind: 'api', calls: 5, successRate: null },
        { id: '/d', kind: 'api', calls: 20, successRate: 99.5 },
      ],
      links: [
        { source: 'h1', target: '/a', calls: 10, successRate: 99.5 },
        { source: 'h1', target: '/b', calls: 10, successRate: 40 },
      ],
    });
    expect(rows.map((row) => row.api)).toEqual(['/b', '/d', '/a', '/c']);
    expect(rows[0]).toEqual({ api: '/b', host: 'h1', calls: 10, successRate: 40 });
  });
});

describe('sankeyLinkTarget', () => {
  const sankey = {
    nodes: [
      { id: '0:Home', name: 'Home', step: 0 },
      { id: '1:Guide', name: 'Guide', step: 1 },
    ],
    links: [{ source: '0:Home', target: '1:Guide', value: 5 }],
  };
  const link = { source: '0:Home', target: '1:Guide' };

  it("sets pageName to the link's other end, drops appSection and keeps the rest", () => {
    expect(
      sankeyLinkTarget(
        sankey,
        link,
        '/App@Web/client-analytics/page-views',
        '?period=7d&appSection=x&pageName=Home',
      ),
    ).toBe('/App@Web/client-analytics/page-views?period=7d&pageName=Guide');
    expect(sankeyLinkTarget(sankey, link, '/p', '?pageName=Guide')).toBe('/p?pageName=Home');
    expect(sankeyLinkTarget(sankey, link, '/p', '')).toBe('/p?pageName=Guide');
  });
});

describe('tableSort', () => {
  const rows = [
    { name: 'b', values: [2, null] },
    { name: 'a', values: [null, 1] },
    { name: 'c', values: [5, 3] },
  ];
  it('sorts by names or by a column of numbers, empty values last', () => {
    expect(tableSort(rows, 0, 'asc').map((row) => row.name)).toEqual(['a', 'b', 'c']);
    expect(tableSort(rows, 1, 'desc').map((row) => row.name)).toEqual(['c', 'b', 'a']);
    expect(tableSort(rows, 1, 'asc').map((row) => row.name)).toEqual(['b', 'c', 'a']);
    expect(tableSort(rows, 2, 'asc').map((row) => row.name)).toEqual(['a', 'c', 'b']);
  });
});
