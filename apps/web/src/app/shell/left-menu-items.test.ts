import { describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '../area-routes';
import {
  leftMenuIsActive,
  leftMenuQuery,
  leftMenuSections,
  leftMenuSubject,
  type LeftMenuRights,
  type LeftMenuSubject,
} from './left-menu-items';

const app = (id: string, domain: LeftMenuSubject['domain'], appKind: 'client' | 'backend' = 'client') => {
  const [name = id, type = 'Web'] = id.split('@');
  return { kind: 'application', id, name, type, domain, appKind } as const satisfies LeftMenuSubject;
};
const group = (domain: LeftMenuSubject['domain']): LeftMenuSubject => ({ kind: 'group', id: 'g1', domain });

/** A user who may open every page (the Voice of Customer rule has its own test). */
const ALL: LeftMenuRights = { voiceOfCustomer: true };
const labels = (subject: LeftMenuSubject, rights = ALL) =>
  leftMenuSections(subject, rights).flatMap((section) => section.entries.map((entry) => entry.label));

describe('leftMenuSections: the rules of spec 000 section 2', () => {
  it('shows Reports only for the mobile-technician app and the TV-OS app on Android', () => {
    expect(labels(app('TechMobile@Android', 'internal_apps'))).toContain('Reports');
    expect(labels(app('TechMobile@iOS', 'internal_apps'))).toContain('Reports');
    expect(labels(app('StreamBox@Android', 'video'))).toContain('Reports');
    expect(labels(app('StreamBox@iOS', 'video'))).not.toContain('Reports');
    expect(labels(app('OneApp@Android', 'video'))).not.toContain('Reports');
    expect(labels(group('internal_apps'))).not.toContain('Reports');
  });

  it('shows Self Install Reports only for the consumer self-service app on Android, iOS and Web', () => {
    for (const id of ['MSA@Web', 'MSA@iOS', 'MSA@Android', 'MSA@Android@Xamarin'])
      expect(labels(app(id, 'portals'))).toContain('Self Install Reports');
    expect(labels(app('MSA@Roku', 'portals'))).not.toContain('Self Install Reports');
    expect(labels(app('SMB@Web', 'portals'))).not.toContain('Self Install Reports');
    expect(labels(group('portals'))).not.toContain('Self Install Reports');
    const entry = leftMenuSections(app('MSA@Web', 'portals'), ALL)
      .flatMap((section) => section.entries)
      .find((candidate) => candidate.label === 'Self Install Reports');
    expect(entry).toEqual({ kind: 'external', label: 'Self Install Reports', links: 'selfInstall' });
  });

  it('shows Video Quality only for the Video domain', () => {
    expect(labels(app('OneApp@Roku', 'video'))).toContain('Video Quality');
    expect(labels(group('video'))).toContain('Video Quality');
    expect(labels(app('MSA@Web', 'portals'))).not.toContain('Video Quality');
    expect(labels(app('CareAgent@Web', 'internal_apps'))).not.toContain('Video Quality');
  });

  it('shows Metrics only for Portals', () => {
    expect(labels(app('MSA@Web', 'portals'))).toContain('Metrics');
    expect(labels(group('portals'))).toContain('Metrics');
    expect(labels(app('OneApp@Roku', 'video'))).not.toContain('Metrics');
    expect(labels(app('CareAgent@Web', 'internal_apps'))).not.toContain('Metrics');
  });

  it('hides Release Summary and Customer Journey for groups', () => {
    expect(labels(app('MSA@Web', 'portals'))).toEqual(
      expect.arrayContaining(['Release Summary', 'Customer Journey']),
    );
    expect(labels(group('portals'))).not.toContain('Release Summary');
    expect(labels(group('portals'))).not.toContain('Customer Journey');
  });

  it('shows Voice of Customer, Helix and API entries for Portals, Video and Internal only', () => {
    for (const domain of ['portals', 'video', 'internal_apps'] as const) {
      expect(labels(app('X@Web', domain))).toEqual(
        expect.arrayContaining(['Voice of Customer', 'Helix', 'API Name Mappings']),
      );
    }
    const unknown = labels(app('LegacyWidget@Web', 'unknown'));
    expect(unknown).not.toContain('Voice of Customer');
    expect(unknown).not.toContain('Helix');
    expect(unknown).not.toContain('API Name Mappings');
    expect(unknown).toContain('Overview');
  });

  it('lists Voice of Customer only for a user with prism-full or voc-read (spec 001 section 6)', () => {
    const none: LeftMenuRights = { voiceOfCustomer: false };
    expect(labels(app('MSA@Web', 'portals'), none)).not.toContain('Voice of Customer');
    expect(labels(app('MSA@Web', 'portals'), none)).toContain('Errors');
    expect(
      leftMenuSections({ ...app('DigitalSurvey@Web', 'portals'), appKind: 'voiceOfCustomer' }, none),
    ).toEqual([]);
  });

  it('gives the other kinds of application their own pages', () => {
    expect(labels(app('BillingService@Web@portals', 'portals', 'backend'))).toEqual([
      'Overview',
      'Incoming',
      'Outgoing',
    ]);
    expect(leftMenuSections({ ...app('TVE@Web', 'tve'), appKind: 'tve' }, ALL)[0]?.entries).toEqual([
      { kind: 'link', label: 'Authentication', path: 'tve-dashboards/auth' },
    ]);
    const journey = leftMenuSections(
      { ...app('JourneySurvey@Web', 'journey_survey'), appKind: 'voiceOfCustomer' },
      ALL,
    );
    expect(journey[0]?.title).toBe('Journey Surveys');
    const digital = leftMenuSections(
      { ...app('DigitalSurvey@Web', 'portals'), appKind: 'voiceOfCustomer' },
      ALL,
    );
    expect(digital[0]?.title).toBe('Digital Surveys');
    expect(
      leftMenuSections({ ...app('CareSurvey@Web', 'cst_survey'), appKind: 'surveyTool' }, ALL)[0]?.title,
    ).toBe('Survey Tool');
  });

  it('links only to pages of the area route table', () => {
    const entityPaths = new Set(
      AREA_ROUTES.filter((route) => route.scope === 'entity').map((route) => route.path),
    );
    const subjects: LeftMenuSubject[] = [
      app('TechMobile@Android', 'internal_apps'),
      app('MSA@Web', 'portals'),
      app('OneApp@Roku', 'video'),
      app('BillingService@Web@portals', 'portals', 'backend'),
      { ...app('TVE', 'tve'), appKind: 'tve' },
      { ...app('JourneySurvey@Web', 'journey_survey'), appKind: 'voiceOfCustomer' },
      { ...app('DigitalSurvey@Web', 'portals'), appKind: 'voiceOfCustomer' },
      { ...app('CareSurvey@Web', 'cst_survey'), appKind: 'surveyTool' },
    ];
    for (const subject of subjects)
      for (const entry of leftMenuSections(subject, ALL).flatMap((section) => section.entries))
        if (entry.kind === 'link') expect(entityPaths, entry.path).toContain(entry.path);
  });
});

describe('leftMenuSubject', () => {
  const catalogue = {
    applications: [{ id: 'MSA@Web', name: 'MSA', type: 'Web', domain: 'portals', kind: 'client' } as const],
    groups: [{ _id: 'g1', domain: 'video' }],
  };
  it('reads an application from the catalogue and a group from the group list', () => {
    expect(leftMenuSubject({ kind: 'application', id: 'MSA@Web' }, catalogue)).toEqual(
      app('MSA@Web', 'portals'),
    );
    expect(leftMenuSubject({ kind: 'group', id: 'g1' }, catalogue)).toEqual(group('video'));
  });
  it('takes the record-less TVE entry for a TVE app, and knows nothing of unknown ids', () => {
    expect(leftMenuSubject({ kind: 'application', id: 'TVE' }, catalogue)).toMatchObject({ appKind: 'tve' });
    expect(leftMenuSubject({ kind: 'application', id: 'Nope@Web' }, catalogue)).toBeUndefined();
    expect(leftMenuSubject({ kind: 'group', id: 'g2' }, catalogue)).toBeUndefined();
  });
});

describe('leftMenuIsActive', () => {
  const errors = { kind: 'link', label: 'Errors', path: 'client-analytics/errors' } as const;
  const metrics = {
    kind: 'link',
    label: 'Metrics',
    path: 'client-analytics/metrics/all',
    match: 'client-analytics/metrics',
  } as const;
  it('marks the page and its details pages, not a page sharing a prefix', () => {
    expect(leftMenuIsActive(errors, 'client-analytics/errors')).toBe(true);
    expect(leftMenuIsActive(errors, 'client-analytics/errors/details')).toBe(true);
    expect(leftMenuIsActive(errors, 'client-analytics/errorsx')).toBe(false);
    expect(leftMenuIsActive(metrics, 'client-analytics/metrics/dashboards')).toBe(true);
    expect(leftMenuIsActive(metrics, 'client-analytics/events')).toBe(false);
  });
});

describe('leftMenuQuery', () => {
  it('keeps the shared parameters, filters and experiments as written, drops page-only ones', () => {
    expect(
      leftMenuQuery(
        '?environment=production&period=7d&step=86400000&pageName=Home&errorCode=E1&rowPage=3&appVersion[]=1.2&activatedExperiments[]=x',
      ),
    ).toBe('?environment=production&period=7d&step=86400000&appVersion[]=1.2&activatedExperiments[]=x');
  });
  it('is empty when nothing is kept', () => {
    expect(leftMenuQuery('')).toBe('');
    expect(leftMenuQuery('?apiName=login')).toBe('');
  });
});
