import type { ApplicationsReply, EventCounts, Group, SessionUser, UiConfig, User } from '@prism/domain';

type ApplicationDetail = ApplicationsReply['details'][number];

/** The demo personas as the verify call reports them, keyed by the token tests store for them. */
export const PERSONAS = {
  analyst: {
    id: 'analyst',
    pid: 'P1000002',
    email: 'andy.analyst@prism.example',
    name: 'Andy Analyst',
    roles: ['prism-basic'],
  },
  voc: {
    id: 'voc',
    pid: 'P1000003',
    email: 'vera.voice@prism.example',
    name: 'Vera Voice',
    roles: ['prism-basic', 'prism-full', 'voc-read', 'customer-feedback-access'],
  },
  docs: {
    id: 'docs',
    pid: 'P1000005',
    email: 'dana.docs@prism.example',
    name: 'Dana Docs',
    roles: ['prism-docs'],
  },
  guest: { id: 'guest', pid: 'P1000006', email: 'gus.guest@prism.example', name: 'Gus Guest', roles: [] },
} satisfies Record<string, SessionUser>;
export type PersonaName = keyof typeof PERSONAS;

export const personaToken = (persona: PersonaName) => `token-${persona}`;

export function userFactory(overrides: Partial<User> = {}): User {
  return {
    id: 'analyst',
    pid: 'P1000002',
    firstName: 'Andy',
    lastName: 'Analyst',
    roles: ['prism-basic'],
    favorites: [],
    eventCaseFavorites: [],
    avatar: '',
    preferredInitials: '',
    avatarBackgroundColor: '',
    pageFavorites: [],
    groupFavorites: [],
    lastLoginDate: null,
    ...overrides,
  };
}

export function applicationFactory(
  overrides: Partial<ApplicationDetail> & { id: string },
): ApplicationDetail {
  const [name = overrides.id, type = 'Web'] = overrides.id.split('@');
  return {
    name,
    type,
    techType: null,
    domain: 'portals',
    dataSource: 'quantum',
    kind: 'client',
    aliases: [],
    ...overrides,
  };
}

export const APPLICATIONS: ApplicationDetail[] = [
  applicationFactory({ id: 'myaccount@Web', aliases: ['My Account'] }),
  applicationFactory({ id: 'guide@Roku', domain: 'video', aliases: ['TV Guide'] }),
  applicationFactory({ id: 'fieldtech@Android', domain: 'internal_apps', aliases: [] }),
];

export function applicationsReplyFactory(details: ApplicationDetail[] = APPLICATIONS): ApplicationsReply {
  return {
    applications: [...details.map((app) => app.id), 'TVE'],
    applicationsWithAlias: details.map((app) => ({ app: app.id, alias: app.aliases })),
    applicationsByDomain: {},
    applicationsByDataSource: {},
    quantumApplicationsByClient: {},
    details,
  };
}

export const GROUPS: Group[] = [
  {
    _id: '3f6c2a5e-0b1d-4c7e-9a8f-6d2e1b0c9a71',
    name: 'Self service',
    description: 'My Account everywhere',
    applicationIDs: ['myaccount@Web', 'fieldtech@Android'],
    domain: 'portals',
  },
];

/** The version the test server reports unless a test says otherwise. */
export const SERVER_VERSION = '0.1.0';

export const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

export function eventCountsFactory(overrides: Partial<EventCounts> = {}): EventCounts {
  return {
    generatedAt: NOW_MS,
    totals: { client: 16_290, server: 4_410 },
    apps: [
      { appId: 'guide@Roku', events: 3_890, lastEventMs: NOW_MS - 5 * 60_000 },
      { appId: 'myaccount@Web', events: 12_400, lastEventMs: NOW_MS - 30_000 },
    ],
    ...overrides,
  };
}

/** The server's chrome configuration: no banner and the default tool addresses, unless overridden. */
export function uiConfigFactory(overrides: Partial<UiConfig> = {}): UiConfig {
  return {
    devBanner: null,
    toolLinks: [
      { id: 'tracing', label: 'Tracing', url: 'http://localhost:16686' },
      { id: 'pivot', label: 'Pivot', url: 'http://localhost:9090' },
    ],
    selfInstallLinks: [
      { id: 'self-install-events', label: 'Self Install Events', url: 'http://localhost:5601' },
      { id: 'self-install-pivot', label: 'Self Install Pivot', url: 'http://localhost:9090' },
    ],
    ...overrides,
  };
}
