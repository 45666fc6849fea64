import type { Application, LOGIN_OPERATION_TYPES } from '@prism/domain';
import { type Weighted, weighted } from './generator-random';

/**
 * What a visit to each kind of application looks like: its sections and pages, the APIs each
 * section calls, how often people sign in, how often things break. Pure data plus lookups.
 */

export type LoginOperationType = (typeof LOGIN_OPERATION_TYPES)[number];
export type StreamKind = 'linear' | 'vod' | 'dvr';

export interface ApiDef {
  /** `VERB /path`, as stored in apiName. */
  readonly name: string;
  readonly verb: string;
  readonly host: string;
  readonly architecture: 'REST' | 'GraphQL';
  readonly operationName: string | undefined;
  readonly operationType: 'query' | 'mutation' | undefined;
  /** Median response time; the tail comes from the log-normal. */
  readonly medianMs: number;
  /** Share of calls that answer 4xx/5xx on a good day. */
  readonly failRate: number;
}

export interface SectionDef {
  readonly name: string;
  /** The first page is the section's entry page. */
  readonly pages: readonly string[];
  readonly apis: readonly ApiDef[];
  /** What a playback started from this section streams; video sections only. */
  readonly playback: StreamKind | undefined;
}

export interface ErrorDef {
  readonly code: string;
  readonly type: string;
}

export interface AppProfile {
  readonly key: string;
  readonly landing: SectionDef;
  readonly sections: Weighted<SectionDef>;
  /** Mean number of pages after the first. */
  readonly meanExtraPages: number;
  readonly loginChance: number;
  readonly loginOperations: Weighted<LoginOperationType>;
  /** Chance that a page shows an application error (before incident and experiment factors). */
  readonly pageErrorRate: number;
  readonly errors: Weighted<ErrorDef>;
  readonly actions: readonly string[];
  /** Chance that a playable page starts a playback. */
  readonly playbackChance: number;
  /** The error a failed sign-in shows, for apps whose sign-in is the point of the visit. */
  readonly loginFailureError?: ErrorDef;
  /**
   * Silent re-authorisations after the first page: the chance per page and their operation types
   * (a TV-everywhere app checks the viewer's provider token again for each channel or show).
   */
  readonly pageReauth?: { readonly chance: number; readonly operations: Weighted<LoginOperationType> };
}

/** Chance that each operation type succeeds: typed passwords fail far more than silent refreshes. */
export const LOGIN_SUCCESS_RATE: Record<LoginOperationType, number> = {
  manualAuth: 0.84,
  resumeAuth: 0.97,
  verifierAuth: 0.91,
  autoAccess: 0.95,
  tokenExchange: 0.99,
};

function rest(verb: string, path: string, host: string, medianMs: number, failRate = 0.02): ApiDef {
  return {
    name: `${verb} ${path}`,
    verb,
    host,
    architecture: 'REST',
    operationName: undefined,
    operationType: undefined,
    medianMs,
    failRate,
  };
}

function gql(
  operationName: string,
  operationType: 'query' | 'mutation',
  host: string,
  medianMs: number,
  failRate = 0.015,
): ApiDef {
  return {
    name: 'POST /graphql',
    verb: 'POST',
    host,
    architecture: 'GraphQL',
    operationName,
    operationType,
    medianMs,
    failRate,
  };
}

function section(
  name: string,
  pages: readonly string[],
  apis: readonly ApiDef[],
  playback?: StreamKind,
): SectionDef {
  return { name, pages, apis, playback };
}

// Hosts use the reserved example.com domain: believable, and never a real company's address.
const ACCOUNT_API = 'myaccount-api.example.com';
const ACCOUNT_GQL = 'graphql.myaccount.example.com';
const PAYMENTS_API = 'payments-api.example.com';
const SHOP_API = 'shop-api.example.com';
const SUPPORT_API = 'support-api.example.com';
const TV_API = 'tv-api.example.com';
const TV_GQL = 'graphql.tv.example.com';
const LINEUP_API = 'lineup.tv.example.com';
const STREAM_API = 'stream.tv.example.com';
const OPS_API = 'ops-api.example.com';
const CARE_API = 'care-api.example.com';
const PRISM_API = 'prism.example.com';
const TVE_API = 'tve-auth.example.com';

