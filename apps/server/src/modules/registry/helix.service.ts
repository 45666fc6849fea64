import {
  APP_PLATFORMS,
  appLanguageOf,
  appPlatformOf,
  helixNextVersion,
  helixVersionCompare,
  registryDiff,
  type AppPlatformName,
  type HelixDecoder,
  type HelixStatusRow,
  type HelixVersionSummary,
  type RegistrySnapshot,
  type SchemaError,
} from '@prism/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsStore, Db, Queryable } from '../../plugins/stores';
import { applicationsRepository } from '../applications/applications.repository';
import { applicationsRequire } from '../applications/applications.service';
import { historyRecord } from '../history/history.repository';
import { helixRepository, type HelixDecoderRow, type HelixVersionRow } from './helix.repository';
import { REGISTRY_EMPTY, registryDraftLocked, registryDraftSnapshot } from './registry.service';
import { schemaErrorsRepository } from './schema-errors.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The usual hourly volume is the mean over this many hours before the last hour. */
const USUAL_HOURS = 7 * 24;
/** Below this usual hourly volume an app is too small for "quiet" to mean anything. */
export const HELIX_QUIET_MIN_USUAL = 20;
/** An app sending less than this share of its usual volume in the last hour is quiet. */
export const HELIX_QUIET_SHARE = 0.25;

const PLATFORM_ID = new Map(APP_PLATFORMS.map((platform) => [platform.name, platform.id]));
const platformIdOf = (name: AppPlatformName): number => PLATFORM_ID.get(name) ?? 0;

const countsOf = (snapshot: RegistrySnapshot) => ({
  fields: snapshot.fields.length,
  eventTypes: snapshot.eventTypes.length,
  eventCases: snapshot.eventCases.length,
});

function summaryOf(row: HelixVersionRow, previous: HelixVersionRow | null): HelixVersionSummary {
  return {
    version: row.version,
    releasedAt: row.releasedAt,
    releasedBy: row.releasedBy,
    notes: row.notes,
    counts: countsOf(row.snapshot),
    changes: previous ? registryDiff(previous.snapshot, row.snapshot) : [],
  };
}

const decoderOf = (row: HelixDecoderRow): HelixDecoder => ({
  ...row,
  platformId: platformIdOf(row.platform),
});

/**
 * An app's state on the status page: silent when it sent nothing for a day, errors when its events
 * broke the registry in the last hour (what a team can fix comes before a dip it may not cause),
 * quiet when its last hour is under a quarter of its usual (for apps that usually send at least 20
 * an hour), ok otherwise.
 */
export function helixStatusState(row: {
  lastEventAt: number | null;
  eventsLastHour: number;
  usualPerHour: number;
  errorsLastHour: number;
  nowMs: number;
}): HelixStatusRow['state'] {
  if (row.lastEventAt === null || row.nowMs - row.lastEventAt >= DAY_MS) return 'silent';
  if (row.errorsLastHour > 0) return 'errors';
  if (
    row.usualPerHour >= HELIX_QUIET_MIN_USUAL &&
    row.eventsLastHour < HELIX_QUIET_SHARE * row.usualPerHour
  ) {
    return 'quiet';
  }
  return 'ok';
}

export interface HelixReportQuery {
  appIds: readonly string[];
  sinceMs?: number;
}

