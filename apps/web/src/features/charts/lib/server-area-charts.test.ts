import { metricById } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  SERVER_API_DETAILS_CHARTS,
  SERVER_INCOMING_CHARTS,
  SERVER_OUTGOING_CHARTS,
  SERVER_OVERVIEW_CHARTS,
  SERVER_RESPONSE_CODE_CHARTS,
} from './server-area-charts';

const ALL = [
  ...SERVER_OVERVIEW_CHARTS,
  ...SERVER_API_DETAILS_CHARTS,
  ...SERVER_RESPONSE_CODE_CHARTS,
  ...SERVER_INCOMING_CHARTS,
  ...SERVER_OUTGOING_CHARTS,
];

describe('server-analytics charts', () => {
  it('draw server metrics only, for backend services only', () => {
    for (const chart of ALL) {
      expect(metricById(chart.metric)?.table, chart.id).toBe('server');
      expect(chart.visibility).toEqual({ include: { dataSources: ['qube'] } });
    }
  });

  it('keep the incoming and outgoing pages to their direction', () => {
    for (const chart of SERVER_INCOMING_CHARTS) expect(chart.filter).toEqual(['direction:incoming']);
    for (const chart of SERVER_OUTGOING_CHARTS) expect(chart.filter).toEqual(['direction:outgoing']);
  });

  it('lead the top APIs to their details and the response codes to their page', () => {
    expect(SERVER_OVERVIEW_CHARTS.find((chart) => chart.id === 'top-apis')?.navigate).toBe(
      'server-analytics/overview/details?apiName=:id',
    );
    expect(SERVER_OVERVIEW_CHARTS.find((chart) => chart.id === 'response-codes')?.navigate).toBe(
      'server-analytics/overview/response-code?responseCode=:id',
    );
  });
});