/** The call a player makes before the first frame; every playback logs one. */
export const STREAM_START_API = rest('POST', '/api/streams/{id}/session', STREAM_API, 240, 0.015);

/** The payment call that fails during the demo error spike. */
export const PAYMENT_API = rest('POST', '/api/billing/payments', PAYMENTS_API, 650, 0.02);

const ACCOUNT_SUMMARY = gql('GetAccountSummary', 'query', ACCOUNT_GQL, 180);
const ACCOUNT_SECTIONS = [
  section('home', ['home', 'notifications'], [ACCOUNT_SUMMARY, rest('GET', '/api/outages', ACCOUNT_API, 90)]),
  section(
    'billing',
    ['billing', 'payBill', 'billingHistory', 'autoPay', 'paperlessBilling'],
    [
      gql('GetBillingHistory', 'query', ACCOUNT_GQL, 260),
      rest('GET', '/api/billing/statements', ACCOUNT_API, 210),
      rest('GET', '/api/billing/balance', ACCOUNT_API, 120),
      PAYMENT_API,
      gql('UpdateAutoPay', 'mutation', ACCOUNT_GQL, 320, 0.03),
    ],
  ),
  section(
    'equipment',
    ['equipment', 'equipmentSelfInstall', 'restartDevice', 'equipmentReturn'],
    [
      rest('GET', '/api/equipment', ACCOUNT_API, 230),
      rest('POST', '/api/equipment/{id}/reboot', ACCOUNT_API, 900, 0.04),
    ],
  ),
  section(
    'internet',
    ['internet', 'wifiSettings', 'speedTest', 'connectedDevices'],
    [
      rest('GET', '/api/internet/wifi', ACCOUNT_API, 260),
      rest('PUT', '/api/internet/wifi', ACCOUNT_API, 480, 0.035),
    ],
  ),
  section('tv', ['tvPlan', 'channelLineup'], [rest('GET', '/api/tv/plan', ACCOUNT_API, 190)]),
  section(
    'voice',
    ['voice', 'voicemail', 'callForwarding'],
    [rest('GET', '/api/voice/lines', ACCOUNT_API, 170)],
  ),
  section(
    'support',
    ['support', 'supportArticle', 'contactUs', 'outageStatus'],
    [rest('GET', '/api/support/articles', SUPPORT_API, 140), rest('GET', '/api/outages', ACCOUNT_API, 90)],
  ),
  section(
    'account',
    ['accountSettings', 'profile', 'manageUsers', 'security'],
    [
      rest('GET', '/api/accounts/{id}', ACCOUNT_API, 150),
      gql('UpdateContactInfo', 'mutation', ACCOUNT_GQL, 300),
    ],
  ),
] as const;

const TV_GUIDE = section(
  'guide',
  ['guide', 'guideFilter', 'programDetails'],
  [gql('GetGuideGrid', 'query', TV_GQL, 320), rest('GET', '/api/lineup/channels', LINEUP_API, 150)],
  'linear',
);
const TV_LIVE = section(
  'liveTv',
  ['liveTv', 'channelDetails'],
  [rest('GET', '/api/lineup/channels', LINEUP_API, 150), rest('GET', '/api/entitlements', TV_API, 110)],
  'linear',
);
const TV_ON_DEMAND = section(
  'onDemand',
  ['onDemandHome', 'movies', 'tvShows', 'networks', 'productPage'],
  [gql('GetCatalogRow', 'query', TV_GQL, 280), gql('GetProductPage', 'query', TV_GQL, 240)],
  'vod',
);
const TV_LIBRARY = section(
  'myLibrary',
  ['myLibrary', 'recordings', 'watchlist', 'recentlyWatched'],
  [gql('GetMyLibrary', 'query', TV_GQL, 260), gql('AddToWatchlist', 'mutation', TV_GQL, 200)],
  'dvr',
);
const TV_SEARCH = section(
  'search',
  ['search', 'searchResults'],
  [gql('SearchContent', 'query', TV_GQL, 210)],
);
const TV_SETTINGS = section(
  'settings',
  ['settings', 'parentalControls', 'accessibility', 'devices'],
  [rest('GET', '/api/settings', TV_API, 100), rest('PUT', '/api/settings', TV_API, 180, 0.03)],
);

