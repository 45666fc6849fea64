import type { Application, FORM_FACTORS } from '@prism/domain';
import { type Rand, type Weighted, weighted } from './generator-random';
import { DAY_MS, HOUR_MS } from './generator-time';

/**
 * Devices: what each kind of app runs on, and the attributes a device keeps across all its visits
 * (OS, browser, form factor, state, MSO...). A device is rebuilt from its own seeded generator each
 * time it visits, so nothing about devices is held in memory.
 */

export type FormFactor = (typeof FORM_FACTORS)[number];
export type Platform = 'roku' | 'appleTv' | 'ios' | 'android' | 'androidTv' | 'web' | 'setTopBox' | 'tizen';

export interface Device {
  readonly id: string;
  readonly platform: Platform;
  readonly operatingSystem: string;
  readonly osVersion: string;
  readonly browser: string | undefined;
  readonly formFactor: FormFactor | undefined;
  /** How it connects at home; phones and tablets pick per visit (see `portable`). */
  readonly homeConnection: string;
  /** Phones and tablets roam: cell connections, out-of-home and out-of-market viewing. */
  readonly portable: boolean;
  readonly locationState: string;
  readonly computedMso: string | undefined;
  readonly technologyType: string | undefined;
  readonly billingServices: string | undefined;
  readonly mobileStatus: string | undefined;
  readonly configurationFactors: string | undefined;
  /** How long after a release this device picks it up (auto-update delay, store lag, cache). */
  readonly updateLagMs: number;
  /** Stable random bits for experiment enrolment and variant assignment. */
  readonly cohort: number;
}

/** What `makeDevice` needs to know about the app. */
export interface DeviceContext {
  readonly platform: Platform;
  readonly staff: boolean;
  readonly portal: boolean;
  readonly technologyTypes: Weighted<string> | undefined;
}

export function platformOf(app: Application): Platform {
  switch (app.type) {
    case 'Roku':
    case 'RokuRsg':
      return 'roku';
    case 'AppleTV':
      return 'appleTv';
    case 'iOS':
      return 'ios';
    case 'Android':
      // A streaming box runs Android TV, not the phone OS.
      return app.name === 'StreamBox' ? 'androidTv' : 'android';
    case 'TVSDK':
      return 'tizen';
    case 'OVP':
      return 'setTopBox';
    default:
      return 'web';
  }
}

/** Whether a platform is a TV screen (no form factor, no browser, watched at home). */
export function isTvPlatform(platform: Platform): boolean {
  return platform !== 'ios' && platform !== 'android' && platform !== 'web';
}

/**
 * technologyType values by app (spec 000 section 3): the id's own tech type when it has one, Roku
 * OneApp/BulkMDU run Legacy or RSG, the self-service portals run in a browser or a webView.
 */
export function technologyTypesOf(app: Application): Weighted<string> | undefined {
  if (app.techType) return weighted([[app.techType, 1]]);
  if (app.type === 'RokuRsg') return weighted([['RSG', 1]]);
  if (app.type === 'Roku' && app.name === 'BulkMDU')
    return weighted([
      ['RSG', 6],
      ['Legacy', 4],
    ]);
  if (app.type === 'Roku') return weighted([['Legacy', 1]]);
  if (app.name === 'MSA' || app.name === 'SMB' || app.name === 'BusinessPortal') {
    return app.type === 'Web' ? weighted([['Browser', 1]]) : weighted([['webView', 1]]);
  }
  return undefined;
}

type VersionTable = Weighted<string>;
const v = (entries: readonly (readonly [string, number])[]): VersionTable => weighted(entries);

