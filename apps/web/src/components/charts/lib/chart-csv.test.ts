import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { chartCsv, chartCsvFileName } from './chart-csv';

describe('chartCsv', () => {
  it('writes one row per series and timestamp', () => {
    const csv = chartCsv({
      kind: 'line',
      series: [
        {
          id: 'Page views',
          points: [
            { x: Date.UTC(2026, 10, 22), y: 12 },
            { x: Date.UTC(2026, 10, 23), y: null },
          ],
        },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'series,timestamp,value',
      'Page views,2026-11-22T00:00:00.000Z,12',
      'Page views,2026-11-23T00:00:00.000Z,',
    ]);
  });

  it('quotes names with commas and quotes so they read back unchanged', () => {
    const name = 'Error, "fatal"';
    const csv = chartCsv({ kind: 'top', rows: [{ name, value: 3 }] });
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['name', 'value'],
      [name, '3'],
    ]);
  });

  it('writes page and series names that look like formulas as text, numbers as numbers', () => {
    const csv = chartCsv({
      kind: 'top',
      rows: [
        { name: '=HYPERLINK("http://evil.test","x")', value: -5 },
        { name: "+cmd|' /C calc'!A0", value: 1 },
        { name: '@SUM(A1:A2)', value: 2 },
        { name: '-1+1', value: 3 },
        { name: '\r=1+2', value: 4 },
      ],
    });
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['name', 'value'],
      [`'=HYPERLINK("http://evil.test","x")`, '-5'],
      ["'+cmd|' /C calc'!A0", '1'],
      ["'@SUM(A1:A2)", '2'],
      ["'-1+1", '3'],
      ["'\r=1+2", '4'],
    ]);
  });

  it('writes stats one figure a row', () => {
    expect(
      chartCsv({ kind: 'stats', stats: { total: 10, min: 1, avg: 2.5, max: null } }).split('\r\n'),
    ).toEqual(['statistic,value', 'total,10', 'min,1', 'avg,2.5', 'max,']);
  });
});

describe('chartCsvFileName', () => {
  it('names the file after the chart title', () => {
    expect(chartCsvFileName('Top Errors by Code')).toBe('top-errors-by-code.csv');
    expect(chartCsvFileName('???')).toBe('chart.csv');
  });
});

describe('chartCsv for the other answer shapes', () => {
  const lines = (csv: string) => csv.split('\r\n');

  it('writes an aggregate as the current and previous totals', () => {
    expect(lines(chartCsv({ kind: 'aggregate', figure: { value: 12, previous: null } }))).toEqual([
      'period,value',
      'current,12',
      'previous,',
    ]);
  });

  it('writes a sunburst one row per group and child, a grid one row per cell', () => {
    expect(
      lines(
        chartCsv({ kind: 'sunburst', groups: [{ name: 'Roku', children: [{ name: '5.1', value: 3 }] }] }),
      ),
    ).toEqual(['group,name,value', 'Roku,5.1,3']);
    expect(lines(chartCsv({ kind: 'grid', cells: [{ row: 'h', column: '/a', value: 99.5 }] }))).toEqual([
      'row,column,value',
      'h,/a,99.5',
    ]);
  });

  it('writes a network one row per link and a sankey one row per move', () => {
    expect(
      lines(
        chartCsv({
          kind: 'network',
          network: { nodes: [], links: [{ source: 'h', target: '/a', calls: 4, successRate: null }] },
        }),
      ),
    ).toEqual(['host,api,calls,successRate', 'h,/a,4,']);
    expect(
      lines(
        chartCsv({
          kind: 'sankey',
          sankey: {
            nodes: [
              { id: '0:Home', name: 'Home', step: 0 },
              { id: '1:Guide, TV', name: 'Guide, TV', step: 1 },
            ],
            links: [{ source: '0:Home', target: '1:Guide, TV', value: 7 }],
          },
        }),
      ),
    ).toEqual(['fromStep,fromPage,toStep,toPage,visits', '0,Home,1,"Guide, TV",7']);
  });
});
