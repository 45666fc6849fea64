import { clientEventWithoutPersonal, roleCan, type ClientEvent } from '@prism/domain';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsStore } from '../../plugins/stores';

/**
 * The events of one visit in the order they happened (the sequence viewer). User ids and feedback
 * text are personal data: only callers with customer-feedback access receive them.
 */
export async function visitSequenceRead(
  analytics: AnalyticsStore,
  auth: AuthUser,
  visitId: string,
): Promise<{ visitId: string; events: ClientEvent[] }> {
  const events = await analytics.clientEventsOfVisit(visitId);
  if (events.length === 0) throw notFound(`No events stored for visit "${visitId}"`);
  const personal = roleCan(auth.roles, 'customerFeedback');
  return { visitId, events: personal ? events : events.map(clientEventWithoutPersonal) };
}
