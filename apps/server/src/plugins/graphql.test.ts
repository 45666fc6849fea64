import type { GraphqlEndpointDeclaration, GraphqlOperation } from '@prism/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling, unauthorized } from '../lib/errors';
import { installGate, installJsonBodies } from '../lib/operations';
import type { AuthUser } from './auth';
import { GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_DEPTH, graphqlEndpoint } from './graphql';

const declaration: GraphqlEndpointDeclaration = {
  id: 'test',
  paths: ['/api/test/graphql'],
  summary: 'test',
  tag: 'Test',
  access: 'portal',
};
const operations: GraphqlOperation[] = [
  { endpoint: 'test', type: 'query', field: 'open', summary: '', access: 'portal' },
  { endpoint: 'test', type: 'query', field: 'node', summary: '', access: 'portal' },
  { endpoint: 'test', type: 'query', field: 'secret', summary: '', access: 'admin' },
  { endpoint: 'test', type: 'mutation', field: 'rename', summary: '', access: 'admin' },
  // `undeclared` is in the schema but has no declaration.
];
const SDL = /* GraphQL */ `
  type Query {
    open: String!
    secret: String!
    undeclared: String!
    node: Node!
  }
  type Mutation {
    rename(name: String!): String!
  }
  type Node {
    name: String!
    child: Node!
  }
`;

const users: Record<string, AuthUser> = {
  analyst: { id: 'analyst', pid: '', email: '', name: '', roles: ['prism-basic'] },
  admin: { id: 'admin', pid: '', email: '', name: '', roles: ['prism-basic', 'prism-admin'] },
};

describe('a GraphQL endpoint', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    installErrorHandling(app);
    installJsonBodies(app, new Set());
    app.decorateRequest('auth', null);
    installGate(app, async (request) => {
      const user = users[request.headers.authorization ?? ''];
      if (!user) throw unauthorized('no token');
      return user;
    });
    const node = (): unknown => ({ name: 'n', child: node });
    await graphqlEndpoint(app, {
      declaration,
      operations,
      sdl: SDL,
      resolvers: {
        Query: { open: () => 'o', secret: () => 's', undeclared: () => 'u', node },
        Mutation: { rename: ({ name }: { name: string }) => name },
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const ask = (who: string | undefined, query: string, variables?: object) =>
    app.inject({
      method: 'POST',
      url: '/api/test/graphql',
      headers: who ? { authorization: who } : {},
      payload: { query, variables },
    });

  it('answers a field the caller may use', async () => {
    const res = await ask('analyst', '{ open }');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { open: 'o' } });
  });

  it('refuses, before running anything, a document with a field the caller may not use', async () => {
    const res = await ask('analyst', '{ open secret }');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your roles do not allow secret (admin needed)');
    expect((await ask('admin', '{ open secret }')).json()).toEqual({ data: { open: 'o', secret: 's' } });
    const mutation = await ask('analyst', 'mutation { rename(name: "x") }');
    expect(mutation.statusCode).toBe(403);
    expect((await ask('admin', 'mutation { rename(name: "x") }')).json()).toEqual({ data: { rename: 'x' } });
  });

  it('finds the fields a document selects through fragments too', async () => {
    for (const query of [
      '{ ... on Query { secret } }',
      'query { ...F } fragment F on Query { secret }',
      '{ open ... { ... on Query { secret } } }',
      'mutation { ... on Mutation { rename(name: "x") } }',
    ]) {
      const res = await ask('analyst', query);
      expect(res.statusCode, query).toBe(403);
    }
    expect((await ask('admin', '{ ... { undeclared } }')).statusCode).toBe(403);
    expect((await ask('analyst', 'query { ...F } fragment F on Query { open }')).json()).toEqual({
      data: { open: 'o' },
    });
  });

  it('takes only GraphQL text, not a JSON syntax tree in its place', async () => {
    for (const query of ['[]', '0', '"a"', '{"kind":"Document","definitions":[]}']) {
      const res = await ask('analyst', query);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('refuses arguments no store can hold, written inside the document', async () => {
    const res = await ask('admin', 'mutation { rename(name: "a\\u0000b") }');
    expect(res.statusCode).toBe(200);
    expect(res.json().errors[0]).toMatchObject({
      message: 'rename.name: must not contain a NUL character',
      extensions: { code: 'bad_request' },
    });
  });

  it('refuses a field that has no declaration, whoever asks', async () => {
    const res = await ask('admin', '{ undeclared }');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('undeclared is not a declared operation');
  });

  it('needs a token', async () => {
    expect((await ask(undefined, '{ open }')).statusCode).toBe(401);
  });

  it('limits depth and aliases', async () => {
    const deep = `{ node { ${'child { '.repeat(GRAPHQL_MAX_DEPTH + 1)}name${' }'.repeat(GRAPHQL_MAX_DEPTH + 1)} } }`;
    const tooDeep = await ask('analyst', deep);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors[0].message).toMatch(/depth/i);
    const aliases = Array.from({ length: GRAPHQL_MAX_ALIASES + 1 }, (_, i) => `a${i}: open`).join(' ');
    const tooMany = await ask('analyst', `{ ${aliases} }`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toMatch(/alias/i);
    const fine = Array.from({ length: GRAPHQL_MAX_ALIASES }, (_, i) => `a${i}: open`).join(' ');
    expect((await ask('analyst', `{ ${fine} }`)).statusCode).toBe(200);
  });

  it('answers a body that is not GraphQL, a syntax error and bad variables with 400', async () => {
    const notGraphql = await app.inject({
      method: 'POST',
      url: '/api/test/graphql',
      headers: { authorization: 'analyst' },
      payload: { hello: 'world' },
    });
    expect(notGraphql.statusCode).toBe(400);
    expect(notGraphql.json().error.message).toMatch(/query/);
    const syntax = await ask('analyst', '{ open(');
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().errors[0].message).toMatch(/Syntax Error/);
    const variables = await ask('admin', 'mutation ($name: String!) { rename(name: $name) }', { name: 5 });
    expect(variables.statusCode).toBe(400);
    expect(variables.json().errors[0].message).toMatch(/name/);
  });
});
