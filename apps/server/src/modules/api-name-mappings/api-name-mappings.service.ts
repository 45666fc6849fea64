import {
  API_MAPPING_SOURCES,
  API_MAPPING_VERBS,
  MSG,
  PeriodError,
  apiMappingCanEdit,
  apiMappingEditableSources,
  apiMappingResolve,
  apiMappingSourceOf,
  apiNameRulesOrdered,
  apiNameSuggest,
  apiPathPatternSuggest,
  apiServiceRulesOrdered,
  apiServiceSuggest,
  dateRangeForbiddenFor,
  periodResolve,
  type ApiMappingContext,
  type ApiMappingRules,
  type ApiMappingSource,
  type ApiMappingsReply,
  type ApiNameRule,
  type ApiNameRuleInput,
  type ApiServiceRule,
  type ApiServiceRuleInput,
  type ApiUnknown,
  type ApiUnknownsQuery,
  type ApiUnknownsReply,
} from '@prism/domain';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsStore, Db, Queryable } from '../../plugins/stores';
import { applicationsRepository } from '../applications/applications.repository';
import { applicationsRequire } from '../applications/applications.service';
import { historyRecord } from '../history/history.repository';
import { apiNameMappingsRepository as repo } from './api-name-mappings.repository';

/**
 * The one check of who may change a source's rules (spec 000 section 6, designed in
 * docs/decisions.md "API-name mappings (issue 19)"): quantum-mapping-edit for `quantum`,
 * internal-quantum-mapping-edit for `internal`, qube-mapping-edit for `qube`, prism-admin and
 * prism-superadmin for all. The route's `editMappings` capability lets any of them in; this says
 * which sources each may touch.
 */
export function requireMappingEdit(auth: AuthUser, source: ApiMappingSource): void {
  if (!apiMappingCanEdit(auth.roles, source)) {
    throw forbidden(`Your roles do not allow editing the ${source} mappings`);
  }
}

/**
 * How long a server keeps the rules it read for the metric engine. A change made through this
 * server clears them at once; with several servers, another server's change shows here within it.
 */
export const API_MAPPING_CACHE_MS = 10_000;

const cache = new WeakMap<Db, { at: number; context: Promise<ApiMappingContext> }>();

async function contextLoad(db: Db): Promise<ApiMappingContext> {
  const [services, names, apps] = await Promise.all([
    repo.services(db),
    repo.names(db),
    applicationsRepository.list(db),
  ]);
  return {
    rules: { services, names },
    appSources: Object.fromEntries(apps.map((app) => [app.id, apiMappingSourceOf(app)])),
  };
}

const ruleLabel = (rule: Pick<ApiNameRule, 'verb' | 'pathPattern' | 'operationName'>) =>
  `${rule.verb === 'ANY' ? '' : `${rule.verb} `}${rule.pathPattern}${rule.operationName ? ` ${rule.operationName}` : ''}`;

const UNIQUE_VIOLATION = '23505';

/** A second writer with the same key between our check and our insert: the same 409 as the check. */
async function conflictGuard<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(message);
    throw error;
  }
}

const serviceConflictMessage = (input: ApiServiceRuleInput) =>
  `hostPattern: the ${input.source} rules already map "${input.hostPattern}"`;
const nameConflictMessage = (input: ApiNameRuleInput) =>
  `pathPattern: the ${input.source} rules already name ${ruleLabel(input)} of ${input.service}`;

function serviceSummary(before: ApiServiceRule | null, after: ApiServiceRule | null): string {
  if (!before && after)
    return `Mapped host ${after.hostPattern} to service ${after.service} (${after.source})`;
  if (before && !after)
    return `Removed the mapping of host ${before.hostPattern} to service ${before.service}`;
  const a = after!;
  const b = before!;
  if (a.hostPattern === b.hostPattern && a.source === b.source)
    return `Moved host ${a.hostPattern} from service ${b.service} to ${a.service}`;
  return `Changed host rule ${b.hostPattern} → ${b.service} to ${a.hostPattern} → ${a.service} (${a.source})`;
}

function nameSummary(before: ApiNameRule | null, after: ApiNameRule | null): string {
  if (!before && after) return `Named ${ruleLabel(after)} of ${after.service} as ${after.apiName}`;
  if (before && !after) return `Removed the name ${before.apiName} of ${ruleLabel(before)}`;
  const a = after!;
  const b = before!;
  if (ruleLabel(a) === ruleLabel(b) && a.service === b.service && a.source === b.source)
    return `Renamed ${ruleLabel(a)} from ${b.apiName} to ${a.apiName}`;
  return `Changed ${ruleLabel(b)} of ${b.service} (${b.apiName}) to ${ruleLabel(a)} of ${a.service} (${a.apiName})`;
}

