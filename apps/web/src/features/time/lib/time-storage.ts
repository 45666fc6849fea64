import { RECENT_PERIODS_MAX, recentPeriodsAdd, timeZoneIsValid, type UrlState } from '@prism/domain';

/** Local storage keys of the remembered time choices (spec 000 section 4). */
export const TIME_STORAGE_KEYS = {
  partialData: 'partialData',
  fiscalTime: 'fiscalTime',
  origintz: 'origintz',
  recentPeriods: 'recentPeriods',
} as const;

export type StoredTimeChoices = Partial<Pick<UrlState, 'partialData' | 'fiscalTime' | 'origintz'>>;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked (private mode); the URL still holds the state.
  }
}

function readBoolean(key: string): boolean | undefined {
  const value = read(key);
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** The remembered partial data, fiscal time and time zone choices; unreadable values are skipped. */
export function timeStorageRead(): StoredTimeChoices {
  const origintz = read(TIME_STORAGE_KEYS.origintz) ?? undefined;
  return {
    partialData: readBoolean(TIME_STORAGE_KEYS.partialData),
    fiscalTime: readBoolean(TIME_STORAGE_KEYS.fiscalTime),
    origintz: origintz && timeZoneIsValid(origintz) ? origintz : undefined,
  };
}

/** Remembers the choices of a state; a state without a zone forgets the stored one. */
export function timeStorageWrite(state: Pick<UrlState, 'partialData' | 'fiscalTime' | 'origintz'>): void {
  write(TIME_STORAGE_KEYS.partialData, String(state.partialData));
  write(TIME_STORAGE_KEYS.fiscalTime, String(state.fiscalTime));
  write(TIME_STORAGE_KEYS.origintz, state.origintz);
}

/** The remembered recent periods, most recent first (at most 3). */
export function recentPeriodsRead(): string[] {
  try {
    const parsed: unknown = JSON.parse(read(TIME_STORAGE_KEYS.recentPeriods) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_PERIODS_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Adds a period to the remembered recent periods and returns the new list. */
export function recentPeriodsRemember(period: string): string[] {
  const recent = recentPeriodsAdd(recentPeriodsRead(), period);
  write(TIME_STORAGE_KEYS.recentPeriods, JSON.stringify(recent));
  return recent;
}
