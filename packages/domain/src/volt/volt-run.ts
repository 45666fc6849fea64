import type { ClientEvent } from '../events';
import {
  eventCaseConditionHolds,
  eventCaseConditionText,
  registryEventCheck,
  type RegistryIndex,
  type SchemaProblemReason,
} from '../registry/registry-check';
import type {
  VoltEventResult,
  VoltProblem,
  VoltRunResult,
  VoltStep,
  VoltStepResult,
  VoltValidationType,
} from './volt';

/** How a run reads the visit: the validation type, whether to ignore enriched fields, where to start. */
export interface VoltRunOptions {
  validationType?: VoltValidationType;
  /** Leave problems on enrichment and collector fields out of the verdict (they are still listed). */
  isIgnoredEnriched?: boolean;
  /** Start at this sequence number: earlier events are shown as ignored and answer no step. */
  seqNumber?: number | null;
}

/** What {@link voltRun} needs of a test case. */
export interface VoltRunnable {
  steps: readonly VoltStep[];
  validationType: VoltValidationType;
  ignoredEventTypes: readonly string[];
}

/** The field sources whose problems `isIgnoredEnriched` leaves out: added after the app sent the event. */
const ENRICHED_SOURCES: ReadonlySet<string> = new Set(['enrichment', 'collector']);
const CASE_REASONS: ReadonlySet<SchemaProblemReason> = new Set([
  'unknownEventCase',
  'eventCaseType',
  'eventCaseApp',
  'eventCaseCondition',
]);
/** Most starting events a strict run tries for its first step. */
const STRICT_STARTS_MAX = 200;

interface Checked {
  problems: VoltProblem[];
  ignored: VoltProblem[];
}

interface Assignment {
  status: VoltStepResult['status'];
  /** Position in the visit's sorted events. */
  at: number | null;
  /** Problems beyond the event's own registry check: the case for an unnamed event, expectations, order. */
  extra: VoltProblem[];
  note?: string;
}

const valueText = (value: unknown): string => {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return 'none';
  return Array.isArray(value) ? value.map(String).join(', ') : String(value);
};

/** The visit prepared once: events in order, each one's own registry check split by the ignore rule. */
class VisitCheck {
  readonly events: readonly ClientEvent[];
  readonly start: number;
  private readonly own: Checked[];
  private readonly memo = new Map<string, { extra: Checked; passes: boolean }>();

  constructor(
    readonly index: RegistryIndex,
    events: readonly ClientEvent[],
    readonly options: Required<Pick<VoltRunOptions, 'isIgnoredEnriched'>> & { seqNumber: number | null },
  ) {
    this.events = [...events].sort((a, b) => a.sequenceNumber - b.sequenceNumber);
    const from = options.seqNumber;
    this.start = from === null ? 0 : this.events.findIndex((event) => event.sequenceNumber >= from);
    if (this.start < 0) this.start = this.events.length;
    this.own = this.events.map((event) => this.split(registryEventCheck(index, event)));
  }

  split(problems: readonly VoltProblem[]): Checked {
    if (!this.options.isIgnoredEnriched) return { problems: [...problems], ignored: [] };
    const checked: Checked = { problems: [], ignored: [] };
    for (const problem of problems) {
      const source = this.index.fields.get(problem.field)?.source;
      (source && ENRICHED_SOURCES.has(source) ? checked.ignored : checked.problems).push(problem);
    }
    return checked;
  }

  ownOf(at: number): Checked {
    return this.own[at]!;
  }

  /** Whether the event at `at` may answer a step of this event case (by naming it, or by its type). */
  candidate(at: number, step: VoltStep): boolean {
    const event = this.events[at]!;
    if (event.eventCaseId) return event.eventCaseId === step.ecid;
    const eventCase = this.index.cases.get(step.ecid);
    return eventCase !== undefined && eventCase.eventType === event.eventType;
  }

