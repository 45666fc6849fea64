import { describe, expect, it } from 'vitest';
import {
  dimensionLabel,
  filterOfferForApps,
  metricDimensionOffer,
  metricGroupDimension,
  metricOfferedForApps,
} from './dimension-offer';
import { filtersForApps } from './filters';
import { metricPlan, metricQuerySchema, MetricQueryError } from './metric-query';
import { CLIENT_DIMENSIONS, METRICS, SERVER_DIMENSIONS, metricById } from './metrics';

const metric = (id: string) => {
  const found = metricById(id);
  if (!found) throw new Error(`no metric ${id}`);
  return found;
};
const names = (options: readonly { name: string }[]) => options.map((option) => option.name);

const VIDEO_APP = { name: 'OneApp', type: 'Roku', domain: 'video' } as const;
const PORTAL_WEB_APP = { name: 'MSA', type: 'Web', domain: 'portals' } as const;
const INTERNAL_APP = { name: 'CareAgent', type: 'Web', domain: 'internal_apps' } as const;
const VIDEO_IDS = ['streamType', 'contentClass', 'streamContentFormat', 'streamCdn', 'drmType', 'daienabled'];

describe('dimensionLabel', () => {
  it('names every dimension of both tables with a label that is not its id', () => {
    for (const dimension of [...CLIENT_DIMENSIONS, ...SERVER_DIMENSIONS]) {
      const label = dimensionLabel(dimension.name);
      expect(label, dimension.name).not.toBe(dimension.name);
      // No camelCase id shows through: words are separate.
      expect(label, dimension.name).not.toMatch(/[a-z][A-Z]/);
      expect(label, dimension.name).toMatch(/^[A-Z]/);
    }
  });

  it("uses the filter catalogue's labels and its own for drill-down fields", () => {
    expect(dimensionLabel('streamCdn')).toBe('CDN');
    expect(dimensionLabel('daienabled')).toBe('DAI Enabled');
    expect(dimensionLabel('apiArchitecture')).toBe('API architecture');
    expect(dimensionLabel('deviceId')).toBe('Device ID');
  });
});

describe('metricGroupDimension', () => {
  it("refuses a dimension the metric's events do not carry", () => {
    expect(metricGroupDimension(metric('page_views'), 'apiArchitecture')).toBeUndefined();
    expect(metricGroupDimension(metric('page_views'), 'streamCdn')).toBeUndefined();
    expect(metricGroupDimension(metric('api_calls'), 'errorCode')).toBeUndefined();
    expect(metricGroupDimension(metric('video_starts'), 'apiName')).toBeUndefined();
  });

  it('refuses a dimension whose value the metric fixes', () => {
    expect(metricGroupDimension(metric('page_views'), 'eventType')).toBeUndefined();
    expect(metricGroupDimension(metric('login_success_rate'), 'loginOutcome')).toBeUndefined();
    expect(metricGroupDimension(metric('api_success_rate'), 'responseCode')).toBeUndefined();
  });

  it('accepts context, the metric’s own fields and every dimension of a metric of all events', () => {
    expect(metricGroupDimension(metric('page_views'), 'operatingSystem')?.field).toBe('operatingSystem');
    expect(metricGroupDimension(metric('api_calls'), 'apiArchitecture')?.field).toBe('apiArchitecture');
    expect(metricGroupDimension(metric('login_attempts'), 'loginOutcome')?.field).toBe('loginOutcome');
    expect(metricGroupDimension(metric('errors'), 'streamCdn')?.field).toBe('streamCdn');
    expect(metricGroupDimension(metric('event_count'), 'eventType')?.field).toBe('eventType');
    expect(metricGroupDimension(metric('event_count'), 'apiName')?.field).toBe('apiName');
    expect(metricGroupDimension(metric('server_calls'), 'service')?.table).toBe('server');
    expect(metricGroupDimension(metric('server_calls'), 'pageName')).toBeUndefined();
  });

  it('gives every metric its default group', () => {
    for (const definition of METRICS) {
      if (definition.defaultGroup)
        expect(metricGroupDimension(definition, definition.defaultGroup), definition.id).toBeDefined();
    }
  });

  it('is what the metric engine checks a group and a subGroup against', () => {
    const plan = (input: object) =>
      metricPlan(metricQuerySchema.parse({ appIDs: ['MSA@Web'], period: '24h', ...input }), Date.now());
    expect(() => plan({ metric: 'page_views', type: 'top', group: 'streamCdn' })).toThrow(
      new MetricQueryError('group', "Can't group this metric by: streamCdn"),
    );
    expect(() =>
      plan({ metric: 'api_calls', type: 'sunburst', group: 'apiName', subGroup: 'errorCode' }),
    ).toThrow("Can't group this metric by: errorCode");
    expect(plan({ metric: 'api_calls', type: 'top', group: 'apiArchitecture' }).group?.name).toBe(
      'apiArchitecture',
    );
  });
});

