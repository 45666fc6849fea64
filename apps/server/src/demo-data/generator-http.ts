import { type Rand, weighted } from './generator-random';

/** Reason phrases for the status codes the demo data uses. */
export const RESPONSE_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const CLIENT_ERRORS = weighted<number>([
  [404, 35],
  [400, 25],
  [401, 20],
  [403, 10],
  [409, 5],
  [429, 5],
]);
const SERVER_ERRORS = weighted<number>([
  [500, 45],
  [503, 25],
  [502, 15],
  [504, 15],
]);

/**
 * A response code: success codes suited to the verb, and on failure a 4xx or 5xx. `serverShare`
 * is the part of failures that are the server's fault; an outage pushes it up.
 */
export function responseCode(rand: Rand, verb: string, failRate: number, serverShare = 0.4): number {
  if (rand.chance(failRate)) {
    return rand.chance(serverShare) ? rand.pickWeighted(SERVER_ERRORS) : rand.pickWeighted(CLIENT_ERRORS);
  }
  if (verb === 'GET') return rand.chance(0.08) ? 304 : 200;
  if (verb === 'DELETE') return 204;
  if (verb === 'POST') return rand.chance(0.4) ? 201 : 200;
  return 200;
}

/**
 * Response time: log-normal around the API's median; a 504 waits for the gateway's timeout, other
 * errors tend to answer fast.
 */
export function responseTimeMs(rand: Rand, code: number, medianMs: number, slowdown: number): number {
  if (code === 504) return 15_000 + rand.int(15_000);
  const median = code >= 400 ? medianMs * 0.45 : medianMs;
  return rand.logNormal(median * slowdown, 0.62);
}