  /**
   * What the event at `at` does wrong as this step's answer beyond its own check: an event that
   * does not name the case is checked against the case too; then the step's expectations.
   */
  forStep(at: number, step: VoltStep, stepIndex: number): { extra: Checked; passes: boolean } {
    const key = `${stepIndex}:${at}`;
    const known = this.memo.get(key);
    if (known) return known;
    const event = this.events[at]!;
    const extra: VoltProblem[] = [];
    if (!event.eventCaseId) {
      const asCase = registryEventCheck(this.index, { ...event, eventCaseId: step.ecid });
      extra.push(...asCase.filter((problem) => CASE_REASONS.has(problem.reason)));
    }
    const record = event as Readonly<Record<string, unknown>>;
    for (const expectation of step.expectations) {
      const value = record[expectation.field];
      if (!eventCaseConditionHolds(expectation, value)) {
        extra.push({
          field: expectation.field,
          reason: 'expectation',
          message: `Step ${stepIndex + 1} expects ${eventCaseConditionText(expectation)}; the event has ${valueText(value)}`,
        });
      }
    }
    const checked = this.split(extra);
    const result = {
      extra: checked,
      passes: this.own[at]!.problems.length === 0 && checked.problems.length === 0,
    };
    this.memo.set(key, result);
    return result;
  }

  /** Positions from `from` (inclusive) to `to` (exclusive) within the run's start. */
  *positions(from: number, to = this.events.length): Generator<number> {
    for (let at = Math.max(from, this.start); at < to; at++) yield at;
  }

  firstPassing(step: VoltStep, stepIndex: number, from: number, to?: number, taken?: ReadonlySet<number>) {
    for (const at of this.positions(from, to)) {
      if (taken?.has(at)) continue;
      if (this.candidate(at, step) && this.forStep(at, step, stepIndex).passes) return at;
    }
    return null;
  }

  /** The failing candidate that comes closest: one naming the case, fewest problems, earliest. */
  bestFailing(step: VoltStep, stepIndex: number, from: number, to?: number, taken?: ReadonlySet<number>) {
    let best: { at: number; score: number } | null = null;
    for (const at of this.positions(from, to)) {
      if (taken?.has(at) || !this.candidate(at, step)) continue;
      const named = this.events[at]!.eventCaseId ? 0 : 1000;
      const score =
        named + this.own[at]!.problems.length + this.forStep(at, step, stepIndex).extra.problems.length;
      if (!best || score < best.score) best = { at, score };
    }
    return best?.at ?? null;
  }

  describe(at: number): string {
    const event = this.events[at]!;
    return `#${event.sequenceNumber} (${event.eventType}${event.eventCaseId ? ` ${event.eventCaseId}` : ''})`;
  }
}

const orderProblem = (message: string): VoltProblem => ({
  field: 'sequenceNumber',
  reason: 'order',
  message,
});