describe('metricDimensionOffer', () => {
  it('offers CDN and DRM for a video metric of a video app', () => {
    const offer = metricDimensionOffer(metric('video_startup_time'), [VIDEO_APP]);
    expect(names(offer.groups)).toEqual(expect.arrayContaining(['streamCdn', 'drmType', 'streamType']));
    expect(names(offer.filters)).toEqual(expect.arrayContaining(['streamCdn', 'drmType', 'daienabled']));
    expect(names(offer.groups)).not.toContain('apiArchitecture');
    expect(names(offer.groups)).not.toContain('errorCode');
  });

  it('never offers the stream’s attributes to a Portals web app, whatever the metric', () => {
    for (const definition of METRICS.filter((candidate) => candidate.table === 'client')) {
      const offer = metricDimensionOffer(definition, [PORTAL_WEB_APP]);
      for (const id of VIDEO_IDS) {
        expect(names(offer.groups), definition.id).not.toContain(id);
        expect(names(offer.filters), definition.id).not.toContain(id);
      }
    }
  });

  it('offers a group of video and portal apps the video attributes', () => {
    const offer = metricDimensionOffer(metric('errors'), [PORTAL_WEB_APP, VIDEO_APP]);
    expect(names(offer.groups)).toContain('streamCdn');
    expect(names(metricDimensionOffer(metric('errors'), [PORTAL_WEB_APP]).groups)).not.toContain('streamCdn');
  });

  it('offers API fields for API metrics only, and no ids except a metric’s own default', () => {
    const pageViews = metricDimensionOffer(metric('page_views'), [INTERNAL_APP]);
    expect(names(pageViews.groups)).toEqual(expect.arrayContaining(['pageName', 'appSection', 'appVersion']));
    for (const id of ['apiArchitecture', 'apiName', 'deviceId', 'visitId', 'eventType', 'variantUuids'])
      expect(names(pageViews.groups)).not.toContain(id);
    expect(names(pageViews.filters)).not.toContain('deviceId');
    expect(names(metricDimensionOffer(metric('api_calls')).groups)).toContain('apiArchitecture');
    const talkers = metricDimensionOffer(metric('top_talkers'), [PORTAL_WEB_APP]);
    expect(names(talkers.groups)).toContain('deviceId');
    expect(names(talkers.filters)).not.toContain('deviceId');
  });

  it('offers the application as a dimension of several applications only', () => {
    expect(names(metricDimensionOffer(metric('visits'), [PORTAL_WEB_APP]).groups)).not.toContain('appId');
    expect(names(metricDimensionOffer(metric('visits'), [PORTAL_WEB_APP, VIDEO_APP]).groups)).toContain(
      'appId',
    );
    expect(names(metricDimensionOffer(metric('visits')).filters)).toContain('appId');
  });

  it('offers per-application filters only to the apps that have them', () => {
    expect(names(metricDimensionOffer(metric('page_views'), [PORTAL_WEB_APP]).filters)).toContain(
      'selfInstall',
    );
    expect(names(metricDimensionOffer(metric('page_views'), [INTERNAL_APP]).filters)).not.toContain(
      'selfInstall',
    );
  });

  it('labels every offered dimension, sorted by label', () => {
    for (const definition of METRICS) {
      for (const apps of [[], [VIDEO_APP], [PORTAL_WEB_APP]]) {
        const offer = metricDimensionOffer(definition, apps);
        expect(offer.groups.length, definition.id).toBeGreaterThan(0);
        for (const option of [...offer.groups, ...offer.filters]) {
          expect(option.label, option.name).toBe(dimensionLabel(option.name));
          expect(option.label, option.name).not.toBe(option.name);
        }
        const labels = offer.groups.map((option) => option.label);
        expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
      }
    }
  });

  it('offers server metrics the server dimensions', () => {
    const offer = metricDimensionOffer(metric('server_latency'), [PORTAL_WEB_APP]);
    expect(names(offer.groups)).toEqual(
      ['apiName', 'direction', 'environment', 'host', 'httpVerb', 'responseCode', 'service'].sort((a, b) =>
        dimensionLabel(a).localeCompare(dimensionLabel(b)),
      ),
    );
  });
});

describe('metricOfferedForApps', () => {
  it('offers playback metrics to video apps only', () => {
    expect(metricOfferedForApps(metric('video_startup_time'), [VIDEO_APP])).toBe(true);
    expect(metricOfferedForApps(metric('video_startup_time'), [PORTAL_WEB_APP])).toBe(false);
    expect(metricOfferedForApps(metric('video_starts_users'), [INTERNAL_APP])).toBe(false);
    expect(metricOfferedForApps(metric('video_starts'), [PORTAL_WEB_APP, VIDEO_APP])).toBe(true);
    expect(metricOfferedForApps(metric('video_starts'), [])).toBe(true);
  });

  it('offers the other metrics to every domain', () => {
    for (const id of ['page_views', 'errors', 'api_calls', 'visits', 'server_calls'])
      expect(metricOfferedForApps(metric(id), [PORTAL_WEB_APP]), id).toBe(true);
  });
});

describe('filterOfferForApps', () => {
  it('never offers a Portals web app stream type, CDN, DRM or DAI', () => {
    const offered = filterOfferForApps([PORTAL_WEB_APP]).map((filter) => filter.id);
    for (const id of VIDEO_IDS) expect(offered).not.toContain(id);
    expect(offered).toEqual(
      expect.arrayContaining(['appVersion', 'browser', 'selfInstall', 'technologyType']),
    );
  });

  it('offers a video app the video filters, in catalogue order, and no filter events do not carry', () => {
    const offered = filterOfferForApps([VIDEO_APP]).map((filter) => filter.id);
    for (const id of VIDEO_IDS) expect(offered).toContain(id);
    expect(offered).not.toContain('priority');
    const catalogue = filtersForApps([VIDEO_APP])
      .filter((filter) => filter.field)
      .map((filter) => filter.id);
    expect(offered).toEqual(catalogue);
  });

  it('offers a mixed group the video filters, and every filter when no app is known', () => {
    expect(filterOfferForApps([PORTAL_WEB_APP, VIDEO_APP]).map((filter) => filter.id)).toContain('streamCdn');
    expect(filterOfferForApps([]).map((filter) => filter.id)).toContain('streamCdn');
  });
});
