import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, restartTestApp, type TestApp } from '../../../test/helpers';

type Headers = { authorization: string };

// Runs on PGlite, and on PostgreSQL in the server-external project.
describe('dashboards', () => {
  let t: TestApp;
  let analyst: Headers;
  let voc: Headers;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    [analyst, voc, admin] = await Promise.all([t.as('analyst'), t.as('voc'), t.as('admin')]);
  });
  afterAll(() => t.close());

  const chart = (over: object = {}) => ({
    id: 'views',
    title: 'Page views',
    kind: 'line',
    metric: 'page_views',
    filter: ['platformType:Web'],
    x: 0,
    y: 0,
    w: 2,
    h: 4,
    ...over,
  });
  const body = (over: object = {}) => ({
    name: 'Sign-in health',
    description: 'How sign-in goes',
    shared: false,
    entityId: 'MSA@Web',
    charts: [
      chart(),
      chart({
        id: 'top',
        title: 'Top errors',
        kind: 'top',
        metric: 'errors',
        group: 'errorCode',
        limit: 5,
        filter: [],
        x: 2,
      }),
    ],
    ...over,
  });
  const create = (payload: object, headers: Headers = analyst) =>
    t.app.inject({ method: 'POST', url: '/api/dashboards', headers, payload });
  const get = (id: string, headers: Headers = analyst) =>
    t.app.inject({ url: `/api/dashboards/${id}`, headers });
  const put = (id: string, payload: object, headers: Headers = analyst) =>
    t.app.inject({ method: 'PUT', url: `/api/dashboards/${id}`, headers, payload });
  const list = async (scope: 'mine' | 'shared', headers: Headers = analyst) => {
    const res = await t.app.inject({ url: `/api/dashboards?scope=${scope}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; name: string; chartCount: number; ownerName: string }[];
  };

  it('creates, reads, replaces and deletes a dashboard (round trip)', async () => {
    const created = await create(body());
    expect(created.statusCode).toBe(201);
    const dashboard = created.json();
    expect(dashboard).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ownerId: 'analyst',
      ownerName: expect.any(String),
      ...body(),
      charts: body().charts,
      createdAt: expect.any(String),
      updatedAt: dashboard.createdAt,
    });
    expect((await get(dashboard.id)).json()).toEqual(dashboard);

    const renamed = await put(dashboard.id, body({ name: 'Renamed', charts: [chart({ w: 4, h: 6 })] }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: dashboard.id,
      name: 'Renamed',
      charts: [chart({ w: 4, h: 6 })],
    });
    expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(dashboard.updatedAt));
    expect((await list('mine')).find((d) => d.id === dashboard.id)).toMatchObject({
      name: 'Renamed',
      chartCount: 1,
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboards/${dashboard.id}`,
      headers: analyst,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(dashboard.id)).statusCode).toBe(404);
    expect((await list('mine')).some((d) => d.id === dashboard.id)).toBe(false);
  });

  it('lists mine as the caller’s own, and the list as shared ones plus mine', async () => {
    const mine = (await create(body({ name: 'Analyst private' }))).json();
    const theirsShared = (await create(body({ name: 'VoC shared', shared: true }), voc)).json();
    const theirsPrivate = (await create(body({ name: 'VoC private' }), voc)).json();

    const mineIds = (await list('mine')).map((d) => d.id);
    expect(mineIds).toContain(mine.id);
    expect(mineIds).not.toContain(theirsShared.id);

    const listed = await list('shared');
    const ids = listed.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirsShared.id]));
    expect(ids).not.toContain(theirsPrivate.id);
    expect(listed.find((d) => d.id === theirsShared.id)).toMatchObject({
      chartCount: 2,
      ownerName: theirsShared.ownerName,
    });

    expect((await get(theirsShared.id)).statusCode).toBe(200);
    const hidden = await get(theirsPrivate.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(`No dashboard with id "${theirsPrivate.id}"`);
  });

  it('lets only the owner or an admin change or delete a dashboard', async () => {
    const shared = (await create(body({ name: 'Owned by VoC', shared: true }), voc)).json();
    const refused = await put(shared.id, body({ name: 'Taken over' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only the owner of a dashboard may change or delete it');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/dashboards/${shared.id}`, headers: analyst }))
        .statusCode,
    ).toBe(403);
    expect((await get(shared.id)).json().name).toBe('Owned by VoC');

    // Another user's unshared dashboard is not there for them at all.
    const privateOne = (await create(body({ name: 'VoC only' }), voc)).json();
    expect((await put(privateOne.id, body())).statusCode).toBe(404);

    const byAdmin = await put(privateOne.id, body({ name: 'Fixed by admin' }), admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ ownerId: 'voc', name: 'Fixed by admin' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/dashboards/${privateOne.id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
  });

  it.each([
    ['no name', { name: '' }, 'name: a dashboard needs a name'],
    [
      'a name over 100 characters',
      { name: 'n'.repeat(101) },
      'name: a dashboard name is at most 100 characters',
    ],
    [
      'a description over 256 characters',
      { description: 'd'.repeat(257) },
      'description: a description is at most 256 characters',
    ],
    [
      'a shared flag that is not a boolean',
      { shared: 'yes' },
      'shared: Invalid input: expected boolean, received string',
    ],
    [
      'an unknown metric',
      { charts: [chart({ metric: 'made_up' })] },
      'charts.0.metric: not a metric of the catalogue',
    ],
    [
      'a chart 5 columns wide',
      { charts: [chart({ w: 5 })] },
      'charts.0.w: Too big: expected number to be <=4',
    ],
    [
      'a filter the metric lacks',
      { charts: [chart({ metric: 'server_calls', filter: ['pageName:Home'] })] },
      'charts.0.filter.0: server_calls cannot be filtered by pageName',
    ],
    [
      'a sunburst without its outer ring',
      { charts: [chart({ kind: 'sunburst', group: 'platformType' })] },
      'charts.0.subGroup: a sunburst chart needs a subGroup',
    ],
    [
      'a sankey of a metric that does not count page views',
      { charts: [chart({ kind: 'sankey', metric: 'errors', filter: [] })] },
      'charts.0.metric: a sankey follows page views; errors does not count page views',
    ],
    [
      '25 charts',
      { charts: Array.from({ length: 25 }, (_, i) => chart({ id: `c${i}`, y: i * 4 })) },
      'charts: a dashboard holds at most 24 charts',
    ],
  ])('refuses %s with a 400 naming the field', async (_label, over, message) => {
    const res = await create(body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('round-trips the kinds with two dimensions and the graphs', async () => {
    const charts = [
      chart({
        id: 'rings',
        title: 'Pages by platform',
        kind: 'sunburst',
        group: 'platformType',
        subGroup: 'pageName',
        limit: 5,
      }),
      chart({
        id: 'cells',
        title: 'Service health',
        kind: 'grid',
        metric: 'server_success_rate',
        group: 'service',
        subGroup: 'apiName',
        filter: [],
        x: 2,
      }),
      chart({ id: 'graph', title: 'API graph', kind: 'network', metric: 'api_calls', y: 4 }),
      chart({ id: 'journey', title: 'Journeys', kind: 'sankey', limit: 20, x: 2, y: 4 }),
    ];
    const created = await create(body({ name: 'Two dimensions', charts }));
    expect(created.statusCode).toBe(201);
    expect(created.json().charts).toEqual(charts);
    expect((await get(created.json().id)).json().charts).toEqual(charts);

    // An edit that drops the outer ring is refused and leaves the stored sunburst as it was.
    const withoutRing = charts.map((item) => ({ ...item, subGroup: undefined }));
    const refused = await put(created.json().id, body({ name: 'Two dimensions', charts: withoutRing }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('charts.0.subGroup: a sunburst chart needs a subGroup');
    expect((await get(created.json().id)).json().charts[0]).toMatchObject({ subGroup: 'pageName' });
  });

  it('answers bad JSON and bad ids with 400 or 404, never 500', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/dashboards',
      headers: { ...analyst, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/dashboards?scope=everyone', headers: analyst })).statusCode).toBe(
      400,
    );
    expect((await get('x'.repeat(65))).statusCode).toBe(400);
    expect((await get('no-such-dashboard')).statusCode).toBe(404);
    expect((await put('no-such-dashboard', body())).statusCode).toBe(404);
  });

  it('leaves the stored dashboard whole when an update is refused', async () => {
    const dashboard = (await create(body({ name: 'Kept whole' }))).json();
    const bad = await put(
      dashboard.id,
      body({ name: 'Half', charts: [chart(), chart({ id: 'two', x: 1 })] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('charts.1: overlaps the chart "Page views"');
    expect((await get(dashboard.id)).json()).toEqual(dashboard);
  });

  it('rolls an update back whole when the store fails inside it', async () => {
    const dashboard = (await create(body({ name: 'Rollback' }))).json();
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.query(`UPDATE dashboards SET name = 'changed', charts = '[]' WHERE id = $1`, [dashboard.id]);
        await tx.query('SELECT no_such_column FROM dashboards');
      }),
    ).rejects.toThrow();
    expect((await get(dashboard.id)).json()).toEqual(dashboard);
  });

  it('is closed to callers without a token or the portal role', async () => {
    expect((await t.app.inject({ url: '/api/dashboards' })).statusCode).toBe(401);
    const guest = await t.as('guest');
    expect((await t.app.inject({ url: '/api/dashboards', headers: guest })).statusCode).toBe(403);
    expect((await create(body(), guest)).statusCode).toBe(403);
  });

  it('keeps dashboards across a server restart', async () => {
    const dashboard = (await create(body({ name: 'Survives restart' }))).json();
    await restartTestApp(t);
    analyst = await t.as('analyst');
    expect((await get(dashboard.id)).json()).toEqual(dashboard);
  });
});