/** The steps in order, each searched after the last step that passed (strict: right after it). */
function walkInOrder(
  visit: VisitCheck,
  steps: readonly VoltStep[],
  strict: boolean,
  ignoredTypes: ReadonlySet<string>,
  forcedFirst: number | null,
): { assignments: Assignment[]; interlopers: Map<number, VoltProblem> } {
  const assignments: Assignment[] = [];
  const interlopers = new Map<number, VoltProblem>();
  let cursor = -1;
  let last: { step: number; at: number } | null = null;
  /**
   * Strict: the event that answers the step right after `after`, skipping ignored event types (a
   * passing event of an ignored type still answers): a candidate (passing or not), or the
   * interloper that stands in the way, or null at the end of the visit.
   */
  const nextInStrict = (step: VoltStep, i: number, after: number) => {
    for (const at of visit.positions(after + 1)) {
      const candidate = visit.candidate(at, step);
      if (candidate && visit.forStep(at, step, i).passes) return { at, answers: true };
      if (ignoredTypes.has(visit.events[at]!.eventType)) continue;
      return { at, answers: candidate };
    }
    return null;
  };
  steps.forEach((step, i) => {
    if (strict && last) {
      const next = nextInStrict(step, i, cursor);
      if (next?.answers) {
        const checked = visit.forStep(next.at, step, i);
        assignments.push({ status: checked.passes ? 'passed' : 'failed', at: next.at, extra: [] });
        cursor = next.at;
        last = { step: i, at: next.at };
        return;
      }
      if (step.optional) {
        assignments.push({
          status: 'missing',
          at: null,
          extra: [],
          note: 'Optional: not sent right after the previous step',
        });
        return;
      }
      const later = visit.firstPassing(step, i, cursor + 1);
      if (later !== null) {
        const between = next?.at ?? later;
        const message = `Strict: step ${i + 1} must come right after step ${last.step + 1}'s event ${visit.describe(
          last.at,
        )}; ${visit.describe(between)} came between`;
        interlopers.set(between, orderProblem(message));
        assignments.push({ status: 'failed', at: later, extra: [orderProblem(message)] });
        cursor = later;
        last = { step: i, at: later };
        return;
      }
    } else {
      const found = i === 0 && forcedFirst !== null ? forcedFirst : visit.firstPassing(step, i, cursor + 1);
      if (found !== null) {
        assignments.push({ status: 'passed', at: found, extra: [] });
        cursor = found;
        last = { step: i, at: found };
        return;
      }
    }
    const failing = visit.bestFailing(step, i, cursor + 1);
    if (failing !== null) {
      assignments.push({ status: 'failed', at: failing, extra: [] });
      if (strict) {
        cursor = failing;
        last = { step: i, at: failing };
      }
      return;
    }
    if (last) {
      const before = visit.firstPassing(step, i, 0, cursor + 1) ?? visit.bestFailing(step, i, 0, cursor + 1);
      if (before !== null) {
        const message = `Step ${i + 1} was sent at ${visit.describe(before)}, before step ${last.step + 1}'s event ${visit.describe(
          last.at,
        )}`;
        assignments.push({ status: 'failed', at: before, extra: [orderProblem(message)] });
        return;
      }
    }
    assignments.push({ status: 'missing', at: null, extra: [] });
  });
  return { assignments, interlopers };
}

/** Each step by an event of its own, anywhere: a maximum matching of steps to passing events. */
function matchUnordered(visit: VisitCheck, steps: readonly VoltStep[]): Assignment[] {
  const passing = steps.map((step, i) => {
    const list: number[] = [];
    for (const at of visit.positions(0))
      if (visit.candidate(at, step) && visit.forStep(at, step, i).passes) list.push(at);
    return list;
  });
  const owner = new Map<number, number>();
  const augment = (step: number, seen: Set<number>): boolean => {
    for (const at of passing[step]!) {
      if (seen.has(at)) continue;
      seen.add(at);
      const held = owner.get(at);
      if (held === undefined || augment(held, seen)) {
        owner.set(at, step);
        return true;
      }
    }
    return false;
  };
  // Required steps claim their events before optional ones.
  const order = steps
    .map((_, i) => i)
    .sort((a, b) => Number(steps[a]!.optional) - Number(steps[b]!.optional));
  for (const i of order) augment(i, new Set());
  const atOf = new Map([...owner].map(([at, step]) => [step, at]));
  const taken = new Set(owner.keys());
  return steps.map((step, i) => {
    const at = atOf.get(i);
    if (at !== undefined) return { status: 'passed', at, extra: [] };
    const failing = visit.bestFailing(step, i, 0, undefined, taken);
    if (failing === null) return { status: 'missing', at: null, extra: [] };
    taken.add(failing);
    return { status: 'failed', at: failing, extra: [] };
  });
}

const rank = (steps: readonly VoltStep[], assignments: readonly Assignment[]) => {
  let required = 0;
  let passed = 0;
  for (let i = 0; i < assignments.length; i++) {
    if (assignments[i]!.status !== 'passed') continue;
    passed++;
    if (!steps[i]!.optional) required++;
  }
  return required * 1000 + passed;
};

function stepVerdict(steps: readonly VoltStep[], results: readonly VoltStepResult[]): boolean {
  return results.every(
    (result, i) => result.status === 'passed' || (steps[i]!.optional && result.status === 'missing'),
  );
}

