import { DateTime, IANAZone } from 'luxon';

/** A time-zone choice of the time menu; `zone` is an IANA name the period functions accept. */
export interface TimeZoneOption {
  id: string;
  label: string;
  zone: string;
}

function utcLabel(hours: number): string {
  return hours === 0 ? 'UTC' : `UTC${hours > 0 ? '+' : '-'}${Math.abs(hours)}`;
}

/**
 * Whole-hour offsets UTC-12 to UTC+14. IANA's `Etc/GMT` zones invert the sign (POSIX style), so
 * UTC+3 is `Etc/GMT-3`.
 */
export const UTC_OFFSET_ZONES: readonly TimeZoneOption[] = Array.from({ length: 27 }, (_, index) => {
  const hours = 14 - index;
  const zone = hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  return { id: utcLabel(hours), label: utcLabel(hours), zone };
});

/**
 * The shorter named list, east to west (EET +3 … HST -10 as the spec shows it in summer). Each is a
 * real IANA zone, so daylight saving time applies; labels come from {@link timeZoneLabel}.
 */
export const NAMED_ZONES: readonly TimeZoneOption[] = [
  { id: 'EET', label: 'EET', zone: 'Europe/Athens' },
  { id: 'CET', label: 'CET', zone: 'Europe/Paris' },
  { id: 'GMT', label: 'GMT', zone: 'Europe/London' },
  { id: 'UTC', label: 'UTC', zone: 'UTC' },
  { id: 'EST', label: 'EST', zone: 'America/New_York' },
  { id: 'CST', label: 'CST', zone: 'America/Chicago' },
  { id: 'MST', label: 'MST', zone: 'America/Denver' },
  { id: 'MST-AZ', label: 'MST (Arizona)', zone: 'America/Phoenix' },
  { id: 'PST', label: 'PST', zone: 'America/Los_Angeles' },
  { id: 'AKST', label: 'AKST', zone: 'America/Anchorage' },
  { id: 'HST', label: 'HST', zone: 'Pacific/Honolulu' },
];

/** True for a zone name Luxon (hence the platform's Intl) knows. */
export function timeZoneIsValid(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

/** A named zone with its offset at `atMs`, e.g. 'EET +3' in summer and 'EET +2' in winter. */
export function timeZoneLabel(option: TimeZoneOption, atMs: number): string {
  const offsetMinutes = DateTime.fromMillis(atMs, { zone: option.zone }).offset;
  const hours = offsetMinutes / 60;
  const sign = offsetMinutes < 0 ? '-' : '+';
  return offsetMinutes === 0 ? `${option.label} +0` : `${option.label} ${sign}${Math.abs(hours)}`;
}

/** The default zone: the browser's own when it is a known IANA zone, else UTC. */
export function timeZoneDefault(browserZone: string | null | undefined): string {
  return browserZone && timeZoneIsValid(browserZone) ? browserZone : 'UTC';
}

/**
 * The menu option to show as selected for a zone: the named option for that zone, else the
 * whole-hour offset option matching its offset at `atMs`, else none.
 */
export function timeZoneOptionFor(zone: string, atMs: number): TimeZoneOption | undefined {
  if (!timeZoneIsValid(zone)) return undefined;
  const named = NAMED_ZONES.find((option) => option.zone === zone);
  if (named) return named;
  const offsetMinutes = DateTime.fromMillis(atMs, { zone }).offset;
  if (offsetMinutes % 60 !== 0) return undefined;
  return UTC_OFFSET_ZONES.find((option) => option.id === utcLabel(offsetMinutes / 60));
}
