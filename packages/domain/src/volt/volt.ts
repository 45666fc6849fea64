import { z } from 'zod';
import { CLIENT_EVENT_TYPES } from '../events';
import { FILTER_OPERATOR_ARITY } from '../filters';
import { EVENT_CASE_ID_PATTERN, eventCaseConditionSchema } from '../registry/registry';
import { SCHEMA_PROBLEM_REASONS } from '../registry/registry-check';

/**
 * Volt tests (issue 19, spec 000 section 2 `/tools/volt`): a test case says which event cases a
 * visit must send, in which order and with which field values; running it against a recorded
 * visit says, step by step and event by event, what passed and what did not, and why.
 */

/**
 * How a visit's events must line up with the steps: `ordered` (in order, other events between
 * allowed), `strict` (in order with nothing but the test case's ignored event types between) or
 * `unordered` (each step somewhere in the visit, each by an event of its own).
 */
export const VOLT_VALIDATION_TYPES = ['ordered', 'strict', 'unordered'] as const;
export type VoltValidationType = (typeof VOLT_VALIDATION_TYPES)[number];

/** How the pages word each validation type. */
export const VOLT_VALIDATION_LABELS: Record<VoltValidationType, string> = {
  ordered: 'Ordered: in order, other events between allowed',
  strict: 'Strict: in order, only ignored event types between',
  unordered: 'Unordered: each step anywhere in the visit',
};

/** An event case id as a step names it (and as events carry it in `eventCaseId`). */
export const voltEcidSchema = z.string().regex(EVENT_CASE_ID_PATTERN, 'must be an event case id');

/** The most steps a test case has, and the most expectations a step has. */
export const VOLT_STEPS_MAX = 50;
export const VOLT_EXPECTATIONS_MAX = 20;

/**
 * One field expectation of a step beyond its event case's own conditions: a field, a filter
 * operator and its values, read exactly like an event case condition.
 */
export const voltExpectationSchema = eventCaseConditionSchema.superRefine((condition, ctx) => {
  const arity = FILTER_OPERATOR_ARITY[condition.operator];
  const count = condition.values.length;
  if (arity === 'none' && count > 0) {
    ctx.addIssue({ code: 'custom', path: ['values'], message: `${condition.operator} takes no value` });
  } else if (arity === 'one' && count !== 1) {
    ctx.addIssue({ code: 'custom', path: ['values'], message: `${condition.operator} takes one value` });
  } else if (arity === 'many' && count === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['values'],
      message: `${condition.operator} takes at least one value`,
    });
  }
});
export type VoltExpectation = z.infer<typeof voltExpectationSchema>;

/** One step: an event case the visit must send, extra field expectations, and whether it may be absent. */
export const voltStepSchema = z
  .object({
    ecid: voltEcidSchema,
    expectations: z.array(voltExpectationSchema).max(VOLT_EXPECTATIONS_MAX).default([]),
    optional: z.boolean().default(false),
  })
  .strict();
export type VoltStep = z.output<typeof voltStepSchema>;

/** What an editor sends to create or replace a test case. */
export const voltTestCaseInputSchema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(200),
    description: z.string().trim().max(2000).default(''),
    appIds: z.array(z.string().trim().min(1).max(200)).min(1, 'at least one application is required').max(50),
    validationType: z.enum(VOLT_VALIDATION_TYPES).default('ordered'),
    /** Event types that may come between steps in a strict run (heartbeats, API calls…). */
    ignoredEventTypes: z.array(z.enum(CLIENT_EVENT_TYPES)).max(CLIENT_EVENT_TYPES.length).default([]),
    steps: z.array(voltStepSchema).min(1, 'at least one step is required').max(VOLT_STEPS_MAX),
  })
  .strict();
export type VoltTestCaseInput = z.output<typeof voltTestCaseInputSchema>;

/** A stored test case: its id (`tcid`) and who changed it last. */
export const voltTestCaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  appIds: z.array(z.string()),
  validationType: z.enum(VOLT_VALIDATION_TYPES),
  ignoredEventTypes: z.array(z.string()),
  steps: z.array(
    z.object({ ecid: z.string(), expectations: z.array(eventCaseConditionSchema), optional: z.boolean() }),
  ),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedBy: z.string(),
  updatedAt: z.number(),
});
export type VoltTestCase = z.output<typeof voltTestCaseSchema>;

/** Why a step or an event failed: a registry problem, a step expectation, or the order. */
export const VOLT_PROBLEM_REASONS = [...SCHEMA_PROBLEM_REASONS, 'expectation', 'order'] as const;
export type VoltProblemReason = (typeof VOLT_PROBLEM_REASONS)[number];

/** One failing field and why, in words. */
export const voltProblemSchema = z.object({
  field: z.string(),
  reason: z.enum(VOLT_PROBLEM_REASONS),
  message: z.string(),
});
export type VoltProblem = z.output<typeof voltProblemSchema>;

export const VOLT_STEP_STATUSES = ['passed', 'failed', 'missing'] as const;
export type VoltStepStatus = (typeof VOLT_STEP_STATUSES)[number];

/** A step's outcome: the event that answered it (or none), and what that event did wrong. */
export const voltStepResultSchema = z.object({
  index: z.number().int(),
  ecid: z.string(),
  /** The event case's name in the registry, null when the registry no longer has it. */
  name: z.string().nullable(),
  optional: z.boolean(),
  status: z.enum(VOLT_STEP_STATUSES),
  /** The matched event's sequence number, null when no event answered the step. */
  sequenceNumber: z.number().int().nullable(),
  problems: z.array(voltProblemSchema),
  /** Problems on enrichment and collector fields left out of the verdict (isIgnoredEnriched). */
  ignoredProblems: z.array(voltProblemSchema),
  /** One line a person reads: why it is missing, or which event answered it. */
  note: z.string(),
});
export type VoltStepResult = z.output<typeof voltStepResultSchema>;

export const VOLT_EVENT_STATUSES = ['passed', 'failed', 'ignored'] as const;
export type VoltEventStatus = (typeof VOLT_EVENT_STATUSES)[number];

/** One event of the visit as the run saw it. */
export const voltEventResultSchema = z.object({
  sequenceNumber: z.number().int(),
  timestamp: z.number(),
  eventType: z.string(),
  eventCaseId: z.string().nullable(),
  pageName: z.string().nullable(),
  traceId: z.string().nullable(),
  /** The index of the step this event answered, or null. */
  step: z.number().int().nullable(),
  /** `ignored`: before the run's starting sequence number. */
  status: z.enum(VOLT_EVENT_STATUSES),
  problems: z.array(voltProblemSchema),
  ignoredProblems: z.array(voltProblemSchema),
});
export type VoltEventResult = z.output<typeof voltEventResultSchema>;

/** A whole run's outcome: the verdict, each step, and the visit event by event. */
export const voltRunResultSchema = z.object({
  passed: z.boolean(),
  validationType: z.enum(VOLT_VALIDATION_TYPES),
  isIgnoredEnriched: z.boolean(),
  seqNumber: z.number().int().nullable(),
  stepsPassed: z.number().int(),
  stepsTotal: z.number().int(),
  steps: z.array(voltStepResultSchema),
  events: z.array(voltEventResultSchema),
});
export type VoltRunResult = z.output<typeof voltRunResultSchema>;
