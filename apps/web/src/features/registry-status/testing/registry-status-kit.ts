import {
  REGISTRY_BASE_EVENT_TYPES,
  REGISTRY_BASE_FIELDS,
  ROLE,
  getHelixReport,
  getHelixRequirement,
  getRegistry,
  listHelixDecoders,
  listHelixVersions,
  releaseHelixDecoder,
  releaseHelixVersion,
  type EventCase,
  type HelixDecoder,
  type HelixStatusRow,
  type HelixVersionSummary,
  type OperationReply,
  type SchemaError,
} from '@prism/domain';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { NOW_MS, userFactory } from '../../../testing/factories';
import { server } from '../../../testing/server';

/** For the registry status and Helix pages' tests: a registry's releases, decoders and report. */

/** The entity the tests open: an application of the shared test catalogue (QUANTUMJS, JavaScript). */
export const KIT_APP = 'myaccount@Web';
export const kitPath = (page: string, query = '') => `/${KIT_APP}/quantum-resources/${page}${query}`;

const DAY = 86_400_000;

/** An event case of the kit's application, or of another one. */
export function kitEventCase(id: string, appIds: string[] = [KIT_APP]): EventCase {
  return {
    id,
    name: `Case ${id}`,
    description: '',
    eventType: 'selectAction',
    domain: 'portals',
    appIds,
    conditions: [{ field: 'pageName', operator: 'IS', values: ['billing'] }],
  };
}

const REQUIREMENT_CASES = [kitEventCase('billing_pay'), kitEventCase('guide_open', ['guide@Roku'])];

/** What a released version requires: the base registry and the kit's cases. */
export function kitRequirement(version: string): OperationReply<typeof getHelixRequirement> {
  return {
    version,
    releasedAt: NOW_MS - DAY,
    fields: [...REGISTRY_BASE_FIELDS],
    eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
    eventCases: REQUIREMENT_CASES,
  };
}

export const KIT_VERSIONS: HelixVersionSummary[] = [
  {
    version: '1.2.0',
    releasedAt: NOW_MS - DAY,
    releasedBy: 'mapper',
    notes: 'Pay flow cases.',
    counts: { fields: 68, eventTypes: 14, eventCases: 2 },
    changes: [
      { entityKind: 'EVENT_CASE', entityId: 'billing_pay', change: 'added', details: [], breaking: false },
      {
        entityKind: 'FIELD_DEFINITION',
        entityId: 'drmType',
        change: 'changed',
        details: ['values removed: aes'],
        breaking: true,
      },
    ],
  },
  {
    version: '1.1.0',
    releasedAt: NOW_MS - 5 * DAY,
    releasedBy: 'admin',
    notes: 'FairPlay.',
    counts: { fields: 68, eventTypes: 14, eventCases: 1 },
    changes: [
      {
        entityKind: 'EVENT_TYPE',
        entityId: 'apiCall',
        change: 'changed',
        details: ['optional fields added: traceId'],
        breaking: false,
      },
    ],
  },
  {
    version: '1.0.0',
    releasedAt: NOW_MS - 9 * DAY,
    releasedBy: 'admin',
    notes: 'The first release.',
    counts: { fields: 67, eventTypes: 14, eventCases: 1 },
    changes: [],
  },
];

export function kitDecoder(over: Partial<HelixDecoder> = {}): HelixDecoder {
  return {
    platform: 'QUANTUMJS',
    platformId: 2,
    decoderVersion: '2.3.0',
    helixVersion: '1.1.0',
    releasedAt: NOW_MS - 2 * DAY,
    releasedBy: 'admin',
    notes: 'Decodes the web SDK.',
    ...over,
  };
}

export const KIT_DECODERS: HelixDecoder[] = [
  kitDecoder(),
  kitDecoder({ platform: 'ROKU', platformId: 5, decoderVersion: '3.2.0', helixVersion: '1.2.0', notes: '' }),
];

export function kitDraft(
  over: Partial<OperationReply<typeof getRegistry>> = {},
): OperationReply<typeof getRegistry> {
  return {
    fields: [...REGISTRY_BASE_FIELDS],
    eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
    eventCases: REQUIREMENT_CASES,
    latestVersion: '1.2.0',
    pending: [
      {
        entityKind: 'FIELD_DEFINITION',
        entityId: 'contentClass',
        change: 'changed',
        details: ['values added: ppv'],
        breaking: false,
      },
    ],
    ...over,
  };
}

