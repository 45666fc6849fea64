import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

const DAY = 86_400_000;
const QUERY = `query Experiments($filter: ExperimentFilter!) {
  experiments(filter: $filter) {
    id uuid name experimentStatusId experimentStatus { id name }
    variants { uuid name } startTime createdTime products { name type }
  }
}`;

interface Answer {
  uuid: string;
  name: string;
  experimentStatus: { id: number; name: string };
  variants: { uuid: string; name: string }[];
  startTime: number;
  createdTime: number;
  products: { name: string; type: string }[];
}

describe('POST /api/distillery (experiments GraphQL)', () => {
  let t: TestApp;
  // The test app stores the demo experiments dated back from the moment it was built.
  let now: number;
  beforeAll(async () => {
    now = Date.now();
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ask = async (
    filter: unknown,
    { url = '/api/distillery', user = 'analyst' }: { url?: string; user?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: await t.as(user),
      payload: { query: QUERY, variables: { filter } },
    });
  const names = async (filter: unknown) => {
    const res = await ask(filter);
    expect(res.statusCode).toBe(200);
    return (res.json().data.experiments as Answer[]).map((e) => e.name).sort();
  };
  const products = (...ids: string[]) =>
    ids.map((id) => ({ name: id.split('@')[0], type: id.split('@')[1] }));

  it('answers the experiments that started in the period in the chosen products, with their variants', async () => {
    const res = await ask({
      startTimeFrom: now - 60 * DAY,
      startTimeTo: now + DAY,
      products: products('MSA@Web'),
    });
    expect(res.statusCode).toBe(200);
    const experiments = res.json().data.experiments as Answer[];
    expect(experiments.map((e) => e.name).sort()).toEqual(['Billing page redesign', 'Upgrade offer banner']);
    const billing = experiments.find((e) => e.name === 'Billing page redesign')!;
    expect(billing.experimentStatus).toEqual({ id: 3, name: 'RUNNING' });
    expect(billing.variants.map((v) => v.name)).toEqual(['control', 'redesign']);
    expect(billing.products).toContainEqual({ name: 'MSA', type: 'Web' });
    expect(billing.startTime).toBeGreaterThan(now - 46 * DAY);
    expect(billing.startTime).toBeLessThan(now - 44 * DAY);
    expect(billing.createdTime).toBeLessThan(billing.startTime);
  });

  it('keeps only experiments whose start time lies in the period', async () => {
    const everywhere = products('MSA@Web', 'MSA@iOS', 'MSA@Android', 'Shop@Web', 'Support@Web', 'OneApp@Web');
    expect(await names({ startTimeFrom: now - DAY, startTimeTo: now + 1, products: everywhere })).toEqual([
      'Proactive support chat',
    ]);
    expect(
      await names({ startTimeFrom: now - 30 * DAY, startTimeTo: now - 7 * DAY, products: everywhere }),
    ).toEqual(['Search ranking v2', 'Upgrade offer banner']);
  });

  it('offers only RUNNING, COMPLETED, CANCELLED, DELETED and TESTING experiments', async () => {
    const res = await ask({
      startTimeFrom: now - 365 * DAY,
      startTimeTo: now + 365 * DAY,
      products: products(
        'MSA@Web',
        'MSA@iOS',
        'Shop@Web',
        'OneApp@iOS',
        'OneApp@Web',
        'Support@Web',
        'OneApp@Roku',
      ),
    });
    const statuses = new Set((res.json().data.experiments as Answer[]).map((e) => e.experimentStatus.name));
    expect([...statuses].sort()).toEqual(['CANCELLED', 'COMPLETED', 'DELETED', 'RUNNING', 'TESTING']);
  });

  it('matches products by name and type, and finds nothing for other apps', async () => {
    const wide = { startTimeFrom: now - 365 * DAY, startTimeTo: now + DAY };
    expect(await names({ ...wide, products: products('OneApp@RokuRsg') })).toEqual([
      'Guide autoplay preview',
    ]);
    expect(await names({ ...wide, products: [{ name: 'MSA', type: 'Roku' }] })).toEqual([]);
    expect(await names({ ...wide, products: [] })).toEqual([]);
    // GraphQL Floats may carry fractions; the store compares them as numbers.
    expect(
      await names({
        startTimeFrom: now - DAY + 0.5,
        startTimeTo: now + 0.25,
        products: products('Support@Web'),
      }),
    ).toEqual(['Proactive support chat']);
  });

  it('answers the same on the /graphql path of ARCHITECTURE.md', async () => {
    const filter = { startTimeFrom: now - DAY, startTimeTo: now + 1, products: products('Support@Web') };
    const res = await ask(filter, { url: '/api/distillery/graphql' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.experiments[0].name).toBe('Proactive support chat');
  });

  it('says what was wrong with a bad filter, a bad document or a body that is not GraphQL', async () => {
    const backwards = await ask({ startTimeFrom: now, startTimeTo: now - DAY, products: [] });
    expect(backwards.statusCode).toBe(200);
    expect(backwards.json().data).toBeNull();
    expect(backwards.json().errors[0].message).toBe('startTimeTo: startTimeTo must be after startTimeFrom');

    const missing = await ask({ startTimeFrom: now });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toMatch(/startTimeTo|products/);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/distillery',
      headers: await t.as('analyst'),
      payload: { query: '{ experiments(' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].message).toMatch(/Syntax Error/);

    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/api/distillery',
      headers: await t.as('analyst'),
      payload: { query: '{ secrets }' },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors[0].message).toBe('Cannot query field "secrets" on type "Query".');

    const notGraphql = await t.app.inject({
      method: 'POST',
      url: '/api/distillery',
      headers: await t.as('analyst'),
      payload: { hello: 'world' },
    });
    expect(notGraphql.statusCode).toBe(400);
    expect(notGraphql.json().error.message).toMatch(/^query: /);
  });

  it('is for portal users with a token', async () => {
    const body = { query: QUERY, variables: { filter: { startTimeFrom: 0, startTimeTo: 1, products: [] } } };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/distillery', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await ask({ startTimeFrom: 0, startTimeTo: 1, products: [] }, { user: 'docs' })).statusCode).toBe(
      403,
    );
  });
});
