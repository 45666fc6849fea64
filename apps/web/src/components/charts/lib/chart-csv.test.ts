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
