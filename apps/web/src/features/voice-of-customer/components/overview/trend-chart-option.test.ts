import { DAY_MS } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTES } from '../../../../components/charts/lib/chart-palette';
import { trendFixture } from './overview-fixtures';
import { trendChartOption, trendTooltipHtml } from './trend-chart-option';
import { TREND_CHARTS, type TrendChartId } from './trend-charts';

// Midnight of 1 November 2026 in the Voice of Customer zone (UTC − 7 h).
const T0 = Date.UTC(2026, 10, 1, 7);
const spec = (id: TrendChartId) => TREND_CHARTS.find((chart) => chart.id === id)!;
const palette = CHART_PALETTES.light;

interface OptionShape {
  yAxis: { min: number; max: number };
  series: { name: string; itemStyle: { color: string } }[];
  tooltip: { formatter: (params: unknown) => string };
}

describe('trendChartOption', () => {
  it('fixes each chart’s value axis whatever its data (spec 001 section 9)', () => {
    const trends = [
      trendFixture({ timestamp: T0, NPS: 12 }),
      trendFixture({ timestamp: T0 + DAY_MS, NPS: 20 }),
    ];
    const axis = (id: TrendChartId) =>
      (trendChartOption(spec(id), trends, palette) as unknown as OptionShape).yAxis;
    expect(axis('nps')).toMatchObject({ min: -100, max: 100 });
    expect(axis('starRating')).toMatchObject({ min: 1, max: 5 });
    expect(axis('sentiment')).toMatchObject({ min: 0, max: 1 });
  });

  it('draws positive sentiment green and negative red', () => {
    const option = trendChartOption(
      spec('sentiment'),
      [trendFixture({ timestamp: T0 })],
      palette,
    ) as unknown as OptionShape;
    expect(option.series.map((series) => [series.name, series.itemStyle.color])).toEqual([
      ['Positive', palette.series[1]],
      ['Negative', palette.series[3]],
    ]);
  });

  it('answers the hovered bucket with its own tooltip', () => {
    const trend = trendFixture({ timestamp: T0, avgStarRating: 4.25, countStarRating: 1234 });
    const option = trendChartOption(spec('starRating'), [trend], palette) as unknown as OptionShape;
    const html = option.tooltip.formatter([{ seriesName: 'Average rating', value: [T0, 4.25] }]);
    expect(html).toBe('November 1, 2026<br/>Average rating: <b>4.25</b><br/>Ratings: 1,234');
  });
});

describe('trendTooltipHtml', () => {
  it('gives NPS one decimal, its answers and groups with thousands separators', () => {
    const trend = trendFixture({
      timestamp: T0,
      NPS: -12.345,
      countNPS: 2100,
      countPromoters: 600,
      countPassives: 650,
      countDetractors: 850,
    });
    expect(trendTooltipHtml(spec('nps'), trend, [{ seriesName: 'NPS', value: [T0, -12.345] }], DAY_MS)).toBe(
      'November 1, 2026<br/>NPS: <b>-12.3</b><br/>Responses: 2,100<br/>Promoters: 600<br/>Passives: 650<br/>Detractors: 850',
    );
  });

  it('gives SR as a percentage with one decimal, and the time of day for hourly buckets', () => {
    const trend = trendFixture({ timestamp: T0 + 3_600_000 * 9, avgSR: 0.4567, countSR: 7 });
    expect(
      trendTooltipHtml(
        spec('sr'),
        trend,
        [{ seriesName: 'Success rate', value: [trend.timestamp, 45.67] }],
        3_600_000,
      ),
    ).toBe('November 1, 2026 09:00 AM<br/>Success rate: <b>45.7%</b><br/>Responses: 7');
  });
});
