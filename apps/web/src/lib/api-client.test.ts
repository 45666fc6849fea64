import {
  deleteGroup,
  distilleryEndpoint,
  getFilterOptions,
  listGroups,
  getUser,
  getVersion,
  listDashboards,
  restOperation,
  updateGroup,
} from '@prism/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { server } from '../testing/server';
import { ACCESS_TOKEN_KEY } from './access-token';
import { API_REPLY_UNEXPECTED, apiCall, ApiError, apiGraphql } from './api-client';

const GROUP = {
  _id: 'g1',
  name: 'Self service',
  description: 'My Account everywhere',
  applicationIDs: ['myaccount@Web', 'fieldtech@Android'],
  domain: 'portals',
};

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiCall', () => {
  it("fills the path's params, sends the method, token and JSON body, and returns the parsed reply", async () => {
    let received: { method: string; url: string; authorization: string | null; body: unknown } | null = null;
    server.use(
      http.patch('*/api/groups/:id', async ({ request }) => {
        received = {
          method: request.method,
          url: request.url,
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        };
        return HttpResponse.json({ ...GROUP, _id: 'a b/c', extra: 'not declared' });
      }),
    );
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-analyst');
    const input = { name: 'Self service', description: 'Mine', applicationIDs: ['a@Web', 'b@Web'] };

    const group = await apiCall(updateGroup, { params: { id: 'a b/c' }, body: input });

    expect(received).toEqual({
      method: 'PATCH',
      url: 'http://prism.test/api/groups/a%20b%2Fc',
      authorization: 'Bearer token-analyst',
      body: input,
    });
    // Parsed with the declared schema: what it does not declare is not passed on.
    expect(group).toEqual({ ...GROUP, _id: 'a b/c' });
  });

  it('sends a list under a bracket key once per value, and leaves out what is undefined', async () => {
    let url: URL | null = null;
    server.use(
      http.get('*/api/prism-ui-filters', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ '2.1.0': '2.1.0', '2.0.0': '2.0.0' });
      }),
    );

    const options = await apiCall(getFilterOptions, {
      query: {
        filterID: 'appVersion',
        period: '7d',
        'appIDs[]': ['myaccount@Web', 'guide@Roku'],
        environment: undefined,
      },
    });

    expect(url!.pathname).toBe('/api/prism-ui-filters');
    expect([...url!.searchParams]).toEqual([
      ['filterID', 'appVersion'],
      ['period', '7d'],
      ['appIDs[]', 'myaccount@Web'],
      ['appIDs[]', 'guide@Roku'],
    ]);
    expect(Object.keys(options)).toEqual(['2.1.0', '2.0.0']);
  });

  it('writes numbers and flags of a query as text', async () => {
    const probe = restOperation({
      id: 'probe',
      method: 'GET',
      path: '/api/probe/:n',
      summary: 'A test operation.',
      tag: 'Test',
      access: 'signedIn',
      params: z.object({ n: z.coerce.number() }),
      query: z.object({
        limit: z.coerce.number(),
        full: z.enum(['true', 'false']),
        page: z.string().optional(),
      }),
      reply: z.object({ ok: z.literal(true) }),
    });
    let search = '';
    let path = '';
    server.use(
      http.get('*/api/probe/:n', ({ request }) => {
        ({ search, pathname: path } = new URL(request.url));
        return HttpResponse.json({ ok: true });
      }),
    );

    await expect(apiCall(probe, { params: { n: 7 }, query: { limit: 50, full: 'true' } })).resolves.toEqual({
      ok: true,
    });
    expect(path).toBe('/api/probe/7');
    expect(search).toBe('?limit=50&full=true');
  });

  it('refuses a 2xx answer that is not the declared shape, saying which part is wrong', async () => {
    server.use(http.get('*/api/groups', () => HttpResponse.json([{ ...GROUP, domain: 'nowhere' }])));

    const error = await refusal(apiCall(listGroups, {}));

    expect(error.status).toBe(200);
    expect(error.code).toBe(API_REPLY_UNEXPECTED);
    expect(error.message).toMatch(
      /^The server's answer to GET \/api\/groups did not have the declared shape \(0\.domain: /,
    );
  });

  it('refuses an empty answer where the operation declares a body', async () => {
    server.use(http.get('*/api/version', () => new HttpResponse(null, { status: 200 })));

    const error = await refusal(apiCall(getVersion, {}, { withToken: false }));

    expect(error.code).toBe(API_REPLY_UNEXPECTED);
    expect(error.message).toContain('GET /api/version');
  });

  it('takes the empty answer of an operation that declares none', async () => {
    server.use(http.delete('*/api/groups/:id', () => new HttpResponse(null, { status: 204 })));

    await expect(apiCall(deleteGroup, { params: { id: 'g1' } })).resolves.toBeNull();
  });

  it("turns an error answer into an ApiError with the server's status, code and message", async () => {
    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'No such user' } }, { status: 404 }),
      ),
      http.get('*/api/dashboards', () => new HttpResponse('<html>busy</html>', { status: 503 })),
    );

    const missing = await refusal(apiCall(getUser, { params: { id: 'nobody' } }));
    expect([missing.status, missing.code, missing.message]).toEqual([404, 'not_found', 'No such user']);
    const busy = await refusal(apiCall(listDashboards, { query: { scope: 'mine' } }));
    expect([busy.status, busy.code, busy.message]).toEqual([503, 'http_error', 'The server answered 503.']);
    expect(busy.details).toBeUndefined();
  });

  it("keeps an error's details, for a page that places each problem (a survey's answers)", async () => {
    const problems = [{ questionId: 'stars', message: 'Choose a whole number from 1 to 5.' }];
    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json(
          { error: { code: 'bad_request', message: 'stars: wrong', details: { problems } } },
          { status: 400 },
        ),
      ),
    );

    const refused = await refusal(apiCall(getUser, { params: { id: 'x' } }));
    expect(refused.details).toEqual({ problems });
  });

  it('sends no token when told not to, and a trace with every call', async () => {
    let headers: Headers | null = null;
    server.use(
      http.get('*/api/version', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ version: '1.2.3' });
      }),
    );
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-analyst');

    await expect(apiCall(getVersion, {}, { withToken: false })).resolves.toEqual({ version: '1.2.3' });

    expect(headers!.get('authorization')).toBeNull();
    expect(headers!.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});

