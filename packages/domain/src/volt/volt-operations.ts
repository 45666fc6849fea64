import { z } from 'zod';
import { restOperation, type GraphqlEndpointDeclaration, type GraphqlOperation } from '../operation';
import {
  VOLT_VALIDATION_TYPES,
  voltEcidSchema,
  voltRunResultSchema,
  voltTestCaseInputSchema,
  voltTestCaseSchema,
} from './volt';

/**
 * Volt's calls (issue 19, spec 000 section 7 `/volt` and `/filtered-test-cases`). Every portal user
 * reads test cases and runs them (a run reads a recorded visit and keeps its result); creating,
 * changing and deleting test cases needs `editRegistry`, like the registry they are written against.
 */

const TAG = 'Volt tests';
/** A test case id (`tcid`): the UUID the server gave it. */
export const voltTcidSchema = z.string().trim().min(1).max(64);
const tcidParams = z.object({ id: voltTcidSchema }).strict();
const appIdsParam = z.union([z.string().max(200), z.array(z.string().max(200)).max(200)]).optional();

/** The most runs the recent-runs list answers. */
export const VOLT_RUNS_MAX = 200;

/** A test case as lists show it: its last run and how often its kept runs passed. */
export const voltTestCaseSummarySchema = voltTestCaseSchema.extend({
  lastRun: z
    .object({ id: z.string(), passed: z.boolean(), runAt: z.number(), visitId: z.string() })
    .nullable(),
  runs: z.number().int(),
  runsPassed: z.number().int(),
});
export type VoltTestCaseSummary = z.output<typeof voltTestCaseSummarySchema>;

/** A kept run without its result: what the recent-runs list shows. */
export const voltRunSummarySchema = z.object({
  id: z.string(),
  /** The test case run, or null for a single event case run alone. */
  testCaseId: z.string().nullable(),
  testCaseName: z.string().nullable(),
  eventCaseId: z.string().nullable(),
  appId: z.string(),
  visitId: z.string(),
  validationType: z.enum(VOLT_VALIDATION_TYPES),
  isIgnoredEnriched: z.boolean(),
  seqNumber: z.number().int().nullable(),
  passed: z.boolean(),
  stepsPassed: z.number().int(),
  stepsTotal: z.number().int(),
  runBy: z.string(),
  runAt: z.number(),
});
export type VoltRunSummary = z.output<typeof voltRunSummarySchema>;

/** A kept run with its whole result. */
export const voltRunSchema = voltRunSummarySchema.extend({ result: voltRunResultSchema });
export type VoltRun = z.output<typeof voltRunSchema>;

/** What a run is asked for: a test case (`tcid`) or one event case alone (`ecid`), and a visit. */
export const voltRunInputSchema = z
  .object({
    tcid: voltTcidSchema.optional(),
    ecid: voltEcidSchema.optional(),
    visitId: z.string().trim().min(1, 'visitId is required').max(128),
    /** The test case's own when not given. */
    validationType: z.enum(VOLT_VALIDATION_TYPES).optional(),
    isIgnoredEnriched: z.boolean().default(false),
    seqNumber: z.number().int().min(0, 'seqNumber must be 0 or more').max(1_000_000).nullish(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if ((input.tcid === undefined) === (input.ecid === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tcid'],
        message: 'give a test case (tcid) or an event case (ecid), one of them',
      });
    }
  });
export type VoltRunInput = z.output<typeof voltRunInputSchema>;

export const voltTestCasesQuerySchema = z
  .object({
    appIds: appIdsParam,
    /** Text in the id, name, description or a step's event case. */
    search: z.string().max(200).optional(),
    /** Only test cases with a step of this event case. */
    ecid: voltEcidSchema.optional(),
  })
  .strict();

export const listVoltTestCases = restOperation({
  id: 'listVoltTestCases',
  method: 'GET',
  path: '/api/volt/test-cases',
  summary:
    'Test cases (of any of the applications, matching the text, using an event case), each with its last run and pass rate.',
  tag: TAG,
  access: 'portal',
  query: voltTestCasesQuerySchema,
  reply: z.object({ testCases: z.array(voltTestCaseSummarySchema) }),
});