/** The verb a suggested rule names: the call's, when it is one the rules know. */
const verbOf = (verb: string | null): string =>
  API_MAPPING_VERBS.find((known) => known !== 'ANY' && known === verb?.toUpperCase()) ?? 'ANY';

const missing = (kind: string, id: string) => notFound(`No ${kind} rule with id "${id}"`);

export const apiNameMappingsService = {
  /** Every rule, each source in the order the matcher tries them, and what the caller may edit. */
  async list(db: Queryable, auth: AuthUser): Promise<ApiMappingsReply> {
    const [services, names] = await Promise.all([repo.services(db), repo.names(db)]);
    const bySource = <R extends { source: ApiMappingSource }>(rules: R[], order: (rules: R[]) => R[]) =>
      API_MAPPING_SOURCES.flatMap((source) => order(rules.filter((rule) => rule.source === source)));
    return {
      services: bySource(services, apiServiceRulesOrdered),
      names: bySource(names, apiNameRulesOrdered),
      editableSources: apiMappingEditableSources(auth.roles),
    };
  },

  /** The rules and application sources the metric engine applies, read at most every few seconds. */
  engineContext(db: Db, now = Date.now()): Promise<ApiMappingContext> {
    const held = cache.get(db);
    if (held && now - held.at < API_MAPPING_CACHE_MS) return held.context;
    const context = contextLoad(db);
    cache.set(db, { at: now, context });
    context.catch(() => cache.delete(db));
    return context;
  },

  /** Forgets the cached rules, after a change (and in tests). */
  engineContextClear(db: Db): void {
    cache.delete(db);
  },

  async createService(db: Db, auth: AuthUser, input: ApiServiceRuleInput): Promise<ApiServiceRule> {
    requireMappingEdit(auth, input.source);
    const rule = await db.transaction(async (tx) => {
      if (await repo.serviceConflict(tx, input)) throw conflict(serviceConflictMessage(input));
      const created = await conflictGuard(serviceConflictMessage(input), () =>
        repo.insertService(tx, { ...input, id: randomUUID(), actor: auth.id, at: Date.now() }),
      );
      await historyRecord(tx, {
        entityKind: 'API_SERVICE_MAPPING',
        entityId: created.id,
        action: 'created',
        actor: auth.id,
        summary: serviceSummary(null, created),
        before: null,
        after: created,
      });
      return created;
    });
    this.engineContextClear(db);
    return rule;
  },

  async updateService(
    db: Db,
    auth: AuthUser,
    id: string,
    input: ApiServiceRuleInput,
  ): Promise<ApiServiceRule> {
    const rule = await db.transaction(async (tx) => {
      const before = await repo.service(tx, id, true);
      if (!before) throw missing('service', id);
      requireMappingEdit(auth, before.source);
      requireMappingEdit(auth, input.source);
      if (await repo.serviceConflict(tx, input, id)) throw conflict(serviceConflictMessage(input));
      const after = await conflictGuard(serviceConflictMessage(input), () =>
        repo.updateService(tx, id, { ...input, actor: auth.id, at: Date.now() }),
      );
      if (!after) throw missing('service', id);
      await historyRecord(tx, {
        entityKind: 'API_SERVICE_MAPPING',
        entityId: id,
        action: 'updated',
        actor: auth.id,
        summary: serviceSummary(before, after),
        before,
        after,
      });
      return after;
    });
    this.engineContextClear(db);
    return rule;
  },

  async deleteService(db: Db, auth: AuthUser, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await repo.service(tx, id, true);
      if (!before) throw missing('service', id);
      requireMappingEdit(auth, before.source);
      await repo.deleteService(tx, id);
      await historyRecord(tx, {
        entityKind: 'API_SERVICE_MAPPING',
        entityId: id,
        action: 'deleted',
        actor: auth.id,
        summary: serviceSummary(before, null),
        before,
        after: null,
      });
    });
    this.engineContextClear(db);
  },

  async createName(db: Db, auth: AuthUser, input: ApiNameRuleInput): Promise<ApiNameRule> {
    requireMappingEdit(auth, input.source);
    const rule = await db.transaction(async (tx) => {
      if (await repo.nameConflict(tx, input)) throw conflict(nameConflictMessage(input));
      const created = await conflictGuard(nameConflictMessage(input), () =>
        repo.insertName(tx, { ...input, id: randomUUID(), actor: auth.id, at: Date.now() }),
      );
      await historyRecord(tx, {
        entityKind: 'API_NAME_MAPPING',
        entityId: created.id,
        action: 'created',
        actor: auth.id,
        summary: nameSummary(null, created),
        before: null,
        after: created,
      });
      return created;
    });
    this.engineContextClear(db);
    return rule;
  },

  async updateName(db: Db, auth: AuthUser, id: string, input: ApiNameRuleInput): Promise<ApiNameRule> {
    const rule = await db.transaction(async (tx) => {
      const before = await repo.name(tx, id, true);
      if (!before) throw missing('name', id);
      requireMappingEdit(auth, before.source);
      requireMappingEdit(auth, input.source);
      if (await repo.nameConflict(tx, input, id)) throw conflict(nameConflictMessage(input));
      const after = await conflictGuard(nameConflictMessage(input), () =>
        repo.updateName(tx, id, { ...input, actor: auth.id, at: Date.now() }),
      );
      if (!after) throw missing('name', id);
      await historyRecord(tx, {
        entityKind: 'API_NAME_MAPPING',
        entityId: id,
        action: 'updated',
        actor: auth.id,
        summary: nameSummary(before, after),
        before,
        after,
      });
      return after;
    });
    this.engineContextClear(db);
    return rule;
  },

  async deleteName(db: Db, auth: AuthUser, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await repo.name(tx, id, true);
      if (!before) throw missing('name', id);
      requireMappingEdit(auth, before.source);
      await repo.deleteName(tx, id);
      await historyRecord(tx, {
        entityKind: 'API_NAME_MAPPING',
        entityId: id,
        action: 'deleted',
        actor: auth.id,
        summary: nameSummary(before, null),
        before,
        after: null,
      });
    });
    this.engineContextClear(db);
  },

  /**
   * The unknowns page: the calls of the applications in the period that no rule maps, per source
   * (an application's calls are its source's), most calls first, each with the rule the form
   * starts from: the host's service when a host rule maps it (else a new one from the host), the
   * raw path with its ids as `{id}`, and a readable name.
   */
  async unknowns(
    db: Db,
    analytics: AnalyticsStore,
    auth: AuthUser,
    query: ApiUnknownsQuery,
    now: number,
  ): Promise<ApiUnknownsReply> {
    let range: { startMs: number; endMs: number };
    try {
      range = periodResolve(query.period, {
        now,
        timeZone: query.origintz,
        periodOffset: query.periodOffset,
      });
    } catch (error) {
      if (error instanceof PeriodError) throw badRequest(`period: ${error.message}`);
      throw error;
    }
    if (dateRangeForbiddenFor(range, query.origintz, auth.roles)) throw forbidden(MSG.longRangeForbidden);
    const apps = await applicationsRequire(db, 'appID', query.appIds);
    const rules: ApiMappingRules = { services: await repo.services(db), names: await repo.names(db) };
    const perSource = await Promise.all(
      API_MAPPING_SOURCES.map(async (source) => {
        const ids = apps.filter((app) => apiMappingSourceOf(app) === source).map((app) => app.id);
        const rows = await analytics.apiCallsUnmapped({
          source,
          rules,
          appIds: ids,
          ...range,
          limit: query.limit,
        });
        return rows.map((row): ApiUnknown => {
          const call = { source, ...row };
          const mapped = apiMappingResolve(rules, call);
          const service = mapped.service;
          return {
            ...call,
            service,
            suggestion: {
              service: service ?? (row.host ? apiServiceSuggest(row.host) : 'unknown'),
              newService: service === null,
              hostPattern: service === null ? (row.host?.toLowerCase() ?? null) : null,
              verb: verbOf(row.verb),
              pathPattern: apiPathPatternSuggest(row.apiName),
              operationName: row.operationName,
              apiName: apiNameSuggest(row),
            },
          };
        });
      }),
    );
    const unknowns = perSource
      .flat()
      .sort((a, b) => b.calls - a.calls || a.apiName.localeCompare(b.apiName))
      .slice(0, query.limit);
    return { unknowns, ...range };
  },
};
