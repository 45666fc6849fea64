import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  GRAPHQL_ENDPOINTS,
  GRAPHQL_OPERATIONS,
  REST_OPERATIONS,
  getApiDocsAsset,
  getApiDocsPage,
  getOpenApi,
  openApiDocument,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { operationRoute } from '../../lib/operations';
import { PRISM_VERSION } from '../../lib/version';
import { API_DOCS_HTML, API_DOCS_SCRIPT, API_DOCS_STYLE } from './api-docs-page';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files the page loads: two from swagger-ui-dist, read once, and two of ours. */
async function assetsLoad(): Promise<Map<string, { type: string; body: string | Buffer }>> {
  const [bundle, css] = await Promise.all([
    fs.readFile(path.join(swaggerDir, 'swagger-ui-bundle.js')),
    fs.readFile(path.join(swaggerDir, 'swagger-ui.css')),
  ]);
  return new Map([
    ['swagger-ui-bundle.js', { type: 'text/javascript; charset=utf-8', body: bundle }],
    ['swagger-ui.css', { type: 'text/css; charset=utf-8', body: css }],
    ['prism-docs.js', { type: 'text/javascript; charset=utf-8', body: API_DOCS_SCRIPT }],
    ['prism-docs.css', { type: 'text/css; charset=utf-8', body: API_DOCS_STYLE }],
  ]);
}

/** `/api/docs`: the OpenAPI reference built from the declarations, and a page to read it in. */
export async function apiDocsRoutes(app: FastifyInstance) {
  const assets = await assetsLoad();
  const document = JSON.stringify(
    openApiDocument({
      version: PRISM_VERSION,
      rest: REST_OPERATIONS,
      graphqlEndpoints: GRAPHQL_ENDPOINTS,
      graphqlOperations: GRAPHQL_OPERATIONS,
    }),
  );

  operationRoute(app, getApiDocsPage, async ({ reply }) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(API_DOCS_HTML),
  );

  operationRoute(app, getApiDocsAsset, async ({ input, reply }) => {
    const asset = assets.get(input.params.file);
    if (!asset) throw notFound(`No file ${input.params.file} in the API reference`);
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
  });

  operationRoute(app, getOpenApi, async ({ reply }) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-cache').send(document),
  );
}
