import { TVE_APP_ID } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../demo-data/catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers';

describe('GET /api/applications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the whole reply shape from the stored catalogue, TVE last', async () => {
    const res = await t.app.inject({ url: '/api/applications', headers: await t.as('analyst') });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(Object.keys(reply).sort()).toEqual(
      [
        'applications',
        'applicationsByDataSource',
        'applicationsByDomain',
        'applicationsWithAlias',
        'details',
        'quantumApplicationsByClient',
      ].sort(),
    );
    expect(reply.applications).toHaveLength(DEMO_CATALOGUE.length + 1);
    expect(reply.applications.at(-1)).toBe(TVE_APP_ID);
    expect(reply.applicationsWithAlias).toContainEqual({
      app: 'SpecGuide@OVP',
      alias: ['set-top program guide', 'cable box guide'],
    });
    expect(reply.applicationsByDomain.video).toContain('OneApp@Roku');
    expect(reply.applicationsByDomain.tve).toEqual(['TVEAuth@Web@tve']);
    expect(reply.applicationsByDataSource.qube).toContain('IdentityService@Web@portals');
    expect(reply.quantumApplicationsByClient.OneApp).toContain('OneApp@AppleTV');
    expect(reply.quantumApplicationsByClient.IdentityService).toBeUndefined();
  });

  it('is for portal users only', async () => {
    expect((await t.app.inject({ url: '/api/applications', headers: await t.as('docs') })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/applications' })).statusCode).toBe(401);
  });
});
