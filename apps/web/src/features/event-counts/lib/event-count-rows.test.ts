import { describe, expect, it } from 'vitest';
import { appDomainLabel, eventCountRows } from './event-count-rows';

describe('eventCountRows', () => {
  const apps = [
    { id: 'guide@Web', domain: 'video', aliases: ['Guide', 'TV Guide'] },
    { id: 'myaccount@iOS', domain: 'portals', aliases: [] },
  ];

  it('joins aliases and domain labels and sorts by events, most first', () => {
    const rows = eventCountRows(
      [
        { appId: 'myaccount@iOS', events: 12, lastEventMs: 1 },
        { appId: 'guide@Web', events: 900, lastEventMs: 2 },
      ],
      apps,
    );
    expect(rows).toEqual([
      { appId: 'guide@Web', alias: 'Guide, TV Guide', domain: 'Video', events: 900, lastEventMs: 2 },
      { appId: 'myaccount@iOS', alias: '', domain: 'Portals', events: 12, lastEventMs: 1 },
    ]);
  });

  it('keeps apps missing from the catalogue, and breaks ties by id', () => {
    const rows = eventCountRows(
      [
        { appId: 'zeta@Web', events: 5, lastEventMs: null },
        { appId: 'alpha@Web', events: 5, lastEventMs: null },
      ],
      undefined,
    );
    expect(rows.map((row) => row.appId)).toEqual(['alpha@Web', 'zeta@Web']);
    expect(rows[0]).toMatchObject({ alias: '', domain: '' });
  });

  it('labels domains as people say them', () => {
    expect(appDomainLabel('internal_apps')).toBe('Internal');
    expect(appDomainLabel('cst_survey')).toBe('CST Survey');
    expect(appDomainLabel('somethingnew')).toBe('somethingnew');
  });
});