const PORTAL_ERRORS = weighted<ErrorDef>([
  [{ code: 'WEB-1001', type: 'javascript' }, 5],
  [{ code: 'NET-0001', type: 'network' }, 3],
  [{ code: 'AUTH-1003', type: 'authentication' }, 2],
  [{ code: 'PAY-2004', type: 'payment' }, 1.5],
  [{ code: 'EQP-3002', type: 'equipment' }, 1],
]);
const VIDEO_ERRORS = weighted<ErrorDef>([
  [{ code: 'VPS-3001', type: 'playback' }, 5],
  [{ code: 'ENT-4030', type: 'entitlement' }, 2.5],
  [{ code: 'DRM-3100', type: 'drm' }, 1.5],
  [{ code: 'NET-0001', type: 'network' }, 3],
  [{ code: 'APP-1000', type: 'application' }, 2],
]);
const STAFF_ERRORS = weighted<ErrorDef>([
  [{ code: 'APP-1000', type: 'application' }, 4],
  [{ code: 'NET-0001', type: 'network' }, 3],
  [{ code: 'AUTH-1003', type: 'authentication' }, 1],
]);

const TVE_ERRORS = weighted<ErrorDef>([
  [{ code: 'AUTH-1003', type: 'authentication' }, 5],
  [{ code: 'TVE-2001', type: 'providerUnavailable' }, 2],
  [{ code: 'TVE-2002', type: 'notEntitled' }, 3],
  [{ code: 'NET-0001', type: 'network' }, 2],
]);

const CUSTOMER_LOGINS = weighted<LoginOperationType>([
  ['manualAuth', 45],
  ['resumeAuth', 38],
  ['verifierAuth', 10],
  ['tokenExchange', 7],
]);
const VIEWER_LOGINS = weighted<LoginOperationType>([
  ['autoAccess', 48],
  ['resumeAuth', 34],
  ['manualAuth', 10],
  ['tokenExchange', 8],
]);
/**
 * TV everywhere: a network's app sends the viewer here to sign in with their TV provider; most
 * come back with a provider token or are let in at home, some type their password.
 */
const TVE_LOGINS = weighted<LoginOperationType>([
  ['manualAuth', 34],
  ['tokenExchange', 26],
  ['autoAccess', 24],
  ['resumeAuth', 16],
]);
const STAFF_LOGINS = weighted<LoginOperationType>([
  ['verifierAuth', 60],
  ['manualAuth', 28],
  ['resumeAuth', 12],
]);

const PORTAL_ACTIONS = ['submit', 'viewDetails', 'download', 'edit', 'navMenu', 'help', 'close'] as const;
const VIDEO_ACTIONS = ['channelTile', 'posterTile', 'playButton', 'navMenu', 'filter', 'backButton'] as const;
const STAFF_ACTIONS = ['search', 'save', 'openRecord', 'tab', 'refresh', 'export'] as const;
const TVE_ACTIONS = ['providerTile', 'providerSearch', 'signInButton', 'forgotPassword', 'close'] as const;

interface ProfileSpec {
  sections: readonly (readonly [SectionDef, number])[];
  meanExtraPages: number;
  loginChance: number;
  loginOperations: Weighted<LoginOperationType>;
  pageErrorRate: number;
  errors: Weighted<ErrorDef>;
  actions: readonly string[];
  playbackChance?: number;
  loginFailureError?: ErrorDef;
  pageReauth?: AppProfile['pageReauth'];
}

