import type { HelixStatusRow, SchemaProblemReason } from '@prism/domain';

/** Each state of an app's status in words: the badge's label and what it means. */
export const HELIX_STATE_WORDS: Readonly<
  Record<HelixStatusRow['state'], { label: string; meaning: string }>
> = {
  ok: { label: 'OK', meaning: 'Sending as usual, without schema errors in the last hour' },
  quiet: { label: 'Quiet', meaning: 'Under a quarter of its usual events in the last hour' },
  silent: { label: 'Silent', meaning: 'No event in the last 24 hours' },
  errors: { label: 'Errors', meaning: 'Schema errors in the last hour' },
};

/** What each schema problem reason means, for the errors table. */
export const SCHEMA_REASON_WORDS: Readonly<Record<SchemaProblemReason, string>> = {
  unknownEventType: 'Unknown event type',
  missingField: 'Required field missing',
  fieldNotInType: 'Field not in its type',
  enumValue: 'Value not in the enum',
  unknownEventCase: 'Unknown event case',
  eventCaseType: 'Event case of another type',
  eventCaseApp: 'Event case not for this app',
  eventCaseCondition: 'Event case condition not met',
};

/** The periods the schema errors can be read over. */
export const ERROR_PERIODS = [
  { key: '1h', label: 'Last hour', ms: 3600_000 },
  { key: '24h', label: 'Last 24 hours', ms: 24 * 3600_000 },
  { key: '7d', label: 'Last 7 days', ms: 7 * 24 * 3600_000 },
] as const;
export type ErrorPeriod = (typeof ERROR_PERIODS)[number];

/** The server's own default period: the last 24 hours. */
const DEFAULT_ERROR_PERIOD = ERROR_PERIODS[1];

/** The period an address asks for (`errorPeriod`); the last 24 hours when it names none or an unknown one. */
export function errorPeriodOf(value: string | null): ErrorPeriod {
  return ERROR_PERIODS.find((period) => period.key === value) ?? DEFAULT_ERROR_PERIOD;
}

/**
 * The last hour's events against the usual hour, as a share (1 = as usual), capped at 2 for the
 * bar; null when the app has no usual yet (nothing in the 7 days before).
 */
export function helixVolumeShare(
  row: Pick<HelixStatusRow, 'eventsLastHour' | 'usualPerHour'>,
): number | null {
  if (row.usualPerHour <= 0) return null;
  return Math.min(row.eventsLastHour / row.usualPerHour, 2);
}
