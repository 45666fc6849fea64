import { EVENT_TABLES } from '../../plugins/analytics/tables';
import {
  MSG,
  dateRangeForbiddenFor,
  filterById,
  filterOptionsForApp,
  periodResolve,
  type OperationInput,
  type getFilterOptions,
} from '@prism/domain';
import { badRequest, forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsStore, Db } from '../../plugins/stores';
import { applicationsRequire } from '../applications/applications.service';

export type FilterOptionsQuery = OperationInput<typeof getFilterOptions>['query'];

/** The filter options reply of spec 000 section 7: an object whose keys are the option values. */
export type FilterOptions = Record<string, string>;

export async function filterOptions(
  db: Db,
  analytics: AnalyticsStore,
  auth: AuthUser,
  query: FilterOptionsQuery,
  now: number,
): Promise<FilterOptions> {
  const filter = filterById(query.filterID);
  if (!filter) throw badRequest(`filterID: unknown filter "${query.filterID}"`);
  const source = filter.source;
  const pairs = (options: readonly { value: string; label: string }[]) =>
    Object.fromEntries(options.map((option) => [option.value, option.label]));

  if (source.kind === 'fixed' && query.appIds.length === 0) return pairs(source.options);
  if (source.kind === 'free') return {};
  if (query.appIds.length === 0)
    throw badRequest(`appID: ${filter.label} options depend on the application; send appID or appIDs[]`);
  const apps = await applicationsRequire(db, 'appID', query.appIds);

  if (source.kind === 'fixed' || source.kind === 'perApp') {
    // Several apps: the options any of them offers, in first-seen order.
    return pairs(apps.flatMap((app) => filterOptionsForApp(filter.id, app)));
  }
  const column = EVENT_TABLES.client.columns.find((col) => col.field === filter.field)?.column;
  if (!column) return {};
  const { startMs, endMs } = periodResolve(query.period, { now, timeZone: 'UTC' });
  // Options read the events of the period: the same 31-day rule as the charts (spec 000 section 5).
  if (dateRangeForbiddenFor({ startMs, endMs }, 'UTC', auth.roles)) throw forbidden(MSG.longRangeForbidden);
  const rows = await analytics.topClientValues({
    column,
    appIds: query.appIds,
    startMs,
    endMs,
    environment: query.environment,
    limit: source.limit,
  });
  return Object.fromEntries(rows.map((row) => [row.value, row.value]));
}
