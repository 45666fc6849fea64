/** The header that carries the signed-in user's id beside each call's trace (spec 000 section 7). */
export const USER_ID_HEADER = 'x-prism-user-id';

export interface TraceContext {
  /** 32 lower-case hex digits: the id every analytics report of this call carries. */
  traceId: string;
  /** The W3C Trace Context `traceparent` header: version 00, trace id, parent span id, sampled. */
  traceparent: string;
}

/** Random hex digits; `crypto.getRandomValues` works on plain-http hosts, where `randomUUID` does not. */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  const hex = Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
  // An all-zero id is invalid in Trace Context; one in 2^64 draws, but cheap to rule out.
  return /^0+$/.test(hex) ? `${hex.slice(0, -1)}1` : hex;
}

/** A fresh trace for one call. */
export function traceContextCreate(): TraceContext {
  const traceId = randomHex(16);
  return { traceId, traceparent: `00-${traceId}-${randomHex(8)}-01` };
}
