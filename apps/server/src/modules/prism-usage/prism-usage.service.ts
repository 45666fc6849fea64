import { PRISM_APP_ID, type PrismUsage, type PrismUsageQuery } from '@prism/domain';
import { requireCapability } from '../../lib/authz';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsStore } from '../../plugins/stores';

/** Prism's own usage (its prism@Web events) in a window: for admins, the Prism Usage page. */
export async function prismUsageRead(
  analytics: AnalyticsStore,
  auth: AuthUser,
  query: PrismUsageQuery,
): Promise<PrismUsage> {
  requireCapability(auth, 'admin');
  const usage = await analytics.appUsage({ appId: PRISM_APP_ID, ...query });
  return { appId: PRISM_APP_ID, startMs: query.startMs, endMs: query.endMs, ...usage };
}
