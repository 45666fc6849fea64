import { FILTERS, FILTER_OPERATORS_PARAM, TVE_APP_ID, type AppDomain, type AppKind } from '@prism/domain';

/**
 * The left menu of an application or group page (spec 000 section 2, "Left menu (depends on
 * application domain or application)"), as pure rules over what the menu is for.
 */

/**
 * The applications the spec's rules name, by their catalogue name (the id part before `@`): the
 * mobile-technician app, the TV-OS app and the consumer self-service app.
 */
export const TECH_MOBILE_APP_NAME = 'TechMobile';
export const TV_OS_APP_NAME = 'StreamBox';
export const SELF_SERVICE_APP_NAME = 'MSA';
const SELF_INSTALL_TYPES = new Set(['Android', 'iOS', 'Web']);
/** Portals, Video and Internal: the domains that get Voice of Customer, Helix and API entries. */
const MAIN_DOMAINS = new Set<AppDomain>(['portals', 'video', 'internal_apps']);

/** What the menu is for: an application (with its catalogue record) or a group. */
export type LeftMenuSubject =
  | { kind: 'application'; id: string; name: string; type: string; domain: AppDomain; appKind: AppKind }
  | { kind: 'group'; id: string; domain: AppDomain };

export interface LeftMenuLink {
  kind: 'link';
  label: string;
  /** The page under `/:entityID/`, as in the area route table. */
  path: string;
  /** Pages under this prefix mark the entry active (details pages, sub-pages); `path` by default. */
  match?: string;
  beta?: boolean;
}

export interface LeftMenuExternal {
  kind: 'external';
  label: string;
  /** Which configured link list it opens (the server's `/api/ui-config`). */
  links: 'selfInstall';
}

export type LeftMenuEntry = LeftMenuLink | LeftMenuExternal;

/** What the signed-in user may open, where the menu depends on it. */
export interface LeftMenuRights {
  /** A role containing prism-full or voc-read (spec 001 section 6). */
  voiceOfCustomer: boolean;
}

export interface LeftMenuSection {
  title: string;
  entries: LeftMenuEntry[];
}

const link = (label: string, path: string, extra: Partial<LeftMenuLink> = {}): LeftMenuLink => ({
  kind: 'link',
  label,
  path,
  ...extra,
});

function clientSections(subject: LeftMenuSubject, rights: LeftMenuRights): LeftMenuSection[] {
  const { domain } = subject;
  const isGroup = subject.kind === 'group';
  const app = subject.kind === 'application' ? subject : null;
  const hasReports =
    app !== null &&
    (app.name === TECH_MOBILE_APP_NAME || (app.name === TV_OS_APP_NAME && app.type === 'Android'));
  const hasSelfInstall =
    app !== null && app.name === SELF_SERVICE_APP_NAME && SELF_INSTALL_TYPES.has(app.type);
  const mainDomain = MAIN_DOMAINS.has(domain);

  const analytics: (LeftMenuEntry | false)[] = [
    link('Overview', 'client-analytics/overview'),
    link('General Usage', 'client-analytics/general-usage'),
    link('Page Views', 'client-analytics/page-views'),
    link('Errors', 'client-analytics/errors'),
    link('Authentication', 'client-analytics/authentication'),
    link('APIs', 'client-analytics/apis'),
    !isGroup && link('Release Summary', 'client-analytics/release-summary'),
    domain === 'video' && link('Video Quality', 'client-analytics/video-quality'),
    link('Events', 'client-analytics/events'),
    domain === 'portals' &&
      link('Metrics', 'client-analytics/metrics/all', { match: 'client-analytics/metrics' }),
    link('Experiment Snapshot', 'client-analytics/experiment-snapshot'),
    !isGroup && link('Customer Journey', 'client-analytics/customer-journey'),
    hasReports &&
      link('Reports', 'client-analytics/tech-mobile/overview', { match: 'client-analytics/tech-mobile' }),
    hasSelfInstall && { kind: 'external', label: 'Self Install Reports', links: 'selfInstall' },
    mainDomain &&
      rights.voiceOfCustomer &&
      link('Voice of Customer', 'client-analytics/voice-of-customer/overview', {
        match: 'client-analytics/voice-of-customer',
      }),
  ];
  const resources: (LeftMenuEntry | false)[] = [
    link('Event Types', 'quantum-resources/event-types'),
    link('Event Cases', 'quantum-resources/event-cases'),
    link('Schema', 'quantum-resources/schema'),
    link('Volt Tests', 'quantum-resources/volt-tests'),
    link('Platforms List', 'quantum-resources/platforms-list'),
    link('Status', 'quantum-resources/status'),
    mainDomain &&
      link('Helix', 'quantum-resources/helix/requirements/versions', { match: 'quantum-resources/helix' }),
    mainDomain &&
      link('API Name Mappings', 'quantum-resources/api-name-mappings/names', {
        match: 'quantum-resources/api-name-mappings',
      }),
  ];
  return [
    { title: 'Client Analytics', entries: analytics.filter((entry) => entry !== false) },
    { title: 'Quantum Resources', entries: resources.filter((entry) => entry !== false) },
    {
      title: 'Dashboards',
      entries: [
        link('My Dashboards', 'dashboards/mine'),
        link('All Dashboards', 'dashboards/list'),
        link('Sankey', 'dashboards/sankey', { beta: true }),
        link('New Dashboard', 'dashboards/new'),
      ],
    },
  ];
}

