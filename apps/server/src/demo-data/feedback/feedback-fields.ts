import type { FeedbackItemInput } from '@prism/domain';
import { BROWSERS, WEB_OS, WEB_OS_VERSIONS, type Platform as DevicePlatform } from '../generator-devices';
import { type Rand, type Weighted, weighted } from '../generator-random';
import type { FeedbackIssue, FeedbackLanguage, FeedbackTone } from './feedback-text';

/**
 * The parts of a demo feedback item around its text: the device it was sent from, the account
 * behind it, the person (customer or employee) and the survey answers, each consistent with the
 * text's issue and with the writer's satisfaction (a number from 0, furious, to 1, delighted, that
 * every score of the item is read from).
 */

/** The fields of a feedback item, as the generator fills them. */
export type ItemFields = Partial<Omit<FeedbackItemInput, '_id'>>;

// Satisfaction -------------------------------------------------------------------------------------

/** Mean and spread of the writer's satisfaction by tone. */
const SATISFACTION: Record<FeedbackTone, readonly [number, number]> = {
  negative: [0.1, 0.1],
  mixed: [0.47, 0.12],
  neutral: [0.64, 0.12],
  positive: [0.9, 0.07],
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** How satisfied the writer is, 0 to 1, drawn around the tone's mean. */
export function feedbackSatisfaction(rand: Rand, tone: FeedbackTone): number {
  const [mean, spread] = SATISFACTION[tone];
  return clamp(mean + spread * rand.normal(), 0, 1);
}

/** An integer score on [min, max] for a satisfaction, with a little noise of its own. */
export function feedbackScale(
  rand: Rand,
  satisfaction: number,
  min: number,
  max: number,
  noise = 0.06,
): number {
  const s = clamp(satisfaction + noise * rand.normal(), 0, 1);
  return clamp(Math.round(min + s * (max - min)), min, max);
}

/** One of ordered answers, best first, for a satisfaction (the unhappy pick the later ones). */
function ordinal<T>(rand: Rand, satisfaction: number, answers: readonly T[]): T {
  const i = feedbackScale(rand, 1 - satisfaction, 0, answers.length - 1, 0.12);
  return answers[i] as T;
}

// Devices ------------------------------------------------------------------------------------------

/** A device, with the item fields it fills (named apart so they are copied one by one). */
export interface DeviceFields {
  readonly os: string;
  readonly browser: string | null;
  readonly deviceManufacturer: string;
  readonly deviceType: string;
  readonly deviceModel: string;
  readonly deviceFormFactor: string;
  /** The device as the writer names it in a text. */
  readonly name: string;
  readonly mobile: boolean;
}

type Model = readonly [manufacturer: string, model: string, name: string, tablet?: boolean];

const IOS_VERSIONS = weighted<string>([
  ['18.1', 40],
  ['18.0', 20],
  ['17.6', 25],
  ['16.7', 10],
  ['15.8', 5],
]);
const ANDROID_VERSIONS = weighted<string>([
  ['15', 15],
  ['14', 40],
  ['13', 25],
  ['12', 12],
  ['11', 8],
]);
const IPHONES: readonly Model[] = [
  ['Apple', 'iPhone 16 Pro', 'iPhone'],
  ['Apple', 'iPhone 15', 'iPhone'],
  ['Apple', 'iPhone 14', 'iPhone'],
  ['Apple', 'iPhone 13', 'iPhone'],
  ['Apple', 'iPhone SE', 'iPhone'],
  ['Apple', 'iPad Air', 'iPad', true],
  ['Apple', 'iPad (10th generation)', 'iPad', true],
];
const ANDROIDS: readonly Model[] = [
  ['Samsung', 'Galaxy S24', 'phone'],
  ['Samsung', 'Galaxy A15', 'phone'],
  ['Samsung', 'Galaxy S23', 'Galaxy'],
  ['Google', 'Pixel 8', 'Pixel'],
  ['Google', 'Pixel 7a', 'phone'],
  ['Motorola', 'moto g 5G', 'phone'],
  ['OnePlus', 'OnePlus 12', 'phone'],
  ['Samsung', 'Galaxy Tab S9', 'tablet', true],
];
const STAFF_ANDROIDS: readonly Model[] = [
  ['Samsung', 'Galaxy Tab Active5', 'tablet', true],
  ['Samsung', 'Galaxy XCover7', 'work phone'],
];
const STAFF_IOS: readonly Model[] = [
  ['Apple', 'iPad (10th generation)', 'iPad', true],
  ['Apple', 'iPhone 15', 'work phone'],
];
const PCS: Record<string, readonly Model[]> = {
  Windows: [
    ['Dell', 'Inspiron 15', 'laptop'],
    ['Dell', 'XPS 13', 'laptop'],
    ['HP', 'Pavilion 14', 'laptop'],
    ['HP', 'EliteDesk 800', 'computer'],
    ['Lenovo', 'ThinkPad T14', 'laptop'],
    ['Lenovo', 'IdeaPad 5', 'laptop'],
    ['Acer', 'Aspire 5', 'laptop'],
  ],
  macOS: [
    ['Apple', 'MacBook Air', 'laptop'],
    ['Apple', 'MacBook Pro', 'laptop'],
    ['Apple', 'iMac', 'computer'],
  ],
  ChromeOS: [
    ['Acer', 'Chromebook 314', 'Chromebook'],
    ['HP', 'Chromebook 14', 'Chromebook'],
  ],
};
const STAFF_PCS: readonly Model[] = [
  ['Dell', 'Latitude 5440', 'laptop'],
  ['HP', 'EliteBook 840', 'laptop'],
];

const TVS: Record<'roku' | 'appleTv' | 'tizen' | 'setTopBox' | 'androidTv', readonly Model[]> = {
  roku: [
    ['Roku', 'Roku Ultra', 'Roku'],
    ['Roku', 'Roku Express', 'Roku'],
    ['Roku', 'Roku Streaming Stick 4K', 'Roku stick'],
    ['TCL', '55S455 Roku TV', 'Roku TV'],
    ['Hisense', '50R6 Roku TV', 'Roku TV'],
  ],
  appleTv: [['Apple', 'Apple TV 4K', 'Apple TV']],
  tizen: [
    ['Samsung', 'QN65Q80C', 'Samsung TV'],
    ['Samsung', 'UN55TU7000', 'Samsung TV'],
  ],
  setTopBox: [
    ['Arris', 'DCX3600', 'cable box'],
    ['Humax', 'WB20', 'cable box'],
    ['Samsung', 'SMT-C5400', 'cable box'],
  ],
  androidTv: [['Skyworth', 'StreamBox 4K', 'streaming box']],
};
const TV_OS: Record<keyof typeof TVS, readonly [string, Weighted<string>]> = {
  roku: [
    'Roku OS',
    weighted([
      ['14.0', 40],
      ['13.0', 35],
      ['12.5', 25],
    ]),
  ],
  appleTv: [
    'tvOS',
    weighted([
      ['18.1', 60],
      ['17.6', 40],
    ]),
  ],
  tizen: [
    'Tizen',
    weighted([
      ['8.0', 35],
      ['7.0', 40],
      ['6.5', 25],
    ]),
  ],
  setTopBox: [
    'RDK',
    weighted([
      ['4.2', 55],
      ['4.1', 45],
    ]),
  ],
  androidTv: [
    'Android TV',
    weighted([
      ['12', 60],
      ['11', 40],
    ]),
  ],
};

function handheld(
  rand: Rand,
  os: 'iOS' | 'Android',
  models: readonly Model[],
  browser: string | null,
): DeviceFields {
  const [manufacturer, model, name, tablet] = rand.pick(models);
  const version = rand.pickWeighted(os === 'iOS' ? IOS_VERSIONS : ANDROID_VERSIONS);
  return {
    os: `${os} ${version}`,
    browser,
    deviceManufacturer: manufacturer,
    deviceType: tablet ? 'tablet' : 'mobile',
    deviceModel: model,
    deviceFormFactor: tablet ? 'tablet' : 'phone',
    name,
    mobile: true,
  };
}

/**
 * The device of one piece of feedback: what the app runs on (the event generator's platforms),
 * with a model and manufacturer; staff use company laptops, tablets and phones.
 */
export function feedbackDevice(rand: Rand, platform: DevicePlatform, staff: boolean): DeviceFields {
  switch (platform) {
    case 'ios':
      return handheld(rand, 'iOS', staff ? STAFF_IOS : IPHONES, null);
    case 'android':
      return handheld(rand, 'Android', staff ? STAFF_ANDROIDS : ANDROIDS, null);
    case 'web': {
      const os = staff ? 'Windows' : rand.pickWeighted(WEB_OS);
      if (os === 'iOS' || os === 'Android') {
        const browser = rand.pickWeighted(BROWSERS[os] as Weighted<string>);
        return handheld(rand, os, os === 'iOS' ? IPHONES : ANDROIDS, browser);
      }
      const [manufacturer, model, name] = rand.pick(staff ? STAFF_PCS : (PCS[os] ?? STAFF_PCS));
      const browser = staff
        ? rand.pick(['Chrome', 'Edge'])
        : rand.pickWeighted(BROWSERS[os] as Weighted<string>);
      return {
        os: `${os} ${rand.pickWeighted(WEB_OS_VERSIONS[os] as Weighted<string>)}`,
        browser,
        deviceManufacturer: manufacturer,
        deviceType: 'desktop',
        deviceModel: model,
        deviceFormFactor: 'pc',
        name,
        mobile: false,
      };
    }
    default: {
      const [manufacturer, model, name] = rand.pick(TVS[platform]);
      const [os, versions] = TV_OS[platform];
      return {
        os: `${os} ${rand.pickWeighted(versions)}`,
        browser: null,
        deviceManufacturer: manufacturer,
        deviceType:
          platform === 'setTopBox' ? 'set-top box' : name.endsWith('TV') ? 'smart tv' : 'streaming device',
        deviceModel: model,
        deviceFormFactor: 'tv',
        name,
        mobile: false,
      };
    }
  }
}

// Accounts -----------------------------------------------------------------------------------------

const FOOTPRINTS = weighted<string>([
  ['Charter', 72],
  ['TWC', 18],
  ['BH', 6],
  ['Unknown', 4],
]);
const BILLERS = weighted<string>([
  ['CSG', 55],
  ['ICOMS', 30],
  ['SPA', 15],
]);
const SCPS = weighted<string>([
  ['SCP-1', 50],
  ['SCP-2', 30],
  ['SCP-3', 20],
]);

const RESIDENTIAL_ROLES = ['Administrator', 'Administrator', 'Standard'];
const BUSINESS_ROLES = ['Owner', 'Manager', 'User'];

/** Which account fields an item carries: all of them for portals and surveys, a few for the TV apps. */
export type AccountDetail = 'full' | 'video';

/**
 * The account behind an item: type, biller, services and their states, consistent with the issue
 * (an autopay complaint comes from an account on autopay, a pods complaint from one with Wi-Fi, a
 * sign-in complaint from someone logged out).
 */
export function feedbackAccount(
  rand: Rand,
  out: ItemFields,
  detail: AccountDetail,
  accountType: string,
  issue: FeedbackIssue | undefined,
): void {
  const topic = issue?.slice(0, issue.indexOf('.'));
  const video = detail === 'video' || topic === 'streaming' || topic === 'guide' || issue === 'outage.tv';
  const internetService = !video || rand.chance(0.85) || topic === 'speed' || issue === 'outage.internet';
  const wifiService =
    internetService && (rand.chance(0.85) || issue === 'equipment.pods' || topic === 'speed');
  const tvService = video || rand.chance(0.5) || issue === 'equipment.box' || issue === 'equipment.remote';
  const voiceService = rand.chance(0.22);
  const mobileService = rand.chance(0.2);
  const loggedOut = topic === 'signIn' ? rand.chance(0.85) : rand.chance(0.15);
  // Assigned one by one: spreading into a literal is many times slower on V8, and this runs per item.
  out.footprint = rand.pickWeighted(FOOTPRINTS);
  out.loggedInStatus = loggedOut ? 'Logged Out' : 'Logged In';
  out.accountType = accountType;
  out.billerType = rand.pickWeighted(BILLERS);
  out.internetService = internetService;
  out.tvService = tvService;
  out.isMobileUser = mobileService;
  if (detail === 'video') return;
  const billingServices: string[] = [];
  if (internetService) billingServices.push('Internet');
  if (tvService) billingServices.push('TV');
  if (voiceService) billingServices.push('Voice');
  if (mobileService) billingServices.push('Mobile');
  out.SCP = rand.pickWeighted(SCPS);
  out.billingServices = billingServices;
  out.deliveryMethod = issue === 'billing.paperless' || rand.chance(0.6) ? 'Paperless' : 'Paper';
  out.userRole = rand.pick(accountType === 'Residential' ? RESIDENTIAL_ROLES : BUSINESS_ROLES);
  out.autoPayStatus = issue === 'billing.autopay' || rand.chance(0.5) ? 'Enrolled' : 'Not Enrolled';
  out.accountExpired = rand.chance(0.015);
  out.userType = rand.chance(0.8) ? 'Primary' : 'Secondary';
  out.secureConnectService = internetService && rand.chance(0.12);
  out.voiceService = voiceService;
  out.wifiService = wifiService;
  out.mobileService = mobileService;
}

// People -------------------------------------------------------------------------------------------

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'Michael',
  'Jennifer',
  'David',
  'Linda',
  'William',
  'Elizabeth',
  'Richard',
  'Barbara',
  'Joseph',
  'Susan',
  'Thomas',
  'Jessica',
  'Christopher',
  'Sarah',
  'Charles',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Darnell',
  'Aisha',
  'Kevin',
  'Ashley',
  'Brian',
  'Emily',
  'Wei',
  'Mei',
  'Raj',
  'Priya',
  'Tyrone',
  'Keisha',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nguyen',
  'Patel',
  'Chen',
  'Kim',
  "O'Brien",
  'Washington',
  'Brooks',
  'Murphy',
  'Rivera',
  'Cooper',
];
const ES_FIRST_NAMES = [
  'José',
  'María',
  'Juan',
  'Guadalupe',
  'Luis',
  'Carmen',
  'Carlos',
  'Rosa',
  'Miguel',
  'Ana',
  'Jorge',
  'Lucía',
];
const ES_LAST_NAMES = [
  'García',
  'Rodríguez',
  'Martínez',
  'Hernández',
  'López',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
];
// Reserved for documentation (RFC 2606), so no demo address can reach anyone.
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
const AREA_CODES = ['212', '213', '314', '404', '512', '614', '704', '813', '919', '414', '859', '803'];

