import { GRAPHQL_ENDPOINTS, GRAPHQL_OPERATIONS, REST_OPERATIONS, openApiPath } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

describe('/api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives the reference only to signed-in callers', async () => {
    expect((await t.app.inject({ url: '/api/docs/openapi.json' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/docs/openapi.json', headers: await t.as('guest') });
    expect(res.statusCode).toBe(200);
  });

  it('lists every declared operation, REST and GraphQL, with its access', async () => {
    const doc = (
      await t.app.inject({ url: '/api/docs/openapi.json', headers: await t.as('analyst') })
    ).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const operation of REST_OPERATIONS) {
      const entry = doc.paths[openApiPath(operation.path)]?.[operation.method.toLowerCase()];
      expect(entry?.operationId, `${operation.method} ${operation.path}`).toBe(operation.id);
      expect(entry.description).toMatch(/token|role|anyone/i);
    }
    for (const endpoint of GRAPHQL_ENDPOINTS) {
      const entry = doc.paths[endpoint.paths[0]].post;
      for (const field of GRAPHQL_OPERATIONS.filter((op) => op.endpoint === endpoint.id)) {
        expect(entry.description).toContain(`${field.type} ${field.field}`);
      }
    }
    expect(doc.paths['/api/groups/{id}'].patch.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
    expect(doc.paths['/api/system/status'].get.description).toContain('prism-admin');
  });

  it('serves its page and files without inline script, and nothing else from the package', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/<script>[^<]/);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'prism-docs.js', 'prism-docs.css']) {
      expect((await t.app.inject({ url: `/api/docs/assets/${file}` })).statusCode, file).toBe(200);
    }
    for (const file of ['package.json', '..%2F..%2Fpackage.json', 'swagger-ui-bundle.js.map']) {
      expect((await t.app.inject({ url: `/api/docs/assets/${file}` })).statusCode, file).toBe(404);
    }
  });
});
