import {
  clientEventWithoutPersonal,
  CLIENT_EVENT_PERSONAL_FIELDS,
  VOLT_RUNS_MAX,
  voltRun,
  voltRunEventCase,
  type RegistryIndex,
  type VoltRun,
  type VoltRunInput,
  type VoltRunSummary,
  type VoltTestCase,
  type VoltTestCaseInput,
  type VoltTestCaseSummary,
} from '@prism/domain';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsStore, Db, Queryable } from '../../plugins/stores';
import { applicationsRequire } from '../applications/applications.service';
import { historyRecord } from '../history/history.repository';
import { registryCurrentIndex } from '../registry/registry.service';
import { voltRepository as repo, type VoltTestCaseFilter } from './volt.repository';

/** How many recent runs the list answers when the caller does not say. */
const VOLT_RUNS_DEFAULT = 50;

/**
 * The registry Volt checks visits against: the draft registry the collector checks arriving events
 * with, so a run and the status page agree on what is wrong.
 */
export function voltRegistryIndex(db: Db): Promise<RegistryIndex> {
  return registryCurrentIndex(db);
}

const PERSONAL: ReadonlySet<string> = new Set(CLIENT_EVENT_PERSONAL_FIELDS);

/**
 * Refuses a test case the registry cannot answer: a step naming an event case it does not have,
 * or one that applies to none of the test case's applications; an expectation on an undefined
 * field, on a field the case's event type does not carry, on personal data (kept results are read
 * by every portal user), or with a value outside its enum. 400 naming the step's path.
 */
function stepsCheck(index: RegistryIndex, input: VoltTestCaseInput): void {
  const apps = new Set(input.appIds);
  input.steps.forEach((step, i) => {
    const at = `steps.${i}`;
    const eventCase = index.cases.get(step.ecid);
    if (!eventCase) throw badRequest(`${at}.ecid: event case "${step.ecid}" is not in the registry`);
    if (!eventCase.appIds.some((id) => apps.has(id))) {
      throw badRequest(
        `${at}.ecid: event case "${step.ecid}" applies to none of the test case's applications`,
      );
    }
    const type = index.types.get(eventCase.eventType);
    step.expectations.forEach((expectation, j) => {
      const where = `${at}.expectations.${j}.field`;
      const field = index.fields.get(expectation.field);
      if (!field) throw badRequest(`${where}: ${expectation.field} is not a defined field`);
      if (PERSONAL.has(expectation.field)) {
        throw badRequest(`${where}: ${expectation.field} is personal data; a test case cannot expect it`);
      }
      if (type && !type.allowed.has(expectation.field)) {
        throw badRequest(`${where}: ${expectation.field} is not a field of ${eventCase.eventType} events`);
      }
      if (field.kind === 'ENUM') {
        const wrong = expectation.values.filter((value) => !field.values.includes(value));
        if (wrong.length > 0) {
          throw badRequest(
            `${at}.expectations.${j}.values: ${wrong.join(', ')} is not a value of ${expectation.field}`,
          );
        }
      }
    });
  });
}

const nameTaken = (name: string) => conflict(`name: a test case named "${name}" already exists`);
const missing = (id: string) => notFound(`No test case with id "${id}"`);

function changeSummary(before: VoltTestCase | null, after: VoltTestCase | null): string {
  if (!before && after) return `Added test case ${after.name} (${after.steps.length} steps)`;
  if (before && !after) return `Removed test case ${before.name}`;
  const a = after!;
  const b = before!;
  const changes: string[] = [];
  if (a.name !== b.name) changes.push(`renamed from ${b.name}`);
  if (JSON.stringify(a.steps) !== JSON.stringify(b.steps))
    changes.push(`steps ${b.steps.length} → ${a.steps.length}`);
  if (a.validationType !== b.validationType) changes.push(`${b.validationType} → ${a.validationType}`);
  if (JSON.stringify(a.appIds) !== JSON.stringify(b.appIds)) changes.push('applications changed');
  return `Changed test case ${a.name}${changes.length > 0 ? `: ${changes.join('; ')}` : ''}`;
}

const history = (
  tx: Queryable,
  auth: AuthUser,
  id: string,
  before: VoltTestCase | null,
  after: VoltTestCase | null,
) =>
  historyRecord(tx, {
    entityKind: 'TEST_CASE',
    entityId: id,
    action: !after ? 'deleted' : before ? 'updated' : 'created',
    actor: auth.id,
    summary: changeSummary(before, after),
    before,
    after,
  });

const asList = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : [value].flat().filter((id) => id !== '');

