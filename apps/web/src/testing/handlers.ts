import { http, HttpResponse } from 'msw';
import {
  applicationsReplyFactory,
  eventCountsFactory,
  GROUPS,
  PERSONAS,
  SERVER_VERSION,
  uiConfigFactory,
  userFactory,
  type PersonaName,
} from './factories';

const unauthorized = () =>
  HttpResponse.json({ error: { code: 'invalid_token', message: 'Access token invalid' } }, { status: 401 });

function personaOf(token: string | null | undefined): PersonaName | null {
  const match = /^Bearer token-(\w+)$/.exec(token ?? '');
  const name = match?.[1];
  return name && name in PERSONAS ? (name as PersonaName) : null;
}

/** A server that knows the test personas: `token-analyst`, `token-docs`, `token-guest`. */
export const handlers = [
  http.post('*/api/tokens/access/verify', async ({ request }) => {
    const body = (await request.json()) as { authorization?: string };
    const persona = personaOf(body.authorization);
    return persona ? HttpResponse.json(PERSONAS[persona]) : unauthorized();
  }),
  http.get('*/api/users/:id', ({ request, params }) => {
    if (!personaOf(request.headers.get('authorization'))) return unauthorized();
    const persona = PERSONAS[params.id as PersonaName];
    const [firstName = '', lastName = ''] = persona.name.split(' ');
    return HttpResponse.json(
      userFactory({
        id: persona.id,
        pid: persona.pid,
        firstName,
        lastName,
        roles: persona.roles,
        lastLoginDate: '2026-11-22T11:00:00.000Z',
      }),
    );
  }),
  http.get('*/api/applications', ({ request }) =>
    personaOf(request.headers.get('authorization'))
      ? HttpResponse.json(applicationsReplyFactory())
      : unauthorized(),
  ),
  http.get('*/api/groups', ({ request }) =>
    personaOf(request.headers.get('authorization')) ? HttpResponse.json(GROUPS) : unauthorized(),
  ),
  http.get('*/api/version', () => HttpResponse.json({ version: SERVER_VERSION })),
  http.get('*/api/ui-config', () => HttpResponse.json(uiConfigFactory())),
  http.get('*/api/analytics/event-counts', ({ request }) =>
    personaOf(request.headers.get('authorization'))
      ? HttpResponse.json(eventCountsFactory())
      : unauthorized(),
  ),
  // Prism's own tracking sends its batches here from every page of the shell.
  http.post('*/api/collector/events', async ({ request }) => {
    if (!personaOf(request.headers.get('authorization'))) return unauthorized();
    const body = (await request.json()) as { events?: unknown[] };
    return HttpResponse.json({ stored: body.events?.length ?? 0 });
  }),
  // Prism's own usage is empty until a test says otherwise (the admin pages ask for it).
  http.get('*/api/prism-usage', ({ request }) => {
    if (!personaOf(request.headers.get('authorization'))) return unauthorized();
    const url = new URL(request.url);
    return HttpResponse.json({
      appId: 'Prism@Web',
      startMs: Number(url.searchParams.get('startMs')),
      endMs: Number(url.searchParams.get('endMs')),
      totals: { pageViews: 0, users: 0, visits: 0, apiCalls: 0, apiFailures: 0, errors: 0, feedback: 0 },
      pages: [],
      apiCalls: [],
    });
  }),
  // The experiments service knows no experiments until a test says otherwise.
  http.post('*/api/distillery', ({ request }) =>
    personaOf(request.headers.get('authorization'))
      ? HttpResponse.json({ data: { experiments: [] } })
      : unauthorized(),
  ),
  // The Voice of Customer endpoint is not served unless a test mocks it (vocGraphqlMock): a page of
  // the module shows its error state instead of a request nobody answers.
  http.post('*/api/voice-of-customer/graphql', () =>
    HttpResponse.json({
      errors: [{ message: 'Not served in this test.', extensions: { code: 'unavailable', status: 503 } }],
    }),
  ),
  // Nobody has a dashboard until a test says otherwise.
  http.get('*/api/dashboards', ({ request }) =>
    personaOf(request.headers.get('authorization')) ? HttpResponse.json([]) : unauthorized(),
  ),
  // Pages with charts ask for them all at once; here every chart has no data for its period.
  http.post('*/api/multi-chart', async ({ request }) => {
    if (!personaOf(request.headers.get('authorization'))) return unauthorized();
    const { queries } = (await request.json()) as {
      queries: { metric: string; type?: string; group?: string; step?: number }[];
    };
    return HttpResponse.json({
      results: queries.map((query) => ({
        data: emptyChartData(query.type),
        dataMeta: {
          metric: query.metric,
          label: query.metric,
          type: query.type ?? 'line',
          group: query.group ?? null,
          subGroup: null,
          startMs: 0,
          endMs: 0,
          stepMs: query.step ?? 3_600_000,
          timeZone: 'UTC',
          partialData: false,
        },
      })),
    });
  }),
];

/** An answer with nothing in it, in the shape each query type has (docs/api.md). */
function emptyChartData(type: string | undefined): unknown {
  switch (type) {
    case 'stats':
      return { total: null, min: null, avg: null, max: null };
    case 'aggregate':
      return null;
    case 'network':
    case 'sankey':
      return { nodes: [], links: [] };
    default:
      return [];
  }
}