function surveySections(base: string, title: string): LeftMenuSection[] {
  return [
    {
      title,
      entries: [
        link('Overview', `${base}/overview`),
        link('Reviews', `${base}/reviews`),
        link('Edit Reviews', `${base}/edit-reviews`),
        link('Training Data', `${base}/training-data`),
        link('Training Data Metrics', `${base}/td-metrics`),
        link('ML Best Practices', `${base}/Machine-Learning-Best-Practices`),
        link('Settings', `${base}/settings`),
      ],
    },
  ];
}

/**
 * The menu's sections for an application or group; each application kind has its own pages. The
 * Voice of Customer pages are listed only for a user who may open them.
 */
export function leftMenuSections(subject: LeftMenuSubject, rights: LeftMenuRights): LeftMenuSection[] {
  const appKind = subject.kind === 'application' ? subject.appKind : 'client';
  switch (appKind) {
    case 'backend':
      return [
        {
          title: 'Server Analytics',
          entries: [
            link('Overview', 'server-analytics/overview'),
            link('Incoming', 'server-analytics/incoming'),
            link('Outgoing', 'server-analytics/outgoing'),
          ],
        },
      ];
    case 'tve':
      return [{ title: 'TVE Dashboards', entries: [link('Authentication', 'tve-dashboards/auth')] }];
    case 'voiceOfCustomer':
      if (!rights.voiceOfCustomer) return [];
      return subject.domain === 'journey_survey'
        ? surveySections('voice-of-customer/journey-surveys', 'Journey Surveys')
        : surveySections('voice-of-customer/digital-surveys', 'Digital Surveys');
    case 'surveyTool':
      return [
        {
          title: 'Survey Tool',
          entries: [
            link('Summary', 'charter-survey-tool/summary'),
            link('Responses', 'charter-survey-tool/responses'),
            link('Categorize Responses', 'charter-survey-tool/categorize-responses'),
            link('Settings', 'charter-survey-tool/settings'),
          ],
        },
      ];
    case 'client':
      return clientSections(subject, rights);
  }
}

/**
 * The subject of an application id or group: the catalogue record gives an application's domain
 * and kind; the extra TVE entry has no record and is a TVE app. Undefined when the id is unknown.
 */
export function leftMenuSubject(
  entity: { kind: 'application' | 'group'; id: string },
  catalogue: {
    applications: readonly { id: string; name: string; type: string; domain: AppDomain; kind: AppKind }[];
    groups: readonly { _id: string; domain: string }[];
  },
): LeftMenuSubject | undefined {
  if (entity.kind === 'group') {
    const group = catalogue.groups.find((candidate) => candidate._id === entity.id);
    return group ? { kind: 'group', id: group._id, domain: group.domain as AppDomain } : undefined;
  }
  const app = catalogue.applications.find((candidate) => candidate.id === entity.id);
  if (app)
    return {
      kind: 'application',
      id: app.id,
      name: app.name,
      type: app.type,
      domain: app.domain,
      appKind: app.kind,
    };
  if (entity.id === TVE_APP_ID)
    return {
      kind: 'application',
      id: TVE_APP_ID,
      name: TVE_APP_ID,
      type: 'Web',
      domain: 'tve',
      appKind: 'tve',
    };
  return undefined;
}

/** Whether the entry is the current page's (the page is it or one of its details pages). */
export function leftMenuIsActive(entry: LeftMenuLink, subPath: string): boolean {
  const prefix = entry.match ?? entry.path;
  return subPath === prefix || subPath.startsWith(`${prefix}/`);
}

/**
 * The query parameters common to pages (spec 000 section 2), which a left-menu link keeps; the
 * catalogue's filters and the experiment selections are kept too. Parameters of one details page
 * (pageName, apiName, errorCode, …) and the table position (rowPage) are dropped: they mean
 * nothing on another page.
 */
const SHARED_PARAMS = new Set([
  'environment',
  'dataSource',
  'timePeriod',
  'startDate',
  'endDate',
  'period',
  'periodOffset',
  'step',
  'range',
  'groupBy',
  'origintz',
  'partialData',
  'fiscalTime',
  'hiddenEventTypes',
  'compareFeature',
  'compareVersion',
  'releaseVersion',
  'activatedExperiments',
  'variantUuids',
  ...FILTERS.map((filter) => filter.id),
  // The filters' operators go with them, or `appVersion is not 2.1` would become `is 2.1`.
  FILTER_OPERATORS_PARAM,
]);

/** The part of `search` a left-menu link carries to another page, with its `?` (or empty). */
export function leftMenuQuery(search: string): string {
  // Kept as written, so bracket keys (`key[]`) stay readable in the address.
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      if (!part) return false;
      const [rawKey = ''] = part.split('=', 1);
      let key: string;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        return false;
      }
      // Array values use the bracket format (`key[]`, `key[0]`).
      return SHARED_PARAMS.has(key.replace(/\[\d*\]$/, ''));
    });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
