import { z } from 'zod';
import { randomHex } from './trace-context';

/** Where the analytics state (device, visit, sequence) lives between page loads. */
export const TRACKING_STATE_KEY = 'prism.analytics';
/** A visit ends after this long without an event; the next event starts a new one. */
export const TRACKING_VISIT_IDLE_MS = 30 * 60 * 1000;
/** The collector's largest sequence number; the count wraps round after it. */
const SEQUENCE_MAX = 1_000_000;

const stateSchema = z.object({
  deviceId: z.string().min(1).max(128),
  visitId: z.string().min(1).max(128),
  sequenceNumber: z.number().int().min(0).max(SEQUENCE_MAX),
  lastEventMs: z.number(),
});
export type TrackingState = z.infer<typeof stateSchema>;

export interface TrackingStateStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A random version 4 UUID for device and visit ids. */
export function trackingId(): string {
  const hex = randomHex(16);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function stateRead(store: TrackingStateStore): TrackingState | null {
  try {
    const raw = store.getItem(TRACKING_STATE_KEY);
    const parsed = raw ? stateSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    // Unreadable or disabled storage is a blank state.
    return null;
  }
}

export function trackingStateWrite(store: TrackingStateStore, state: TrackingState): void {
  try {
    store.setItem(TRACKING_STATE_KEY, JSON.stringify(state));
  } catch {
    // Without storage the state lives only as long as the page; tracking carries on.
  }
}

/**
 * The analytics state this page continues (spec 000 section 4: analytics persistence is on). Blank
 * when nothing is stored or the stored visit has been idle too long: then a new visit starts (the
 * device id is kept) and `blank` tells the tracker to send the start-session event.
 */
export function trackingStateOpen(
  store: TrackingStateStore,
  nowMs: number,
): { state: TrackingState; blank: boolean } {
  const stored = stateRead(store);
  if (stored && nowMs - stored.lastEventMs <= TRACKING_VISIT_IDLE_MS) return { state: stored, blank: false };
  const state = {
    deviceId: stored?.deviceId ?? trackingId(),
    visitId: trackingId(),
    sequenceNumber: 0,
    lastEventMs: nowMs,
  };
  trackingStateWrite(store, state);
  return { state, blank: true };
}

/** The next sequence number of the visit, wrapping round at the collector's limit. */
export function trackingSequenceNext(state: TrackingState): number {
  return state.sequenceNumber >= SEQUENCE_MAX ? 0 : state.sequenceNumber + 1;
}
