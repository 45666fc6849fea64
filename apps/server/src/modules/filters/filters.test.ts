import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';

describe('GET /api/prism-ui-filters', () => {
  let t: TestApp;
  let analyst: { authorization: string };
  const get = async (query: string) =>
    t.app.inject({ url: `/api/prism-ui-filters?${query}`, headers: analyst });

  beforeAll(async () => {
    t = await buildTestApp();
    analyst = await t.as('analyst');
    const now = Date.now();
    const hourAgo = now - 3_600_000;
    // Roku: 9.2.0 most used, then 9.1.0; an older event and another app's versions must not count.
    await t.app.analytics.insertClientEvents([
      ...Array.from({ length: 3 }, (_, i) => clientEvent({ appVersion: '9.2.0', timestamp: hourAgo }, i)),
      clientEvent({ appVersion: '9.1.0', timestamp: hourAgo }),
      clientEvent({ appVersion: '9.1.0', timestamp: hourAgo, environment: 'staging' }),
      clientEvent({ appVersion: '1.0.0', timestamp: now - 40 * 86_400_000 }),
      clientEvent({ appVersion: null, timestamp: hourAgo }),
      clientEvent({ appId: 'MSA@Web', appVersion: '5.0.0', timestamp: hourAgo }),
    ]);
  });
  afterAll(() => t.close());

  it('answers a fixed filter with an object keyed by its options', async () => {
    const res = await get('filterID=streamType');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ linear: 'linear', vod: 'vod', dvr: 'dvr', other: 'other' });
  });

  it('answers per-application options', async () => {
    expect((await get('filterID=technologyType&appID=OneApp@Roku')).json()).toEqual({
      Legacy: 'Legacy',
      RSG: 'RSG',
    });
    expect((await get('filterID=connectionType&appID=SpecGuide@OVP')).json()).toEqual({
      wifi: 'wifi',
      IP: 'IP',
      QAM: 'QAM',
      unknown: 'unknown',
    });
    expect(Object.keys((await get('filterID=selfInstall&appIDs[]=MSA@Web&appIDs[]=SMB@Web')).json())).toEqual(
      ['equipmentSelfInstall'],
    );
  });

  it('reads data-driven options from the stored events of the chosen apps and period, most used first', async () => {
    const roku = await get('filterID=appVersion&appID=OneApp@Roku&period=7d');
    expect(roku.statusCode).toBe(200);
    expect(Object.keys(roku.json())).toEqual(['9.2.0', '9.1.0']);
    expect(
      Object.keys((await get('filterID=appVersion&appID=OneApp@Roku&period=7d&environment=staging')).json()),
    ).toEqual(['9.1.0']);
    const both = await get('filterID=appVersion&appIDs[]=OneApp@Roku&appIDs[]=MSA@Web&period=7d');
    expect(Object.keys(both.json())).toEqual(['9.2.0', '9.1.0', '5.0.0']);
    // Over 31 days needs prism-full, as charts do.
    expect((await get('filterID=appVersion&appID=OneApp@Roku&period=13mo')).statusCode).toBe(403);
    const longRange = await t.app.inject({
      url: '/api/prism-ui-filters?filterID=appVersion&appID=OneApp@Roku&period=13mo',
      headers: await t.as('voc'),
    });
    expect(Object.keys(longRange.json())).toContain('1.0.0');
  });

  it.each([
    ['no filterID', '', 'filterID: Invalid input: expected string, received undefined'],
    ['an unknown filter', 'filterID=favouriteColour', 'filterID: unknown filter "favouriteColour"'],
    [
      'a data filter without an app',
      'filterID=appVersion',
      'appID: App Version options depend on the application; send appID or appIDs[]',
    ],
    ['an unknown app', 'filterID=appVersion&appID=Ghost@Web', 'appID: unknown application "Ghost@Web"'],
    [
      'a bad period',
      'filterID=appVersion&appID=OneApp@Roku&period=forever',
      'period: Invalid period supplied',
    ],
    [
      'a bad environment',
      'filterID=streamType&environment=prod',
      'environment: Invalid option: expected one of "production"|"staging"',
    ],
  ])('refuses %s with a 400 that says why', async (_label, query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('treats a hostile app id as a plain value', async () => {
    const res = await get(`filterID=appVersion&appID=${encodeURIComponent("x' OR 1=1 --")}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('unknown application');
  });

  it('is for portal users', async () => {
    const res = await t.app.inject({
      url: '/api/prism-ui-filters?filterID=streamType',
      headers: await t.as('guest'),
    });
    expect(res.statusCode).toBe(403);
  });
});
