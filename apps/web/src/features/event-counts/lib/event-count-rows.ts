import type { AppEventCount } from '../api/get-event-counts';

/** What the table needs to know of an application beyond its id. */
export interface AppDescription {
  id: string;
  domain: string;
  aliases: readonly string[];
}

export interface EventCountRow {
  appId: string;
  /** Every alias, comma separated; empty when the app has none or is not in the catalogue. */
  alias: string;
  /** Display label of the app's domain; empty when the app is not in the catalogue. */
  domain: string;
  events: number;
  lastEventMs: number | null;
}

const DOMAIN_LABELS: Record<string, string> = {
  internal_apps: 'Internal',
  portals: 'Portals',
  video: 'Video',
  journey_survey: 'Journey Survey',
  employee_experience: 'Employee Experience',
  cst_survey: 'CST Survey',
  tve: 'TVE',
  unknown: 'Unknown',
};

export function appDomainLabel(domain: string): string {
  return DOMAIN_LABELS[domain] ?? domain;
}

/** Joins counts with the catalogue and sorts by events, most first (ties by app id, for a stable order). */
export function eventCountRows(
  counts: readonly AppEventCount[],
  apps: readonly AppDescription[] | undefined,
): EventCountRow[] {
  const byId = new Map((apps ?? []).map((app) => [app.id, app]));
  return counts
    .map((count) => {
      const app = byId.get(count.appId);
      return {
        appId: count.appId,
        alias: app ? app.aliases.join(', ') : '',
        domain: app ? appDomainLabel(app.domain) : '',
        events: count.events,
        lastEventMs: count.lastEventMs,
      };
    })
    .sort((a, b) => b.events - a.events || a.appId.localeCompare(b.appId));
}