function eventResults(
  visit: VisitCheck,
  extras: ReadonlyMap<number, { step: number; extra: Checked }>,
): VoltEventResult[] {
  return visit.events.map((event, at) => {
    const own = visit.ownOf(at);
    const matched = extras.get(at);
    const problems = [...own.problems, ...(matched?.extra.problems ?? [])];
    const ignored = [...own.ignored, ...(matched?.extra.ignored ?? [])];
    return {
      sequenceNumber: event.sequenceNumber,
      timestamp: event.timestamp,
      eventType: event.eventType,
      eventCaseId: event.eventCaseId ?? null,
      pageName: event.pageName ?? null,
      traceId: event.traceId ?? null,
      step: matched && matched.step >= 0 ? matched.step : null,
      status: at < visit.start ? 'ignored' : problems.length > 0 ? 'failed' : 'passed',
      problems: at < visit.start ? [] : problems,
      ignoredProblems: at < visit.start ? [] : ignored,
    };
  });
}

function missingNote(visit: VisitCheck, step: VoltStep): string {
  const from = visit.options.seqNumber === null ? '' : ` from #${visit.options.seqNumber}`;
  if (!visit.index.cases.has(step.ecid))
    return `${step.ecid} is not in the registry, and no event${from} names it`;
  return `${step.optional ? 'Optional: n' : 'N'}o event of the visit${from} sends ${step.ecid}`;
}

/**
 * Runs a test case against one visit's events (issue 19, `/tools/volt/test-cases`). An event
 * answers a step when it names the step's event case, or names none and is of the case's event
 * type (apps send `eventCaseId` on some types only); it passes when its registry check
 * ({@link registryEventCheck}, against the case too when it does not name it) and the step's
 * expectations find nothing wrong. `ordered` takes, step after step, the earliest passing event
 * after the previous step's; `strict` needs each step's event right after the previous one's,
 * only the test case's ignored event types between (the first step anywhere); `unordered` gives
 * each step a passing event of its own anywhere (a maximum matching). A step with no passing event
 * reports the closest failing one (its failing fields and why), or the event that broke the
 * order, or none. Optional steps may be absent; when sent they must be right. The verdict passes
 * when every step does. Every event of the visit is listed with its own problems plus, for the
 * event answering a step, the step's.
 */