export function kitStatusRow(over: Partial<HelixStatusRow> = {}): HelixStatusRow {
  return {
    appId: KIT_APP,
    platform: 'QUANTUMJS',
    platformId: 2,
    language: 'JAVASCRIPT',
    lastEventAt: NOW_MS - 5 * 60_000,
    eventsLastHour: 30,
    usualPerHour: 120,
    helixVersions: [{ version: '1.2.0', events: 900 }],
    schemaErrors: 3,
    state: 'quiet',
    ...over,
  };
}

export function kitSchemaError(over: Partial<SchemaError> = {}): SchemaError {
  return {
    appId: KIT_APP,
    eventType: 'selectAction',
    eventCaseId: 'billing_pay',
    field: 'connectionType',
    reason: 'enumValue',
    message: 'connectionType "pigeon" is not one of its values',
    count: 3,
    firstSeenAt: NOW_MS - 3 * 3600_000,
    lastSeenAt: NOW_MS - 10 * 60_000,
    visitId: 'visit-42',
    ...over,
  };
}

/** The registry editor (the mapper persona): basic access and a mapping-edit role. */
const EDITOR = {
  id: 'mapper',
  pid: 'P1000007',
  email: 'mo.mapper@prism.example',
  name: 'Mo Mapper',
  roles: [ROLE.basic, ROLE.quantumMappingEdit],
};

/** What each registry call answers; every one is recorded in `calls` as the URL it was asked with. */
export interface RegistryStatusServerOptions {
  editor?: boolean;
  versions?: HttpResponseResolver;
  requirement?: HttpResponseResolver;
  decoders?: HttpResponseResolver;
  draft?: HttpResponseResolver;
  report?: HttpResponseResolver;
  release?: HttpResponseResolver;
  recordDecoder?: HttpResponseResolver;
}

/**
 * A signed-in reader (the analyst) or registry editor, and the registry calls answering with the
 * kit's data unless a resolver says otherwise. `calls` holds each asked URL, in order.
 */
export function registryStatusServer(options: RegistryStatusServerOptions = {}) {
  const calls: URL[] = [];
  const recorded =
    (fallback: HttpResponseResolver): HttpResponseResolver =>
    (info) => {
      calls.push(new URL(info.request.url));
      return fallback(info);
    };
  const editorHandlers = options.editor
    ? [
        http.post('*/api/tokens/access/verify', () => HttpResponse.json(EDITOR)),
        http.get('*/api/users/:id', () =>
          HttpResponse.json(
            userFactory({
              id: EDITOR.id,
              pid: EDITOR.pid,
              roles: EDITOR.roles,
              lastLoginDate: '2026-11-22T11:00:00.000Z',
            }),
          ),
        ),
      ]
    : [];
  server.use(
    ...editorHandlers,
    http.get(
      `*${listHelixVersions.path}`,
      recorded(options.versions ?? (() => HttpResponse.json({ versions: KIT_VERSIONS }))),
    ),
    http.get(`*${getRegistry.path}`, recorded(options.draft ?? (() => HttpResponse.json(kitDraft())))),
    http.get(
      `*${listHelixDecoders.path}`,
      recorded(
        options.decoders ??
          (({ request }) => {
            const version = new URL(request.url).searchParams.get('decoderVersion');
            return HttpResponse.json({
              decoders: version ? KIT_DECODERS.filter((d) => d.decoderVersion === version) : KIT_DECODERS,
            });
          }),
      ),
    ),
    http.get(
      `*${getHelixRequirement.path}`,
      recorded(
        options.requirement ??
          (({ request }) =>
            HttpResponse.json(kitRequirement(new URL(request.url).searchParams.get('version') ?? '1.2.0'))),
      ),
    ),
    http.get(
      `*${getHelixReport.path}`,
      recorded(
        options.report ?? (() => HttpResponse.json({ rows: [kitStatusRow()], errors: [kitSchemaError()] })),
      ),
    ),
    http.post(
      `*${releaseHelixVersion.path}`,
      recorded(options.release ?? (() => HttpResponse.json(KIT_VERSIONS[0], { status: 201 }))),
    ),
    http.post(
      `*${releaseHelixDecoder.path}`,
      recorded(options.recordDecoder ?? (() => HttpResponse.json(kitDecoder(), { status: 201 }))),
    ),
  );
  return { calls, asked: (path: string) => calls.filter((url) => url.pathname === path) };
}
