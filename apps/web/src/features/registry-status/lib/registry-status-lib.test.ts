import type { RegistryChange } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { HELIX_REPORT_REFRESH_MS, helixReportQuery } from '../api/get-helix-report';
import { decoderLagText } from './decoder-lag';
import { errorPeriodOf, helixVolumeShare } from './helix-status';
import { platformRows } from './platform-rows';
import { registryChangeGroups, registryChangeSummary } from './registry-changes';

const change = (over: Partial<RegistryChange>): RegistryChange => ({
  entityKind: 'FIELD_DEFINITION',
  entityId: 'a',
  change: 'added',
  details: [],
  breaking: false,
  ...over,
});

describe('registryChangeGroups', () => {
  it('groups fields, event types and event cases, leaving out empty groups, breaking first', () => {
    const groups = registryChangeGroups([
      change({ entityKind: 'EVENT_CASE', entityId: 'z_case' }),
      change({ entityId: 'b', change: 'removed', breaking: true }),
      change({ entityId: 'c', change: 'changed' }),
      change({ entityId: 'a' }),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Fields', 'Event cases']);
    expect(groups[0]!.changes.map((c) => c.entityId)).toEqual(['b', 'a', 'c']);
  });

  it('summarises a list in words', () => {
    expect(registryChangeSummary([])).toBe('No changes');
    expect(registryChangeSummary([change({})])).toBe('1 change');
    expect(registryChangeSummary([change({}), change({ breaking: true })])).toBe('2 changes, 1 breaking');
  });
});

describe('platformRows', () => {
  it('puts each app on its platform and adds the languages its apps are written in', () => {
    const rows = platformRows(
      [
        { id: 'MSA@Android', name: 'MSA', type: 'Android', techType: null },
        { id: 'MSA@Android@Xamarin', name: 'MSA', type: 'Android', techType: 'Xamarin' },
        { id: 'Prism@Web', name: 'Prism', type: 'Web', techType: null },
      ],
      [],
    );
    expect(rows).toHaveLength(15);
    const android = rows.find((row) => row.name === 'ANDROID')!;
    expect(android.apps.map((app) => app.id)).toEqual(['MSA@Android', 'MSA@Android@Xamarin']);
    expect(android.languages).toEqual(['KOTLIN', 'C_SHARP']);
    expect(rows.find((row) => row.name === 'PRISM')!.apps.map((app) => app.id)).toEqual(['Prism@Web']);
    expect(rows.find((row) => row.name === 'QUANTUMJS')!.apps).toEqual([]);
  });
});

describe('the status helpers', () => {
  it('measures the last hour against the usual, capped for the bar, none without a usual', () => {
    expect(helixVolumeShare({ eventsLastHour: 30, usualPerHour: 120 })).toBe(0.25);
    expect(helixVolumeShare({ eventsLastHour: 900, usualPerHour: 100 })).toBe(2);
    expect(helixVolumeShare({ eventsLastHour: 5, usualPerHour: 0 })).toBeNull();
  });

  it('reads the errors period from the address, the last 24 hours otherwise', () => {
    expect(errorPeriodOf('1h').ms).toBe(3600_000);
    expect(errorPeriodOf('7d').label).toBe('Last 7 days');
    expect(errorPeriodOf(null).key).toBe('24h');
    expect(errorPeriodOf('2w').key).toBe('24h');
  });

  it('reads the status again every minute, keyed by the period rather than its moving start', () => {
    const query = helixReportQuery(['MSA@Web'], errorPeriodOf('1h'));
    expect(HELIX_REPORT_REFRESH_MS).toBe(60_000);
    expect(query.refetchInterval).toBe(60_000);
    expect(query.queryKey).toEqual(helixReportQuery(['MSA@Web'], errorPeriodOf('1h')).queryKey);
    expect(query.queryKey).not.toEqual(helixReportQuery(['MSA@Web'], errorPeriodOf('7d')).queryKey);
  });

  it('says how far Helix has moved on from what a decoder decodes', () => {
    expect(decoderLagText({ helixVersion: '1.46.0' }, '1.50.0', 0)).toEqual({
      text: 'Decodes 1.46.0; latest Helix is 1.50.0.',
      behind: true,
    });
    expect(decoderLagText({ helixVersion: '1.50.0' }, '1.50.0', 2)).toEqual({
      text: 'Decodes 1.50.0, the latest Helix version. The draft holds 2 unreleased changes beyond it.',
      behind: true,
    });
    expect(decoderLagText({ helixVersion: '1.50.0' }, '1.50.0', 0).behind).toBe(false);
  });
});
