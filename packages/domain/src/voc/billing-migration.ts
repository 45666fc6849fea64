import { DateTime } from 'luxon';
import type { AppDomain } from '../application';

/**
 * The zone Voice of Customer days are read in (spec 001 section 9: timestamps shown 7 hours back
 * from UTC): UTC − 7 h all year, so a feedback day starts at 07:00 UTC. The server resolves the
 * feedback calls' periods in the same zone.
 */
export const VOC_TIME_ZONE = 'Etc/GMT+7';

/**
 * The Recent Billing Account Migration of spec 001 section 8, as whole days in {@link VOC_TIME_ZONE}
 * (first and last, inclusive). The spec names the migration but not its dates: these are the days
 * Prism records for it, when portal customers' billing accounts moved to new account numbers, so
 * account-linked feedback (its account attributes and the counts they split) changes shape across
 * them. Record a later migration by changing these two dates.
 */
export const BILLING_ACCOUNT_MIGRATION = { first: '2026-11-09', last: '2026-11-15' } as const;

/** Where the data warning sends the reader (spec 001 section 2). */
export const BILLING_MIGRATION_DOC_PATH = '/documentation/prismdocs/Account-Number-Migrations';

/** The application domains whose accounts the migration moved: the self-service portals. */
export const BILLING_MIGRATION_DOMAINS: readonly AppDomain[] = ['portals'];

/**
 * Whether a Voice of Customer chart carries the billing-migration Data Warning (spec 001 section 8).
 * The rule: at least one of the chart's applications is of a portals domain (the accounts that
 * moved), and the chart's period [startMs, endMs) overlaps the migration's days. Simple on purpose:
 * it says "may be affected", not which points are.
 */
export function billingMigrationWarningApplies(
  domains: readonly string[],
  startMs: number,
  endMs: number,
): boolean {
  if (!domains.some((domain) => (BILLING_MIGRATION_DOMAINS as readonly string[]).includes(domain)))
    return false;
  const first = DateTime.fromISO(BILLING_ACCOUNT_MIGRATION.first, { zone: VOC_TIME_ZONE }).startOf('day');
  const afterLast = DateTime.fromISO(BILLING_ACCOUNT_MIGRATION.last, { zone: VOC_TIME_ZONE })
    .plus({ days: 1 })
    .startOf('day');
  return startMs < afterLast.toMillis() && endMs > first.toMillis();
}