const OS: Record<Exclude<Platform, 'web'>, readonly [string, VersionTable]> = {
  roku: [
    'Roku OS',
    v([
      ['14.0', 40],
      ['13.0', 35],
      ['12.5', 15],
      ['11.5', 10],
    ]),
  ],
  appleTv: [
    'tvOS',
    v([
      ['18.1', 55],
      ['17.6', 30],
      ['16.6', 15],
    ]),
  ],
  ios: [
    'iOS',
    v([
      ['18.1', 40],
      ['18.0', 20],
      ['17.6', 25],
      ['16.7', 10],
      ['15.8', 5],
    ]),
  ],
  android: [
    'Android',
    v([
      ['15', 15],
      ['14', 40],
      ['13', 25],
      ['12', 12],
      ['11', 8],
    ]),
  ],
  androidTv: [
    'Android TV',
    v([
      ['12', 60],
      ['11', 40],
    ]),
  ],
  tizen: [
    'Tizen',
    v([
      ['8.0', 35],
      ['7.0', 40],
      ['6.5', 25],
    ]),
  ],
  setTopBox: [
    'RDK',
    v([
      ['4.2', 55],
      ['4.1', 35],
      ['3.9', 10],
    ]),
  ],
};

/** Operating systems of web visitors (also the demo feedback's). */
export const WEB_OS = weighted<string>([
  ['Windows', 52],
  ['macOS', 20],
  ['iOS', 12],
  ['Android', 11],
  ['ChromeOS', 5],
]);
const STAFF_OS = weighted<string>([
  ['Windows', 85],
  ['macOS', 15],
]);
export const WEB_OS_VERSIONS: Record<string, VersionTable> = {
  Windows: v([
    ['11', 55],
    ['10', 45],
  ]),
  macOS: v([
    ['15.1', 35],
    ['14.6', 40],
    ['13.7', 25],
  ]),
  ChromeOS: v([
    ['128', 60],
    ['126', 40],
  ]),
  iOS: OS.ios[1],
  Android: OS.android[1],
};
/** Browsers by operating system (also the demo feedback's). */
export const BROWSERS: Record<string, Weighted<string>> = {
  Windows: weighted([
    ['Chrome', 60],
    ['Edge', 30],
    ['Firefox', 10],
  ]),
  macOS: weighted([
    ['Safari', 50],
    ['Chrome', 45],
    ['Firefox', 5],
  ]),
  ChromeOS: weighted([['Chrome', 1]]),
  iOS: weighted([
    ['Safari', 85],
    ['Chrome', 15],
  ]),
  Android: weighted([
    ['Chrome', 80],
    ['Samsung Internet', 20],
  ]),
};
const STAFF_BROWSERS = weighted<string>([
  ['Chrome', 55],
  ['Edge', 45],
]);

/** US states and territories, weighted roughly by the cable footprint's subscribers. */
export const STATES = weighted<string>([
  ['TX', 120],
  ['CA', 115],
  ['NY', 115],
  ['FL', 80],
  ['OH', 70],
  ['NC', 70],
  ['WI', 40],
  ['MO', 38],
  ['KY', 30],
  ['SC', 30],
  ['MI', 30],
  ['MN', 20],
  ['TN', 20],
  ['AL', 20],
  ['GA', 18],
  ['LA', 18],
  ['MA', 16],
  ['IN', 12],
  ['IL', 10],
  ['PA', 10],
  ['NE', 10],
  ['HI', 10],
  ['CO', 9],
  ['WA', 9],
  ['OR', 8],
  ['NV', 8],
  ['CT', 8],
  ['VA', 8],
  ['ME', 5],
  ['VT', 4],
  ['NH', 4],
  ['MT', 4],
  ['WY', 3],
  ['ID', 3],
  ['NJ', 4],
  ['AZ', 4],
  ['NM', 3],
  ['UT', 3],
  ['WV', 3],
  ['MS', 3],
  ['AR', 3],
  ['IA', 3],
  ['KS', 3],
  ['OK', 3],
  ['SD', 2],
  ['ND', 2],
  ['DE', 2],
  ['MD', 2],
  ['RI', 2],
  ['AK', 1],
  ['DC', 1],
  ['PR', 1],
  ['GU', 0.5],
  ['VI', 0.5],
]);

