import {
  URL_STATE_DEBOUNCE_MS,
  periodResolve,
  timeZoneDefault,
  urlStateCutoff,
  urlStateParse,
  urlStatePeriodContext,
  urlStateSection,
  urlStateSectionChange,
  urlStateSerialize,
  type ResolvedPeriod,
  type UrlState,
} from '@prism/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { timeStorageRead, timeStorageWrite } from '../lib/time-storage';

export interface UseUrlStateOptions {
  /** The application's name (its id before `@`), for the Spectrum Guide and OneApp cutoffs. */
  appName?: string;
  /** Debounce of batched updates; 1000 ms (spec 000 section 9). */
  debounceMs?: number;
  /** The page's valid groupBy values (a stable array); any other groupBy falls back to `groupByInitial`. */
  groupByOptions?: readonly string[];
  /** The page's groupBy when the address has none or an invalid one. */
  groupByInitial?: string;
}

export interface UrlStateHandle {
  /** The state in force: the URL's, with any update still waiting for the debounce applied. */
  state: UrlState;
  /** The browser's time zone, used when the state names none. */
  browserTimeZone: string;
  /** When the state was last read or updated, in epoch ms: the "now" its relative periods resolve at. */
  now: number;
  /** The state's period resolved at `now` in its zone, offset and fiscal mode: what its charts ask for. */
  range: ResolvedPeriod;
  /** Batches a change; the address is replaced (never pushed) once changes stop for the debounce. */
  update: (change: (state: UrlState) => UrlState) => void;
}

/** The browser's zone as the time menu's default (spec 000 section 9). */
export function browserTimeZone(): string {
  return timeZoneDefault(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * The page's URL state (spec 000 section 4). At load, and whenever the address is not in its
 * canonical form, defaults, remembered choices and cutoffs are written back with one replace;
 * entering another section clears the reset-on-entity-change filters. Partial data, fiscal time and
 * the time zone are remembered in local storage on every update.
 */
export function useUrlState({
  appName,
  debounceMs = URL_STATE_DEBOUNCE_MS,
  groupByOptions,
  groupByInitial,
}: UseUrlStateOptions = {}): UrlStateHandle {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [timeZone] = useState(browserTimeZone);
  // Taken at load and on each update, so relative periods resolve at the moment they were chosen.
  const [now, setNow] = useState(Date.now);
  const section = urlStateSection(pathname);
  const lastSection = useRef(section);

  const parsed = useMemo(() => {
    const state = urlStateParse(new URLSearchParams(search), {
      pathname,
      now,
      timeZone,
      stored: timeStorageRead(),
      groupByOptions,
      groupByInitial,
    });
    return appName ? urlStateCutoff(state, { appName, now, timeZone }) : state;
  }, [search, pathname, timeZone, appName, now, groupByOptions, groupByInitial]);

  const [pending, setPending] = useState<UrlState | null>(null);
  const pendingRef = useRef<UrlState | null>(null);
  // The state last written to the address: shown until the router has committed the new address,
  // which it does in a transition, so the page never flashes back to the old state in between.
  const flushedRef = useRef<UrlState | null>(null);
  const searchRef = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const parsedRef = useRef(parsed);
  useEffect(() => {
    parsedRef.current = parsed;
  }, [parsed]);
  useEffect(() => {
    searchRef.current = search;
    if (flushedRef.current && !pendingRef.current) {
      flushedRef.current = null;
      setPending(null);
    }
  }, [search]);

  const replace = useCallback(
    (state: UrlState) => {
      const query = urlStateSerialize(state);
      void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
    },
    [navigate, pathname, hash],
  );

  // Fill defaults (and apply section resets) whenever the address is not canonical.
  useEffect(() => {
    if (pendingRef.current) return;
    const sectionChanged = lastSection.current !== section;
    lastSection.current = section;
    const state = sectionChanged ? urlStateSectionChange(parsed) : parsed;
    const query = urlStateSerialize(state);
    if ((query ? `?${query}` : '') !== search) replace(state);
  }, [parsed, section, search, replace]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (change: (state: UrlState) => UrlState) => {
      const next = change(pendingRef.current ?? flushedRef.current ?? parsedRef.current);
      pendingRef.current = next;
      setPending(next);
      setNow(Date.now());
      timeStorageWrite(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const latest = pendingRef.current;
        pendingRef.current = null;
        if (!latest) return;
        const query = urlStateSerialize(latest);
        if ((query ? `?${query}` : '') === searchRef.current) {
          // Nothing to write (changes cancelled out): the address already says it.
          flushedRef.current = null;
          setPending(null);
          return;
        }
        flushedRef.current = latest;
        replace(latest);
      }, debounceMs);
    },
    [debounceMs, replace],
  );

  const state = pending ?? parsed;
  const range = useMemo(
    () => periodResolve(state.period, urlStatePeriodContext(state, now, timeZone)),
    [state, now, timeZone],
  );
  return { state, browserTimeZone: timeZone, now, range, update };
}