describe('apiGraphql', () => {
  const dataSchema = z.object({ answer: z.number().nullable() });

  it("posts the document to the endpoint's own path and returns the parsed data with its errors", async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/distillery', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { answer: null }, errors: [{ message: 'one field failed' }] });
      }),
    );

    const reply = await apiGraphql(
      distilleryEndpoint,
      { query: '{ answer }', variables: { x: 1 } },
      dataSchema,
    );

    expect(distilleryEndpoint.paths[0]).toBe('/api/distillery');
    expect(body).toEqual({ query: '{ answer }', variables: { x: 1 } });
    expect(reply).toEqual({ data: { answer: null }, errors: [{ message: 'one field failed' }] });
  });

  it('refuses data of another shape, and reads the message of a refused document', async () => {
    server.use(http.post('*/api/distillery', () => HttpResponse.json({ data: { answer: 'many' } })));
    const wrong = await refusal(apiGraphql(distilleryEndpoint, { query: '{ answer }' }, dataSchema));
    expect(wrong.code).toBe(API_REPLY_UNEXPECTED);

    server.use(
      http.post('*/api/distillery', () =>
        HttpResponse.json(
          { data: null, errors: [{ message: 'Syntax Error: Unexpected }' }] },
          { status: 400 },
        ),
      ),
    );
    const refused = await refusal(apiGraphql(distilleryEndpoint, { query: '{ answer' }, dataSchema));
    expect([refused.status, refused.code, refused.message]).toEqual([
      400,
      'graphql_error',
      'Syntax Error: Unexpected }',
    ]);
  });
});
