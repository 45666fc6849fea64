import { REGISTRY_BASE_EVENT_TYPES, REGISTRY_BASE_FIELDS, type RegistrySnapshot } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { demoEventCases, demoJourneyEventCases } from './registry-cases';
import { DEMO_HELIX_VERSIONS, demoPendingEdits, seedRegistry } from './seed-registry';

const byKey = <T>(items: readonly T[], key: (item: T) => string) =>
  [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
const byName = <T extends { name: string }>(items: readonly T[]) => byKey(items, (item) => item.name);

describe('the demo registry seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    expect(await seedRegistry(t.app)).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  it('seeds the base registry, the demo cases and the journey cases, apart from the listed pending edits', async () => {
    const final: RegistrySnapshot = {
      fields: [...REGISTRY_BASE_FIELDS],
      eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
      eventCases: [...demoEventCases(), ...demoJourneyEventCases()],
    };
    const pending = demoPendingEdits(final);
    const expected = {
      fields: byName(final.fields.map((f) => pending.fields.find((p) => p.name === f.name) ?? f)),
      eventTypes: byName(final.eventTypes),
      eventCases: byKey(
        final.eventCases.map((c) => pending.eventCases.find((p) => p.id === c.id) ?? c),
        (c) => c.id,
      ),
    };
    const draft = (
      await t.app.inject({ url: '/api/helix-requirement/draft', headers: await t.as('analyst') })
    ).json();
    expect({
      fields: byName(draft.fields),
      eventTypes: byName(draft.eventTypes),
      eventCases: byKey(draft.eventCases as { id: string }[], (c) => c.id),
    }).toEqual(expected);
    // The review shows exactly the pending edits.
    expect(draft.latestVersion).toBe('1.48.0');
    expect(draft.pending.map((c: { entityId: string }) => c.entityId)).toEqual([
      ...pending.fields.map((f) => f.name),
      ...pending.eventCases.map((c) => c.id),
    ]);
  });

  it('releases every Helix version the demo events declare, each changing something real', async () => {
    const { versions } = (
      await t.app.inject({ url: '/api/helix-versions', headers: await t.as('analyst') })
    ).json();
    expect(versions.map((v: { version: string }) => v.version)).toEqual([...DEMO_HELIX_VERSIONS].reverse());
    for (const version of versions.slice(0, -1)) expect(version.changes.length).toBeGreaterThan(0);
    const released = versions.map((v: { releasedAt: number }) => v.releasedAt);
    expect(released).toEqual([...released].sort((a, b) => b - a));
  });

  it('records a few decoder releases per platform of the demo apps, and seeds only an empty registry', async () => {
    const { decoders } = (
      await t.app.inject({ url: '/api/helix-requirement/decoders', headers: await t.as('analyst') })
    ).json();
    const platforms = new Set(decoders.map((d: { platform: string }) => d.platform));
    expect([...platforms].sort()).toEqual(['ANDROID', 'JS', 'PRISM', 'QUANTUMJS', 'ROKU', 'SWIFT', 'XU']);
    for (const platform of platforms) {
      expect(
        decoders.filter((d: { platform: string }) => d.platform === platform).length,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(await seedRegistry(t.app)).toBe(false);
  });
});
