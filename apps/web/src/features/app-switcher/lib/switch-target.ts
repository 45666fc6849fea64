import { FILTERS, type AppKind } from '@prism/domain';

/** The page an application of each kind opens on when the current page does not exist for it (spec 000 section 2). */
export const KIND_DEFAULT_PATH: Record<AppKind, string> = {
  client: 'client-analytics/overview',
  tve: 'tve-dashboards/auth',
  voiceOfCustomer: 'voice-of-customer/digital-surveys/overview',
  surveyTool: 'charter-survey-tool/summary',
  backend: 'server-analytics/overview',
};

/**
 * The sections of the area pages each kind has. A client app has every section the other kinds do
 * not own; the other kinds have only their own.
 */
const KIND_SECTIONS: Record<Exclude<AppKind, 'client'>, string> = {
  tve: 'tve-dashboards/',
  voiceOfCustomer: 'voice-of-customer/',
  surveyTool: 'charter-survey-tool/',
  backend: 'server-analytics/',
};

/** Kept across a switch even though some of them are also filters (spec 000 section 2). */
const KEPT_PARAMS = new Set(['environment', 'period', 'step', 'groupBy']);
const LIST_FILTER_IDS = new Set(FILTERS.map((filter) => filter.id));

function pageExistsFor(kind: AppKind, subPath: string, entityPaths: readonly string[]): boolean {
  if (!entityPaths.includes(subPath)) return false;
  if (kind !== 'client') return subPath.startsWith(KIND_SECTIONS[kind]);
  return !Object.values(KIND_SECTIONS).some((section) => subPath.startsWith(section));
}

/** The query without list-valued parameters: bracket arrays (`key[]`, `key[0]`) and the catalogue's filters. */
export function switchQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...new Set(params.keys())]) {
    if (KEPT_PARAMS.has(key)) continue;
    if (/\[\d*\]$/.test(key) || LIST_FILTER_IDS.has(key)) params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface SwitchInput {
  /** Where the user is now, e.g. `/OneApp@Roku/client-analytics/errors`. */
  pathname: string;
  search: string;
  /** The application switched to. */
  target: { id: string; kind: AppKind };
  /** Whether the path's first segment names an application or group (so the rest is an area page). */
  onEntityPage: boolean;
  /** Every area page under `/:entityID/`, as in the area route table. */
  entityPaths: readonly string[];
}

/**
 * Where switching to another application goes: the same page when the target has it, otherwise
 * the default page of the target's kind; list-valued filters are dropped, environment, period, step
 * and groupBy kept.
 */
export function switchTarget({ pathname, search, target, onEntityPage, entityPaths }: SwitchInput): string {
  const subPath = onEntityPage ? pathname.split('/').slice(2).join('/').replace(/\/$/, '') : '';
  const page = pageExistsFor(target.kind, subPath, entityPaths) ? subPath : KIND_DEFAULT_PATH[target.kind];
  return `/${encodeURI(target.id)}/${page}${switchQuery(search)}`;
}