/** Lower-case ASCII of a name, for an email or username. */
function ascii(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

/** A customer's contact details; phone numbers are in the fictional 555-01xx range. */
export function feedbackCustomer(rand: Rand, out: ItemFields, language: FeedbackLanguage): void {
  const hispanic = language === 'es' || rand.chance(0.12);
  const firstName = rand.pick(hispanic ? ES_FIRST_NAMES : FIRST_NAMES);
  const lastName = rand.pick(hispanic ? ES_LAST_NAMES : LAST_NAMES);
  const handle = rand.chance(0.5)
    ? `${ascii(firstName)}.${ascii(lastName)}`
    : `${ascii(firstName).charAt(0)}${ascii(lastName)}${rand.between(1, 99)}`;
  out.firstName = firstName;
  out.lastName = lastName;
  out.email = `${handle}@${rand.pick(EMAIL_DOMAINS)}`;
  out.phoneNumber = `(${rand.pick(AREA_CODES)}) 555-01${String(rand.int(100)).padStart(2, '0')}`;
}

/** A 16-digit account number in plain text (the server encrypts it on the way in). */
export function feedbackAccountNumber(rand: Rand): string {
  return `8${String(rand.between(100, 999))}${String(rand.int(1e6)).padStart(6, '0')}${String(rand.int(1e6)).padStart(6, '0')}`;
}

export interface EmployeeDepartment {
  readonly name: string;
  readonly businessUnit: string;
  readonly titles: readonly string[];
  readonly weight: number;
  /** Issues this department writes about more than the others. */
  readonly louder: readonly FeedbackIssue[];
  /** The tool the department works in all day, as its people name it. */
  readonly tool: string;
}

export const EMPLOYEE_DEPARTMENTS: readonly EmployeeDepartment[] = [
  {
    name: 'Customer Care',
    businessUnit: 'Customer Operations',
    titles: ['Care Agent I', 'Care Agent II', 'Care Supervisor'],
    weight: 35,
    louder: ['work.systems', 'work.training'],
    tool: 'CareAgent',
  },
  {
    name: 'Field Operations',
    businessUnit: 'Field & Network Operations',
    titles: ['Field Technician', 'Senior Field Technician', 'Field Supervisor'],
    weight: 25,
    louder: ['work.workload', 'work.schedule'],
    tool: 'TechMobile',
  },
  {
    name: 'Dispatch',
    businessUnit: 'Field & Network Operations',
    titles: ['Dispatcher', 'Dispatch Lead'],
    weight: 6,
    louder: ['work.systems'],
    tool: 'the dispatch board',
  },
  {
    name: 'Network Operations',
    businessUnit: 'Field & Network Operations',
    titles: ['NOC Engineer', 'Network Technician'],
    weight: 8,
    louder: ['work.schedule'],
    tool: 'the network dashboards',
  },
  {
    name: 'Billing Operations',
    businessUnit: 'Customer Operations',
    titles: ['Billing Specialist', 'Collections Agent'],
    weight: 10,
    louder: ['work.training'],
    tool: 'the billing system',
  },
  {
    name: 'Retail',
    businessUnit: 'Sales',
    titles: ['Retail Sales Associate', 'Store Manager'],
    weight: 10,
    louder: ['work.pay'],
    tool: 'the store kiosk',
  },
  {
    name: 'IT',
    businessUnit: 'Corporate',
    titles: ['Service Desk Analyst', 'Systems Analyst'],
    weight: 6,
    louder: ['work.career'],
    tool: 'the ticketing tool',
  },
];

/** The employee behind a pulse answer, with a company address and a PID. */
export function feedbackEmployee(rand: Rand, out: ItemFields, department: EmployeeDepartment): void {
  const firstName = rand.pick(rand.chance(0.15) ? ES_FIRST_NAMES : FIRST_NAMES);
  const lastName = rand.pick(rand.chance(0.15) ? ES_LAST_NAMES : LAST_NAMES);
  const pid = `P${String(rand.between(1_000_000, 9_999_999))}`;
  out.department = department.name;
  out.businessUnit = department.businessUnit;
  out.title = rand.pick(department.titles);
  out.firstName = firstName;
  out.lastName = lastName;
  out.email = `${ascii(firstName)}.${ascii(lastName)}@corp.example.com`;
  out.pid = pid;
  out.username = `${ascii(firstName).charAt(0)}${ascii(lastName)}${pid.slice(-3)}`;
}

// Surveys ------------------------------------------------------------------------------------------

export interface DigitalSurvey {
  readonly id: string;
  readonly pageName: string;
  readonly journeyType: string;
  readonly weight: number;
  readonly issues: readonly (readonly [FeedbackIssue, number])[];
}

/** The site intercept surveys: each on one page of the portals, about what people do there. */
export const DIGITAL_SURVEYS: readonly DigitalSurvey[] = [
  {
    id: 'ds-pay-bill',
    pageName: 'billing/pay-bill',
    journeyType: 'Pay Bill',
    weight: 30,
    issues: [
      ['billing.payment', 10],
      ['billing.autopay', 6],
      ['billing.overcharged', 8],
      ['billing.lateFee', 4],
      ['signIn.password', 2],
      ['app.frozen', 3],
      ['praise.app', 6],
      ['praise.value', 1],
    ],
  },
  {
    id: 'ds-account-home',
    pageName: 'account/overview',
    journeyType: 'Account Management',
    weight: 20,
    issues: [
      ['billing.paperless', 5],
      ['billing.autopay', 3],
      ['signIn.password', 5],
      ['signIn.locked', 3],
      ['signIn.code', 4],
      ['app.frozen', 3],
      ['app.update', 3],
      ['praise.app', 5],
    ],
  },
  {
    id: 'ds-internet-troubleshoot',
    pageName: 'support/internet/troubleshoot',
    journeyType: 'Troubleshooting',
    weight: 20,
    issues: [
      ['speed.slow', 8],
      ['speed.drops', 6],
      ['speed.wifiRange', 4],
      ['equipment.router', 5],
      ['equipment.pods', 3],
      ['outage.internet', 3],
      ['support.chat', 3],
      ['praise.service', 2],
    ],
  },
  {
    id: 'ds-outage-status',
    pageName: 'support/outage-status',
    journeyType: 'Outage',
    weight: 8,
    issues: [
      ['outage.internet', 8],
      ['outage.updates', 6],
      ['outage.tv', 2],
    ],
  },
  {
    id: 'ds-upgrade-checkout',
    pageName: 'shop/upgrade/checkout',
    journeyType: 'Upgrade',
    weight: 12,
    issues: [
      ['billing.overcharged', 4],
      ['install.selfInstall', 4],
      ['install.noShow', 2],
      ['install.activation', 3],
      ['praise.value', 4],
      ['app.frozen', 2],
    ],
  },
  {
    id: 'ds-contact-us',
    pageName: 'support/contact-us',
    journeyType: 'Contact Us',
    weight: 10,
    issues: [
      ['support.wait', 6],
      ['support.transfer', 3],
      ['support.chat', 6],
      ['support.agent', 4],
    ],
  },
];

export interface JourneySurvey {
  readonly id: string;
  readonly journeyType: string;
  readonly surveyType: string;
  readonly weight: number;
  readonly issues: readonly (readonly [FeedbackIssue, number])[];
  /** Activation paths (spec 001 section 3) with weights, for the install journeys. */
  readonly activation?: Weighted<number>;
  readonly connectivity: boolean;
  readonly support: boolean;
}

/** The journey surveys, sent after an install, a repair or a Wi-Fi check. */
export const JOURNEY_SURVEYS: readonly JourneySurvey[] = [
  {
    id: 'js-self-install',
    journeyType: 'Self Install',
    surveyType: 'Post-Install',
    weight: 30,
    issues: [
      ['install.selfInstall', 10],
      ['install.activation', 8],
      ['equipment.router', 3],
      ['equipment.pods', 2],
      ['speed.slow', 2],
      ['support.wait', 2],
      ['praise.service', 4],
    ],
    activation: weighted([
      [9, 25],
      [17, 15],
      [13, 10],
      [0, 8],
      [7, 6],
      [12, 8],
      [15, 4],
      [2, 4],
      [3, 3],
      [10, 3],
    ]),
    connectivity: false,
    support: false,
  },
  {
    id: 'js-pro-install',
    journeyType: 'Professional Install',
    surveyType: 'Post-Install',
    weight: 25,
    issues: [
      ['install.noShow', 6],
      ['install.tech', 10],
      ['install.activation', 3],
      ['equipment.box', 2],
      ['praise.tech', 6],
      ['billing.overcharged', 2],
    ],
    activation: weighted([
      [18, 40],
      [8, 10],
      [16, 8],
      [6, 6],
      [11, 6],
      [1, 4],
      [4, 2],
      [5, 3],
      [14, 3],
    ]),
    connectivity: false,
    support: true,
  },
  {
    id: 'js-repair',
    journeyType: 'Repair',
    surveyType: 'Post-Repair',
    weight: 25,
    issues: [
      ['outage.internet', 4],
      ['speed.drops', 6],
      ['speed.slow', 5],
      ['equipment.router', 4],
      ['support.wait', 4],
      ['support.transfer', 2],
      ['support.agent', 4],
      ['install.tech', 3],
      ['praise.tech', 3],
    ],
    connectivity: true,
    support: true,
  },
  {
    id: 'js-wifi-health',
    journeyType: 'Wi-Fi Check',
    surveyType: 'Relationship',
    weight: 20,
    issues: [
      ['speed.wifiRange', 8],
      ['equipment.pods', 8],
      ['speed.slow', 4],
      ['speed.drops', 4],
      ['equipment.router', 3],
      ['praise.service', 3],
    ],
    connectivity: true,
    support: false,
  },
];

const RECENT_ISSUES = [
  'Slow speeds',
  'Intermittent connection',
  'No internet',
  'Wi-Fi dead zones',
  'TV picture freezing',
];
const RECURRENCE = ['Never', 'Rarely', 'Weekly', 'A few times a week', 'Daily'];
const WIFI_ISSUES = [
  'Weak signal in some rooms',
  'Devices disconnect',
  'Slow on Wi-Fi only',
  'Cannot connect new devices',
];
const PROBLEM_DEVICES = [
  'Laptop',
  'Phone',
  'Smart TV',
  'Game console',
  'Streaming stick',
  'Smart home device',
  'Tablet',
];
const RESOLUTIONS = [
  'Restarted router',
  'Called support',
  'Used the app troubleshooter',
  'Moved the router',
  'Technician visit',
];
const SPEED_EXPECTATIONS = [
  'Faster than expected',
  'As expected',
  'Slower than expected',
  'Much slower than expected',
];
const REBOOTS = ['Never', 'Rarely', 'Monthly', 'Weekly', 'Daily'];
const PODS_EXPERIENCE = ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied', 'Very dissatisfied'];
const PODS_SPEED = ['Better than expected', 'As expected', 'Worse than expected'];
const INSTALL_EXPERIENCE = ['Very easy', 'Easy', 'Neither easy nor difficult', 'Difficult', 'Very difficult'];
const CUSTOMER_ACTIONS = ['Chat', 'Phone call', 'Store visit', 'Help articles', 'Social media'];
const EMPLOYEE_ACTIONS = [
  'Technician explained the equipment',
  'Agent scheduled a visit',
  'Agent credited the account',
  'Agent escalated the issue',
  'Technician tested speeds',
];

/** A few distinct entries of a list (at least one). */
function some(rand: Rand, items: readonly string[], max: number): string[] {
  const count = 1 + rand.int(max);
  const out: string[] = [];
  for (let tries = 0; out.length < count && tries < count * 3; tries++) {
    const item = rand.pick(items);
    if (!out.includes(item)) out.push(item);
  }
  return out;
}

/** The answers of a journey survey, as satisfied as the writer is and about the same issue. */
export function feedbackJourneyAnswers(
  rand: Rand,
  fields: ItemFields,
  survey: JourneySurvey,
  issue: FeedbackIssue | undefined,
  satisfaction: number,
): void {
  fields.journeyType = survey.journeyType;
  fields.surveyType = survey.surveyType;
  if (survey.activation) {
    fields.activationMethod = rand.pickWeighted(survey.activation);
    fields.activationProcessScale = feedbackScale(rand, satisfaction, 1, 5, 0.1);
    fields.clarityScale = feedbackScale(rand, satisfaction, 1, 5, 0.12);
    fields.easeOfEquipmentConnectionScale = feedbackScale(rand, satisfaction, 1, 5, 0.12);
    fields.installationActivationExperience = ordinal(rand, satisfaction, INSTALL_EXPERIENCE);
  }
  if (survey.connectivity) {
    const unhappy = satisfaction < 0.55;
    const recent: string[] =
      issue === 'speed.slow'
        ? ['Slow speeds']
        : issue === 'speed.wifiRange' || issue === 'equipment.pods'
          ? ['Wi-Fi dead zones']
          : issue === 'outage.internet'
            ? ['No internet']
            : [];
    if (unhappy)
      for (const answer of some(rand, RECENT_ISSUES, 2)) if (!recent.includes(answer)) recent.push(answer);
    fields.recentIssues = unhappy ? recent : ['None'];
    fields.connectivityIssueRecurrence = ordinal(rand, satisfaction, RECURRENCE);
    fields.wifiServiceIssues = unhappy ? some(rand, WIFI_ISSUES, 2) : [];
    fields.problemDeviceTypes = unhappy ? some(rand, PROBLEM_DEVICES, 3) : [];
    fields.resolutionActions = unhappy ? some(rand, RESOLUTIONS, 3) : [];
    fields.speedExpectations = ordinal(rand, satisfaction, SPEED_EXPECTATIONS);
    fields.rebootFrequency = ordinal(rand, satisfaction, REBOOTS);
    const pods = issue === 'equipment.pods' || rand.chance(0.35);
    fields.wifiPodsExperience = pods ? ordinal(rand, satisfaction, PODS_EXPERIENCE) : 'Do not have pods';
    fields.wifiPodsSpeedExpectation = pods ? ordinal(rand, satisfaction, PODS_SPEED) : null;
  }
  if (survey.support) {
    fields.customerSupportActions = some(rand, CUSTOMER_ACTIONS, 2);
    fields.employeeSupportActions = some(rand, EMPLOYEE_ACTIONS, 2);
  }
}
