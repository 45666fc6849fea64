import { describe, expect, it } from 'vitest';
import { BILLING_ACCOUNT_MIGRATION, billingMigrationWarningApplies } from './billing-migration';

/** Midnight of a day in the VoC zone (UTC − 7 h) is 07:00 UTC. */
const vocDay = (iso: string) => Date.parse(`${iso}T07:00:00Z`);
const DAY_MS = 86_400_000;

describe('billingMigrationWarningApplies (spec 001 section 8)', () => {
  const first = vocDay(BILLING_ACCOUNT_MIGRATION.first);
  const afterLast = vocDay(BILLING_ACCOUNT_MIGRATION.last) + DAY_MS;

  it('warns on a portals application whose period overlaps the migration days', () => {
    expect(billingMigrationWarningApplies(['portals'], first - 30 * DAY_MS, first + 1)).toBe(true);
    expect(billingMigrationWarningApplies(['portals'], afterLast - 1, afterLast + DAY_MS)).toBe(true);
    expect(billingMigrationWarningApplies(['journey_survey', 'portals'], first, afterLast)).toBe(true);
  });

  it('does not warn on periods that end before or start after the migration', () => {
    expect(billingMigrationWarningApplies(['portals'], first - 10 * DAY_MS, first)).toBe(false);
    expect(billingMigrationWarningApplies(['portals'], afterLast, afterLast + 10 * DAY_MS)).toBe(false);
  });

  it('does not warn on applications of other domains', () => {
    expect(billingMigrationWarningApplies(['journey_survey'], first, afterLast)).toBe(false);
    expect(billingMigrationWarningApplies([], first, afterLast)).toBe(false);
  });
});
