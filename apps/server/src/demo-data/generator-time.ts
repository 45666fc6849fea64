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

/**
 * How an application's traffic moves over the day and the week: each kind of application follows
 * the habits of the people who use it.
 * - `viewers`: TV apps and their sign-in, a prime-time peak, busier on Friday night and weekends;
 * - `kids`: children's video, before school and after it, much busier at weekends;
 * - `consumers`: self-service, bill pay, shop and support, through the day and after work, a
 *   Monday peak (bills, outages found over the weekend) and quieter weekends;
 * - `business`: business portals, office hours on weekdays, almost nothing at weekends;
 * - `office`: staff desk tools (care agents, dispatch, the portal itself), office hours;
 * - `field`: technicians' mobile tools, early shifts, a half Saturday;
 * - `retail`: store kiosks, shop opening hours, busiest on Saturday.
 */
export type Rhythm = 'viewers' | 'kids' | 'consumers' | 'business' | 'office' | 'field' | 'retail';

export const RHYTHMS: readonly Rhythm[] = [
  'viewers',
  'kids',
  'consumers',
  'business',
  'office',
  'field',
  'retail',
];

/** The rhythm of an application of a domain when nothing more specific is known. */
export function rhythmOfDomain(domain: AppDomain): Rhythm {
  if (domain === 'video' || domain === 'tve') return 'viewers';
  if (domain === 'internal_apps') return 'office';
  return 'consumers';
}

// Relative activity by local hour, 1 at the peak.
const HOURLY: Record<Rhythm, readonly number[]> = {
  viewers: [
    0.34, 0.22, 0.13, 0.09, 0.08, 0.1, 0.16, 0.26, 0.32, 0.33, 0.36, 0.4, 0.45, 0.47, 0.49, 0.53, 0.6, 0.7,
    0.84, 0.96, 1, 0.95, 0.78, 0.54,
  ],
  kids: [
    0.03, 0.02, 0.02, 0.02, 0.03, 0.1, 0.45, 0.75, 0.5, 0.3, 0.3, 0.35, 0.4, 0.45, 0.55, 0.8, 0.95, 1, 0.9,
    0.75, 0.45, 0.2, 0.08, 0.05,
  ],
  consumers: [
    0.17, 0.09, 0.05, 0.04, 0.04, 0.06, 0.13, 0.27, 0.45, 0.6, 0.7, 0.75, 0.78, 0.76, 0.74, 0.73, 0.74, 0.8,
    0.9, 0.96, 1, 0.84, 0.58, 0.33,
  ],
  business: [
    0.02, 0.01, 0.01, 0.01, 0.02, 0.04, 0.1, 0.35, 0.75, 0.97, 1, 0.95, 0.7, 0.85, 0.95, 0.9, 0.72, 0.42, 0.2,
    0.12, 0.08, 0.06, 0.04, 0.03,
  ],
  office: [
    0.04, 0.03, 0.02, 0.02, 0.03, 0.08, 0.25, 0.58, 0.9, 1, 1, 0.95, 0.82, 0.93, 0.98, 0.93, 0.8, 0.56, 0.32,
    0.2, 0.13, 0.09, 0.06, 0.05,
  ],
  field: [
    0.02, 0.01, 0.01, 0.01, 0.03, 0.15, 0.6, 0.95, 1, 0.92, 0.85, 0.8, 0.62, 0.78, 0.82, 0.75, 0.55, 0.3,
    0.12, 0.07, 0.05, 0.04, 0.03, 0.02,
  ],
  retail: [
    0, 0, 0, 0, 0, 0, 0, 0.02, 0.08, 0.3, 0.6, 0.8, 0.95, 1, 0.95, 0.9, 0.92, 0.98, 0.9, 0.65, 0.35, 0.05, 0,
    0,
  ],
};

// Relative volume by local day of week, Sunday first.
const WEEKLY: Record<Rhythm, readonly number[]> = {
  viewers: [1.32, 0.95, 0.95, 0.97, 1, 1.12, 1.38],
  kids: [1.55, 0.9, 0.9, 0.92, 0.95, 1.05, 1.6],
  consumers: [0.62, 1.12, 1.02, 1, 0.98, 0.92, 0.7],
  business: [0.06, 1.05, 1.02, 1, 1, 0.9, 0.1],
  office: [0.22, 1.02, 1, 1, 1, 0.95, 0.3],
  field: [0.15, 1, 1, 1, 1, 0.97, 0.55],
  retail: [0.75, 0.85, 0.85, 0.9, 0.95, 1.1, 1.3],
};

/** Relative traffic of a rhythm at an instant: its hour of the day times its day of the week. */
export function activity(rhythm: Rhythm, ms: number): number {
  return (HOURLY[rhythm][localHour(ms)] ?? 0) * (WEEKLY[rhythm][localDayOfWeek(ms)] ?? 0);
}