const MSOS = weighted<string>([
  ['Charter', 72],
  ['TWC', 18],
  ['BH', 6],
  ['Unknown', 4],
]);
const TV_CONNECTIONS = weighted<string>([
  ['wifi', 72],
  ['wired', 28],
]);
// The cable guide reports how the box reaches the headend rather than wifi or wired.
const SET_TOP_BOX_CONNECTIONS = weighted<string>([
  ['IP', 55],
  ['QAM', 35],
  ['wifi', 6],
  ['unknown', 4],
]);
const PC_CONNECTIONS = weighted<string>([
  ['wifi', 62],
  ['wired', 38],
]);
const BILLING_SERVICES = weighted<string>([
  ['sps', 55],
  ['legacy', 35],
  ['unknown', 10],
]);
const MOBILE_STATUS = weighted<string>([
  ['inactive', 70],
  ['active', 22],
  ['unknown', 8],
]);
const CONFIGURATION_FACTORS = weighted<string>([
  ['M2', 45],
  ['M1', 40],
  ['Unknown', 15],
]);

function formFactorFor(rand: Rand, platform: Platform, os: string, staff: boolean): FormFactor | undefined {
  if (isTvPlatform(platform)) return undefined;
  if (platform === 'web' && os !== 'iOS' && os !== 'Android') return 'pc';
  // Technicians carry tablets far more often than customers do.
  const tabletShare = staff ? 0.4 : os === 'iOS' ? 0.25 : 0.12;
  return rand.chance(tabletShare) ? 'tablet' : 'phone';
}

function updateLag(rand: Rand, platform: Platform): number {
  switch (platform) {
    case 'web':
      return rand.exponential(3 * HOUR_MS);
    case 'ios':
    case 'android':
      // Store updates: most phones within days, a stubborn tenth much later.
      return rand.exponential(2.5 * DAY_MS) + (rand.chance(0.1) ? 25 * DAY_MS : 0);
    case 'setTopBox':
      return rand.exponential(4 * DAY_MS);
    default:
      return rand.exponential(1.2 * DAY_MS);
  }
}

/** Builds a device's attributes from its own generator (seeded from the device's identity). */
export function makeDevice(rand: Rand, context: DeviceContext, id: string): Device {
  const { platform, staff, portal } = context;
  let operatingSystem: string;
  let osVersion: string;
  let browser: string | undefined;
  if (platform === 'web') {
    operatingSystem = rand.pickWeighted(staff ? STAFF_OS : WEB_OS);
    osVersion = rand.pickWeighted(WEB_OS_VERSIONS[operatingSystem] ?? OS.ios[1]);
    browser = rand.pickWeighted(staff ? STAFF_BROWSERS : (BROWSERS[operatingSystem] ?? STAFF_BROWSERS));
  } else {
    const [name, versions] = OS[platform];
    operatingSystem = name;
    osVersion = rand.pickWeighted(versions);
    browser = undefined;
  }
  const formFactor = formFactorFor(rand, platform, operatingSystem, staff);
  const portable = formFactor === 'phone' || formFactor === 'tablet';
  const homeConnection =
    platform === 'setTopBox'
      ? rand.pickWeighted(SET_TOP_BOX_CONNECTIONS)
      : isTvPlatform(platform)
        ? rand.pickWeighted(TV_CONNECTIONS)
        : portable
          ? 'wifi'
          : rand.pickWeighted(PC_CONNECTIONS);
  return {
    id,
    platform,
    operatingSystem,
    osVersion,
    browser,
    formFactor,
    homeConnection,
    portable,
    locationState: rand.pickWeighted(STATES),
    computedMso: staff ? undefined : rand.pickWeighted(MSOS),
    technologyType: context.technologyTypes ? rand.pickWeighted(context.technologyTypes) : undefined,
    billingServices: portal ? rand.pickWeighted(BILLING_SERVICES) : undefined,
    mobileStatus: portal ? rand.pickWeighted(MOBILE_STATUS) : undefined,
    configurationFactors: portal ? rand.pickWeighted(CONFIGURATION_FACTORS) : undefined,
    updateLagMs: updateLag(rand, platform),
    cohort: rand.u32(),
  };
}
