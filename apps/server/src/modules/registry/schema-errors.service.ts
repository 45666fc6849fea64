import { registryEventCheck, type ClientEvent, type RegistryIndex } from '@prism/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../plugins/stores';
import { registryCurrent } from './registry.service';
import { schemaErrorsRepository, type SchemaErrorAdd } from './schema-errors.repository';

/**
 * What a batch breaks against the registry, one row per application, event type, event case, field
 * and reason with how many events broke it and the latest one's message and visit.
 */
export function schemaErrorsOfBatch(index: RegistryIndex, events: readonly ClientEvent[]): SchemaErrorAdd[] {
  const rows = new Map<string, SchemaErrorAdd>();
  for (const event of events) {
    const problems = registryEventCheck(index, event);
    if (problems.length === 0) continue;
    const eventCaseId = event.eventCaseId ?? '';
    for (const problem of problems) {
      const key = `${event.appId}\u0000${event.eventType}\u0000${eventCaseId}\u0000${problem.field}\u0000${problem.reason}`;
      const row = rows.get(key);
      if (row) {
        row.count += 1;
        row.message = problem.message;
        row.visitId = event.visitId;
      } else {
        rows.set(key, {
          appId: event.appId,
          eventType: event.eventType,
          eventCaseId,
          field: problem.field,
          reason: problem.reason,
          count: 1,
          message: problem.message,
          visitId: event.visitId,
        });
      }
    }
  }
  return [...rows.values()];
}

/**
 * Checks a stored batch against the draft registry and adds what it breaks to the schema errors,
 * in one statement. Nothing is checked while the registry has no event types (nothing registered
 * yet). Resolves to the number of rows added to.
 */
export async function schemaErrorsRecord(
  db: Db,
  events: readonly ClientEvent[],
  seenAt = Date.now(),
): Promise<number> {
  const current = await registryCurrent(db);
  if (current.snapshot.eventTypes.length === 0) return 0;
  const rows = schemaErrorsOfBatch(current.index, events);
  await schemaErrorsRepository.add(db, rows, seenAt);
  return rows.length;
}

/**
 * The collector's hook: reports a stored batch's schema errors after the batch is acknowledged, so
 * the report never delays nor fails ingestion (a failure is logged and the batch stays stored). The
 * registry reports; the wire schema is the collector's gate.
 */
export function schemaErrorsReportLater(
  db: Db,
  log: FastifyBaseLogger,
  events: readonly ClientEvent[],
): void {
  setImmediate(() => {
    schemaErrorsRecord(db, events).catch((err: unknown) => {
      log.warn({ err, events: events.length }, 'recording schema errors failed; the batch is stored');
    });
  });
}