export function voltRun(
  index: RegistryIndex,
  testCase: VoltRunnable,
  events: readonly ClientEvent[],
  options: VoltRunOptions = {},
): VoltRunResult {
  const validationType = options.validationType ?? testCase.validationType;
  const isIgnoredEnriched = options.isIgnoredEnriched ?? false;
  const seqNumber = options.seqNumber ?? null;
  const visit = new VisitCheck(index, events, { isIgnoredEnriched, seqNumber });
  const { steps } = testCase;
  let assignments: Assignment[];
  let interlopers = new Map<number, VoltProblem>();
  if (validationType === 'unordered') {
    assignments = matchUnordered(visit, steps);
  } else {
    const strict = validationType === 'strict';
    const ignoredTypes = new Set(testCase.ignoredEventTypes);
    let best = walkInOrder(visit, steps, strict, ignoredTypes, null);
    if (strict && steps.length > 0) {
      // The first step may start anywhere: try each event that passes it, keep the run that passes most.
      let tried = 0;
      for (const at of visit.positions(0)) {
        if (tried >= STRICT_STARTS_MAX) break;
        if (!visit.candidate(at, steps[0]!) || !visit.forStep(at, steps[0]!, 0).passes) continue;
        tried++;
        const attempt = walkInOrder(visit, steps, true, ignoredTypes, at);
        if (rank(steps, attempt.assignments) > rank(steps, best.assignments)) best = attempt;
      }
    }
    assignments = best.assignments;
    interlopers = best.interlopers;
  }

  const extras = new Map<number, { step: number; extra: Checked }>();
  const stepResults: VoltStepResult[] = steps.map((step, i) => {
    const assignment = assignments[i]!;
    const name = index.cases.get(step.ecid)?.name ?? null;
    if (assignment.at === null) {
      return {
        index: i,
        ecid: step.ecid,
        name,
        optional: step.optional,
        status: 'missing',
        sequenceNumber: null,
        problems: [],
        ignoredProblems: [],
        note: assignment.note ?? missingNote(visit, step),
      };
    }
    const at = assignment.at;
    const own = visit.ownOf(at);
    const forStep = visit.forStep(at, step, i);
    const order = visit.split(assignment.extra);
    const extra: Checked = {
      problems: [...forStep.extra.problems, ...order.problems],
      ignored: [...forStep.extra.ignored, ...order.ignored],
    };
    extras.set(at, { step: i, extra });
    const problems = [...own.problems, ...extra.problems];
    const status = assignment.status === 'passed' && problems.length === 0 ? 'passed' : 'failed';
    return {
      index: i,
      ecid: step.ecid,
      name,
      optional: step.optional,
      status,
      sequenceNumber: visit.events[at]!.sequenceNumber,
      problems,
      ignoredProblems: [...own.ignored, ...extra.ignored],
      note:
        status === 'passed'
          ? `Answered by event ${visit.describe(at)}`
          : `Event ${visit.describe(at)} answers it with ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
    };
  });
  for (const [at, problem] of interlopers) {
    if (extras.has(at)) continue;
    extras.set(at, { step: -1, extra: { problems: [problem], ignored: [] } });
  }
  return {
    passed: stepVerdict(steps, stepResults),
    validationType,
    isIgnoredEnriched,
    seqNumber,
    stepsPassed: stepResults.filter((result) => result.status === 'passed').length,
    stepsTotal: steps.length,
    steps: stepResults,
    events: eventResults(visit, extras),
  };
}

/**
 * Runs one event case alone (`ecid` without `tcid`): every event of the visit that names it is
 * checked, each a step of the result; it passes when at least one event names it and every one
 * of them is right.
 */
export function voltRunEventCase(
  index: RegistryIndex,
  ecid: string,
  events: readonly ClientEvent[],
  options: VoltRunOptions = {},
): VoltRunResult {
  const isIgnoredEnriched = options.isIgnoredEnriched ?? false;
  const seqNumber = options.seqNumber ?? null;
  const visit = new VisitCheck(index, events, { isIgnoredEnriched, seqNumber });
  const name = index.cases.get(ecid)?.name ?? null;
  const step: VoltStep = { ecid, expectations: [], optional: false };
  const extras = new Map<number, { step: number; extra: Checked }>();
  const steps: VoltStepResult[] = [];
  for (const at of visit.positions(0)) {
    if (visit.events[at]!.eventCaseId !== ecid) continue;
    const own = visit.ownOf(at);
    const i = steps.length;
    extras.set(at, { step: i, extra: { problems: [], ignored: [] } });
    steps.push({
      index: i,
      ecid,
      name,
      optional: false,
      status: own.problems.length === 0 ? 'passed' : 'failed',
      sequenceNumber: visit.events[at]!.sequenceNumber,
      problems: own.problems,
      ignoredProblems: own.ignored,
      note:
        own.problems.length === 0
          ? `Event ${visit.describe(at)} is right`
          : `Event ${visit.describe(at)} has ${own.problems.length} problem${own.problems.length === 1 ? '' : 's'}`,
    });
  }
  if (steps.length === 0) {
    steps.push({
      index: 0,
      ecid,
      name,
      optional: false,
      status: 'missing',
      sequenceNumber: null,
      problems: [],
      ignoredProblems: [],
      note: missingNote(visit, step),
    });
  }
  return {
    passed: steps.every((result) => result.status === 'passed'),
    validationType: options.validationType ?? 'unordered',
    isIgnoredEnriched,
    seqNumber,
    stepsPassed: steps.filter((result) => result.status === 'passed').length,
    stepsTotal: steps.length,
    steps,
    events: eventResults(visit, extras),
  };
}