export const voltService = {
  /** Test cases of any of the applications, matching the text, using the event case. */
  testCases(
    db: Queryable,
    query: { appIds?: string | readonly string[]; search?: string; ecid?: string },
  ): Promise<VoltTestCaseSummary[]> {
    const filter: VoltTestCaseFilter = {
      appIds: asList(query.appIds),
      search: query.search,
      ecid: query.ecid,
    };
    return repo.testCases(db, filter);
  },

  async testCase(db: Queryable, id: string): Promise<VoltTestCase> {
    const found = await repo.testCase(db, id);
    if (!found) throw missing(id);
    return found;
  },

  async create(db: Db, auth: AuthUser, input: VoltTestCaseInput): Promise<VoltTestCase> {
    await applicationsRequire(db, 'appIds', input.appIds);
    stepsCheck(await voltRegistryIndex(db), input);
    return db.transaction(async (tx) => {
      if (await repo.byName(tx, input.name)) throw nameTaken(input.name);
      const created = await repo.insert(tx, { ...input, id: randomUUID(), actor: auth.id, at: Date.now() });
      await history(tx, auth, created.id, null, created);
      return created;
    });
  },

  async update(db: Db, auth: AuthUser, id: string, input: VoltTestCaseInput): Promise<VoltTestCase> {
    await applicationsRequire(db, 'appIds', input.appIds);
    stepsCheck(await voltRegistryIndex(db), input);
    return db.transaction(async (tx) => {
      const before = await repo.testCase(tx, id, true);
      if (!before) throw missing(id);
      if (await repo.byName(tx, input.name, id)) throw nameTaken(input.name);
      const after = await repo.update(tx, id, { ...input, actor: auth.id, at: Date.now() });
      if (!after) throw missing(id);
      await history(tx, auth, id, before, after);
      return after;
    });
  },

  async remove(db: Db, auth: AuthUser, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await repo.testCase(tx, id, true);
      if (!before) throw missing(id);
      await repo.remove(tx, id);
      await history(tx, auth, id, before, null);
    });
  },

  /**
   * Runs a test case, or one event case alone, against a recorded visit's events and keeps the
   * result. 404 for an unknown test case or a visit with no events; 400 for an event case the
   * registry does not have.
   */
  async run(
    db: Db,
    analytics: AnalyticsStore,
    auth: AuthUser,
    input: VoltRunInput,
    now = Date.now(),
  ): Promise<VoltRun> {
    const index = await voltRegistryIndex(db);
    const testCase = input.tcid === undefined ? null : await repo.testCase(db, input.tcid);
    if (input.tcid !== undefined && !testCase) throw missing(input.tcid);
    if (input.ecid !== undefined && !index.cases.has(input.ecid)) {
      throw badRequest(`ecid: event case "${input.ecid}" is not in the registry`);
    }
    // Kept results are read by every portal user: the events are checked without their personal
    // fields, so no message can carry one (a condition on one reads as missing).
    const events = (await analytics.clientEventsOfVisit(input.visitId)).map(clientEventWithoutPersonal);
    if (events.length === 0) throw notFound(`No events stored for visit "${input.visitId}"`);
    const options = {
      validationType: input.validationType,
      isIgnoredEnriched: input.isIgnoredEnriched,
      seqNumber: input.seqNumber ?? null,
    };
    const result = testCase
      ? voltRun(index, testCase, events, options)
      : voltRunEventCase(index, input.ecid!, events, options);
    const run: VoltRun = {
      id: randomUUID(),
      testCaseId: testCase?.id ?? null,
      testCaseName: testCase?.name ?? null,
      eventCaseId: testCase ? null : input.ecid!,
      appId: events[0]!.appId,
      visitId: input.visitId,
      validationType: result.validationType,
      isIgnoredEnriched: result.isIgnoredEnriched,
      seqNumber: result.seqNumber,
      passed: result.passed,
      stepsPassed: result.stepsPassed,
      stepsTotal: result.stepsTotal,
      runBy: auth.id,
      runAt: now,
      result,
    };
    await repo.insertRun(db, run);
    return run;
  },

  /** Kept runs, newest first: of one test case, or of any of the applications. */
  runs(
    db: Queryable,
    query: { tcid?: string; appIds?: string | readonly string[]; limit?: number },
  ): Promise<VoltRunSummary[]> {
    return repo.runs(db, {
      tcid: query.tcid,
      appIds: asList(query.appIds),
      limit: Math.min(query.limit ?? VOLT_RUNS_DEFAULT, VOLT_RUNS_MAX),
    });
  },

  async runById(db: Queryable, id: string): Promise<VoltRun> {
    const found = await repo.run(db, id);
    if (!found) throw notFound(`No Volt run with id "${id}"`);
    return found;
  },
};