function profile(key: string, spec: ProfileSpec): AppProfile {
  const [first] = spec.sections;
  if (!first) throw new Error(`profile ${key} has no sections`);
  return {
    key,
    landing: first[0],
    sections: weighted(spec.sections),
    meanExtraPages: spec.meanExtraPages,
    loginChance: spec.loginChance,
    loginOperations: spec.loginOperations,
    pageErrorRate: spec.pageErrorRate,
    errors: spec.errors,
    actions: spec.actions,
    playbackChance: spec.playbackChance ?? 0,
    ...(spec.loginFailureError ? { loginFailureError: spec.loginFailureError } : {}),
    ...(spec.pageReauth ? { pageReauth: spec.pageReauth } : {}),
  };
}

const [HOME, BILLING, EQUIPMENT, INTERNET, TV_PLAN, VOICE, SUPPORT, ACCOUNT] = ACCOUNT_SECTIONS;

const PROFILES = {
  tv: profile('tv', {
    sections: [
      [TV_LIVE, 26],
      [TV_GUIDE, 22],
      [TV_ON_DEMAND, 24],
      [TV_LIBRARY, 14],
      [TV_SEARCH, 8],
      [TV_SETTINGS, 6],
    ],
    meanExtraPages: 3,
    loginChance: 0.3,
    loginOperations: VIEWER_LOGINS,
    pageErrorRate: 0.025,
    errors: VIDEO_ERRORS,
    actions: VIDEO_ACTIONS,
    playbackChance: 0.45,
  }),
  guide: profile('guide', {
    sections: [
      [TV_GUIDE, 40],
      [TV_LIVE, 20],
      [TV_ON_DEMAND, 20],
      [TV_LIBRARY, 15],
      [TV_SETTINGS, 5],
    ],
    meanExtraPages: 3.5,
    loginChance: 0.05,
    loginOperations: VIEWER_LOGINS,
    pageErrorRate: 0.02,
    errors: VIDEO_ERRORS,
    actions: VIDEO_ACTIONS,
    playbackChance: 0.55,
  }),
  kids: profile('kids', {
    sections: [
      [TV_ON_DEMAND, 60],
      [TV_LIBRARY, 25],
      [TV_SETTINGS, 15],
    ],
    meanExtraPages: 2.5,
    loginChance: 0.2,
    loginOperations: VIEWER_LOGINS,
    pageErrorRate: 0.02,
    errors: VIDEO_ERRORS,
    actions: VIDEO_ACTIONS,
    playbackChance: 0.6,
  }),
  account: profile('account', {
    sections: [
      [HOME, 30],
      [BILLING, 24],
      [EQUIPMENT, 10],
      [INTERNET, 10],
      [TV_PLAN, 4],
      [VOICE, 3],
      [SUPPORT, 11],
      [ACCOUNT, 8],
    ],
    meanExtraPages: 3.5,
    loginChance: 0.6,
    loginOperations: CUSTOMER_LOGINS,
    pageErrorRate: 0.02,
    errors: PORTAL_ERRORS,
    actions: PORTAL_ACTIONS,
  }),
  payNow: profile('payNow', {
    sections: [
      [
        section(
          'payNow',
          ['payNowLanding', 'paymentMethod', 'reviewPayment', 'paymentConfirmation'],
          [rest('GET', '/api/billing/balance', ACCOUNT_API, 120), PAYMENT_API],
        ),
        80,
      ],
      [SUPPORT, 20],
    ],
    meanExtraPages: 2.5,
    loginChance: 0.15,
    loginOperations: CUSTOMER_LOGINS,
    pageErrorRate: 0.02,
    errors: PORTAL_ERRORS,
    actions: PORTAL_ACTIONS,
  }),
  shop: profile('shop', {
    sections: [
      [
        section('shop', ['shopHome', 'plans', 'addressCheck'], [rest('GET', '/api/offers', SHOP_API, 240)]),
        60,
      ],
      [
        section(
          'checkout',
          ['cart', 'checkout', 'orderConfirmation'],
          [rest('POST', '/api/cart', SHOP_API, 300), rest('POST', '/api/orders', SHOP_API, 850, 0.04)],
        ),
        40,
      ],
    ],
    meanExtraPages: 4,
    loginChance: 0.2,
    loginOperations: CUSTOMER_LOGINS,
    pageErrorRate: 0.025,
    errors: PORTAL_ERRORS,
    actions: PORTAL_ACTIONS,
  }),
  support: profile('support', {
    sections: [
      [
        section(
          'support',
          ['supportHome', 'articleResults', 'article'],
          [
            rest('GET', '/api/support/search', SUPPORT_API, 190),
            rest('GET', '/api/support/articles', SUPPORT_API, 140),
          ],
        ),
        60,
      ],
      [
        section(
          'troubleshoot',
          ['troubleshooter', 'outageMap'],
          [rest('GET', '/api/outages', ACCOUNT_API, 90)],
        ),
        25,
      ],
      [
        section('contact', ['chat', 'callback'], [rest('POST', '/api/support/chat', SUPPORT_API, 420, 0.03)]),
        15,
      ],
    ],
    meanExtraPages: 3,
    loginChance: 0.1,
    loginOperations: CUSTOMER_LOGINS,
    pageErrorRate: 0.02,
    errors: PORTAL_ERRORS,
    actions: PORTAL_ACTIONS,
  }),
  techMobile: profile('techMobile', {
    sections: [
      [
        section(
          'jobs',
          ['jobList', 'jobDetails', 'customerSignature'],
          [
            rest('GET', '/api/workorders', OPS_API, 260),
            rest('PATCH', '/api/workorders/{id}', OPS_API, 380, 0.03),
          ],
        ),
        60,
      ],
      [
        section(
          'tools',
          ['equipmentScan', 'signalCheck'],
          [rest('GET', '/api/devices/{mac}/signal', OPS_API, 1400, 0.05)],
        ),
        40,
      ],
    ],
    meanExtraPages: 5,
    loginChance: 0.5,
    loginOperations: STAFF_LOGINS,
    pageErrorRate: 0.02,
    errors: STAFF_ERRORS,
    actions: STAFF_ACTIONS,
  }),
  careAgent: profile('careAgent', {
    sections: [
      [section('search', ['accountSearch'], [rest('GET', '/api/customers/search', CARE_API, 420)]), 30],
      [
        section(
          'account',
          ['accountOverview', 'billingAdjustments', 'notes'],
          [
            rest('GET', '/api/accounts/{id}', CARE_API, 230),
            rest('POST', '/api/accounts/{id}/notes', CARE_API, 260),
          ],
        ),
        50,
      ],
      [
        section(
          'troubleshooting',
          ['troubleshooting', 'deviceStatus'],
          [rest('GET', '/api/devices/{mac}', CARE_API, 650, 0.04)],
        ),
        20,
      ],
    ],
    meanExtraPages: 6,
    loginChance: 0.4,
    loginOperations: STAFF_LOGINS,
    pageErrorRate: 0.015,
    errors: STAFF_ERRORS,
    actions: STAFF_ACTIONS,
  }),
  storeKiosk: profile('storeKiosk', {
    sections: [
      [
        section(
          'kiosk',
          ['welcome', 'checkIn', 'equipmentReturn', 'payment'],
          [rest('POST', '/api/queue', OPS_API, 200), PAYMENT_API],
        ),
        100,
      ],
    ],
    meanExtraPages: 2.5,
    loginChance: 0.1,
    loginOperations: STAFF_LOGINS,
    pageErrorRate: 0.02,
    errors: STAFF_ERRORS,
    actions: STAFF_ACTIONS,
  }),
  fieldOps: profile('fieldOps', {
    sections: [
      [
        section(
          'dispatch',
          ['dispatchBoard', 'techMap', 'workOrder', 'schedule'],
          [
            rest('GET', '/api/workorders', OPS_API, 260),
            rest('GET', '/api/technicians/{id}/route', OPS_API, 520),
          ],
        ),
        100,
      ],
    ],
    meanExtraPages: 5,
    loginChance: 0.35,
    loginOperations: STAFF_LOGINS,
    pageErrorRate: 0.015,
    errors: STAFF_ERRORS,
    actions: STAFF_ACTIONS,
  }),
  prism: profile('prism', {
    sections: [
      [
        section(
          'clientAnalytics',
          ['clientAnalytics', 'videoQuality', 'experiments'],
          [rest('POST', '/api/analytics/query', PRISM_API, 700, 0.02)],
        ),
        60,
      ],
      [
        section(
          'serverAnalytics',
          ['serverAnalytics'],
          [rest('POST', '/api/analytics/query', PRISM_API, 700, 0.02)],
        ),
        20,
      ],
      [
        section(
          'tools',
          ['eventSchemas', 'dashboards', 'settings'],
          [rest('GET', '/api/applications', PRISM_API, 80)],
        ),
        20,
      ],
    ],
    meanExtraPages: 5,
    loginChance: 0.3,
    loginOperations: STAFF_LOGINS,
    pageErrorRate: 0.01,
    errors: STAFF_ERRORS,
    actions: STAFF_ACTIONS,
  }),
  tve: profile('tve', {
    sections: [
      [
        section(
          'providerSelect',
          ['providerPicker', 'providerSearch'],
          [rest('GET', '/api/tve/providers', TVE_API, 110, 0.01)],
        ),
        45,
      ],
      [
        section(
          'signIn',
          ['signIn', 'forgotPassword'],
          [
            rest('POST', '/api/tve/authn', TVE_API, 420, 0.04),
            rest('POST', '/api/tve/token', TVE_API, 260, 0.02),
          ],
        ),
        35,
      ],
      [
        section(
          'authorize',
          ['activateDevice', 'signInSuccess'],
          [
            rest('POST', '/api/tve/authz', TVE_API, 310, 0.03),
            rest('GET', '/api/tve/entitlements', TVE_API, 180, 0.02),
          ],
        ),
        20,
      ],
    ],
    meanExtraPages: 1.5,
    loginChance: 0.92,
    loginOperations: TVE_LOGINS,
    // Not entitled, provider down, a mistyped password: TVE sign-in fails visibly more than browsing.
    pageErrorRate: 0.05,
    errors: TVE_ERRORS,
    actions: TVE_ACTIONS,
    loginFailureError: { code: 'AUTH-1003', type: 'authentication' },
    pageReauth: {
      chance: 0.7,
      operations: weighted<LoginOperationType>([
        ['tokenExchange', 65],
        ['resumeAuth', 35],
      ]),
    },
  }),
  widget: profile('widget', {
    sections: [
      [
        section(
          'widget',
          ['widget', 'widgetSettings'],
          [rest('GET', '/api/widget/config', ACCOUNT_API, 300, 0.05)],
        ),
        100,
      ],
    ],
    meanExtraPages: 1,
    loginChance: 0,
    loginOperations: CUSTOMER_LOGINS,
    pageErrorRate: 0.04,
    errors: PORTAL_ERRORS,
    actions: PORTAL_ACTIONS,
  }),
} as const satisfies Record<string, AppProfile>;

