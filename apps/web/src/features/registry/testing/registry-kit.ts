import {
  REGISTRY_BASE_EVENT_TYPES,
  REGISTRY_BASE_FIELDS,
  type EventCaseEntry,
  type HistoryEntry,
} from '@prism/domain';
import { http, HttpResponse } from 'msw';
import { applicationFactory, applicationsReplyFactory, userFactory } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

/** For the registry pages' tests only: a Roku app, its event cases, a signed-in reader or editor. */

export const REGISTRY_APP = 'OneApp@Roku';

export function eventCaseFixture(over: Partial<EventCaseEntry> & Pick<EventCaseEntry, 'id'>): EventCaseEntry {
  return {
    name: over.id,
    description: '',
    eventType: 'selectAction',
    domain: 'video',
    appIds: [REGISTRY_APP],
    conditions: [{ field: 'pageName', operator: 'IS', values: ['guide'] }],
    updatedAt: Date.UTC(2026, 10, 1),
    updatedBy: 'mapper',
    ...over,
  };
}

export const REGISTRY_CASES: EventCaseEntry[] = [
  eventCaseFixture({
    id: 'guide_playButton',
    name: 'Play button on Guide',
    description: 'Plays from the guide.',
  }),
  eventCaseFixture({ id: 'guide_filter', name: 'Filter on Guide' }),
  eventCaseFixture({
    id: 'liveTv_playbackStart',
    name: 'Live playback starts',
    eventType: 'playbackStart',
    conditions: [{ field: 'streamType', operator: 'IS', values: ['linear'] }],
  }),
];

export interface RegistryServerOptions {
  /** `reader`: prism-basic only; `editor`: prism-basic and quantum-mapping-edit. */
  as: 'reader' | 'editor';
  cases?: readonly EventCaseEntry[];
  favorites?: string[];
  history?: HistoryEntry[];
  /** Events per case in the period, as the metric engine answers a chart grouped by case. */
  volumes?: Record<string, number>;
}

/** Every PATCH of the user and every write of the registry the page sent, for assertions. */
export interface RegistryCalls {
  patches: unknown[];
  writes: { method: string; path: string; body: unknown }[];
}

/** Signs a reader or an editor in on a server holding the base registry and the given cases. */
export function registryServer({
  as,
  cases = REGISTRY_CASES,
  favorites = [],
  history = [],
  volumes = {},
}: RegistryServerOptions) {
  const roles = as === 'editor' ? ['prism-basic', 'quantum-mapping-edit'] : ['prism-basic'];
  const calls: RegistryCalls = { patches: [], writes: [] };
  let user = userFactory({
    id: 'kim',
    roles,
    eventCaseFavorites: favorites,
    lastLoginDate: '2026-11-22T11:00:00.000Z',
  });
  const apps = [
    applicationFactory({ id: REGISTRY_APP, domain: 'video' }),
    applicationFactory({ id: 'OneApp@iOS', domain: 'video' }),
  ];
  server.use(
    http.post('*/api/tokens/access/verify', () =>
      HttpResponse.json({ id: 'kim', pid: 'P1', email: 'kim@prism.example', name: 'Kim Mapper', roles }),
    ),
    http.get('*/api/users/:id', () => HttpResponse.json(user)),
    http.patch('*/api/users/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.patches.push(body);
      user = { ...user, ...body };
      return HttpResponse.json(user);
    }),
    http.get('*/api/groups', () => HttpResponse.json([])),
    http.get('*/api/applications', () => HttpResponse.json(applicationsReplyFactory(apps))),
    http.post('*/api/collector/events', () => HttpResponse.json({})),
    http.get('*/api/helix-requirement/draft', () =>
      HttpResponse.json({
        fields: REGISTRY_BASE_FIELDS,
        eventTypes: REGISTRY_BASE_EVENT_TYPES,
        eventCases: cases.map(({ updatedAt: _at, updatedBy: _by, ...eventCase }) => eventCase),
        latestVersion: '1.0.0',
        pending: [],
      }),
    ),
    http.get('*/api/event-cases', () => HttpResponse.json({ eventCases: cases })),
    http.get('*/api/event-cases/:id', ({ params }) => {
      const found = cases.find((eventCase) => eventCase.id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: { code: 'not_found', message: 'No such case' } }, { status: 404 });
    }),
    http.get('*/api/history', () => HttpResponse.json({ entries: history, nextBefore: null })),
    http.post('*/api/multi-chart', async ({ request }) => {
      const { queries } = (await request.json()) as { queries: { metric: string; filter?: string[] }[] };
      return HttpResponse.json({
        results: queries.map((query) => {
          const only = query.filter
            ?.find((item) => item.startsWith('eventCaseID:'))
            ?.slice('eventCaseID:'.length);
          const rows = Object.entries(volumes)
            .filter(([name]) => !only || name === only)
            .map(([name, value]) => ({ name, value }));
          return {
            data: rows,
            dataMeta: {
              metric: query.metric,
              label: 'Events',
              type: 'top',
              group: 'eventCaseID',
              subGroup: null,
              startMs: 0,
              endMs: 0,
              stepMs: 3_600_000,
              timeZone: 'UTC',
              partialData: false,
            },
          };
        }),
      });
    }),
  );
  return calls;
}

/** Opens `page` (a path under the kit's application, query included) as the server's user. */
export function renderRegistryPage(page: string) {
  return renderApp({ path: `/${REGISTRY_APP}/${page}`, as: { token: 'token-custom' } });
}

/** A 400 as the registry answers an inconsistent edit. */
export function registryRefusal(problems: { path: string | (string | number)[]; message: string }[]) {
  return HttpResponse.json(
    { error: { code: 'bad_request', message: problems[0]?.message ?? 'bad', details: problems } },
    { status: 400 },
  );
}
