import { PRISM_APP_ID, roleCan, type EventBatch } from '@prism/domain';
import type { FastifyBaseLogger } from 'fastify';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsStore, Db } from '../../plugins/stores';
import { schemaErrorsReportLater } from '../registry/schema-errors.service';

/**
 * Who may write which events: the collector role (an application's ingestion account, Prism's
 * seeder) any event; a portal user only Prism's own usage events (`Prism@Web`), as themselves,
 * since those feed the admins' Prism Usage page. Anyone else, the no-role guest included, none.
 */
export function collectorAuthorize(auth: AuthUser, batch: EventBatch): void {
  if (roleCan(auth.roles, 'collect')) return;
  if (!roleCan(auth.roles, 'portal')) {
    throw forbidden('Sending events needs the collector role (prism-collector)');
  }
  if (batch.type !== 'client') {
    throw forbidden('Server events need the collector role (prism-collector)');
  }
  batch.events.forEach((event, index) => {
    if (event.appId !== PRISM_APP_ID) {
      throw forbidden(
        `events[${index}].appId: without the collector role only ${PRISM_APP_ID} events may be sent`,
      );
    }
    if (event.userId !== auth.id) {
      throw forbidden(`events[${index}].userId: Prism's own usage events are sent as yourself (${auth.id})`);
    }
  });
}

/** What the collector writes to: the events' store, and the operational store for schema errors. */
export interface CollectorStores {
  analytics: AnalyticsStore;
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * Stores a validated batch whole; resolves only once the analytics store holds it. A client batch
 * is then checked against the event-schema registry after it is acknowledged: what it breaks is
 * reported on the status page, never refused (the wire schema is the gate).
 */
export async function collectorStore(
  stores: CollectorStores,
  auth: AuthUser,
  batch: EventBatch,
): Promise<{ stored: number }> {
  collectorAuthorize(auth, batch);
  if (batch.type === 'client') {
    await stores.analytics.insertClientEvents(batch.events);
    schemaErrorsReportLater(stores.db, stores.log, batch.events);
  } else await stores.analytics.insertServerEvents(batch.events);
  return { stored: batch.events.length };
}
