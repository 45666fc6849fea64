import type { AppDomain } from '@prism/domain';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * The demo audience lives on US Eastern time; a fixed offset (no daylight saving) keeps the shape
 * of every day identical, which makes the charts and the tests easy to reason about.
 */
export const DEMO_UTC_OFFSET_HOURS = -5;
const OFFSET_MS = DEMO_UTC_OFFSET_HOURS * HOUR_MS;

/** Local (demo time zone) hour of day, 0..23. */
export function localHour(ms: number): number {
  const inDay = (((ms + OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(inDay / HOUR_MS);
}

/** Local day of week, 0 = Sunday .. 6 = Saturday (1970-01-01 was a Thursday). */
export function localDayOfWeek(ms: number): number {
  const day = Math.floor((ms + OFFSET_MS) / DAY_MS);
  return (((day + 4) % 7) + 7) % 7;
}

export function isWeekend(ms: number): boolean {
  const dow = localDayOfWeek(ms);
  return dow === 0 || dow === 6;
}

/** Epoch ms of the local midnight that starts the local day containing `ms`. */
export function localMidnight(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** How traffic is shaped over the day and the week; apps share the shape of their audience. */
export type Audience = 'viewers' | 'customers' | 'staff';

export function audienceOf(domain: AppDomain): Audience {
  if (domain === 'video' || domain === 'tve') return 'viewers';
  if (domain === 'internal_apps') return 'staff';
  return 'customers';
}

// Relative activity by local hour. Viewers peak in prime time; customers manage their account through
// the day and after work; staff follow office and field-shift hours.
const HOURLY: Record<Audience, readonly number[]> = {
  viewers: [
    0.34, 0.22, 0.13, 0.09, 0.08, 0.1, 0.16, 0.26, 0.32, 0.33, 0.36, 0.4, 0.45, 0.47, 0.49, 0.53, 0.6, 0.7,
    0.84, 0.96, 1, 0.95, 0.78, 0.54,
  ],
  customers: [
    0.17, 0.09, 0.05, 0.04, 0.04, 0.06, 0.13, 0.27, 0.45, 0.6, 0.7, 0.75, 0.78, 0.76, 0.74, 0.73, 0.74, 0.8,
    0.9, 0.96, 0.94, 0.8, 0.55, 0.33,
  ],
  staff: [
    0.04, 0.03, 0.02, 0.02, 0.03, 0.08, 0.25, 0.58, 0.9, 1, 1, 0.95, 0.82, 0.93, 0.98, 0.93, 0.8, 0.56, 0.32,
    0.2, 0.13, 0.09, 0.06, 0.05,
  ],
};

// Weekends: more video, fewer account visits, far fewer staff at work.
const WEEKEND_FACTOR: Record<Audience, number> = { viewers: 1.35, customers: 0.75, staff: 0.25 };

/** Relative traffic of an audience at an instant. */
export function activity(audience: Audience, ms: number): number {
  const hourly = HOURLY[audience][localHour(ms)] ?? 0;
  return isWeekend(ms) ? hourly * WEEKEND_FACTOR[audience] : hourly;
}