export const getVoltTestCase = restOperation({
  id: 'getVoltTestCase',
  method: 'GET',
  path: '/api/volt/test-cases/:id',
  summary: 'One test case by its id (tcid).',
  tag: TAG,
  access: 'portal',
  params: tcidParams,
  reply: voltTestCaseSchema,
});

export const createVoltTestCase = restOperation({
  id: 'createVoltTestCase',
  method: 'POST',
  path: '/api/volt/test-cases',
  summary:
    'Creates a test case. Every step names an event case of the registry and every expectation a defined field (400 naming the step); 409 for a name in use.',
  tag: TAG,
  access: 'editRegistry',
  body: voltTestCaseInputSchema,
  reply: voltTestCaseSchema,
  status: 201,
});

export const updateVoltTestCase = restOperation({
  id: 'updateVoltTestCase',
  method: 'PUT',
  path: '/api/volt/test-cases/:id',
  summary: 'Replaces a test case (checked like a new one); its kept runs stay.',
  tag: TAG,
  access: 'editRegistry',
  params: tcidParams,
  body: voltTestCaseInputSchema,
  reply: voltTestCaseSchema,
});

export const deleteVoltTestCase = restOperation({
  id: 'deleteVoltTestCase',
  method: 'DELETE',
  path: '/api/volt/test-cases/:id',
  summary: 'Deletes a test case and its kept runs.',
  tag: TAG,
  access: 'editRegistry',
  params: tcidParams,
  reply: z.undefined(),
  replyKind: 'empty',
  status: 204,
});

export const runVolt = restOperation({
  id: 'runVolt',
  method: 'POST',
  path: '/api/volt/runs',
  summary:
    "Runs a test case (tcid), or one event case alone (ecid), against a recorded visit's events; keeps the result and answers it. 404 for a visit with no events.",
  tag: TAG,
  access: 'portal',
  body: voltRunInputSchema,
  reply: voltRunSchema,
  status: 201,
});

export const listVoltRuns = restOperation({
  id: 'listVoltRuns',
  method: 'GET',
  path: '/api/volt/runs',
  summary: 'Kept runs, newest first: of one test case, or of any of the applications.',
  tag: TAG,
  access: 'portal',
  query: z
    .object({
      tcid: voltTcidSchema.optional(),
      appIds: appIdsParam,
      limit: z
        .string()
        .regex(/^\d{1,3}$/, 'limit must be a whole number')
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1, 'limit must be at least 1')
            .max(VOLT_RUNS_MAX, `limit must be at most ${VOLT_RUNS_MAX}`),
        )
        .optional(),
    })
    .strict(),
  reply: z.object({ runs: z.array(voltRunSummarySchema) }),
});

export const getVoltRun = restOperation({
  id: 'getVoltRun',
  method: 'GET',
  path: '/api/volt/runs/:id',
  summary: 'One kept run with its whole result (every step, every event).',
  tag: TAG,
  access: 'portal',
  params: z.object({ id: z.string().trim().min(1).max(64) }).strict(),
  reply: voltRunSchema,
});

/** Every Volt REST operation, spread into `REST_OPERATIONS`. */
export const VOLT_REST_OPERATIONS = [
  listVoltTestCases,
  getVoltTestCase,
  createVoltTestCase,
  updateVoltTestCase,
  deleteVoltTestCase,
  runVolt,
  listVoltRuns,
  getVoltRun,
] as const;

/** `/api/filtered-test-cases`: the spec's GraphQL service listing test cases by filters. */
export const filteredTestCasesEndpoint: GraphqlEndpointDeclaration = {
  id: 'filtered-test-cases',
  // The spec names /filtered-test-cases; ARCHITECTURE.md puts GraphQL under /api/…/graphql.
  paths: ['/api/filtered-test-cases', '/api/filtered-test-cases/graphql'],
  summary: 'Volt test cases (GraphQL): `filteredTestCases(appIds, search, ecid)`.',
  tag: TAG,
  access: 'portal',
};

export const VOLT_GRAPHQL_OPERATIONS: readonly GraphqlOperation[] = [
  {
    endpoint: filteredTestCasesEndpoint.id,
    type: 'query',
    field: 'filteredTestCases',
    summary:
      'Test cases of any of the applications, matching a text, using an event case; with last run and pass rate.',
    access: 'portal',
  },
];
