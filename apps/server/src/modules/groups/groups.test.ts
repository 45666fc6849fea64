import { MSG } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

describe('groups', () => {
  let t: TestApp;
  let analyst: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    analyst = await t.as('analyst');
  });
  afterAll(() => t.close());

  const create = (payload: object, headers = analyst) =>
    t.app.inject({ method: 'POST', url: '/api/groups/new', headers, payload });
  const list = async () =>
    (await t.app.inject({ url: '/api/groups', headers: analyst })).json() as { _id: string; name: string }[];

  it('lists the demo groups', async () => {
    expect((await list()).map((group) => group.name)).toEqual(['Field tools', 'My Account', 'TV apps']);
  });

  it('creates, edits and deletes a group, deriving its domain', async () => {
    const created = await create({
      name: 'Payments',
      description: 'Paying bills',
      applicationIDs: ['PayNow@Web', 'MSA@Web'],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Payments',
      description: 'Paying bills',
      applicationIDs: ['PayNow@Web', 'MSA@Web'],
      domain: 'portals',
    });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/groups/${group._id}`,
      headers: analyst,
      payload: {
        name: 'Payments 2',
        description: 'Bills',
        applicationIDs: ['PayNow@Web', 'Shop@Web', 'SMB@Web'],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      _id: group._id,
      name: 'Payments 2',
      applicationIDs: ['PayNow@Web', 'Shop@Web', 'SMB@Web'],
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${group._id}`,
      headers: analyst,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).some((g) => g._id === group._id)).toBe(false);
  });

  it.each([
    [
      'an empty name',
      { name: ' ', description: 'd', applicationIDs: ['MSA@Web', 'SMB@Web'] },
      `name: ${MSG.groupFieldsRequired}`,
    ],
    [
      'no description',
      { name: 'n', applicationIDs: ['MSA@Web', 'SMB@Web'] },
      'description: Invalid input: expected string, received undefined',
    ],
    [
      'one application',
      { name: 'n', description: 'd', applicationIDs: ['MSA@Web'] },
      `applicationIDs: ${MSG.groupTooFewApps}`,
    ],
    [
      'the same application twice',
      { name: 'n', description: 'd', applicationIDs: ['MSA@Web', 'MSA@Web'] },
      `applicationIDs: ${MSG.groupTooFewApps}`,
    ],
    [
      'an unknown application',
      { name: 'n', description: 'd', applicationIDs: ['MSA@Web', 'Ghost@Web'] },
      'applicationIDs: unknown application "Ghost@Web"',
    ],
    [
      'applications from two domains',
      { name: 'n', description: 'd', applicationIDs: ['MSA@Web', 'OneApp@Roku'] },
      'applicationIDs: all applications of a group must be from one domain, not SSPP/Portals and Video',
    ],
    [
      'applications from another domain than chosen',
      { name: 'n', description: 'd', domain: 'video', applicationIDs: ['MSA@Web', 'SMB@Web'] },
      'applicationIDs: the applications are SSPP/Portals, not Video',
    ],
    [
      'survey applications',
      {
        name: 'n',
        description: 'd',
        applicationIDs: ['JourneySurvey@Web@journey_survey', 'CareSurvey@Web@cst_survey'],
      },
      'applicationIDs: groups are made of SSPP/Portals, Video or Internal applications, not journey_survey, cst_survey',
    ],
  ])('refuses %s', async (_label, payload, message) => {
    const before = await list();
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await list()).toEqual(before);
  });

  it('refuses a second group with the same name with 409', async () => {
    const res = await create({
      name: 'tv APPS',
      description: 'd',
      applicationIDs: ['OneApp@Roku', 'OneApp@iOS'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('name: a group named "tv APPS" already exists');
  });

  it('answers 404 for an unknown group', async () => {
    const payload = { name: 'x', description: 'y', applicationIDs: ['MSA@Web', 'SMB@Web'] };
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/groups/nope', headers: analyst, payload }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/groups/nope', headers: analyst })).statusCode,
    ).toBe(404);
  });

  it('is closed to users without the portal role', async () => {
    const guest = await t.as('guest');
    expect((await t.app.inject({ url: '/api/groups', headers: guest })).statusCode).toBe(403);
    expect(
      (await create({ name: 'g', description: 'd', applicationIDs: ['MSA@Web', 'SMB@Web'] }, guest))
        .statusCode,
    ).toBe(403);
  });
});