export const helixService = {
  /** Every released version, newest first, each with its changes against the one before. */
  async versions(db: Queryable): Promise<HelixVersionSummary[]> {
    const rows = await helixRepository.list(db);
    return rows.map((row, i) => summaryOf(row, rows[i + 1] ?? null));
  },

  /**
   * Releases the draft as a new Helix version: the next version by its changes unless one is given
   * (409 unless newer than the latest), 409 when nothing changed since the latest. The draft is
   * locked meanwhile, so what is frozen is what was reviewed.
   */
  async release(
    db: Db,
    auth: AuthUser,
    input: { version?: string; notes: string },
    at = Date.now(),
  ): Promise<HelixVersionSummary> {
    return registryDraftLocked(db, async (tx, draft) => {
      const snapshot = registryDraftSnapshot(draft);
      const latest = await helixRepository.latest(tx);
      const changes = registryDiff(latest?.snapshot ?? REGISTRY_EMPTY, snapshot);
      if (changes.length === 0) {
        throw conflict(
          `Nothing changed since Helix ${latest?.version ?? 'began'}: there is nothing to release`,
        );
      }
      const version = input.version ?? helixNextVersion(latest?.version ?? null, changes);
      if (latest && helixVersionCompare(version, latest.version) <= 0) {
        throw conflict(`version: ${version} is not newer than the latest Helix version ${latest.version}`);
      }
      const row: HelixVersionRow = {
        version,
        releasedAt: at,
        releasedBy: auth.id,
        notes: input.notes,
        snapshot,
      };
      await helixRepository.insert(tx, row);
      const breaking = changes.filter((change) => change.breaking).length;
      await historyRecord(tx, {
        entityKind: 'HELIX_VERSION',
        entityId: version,
        action: 'released',
        actor: auth.id,
        at,
        summary: `Released Helix ${version}: ${changes.length} change${changes.length === 1 ? '' : 's'}${
          breaking > 0 ? `, ${breaking} breaking` : ''
        }`,
        before: latest ? { version: latest.version } : null,
        after: { version, notes: input.notes, counts: countsOf(snapshot) },
      });
      return summaryOf(row, latest);
    });
  },

  /** What a released version requires (its frozen registry); the latest when none is named; 404 when none. */
  async requirement(
    db: Queryable,
    version?: string,
  ): Promise<RegistrySnapshot & { version: string; releasedAt: number }> {
    const row = version ? await helixRepository.byVersion(db, version) : await helixRepository.latest(db);
    if (!row)
      throw notFound(version ? `No Helix version ${version}` : 'No Helix version has been released yet');
    return { ...row.snapshot, version: row.version, releasedAt: row.releasedAt };
  },

  /** Decoder releases, newest first per platform; only the latest of each with `latest`. */
  async decoders(
    db: Queryable,
    query: { latest: boolean; platform?: AppPlatformName; decoderVersion?: string },
  ): Promise<HelixDecoder[]> {
    const rows = await helixRepository.decoders(db, query);
    const seen = new Set<string>();
    const kept = query.latest
      ? rows.filter((row) => {
          if (seen.has(row.platform)) return false;
          seen.add(row.platform);
          return true;
        })
      : rows;
    return kept.map(decoderOf);
  },

  /**
   * Records a platform decoder's release: the Helix version it reads must be released (400), and
   * the decoder version newer than the platform's latest (409).
   */
  async releaseDecoder(
    db: Db,
    auth: AuthUser,
    input: Pick<HelixDecoder, 'platform' | 'decoderVersion' | 'helixVersion' | 'notes'>,
    at = Date.now(),
  ): Promise<HelixDecoder> {
    return db.transaction(async (tx) => {
      await helixRepository.decoderLock(tx);
      if (!(await helixRepository.byVersion(tx, input.helixVersion))) {
        throw badRequest(`helixVersion: no Helix version ${input.helixVersion} has been released`);
      }
      const [latest] = await helixRepository.decoders(tx, { platform: input.platform });
      if (latest && helixVersionCompare(input.decoderVersion, latest.decoderVersion) <= 0) {
        throw conflict(
          `decoderVersion: ${input.decoderVersion} is not newer than the ${input.platform} decoder's latest ${latest.decoderVersion}`,
        );
      }
      const row: HelixDecoderRow = { ...input, releasedAt: at, releasedBy: auth.id };
      await helixRepository.decoderInsert(tx, row);
      await historyRecord(tx, {
        entityKind: 'HELIX_VERSION',
        entityId: input.helixVersion,
        action: 'released',
        actor: auth.id,
        at,
        summary: `Released the ${input.platform} decoder ${input.decoderVersion} for Helix ${input.helixVersion}`,
        before: latest ? { platform: latest.platform, decoderVersion: latest.decoderVersion } : null,
        after: { platform: input.platform, decoderVersion: input.decoderVersion, notes: input.notes },
      });
      return decoderOf(row);
    });
  },

  /**
   * The status page: per client application (the asked ones, or all) on its platform, its last
   * event, events in the last hour against the usual hourly mean of the week before, the Helix
   * versions its events declared in the last day, and its schema errors since `sinceMs` (default
   * the last 24 hours), with the errors themselves.
   */
  async report(
    db: Db,
    analytics: AnalyticsStore,
    query: HelixReportQuery,
    nowMs = Date.now(),
  ): Promise<{ rows: HelixStatusRow[]; errors: SchemaError[] }> {
    const apps =
      query.appIds.length > 0
        ? await applicationsRequire(db, 'appIds', query.appIds)
        : (await applicationsRepository.list(db)).filter((app) => app.kind === 'client');
    const appIds = apps.map((app) => app.id);
    const sinceMs = query.sinceMs ?? nowMs - DAY_MS;
    const hourStartMs = nowMs - HOUR_MS;
    const [activity, errorCounts, errors] = await Promise.all([
      analytics.clientAppActivity({
        appIds,
        hourStartMs,
        usualStartMs: hourStartMs - USUAL_HOURS * HOUR_MS,
        versionsStartMs: nowMs - DAY_MS,
      }),
      schemaErrorsRepository.countsByApp(db, { appIds, sinceMs, hourStartMs }),
      schemaErrorsRepository.list(db, { appIds, sinceMs }),
    ]);
    const byApp = new Map(activity.apps.map((row) => [row.appId, row]));
    const rows = apps
      .map((app): HelixStatusRow => {
        const seen = byApp.get(app.id);
        const platform = appPlatformOf(app);
        const counted = errorCounts.get(app.id);
        const lastEventAt = seen ? seen.lastEventMs : null;
        const eventsLastHour = seen?.eventsLastHour ?? 0;
        const usualPerHour = Math.round(((seen?.eventsUsual ?? 0) / USUAL_HOURS) * 10) / 10;
        return {
          appId: app.id,
          platform,
          platformId: platformIdOf(platform),
          language: appLanguageOf(app),
          lastEventAt,
          eventsLastHour,
          usualPerHour,
          helixVersions: activity.helixVersions
            .filter((row) => row.appId === app.id)
            .map(({ version, events }) => ({ version, events })),
          schemaErrors: counted?.period ?? 0,
          state: helixStatusState({
            lastEventAt,
            eventsLastHour,
            usualPerHour,
            errorsLastHour: counted?.lastHour ?? 0,
            nowMs,
          }),
        };
      })
      .sort((a, b) => a.platformId - b.platformId || a.appId.localeCompare(b.appId));
    return { rows, errors };
  },
};
