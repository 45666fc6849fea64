import {
  Tracker,
  type ApiCallReport,
  type ErrorReport,
  type TrackedFields,
  type TrackerOptions,
} from './tracker';
import { traceContextCreate, USER_ID_HEADER } from './trace-context';

/**
 * The page's one tracker, started by the shell once the user is known. The API client and error
 * hooks report through these functions, which do nothing harmful when no tracker runs.
 */
let active: Tracker | null = null;

/** Calls finished before the tracker started (the sign-in check), reported when it starts. */
const early: ApiCallReport[] = [];
const EARLY_LIMIT = 20;

export function trackingStart(options: TrackerOptions): Tracker {
  active?.stop();
  active = new Tracker(options);
  for (const report of early.splice(0)) active.apiCall(report);
  return active;
}

export function trackingStop(tracker: Tracker): void {
  tracker.stop();
  if (active === tracker) active = null;
}

export function trackingActive(): Tracker | null {
  return active;
}

export interface TrackedCall {
  /** Tracing headers for the request: `traceparent`, and the user id once known. */
  headers: Record<string, string>;
  /** Reports the call's outcome: its HTTP status, or the failure with its status (0: not reached). */
  finish(outcome: number | { status: number; message: string }): void;
}

/** Starts timing one API call and gives it its trace (spec 000 section 7). */
export function trackingCallStart(method: string, url: URL): TrackedCall {
  const trace = traceContextCreate();
  const started = performance.now();
  const headers: Record<string, string> = { traceparent: trace.traceparent };
  if (active) headers[USER_ID_HEADER] = active.userId;
  return {
    headers,
    finish(outcome) {
      const report: ApiCallReport = {
        url,
        method,
        status: typeof outcome === 'number' ? outcome : outcome.status,
        durationMs: performance.now() - started,
        traceId: trace.traceId,
        errorText: typeof outcome === 'number' ? undefined : outcome.message,
      };
      if (active) active.apiCall(report);
      else if (early.length < EARLY_LIMIT) early.push(report);
    },
  };
}

/** Reports a generic error once per page (spec 000 section 8). */
export function trackingError(report: ErrorReport): void {
  active?.error(report);
}

/** Sends an event at once; false when no tracker runs or the collector did not store it. */
export function trackingSendNow(fields: TrackedFields): Promise<boolean> {
  return active ? active.sendNow(fields) : Promise.resolve(false);
}