const PROFILE_BY_NAME: Record<string, AppProfile> = {
  OneApp: PROFILES.tv,
  BulkMDU: PROFILES.tv,
  SamsungTV: PROFILES.tv,
  StreamBox: PROFILES.tv,
  KidsZone: PROFILES.kids,
  SpecGuide: PROFILES.guide,
  MSA: PROFILES.account,
  SMB: PROFILES.account,
  BusinessPortal: PROFILES.account,
  PayNow: PROFILES.payNow,
  Shop: PROFILES.shop,
  Support: PROFILES.support,
  TechMobile: PROFILES.techMobile,
  CareAgent: PROFILES.careAgent,
  StoreKiosk: PROFILES.storeKiosk,
  FieldOps: PROFILES.fieldOps,
  Prism: PROFILES.prism,
  TVEAuth: PROFILES.tve,
};

/** The visit profile of an app: by its name when known, else by its domain. */
export function profileOf(app: Application): AppProfile {
  const byName = PROFILE_BY_NAME[app.name];
  if (byName) return byName;
  if (app.domain === 'tve') return PROFILES.tve;
  if (app.domain === 'video') return PROFILES.tv;
  if (app.domain === 'portals') return PROFILES.account;
  if (app.domain === 'internal_apps') return PROFILES.fieldOps;
  return PROFILES.widget;
}
