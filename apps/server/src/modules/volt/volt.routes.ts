import {
  createVoltTestCase,
  deleteVoltTestCase,
  filteredTestCasesEndpoint,
  getVoltRun,
  getVoltTestCase,
  listVoltRuns,
  listVoltTestCases,
  runVolt,
  updateVoltTestCase,
  voltTestCasesQuerySchema,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/errors';
import { operationRoute } from '../../lib/operations';
import { graphqlEndpoint, type GraphqlContext } from '../../plugins/graphql';
import { voltService as service } from './volt.service';

/** The `/api/filtered-test-cases` service: one query, the same filters and rows as the REST list. */
const FILTERED_TEST_CASES_SDL = /* GraphQL */ `
  type Query {
    "Test cases of any of the applications, whose id, name, description or steps hold the text, with a step of the event case."
    filteredTestCases(appIds: [String!], search: String, ecid: String): [TestCase!]!
  }

  type TestCase {
    id: ID!
    name: String!
    description: String!
    appIds: [String!]!
    validationType: String!
    ignoredEventTypes: [String!]!
    steps: [TestCaseStep!]!
    createdBy: String!
    createdAt: Float!
    updatedBy: String!
    updatedAt: Float!
    lastRun: TestCaseRun
    runs: Int!
    runsPassed: Int!
  }

  type TestCaseStep {
    ecid: String!
    optional: Boolean!
    expectations: [TestCaseExpectation!]!
  }

  type TestCaseExpectation {
    field: String!
    operator: String!
    values: [String!]!
  }

  type TestCaseRun {
    id: ID!
    passed: Boolean!
    runAt: Float!
    visitId: String!
  }
`;

/**
 * Volt (issue 19): test cases under `/api/volt/test-cases` (reading for every portal user, writing
 * for `editRegistry`), runs under `/api/volt/runs`, and the spec's `/api/filtered-test-cases`
 * GraphQL service.
 */
export async function voltRoutes(app: FastifyInstance) {
  operationRoute(app, listVoltTestCases, async ({ input }) => ({
    testCases: await service.testCases(app.db, input.query),
  }));
  operationRoute(app, getVoltTestCase, async ({ input }) => service.testCase(app.db, input.params.id));
  operationRoute(app, createVoltTestCase, async ({ auth, input }) =>
    service.create(app.db, auth, input.body),
  );
  operationRoute(app, updateVoltTestCase, async ({ auth, input }) =>
    service.update(app.db, auth, input.params.id, input.body),
  );
  operationRoute(app, deleteVoltTestCase, async ({ auth, input }) => {
    await service.remove(app.db, auth, input.params.id);
    return undefined;
  });
  operationRoute(app, runVolt, async ({ auth, input }) =>
    service.run(app.db, app.analytics, auth, input.body),
  );
  operationRoute(app, listVoltRuns, async ({ input }) => ({ runs: await service.runs(app.db, input.query) }));
  operationRoute(app, getVoltRun, async ({ input }) => service.runById(app.db, input.params.id));

  await graphqlEndpoint(app, {
    declaration: filteredTestCasesEndpoint,
    sdl: FILTERED_TEST_CASES_SDL,
    resolvers: {
      Query: {
        filteredTestCases: (args: never, _context: GraphqlContext) =>
          service.testCases(app.db, parseInput(voltTestCasesQuerySchema, nullsDropped(args))),
      },
    },
  });
}

/** GraphQL sends absent arguments as null; the REST query schema reads them as absent. */
function nullsDropped(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== null && value !== undefined),
  );
}
