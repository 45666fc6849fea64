import {
  GRAPHQL_ENDPOINTS,
  REST_OPERATIONS,
  operationPath,
  roleCan,
  type Access,
  type HttpMethod,
} from '@prism/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDeclarationGuard } from '../src/lib/operations';
import { PERSONAS } from '../src/modules/auth/personas';
import { buildTestApp, type TestApp } from './helpers';

interface Door {
  id: string;
  method: HttpMethod;
  path: string;
  access: Access;
}

/** Every door of the server: each REST operation and each path of each GraphQL endpoint. */
const DOORS: Door[] = [
  ...REST_OPERATIONS.map(({ id, method, path, access }) => ({ id, method, path, access })),
  ...GRAPHQL_ENDPOINTS.flatMap((endpoint) =>
    endpoint.paths.map((path) => ({
      id: endpoint.id,
      method: 'POST' as const,
      path,
      access: endpoint.access,
    })),
  ),
];

/** A concrete URL for a declared path: every `:param` filled. */
const urlOf = (path: string) =>
  operationPath(path, new Proxy({}, { get: () => 'x' }) as Record<string, string>);

/** A persona whose roles lack the access, for the 403 check. */
function personaWithout(access: Access): string | undefined {
  if (access === 'public' || access === 'signedIn') return undefined;
  return PERSONAS.find((persona) => !roleCan(persona.roles, access))?.username;
}

describe('every declared operation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is registered on the server', () => {
    for (const door of DOORS) {
      expect(t.app.hasRoute({ method: door.method, url: door.path }), `${door.method} ${door.path}`).toBe(
        true,
      );
    }
  });

  it.each(DOORS.filter((door) => door.access !== 'public'))(
    '$method $path answers 401 without a token and with a bad one',
    async (door) => {
      const url = urlOf(door.path);
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic abc' }]) {
        const res = await t.app.inject({
          method: door.method,
          url,
          headers,
          payload: door.method === 'GET' || door.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${door.method} ${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json().error.code).toMatch(/token|unauthorized/);
      }
    },
  );

  it.each(DOORS.filter((door) => personaWithout(door.access)))(
    '$method $path answers 403 to a caller without $access',
    async (door) => {
      const url = urlOf(door.path);
      const persona = personaWithout(door.access)!;
      const res = await t.app.inject({
        method: door.method,
        url,
        headers: await t.as(persona),
        payload: door.method === 'GET' || door.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${door.method} ${url} as ${persona}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    },
  );

  it('names a capability on every operation that reads or writes portal data', () => {
    const open = DOORS.filter((door) => door.access === 'public').map((door) => door.id);
    expect(open.sort()).toEqual([
      'getApiDocsAsset',
      'getApiDocsPage',
      'getHealth',
      'getJwks',
      'getPublicSurvey',
      'getReady',
      'getSignInPage',
      'getSurveyUploadTarget',
      'getVersion',
      'issueToken',
      'postSurveyDisplay',
      'postSurveyResponse',
      'postSurveyUpload',
      'signIn',
      'verifyAccessToken',
    ]);
  });
});

describe('a route outside the declarations', () => {
  it('cannot be registered under /api or /auth', async () => {
    const app = Fastify({ logger: false });
    installDeclarationGuard(app);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/not a declared operation/);
    expect(() => app.post('/auth/backdoor', async () => ({}))).toThrow(/not a declared operation/);
    // Pages and assets of the portal are not API calls.
    expect(() => app.get('/assets/app.js', async () => '')).not.toThrow();
    expect(() =>
      app.get('/api/declared', { config: { operation: { id: 'x', access: 'portal' } } }, async () => ({})),
    ).not.toThrow();
    await app.close();
  });
});
