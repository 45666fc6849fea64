import { urlStateParse } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import type { ChartDefinition } from './chart-definition';
import { detailsChartsScope, detailsParamsRead } from './details-params';

const NOW = Date.UTC(2026, 10, 22, 19, 35);
const stateOf = (path: string, query: string) =>
  urlStateParse(new URLSearchParams(query), { pathname: `/OneApp@Roku/${path}`, now: NOW, timeZone: 'UTC' });

const ERRORS: ChartDefinition = { id: 'e', title: 'Errors', kind: 'line', metric: 'errors' };
const SERVER: ChartDefinition = { id: 's', title: 'Calls', kind: 'line', metric: 'server_calls' };

describe('detailsParamsRead', () => {
  it("reads a details page's own parameters, plain or in the bracket format", () => {
    const path = 'client-analytics/errors/details';
    expect(
      detailsParamsRead(path, stateOf(path, 'errorCode=VPS-3001&errorType[]=playback&pageName=home')),
    ).toEqual([
      { param: 'errorCode', dimension: 'errorCode', values: ['VPS-3001'] },
      { param: 'errorType', dimension: 'errorType', values: ['playback'] },
    ]);
  });

  it('reads nothing on a page without details parameters or when none is set', () => {
    expect(
      detailsParamsRead('client-analytics/errors', stateOf('client-analytics/errors', 'errorCode=X')),
    ).toEqual([]);
    const path = 'client-analytics/apis/details';
    expect(detailsParamsRead(path, stateOf(path, 'period=7d'))).toEqual([]);
  });

  it('maps the release version to the appVersion dimension and the experiment to experimentUuids', () => {
    const release = 'client-analytics/release-summary/details';
    expect(
      detailsParamsRead(release, stateOf(release, 'releaseVersion=5.2.0&compareFeature=allData')),
    ).toEqual([{ param: 'releaseVersion', dimension: 'appVersion', values: ['5.2.0'] }]);
    const experiment = 'client-analytics/experiment-snapshot/details';
    expect(
      detailsParamsRead(experiment, stateOf(experiment, 'experimentUuid=abc&variantUuids[]=v1')),
    ).toEqual([
      { param: 'experimentUuid', dimension: 'experimentUuids', values: ['abc'] },
      { param: 'variantUuids', dimension: 'variantUuids', values: ['v1'] },
    ]);
  });

  it('reads catalogue filters (appSection) from the page filters', () => {
    const path = 'client-analytics/page-views/details';
    expect(detailsParamsRead(path, stateOf(path, 'pageName=home&appSection[]=billing'))).toEqual([
      { param: 'pageName', dimension: 'pageName', values: ['home'] },
      { param: 'appSection', dimension: 'appSection', values: ['billing'] },
    ]);
  });
});

describe('detailsChartsScope', () => {
  it("adds each parameter as a fixed filter of the charts whose metric has it, keeping the chart's own", () => {
    const path = 'client-analytics/events/details';
    const params = detailsParamsRead(path, stateOf(path, 'eventCaseID=home_submit'));
    const [errors, server] = detailsChartsScope([{ ...ERRORS, filter: ['appSection:home'] }, SERVER], params);
    expect(errors?.filter).toEqual(['appSection:home', 'eventCaseID:home_submit']);
    // Server calls have no event case: the chart is left as it is.
    expect(server).toEqual(SERVER);
  });

  it('leaves page filters to the page (no duplicate appSection) and scopes the tabs of a multi chart', () => {
    const path = 'client-analytics/page-views/details';
    const params = detailsParamsRead(path, stateOf(path, 'pageName=home&appSection[]=billing'));
    const multi: ChartDefinition = { id: 'm', title: 'M', kind: 'multi', metric: '', tabs: [ERRORS] };
    const [scoped] = detailsChartsScope([multi], params);
    expect(scoped?.tabs?.[0]?.filter).toEqual(['pageName:home']);
  });

  it('returns the charts unchanged without parameters', () => {
    expect(detailsChartsScope([ERRORS], [])).toEqual([ERRORS]);
  });
});
