import type { ClientEvent } from '@prism/domain';
import { accessTokenRead } from '../access-token';

export const COLLECTOR_PATH = '/api/collector/events';

/**
 * Sends one batch of Prism's own events to its collector with the bearer token. Calls `fetch`
 * itself rather than the API client, so the tracker's own calls are never reported as API calls.
 * `keepalive` lets a batch sent while the page goes away finish after it is gone.
 */
export async function collectorSend(
  events: ClientEvent[],
  { keepalive }: { keepalive: boolean },
): Promise<boolean> {
  const token = accessTokenRead();
  if (!token) return false;
  try {
    const response = await fetch(new URL(COLLECTOR_PATH, window.location.origin), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'client', events }),
      keepalive,
    });
    return response.ok;
  } catch {
    return false;
  }
}
