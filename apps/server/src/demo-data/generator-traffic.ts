import type { AppDomain, Application } from '@prism/domain';
import { type Rhythm, rhythmOfDomain } from './generator-time';

/**
 * How much traffic each demo client app gets and when: its share of the visits and the rhythm of
 * its users. The shares follow what such apps see in a real company of this kind: the consumer
 * TV apps and the consumer self-service portal lead, bill pay and support follow, business portals
 * and staff tools serve far fewer people. The scale of the whole is set by the size of the run.
 */
export interface AppTraffic {
  /** Relative visits per day. */
  readonly visits: number;
  readonly rhythm: Rhythm;
}

/**
 * The kinds of client app the demo data tells apart, each with the users it serves; tests and
 * the catalogue's readers use them to check that every app looks like one of its kind.
 */
export type TrafficKind =
  'tvApp' | 'kidsVideo' | 'tvSignIn' | 'consumerPortal' | 'businessPortal' | 'staffTool' | 'legacy';

interface Row extends AppTraffic {
  readonly kind: TrafficKind;
}

const tv = (visits: number): Row => ({ visits, rhythm: 'viewers', kind: 'tvApp' });
const consumer = (visits: number): Row => ({ visits, rhythm: 'consumers', kind: 'consumerPortal' });
const business = (visits: number): Row => ({ visits, rhythm: 'business', kind: 'businessPortal' });
const staff = (visits: number, rhythm: Rhythm): Row => ({ visits, rhythm, kind: 'staffTool' });

const TRAFFIC: Record<string, Row> = {
  'OneApp@Roku': tv(100),
  'OneApp@iOS': tv(52),
  'OneApp@Android': tv(44),
  'SpecGuide@OVP': tv(36),
  'OneApp@Web': tv(30),
  'OneApp@RokuRsg': tv(20),
  'OneApp@AppleTV': tv(17),
  'SamsungTV@TVSDK': tv(14),
  'BulkMDU@Roku': tv(11),
  'StreamBox@Android': tv(12),
  'OneApp@OneAppAuthContext': tv(12),
  'KidsZone@iOS': { visits: 16, rhythm: 'kids', kind: 'kidsVideo' },
  // Sign-in visits are short (a sign-in and a page or two); every TV app session outside the home
  // network passes through it.
  'TVEAuth@Web@tve': { visits: 45, rhythm: 'viewers', kind: 'tvSignIn' },
  'MSA@Web': consumer(150),
  'MSA@iOS': consumer(80),
  'MSA@Android': consumer(65),
  'MSA@Android@Xamarin': consumer(50),
  'PayNow@Web': consumer(65),
  'Support@Web': consumer(48),
  'Shop@Web': consumer(50),
  'SMB@Web': business(30),
  'BusinessPortal@Web': business(24),
  'SMB@iOS': business(14),
  'SMB@Android@ConvergedTech': business(12),
  'CareAgent@Web': staff(20, 'office'),
  'TechMobile@Android': staff(16, 'field'),
  'TechMobile@iOS': staff(12, 'field'),
  'FieldOps@Web': staff(12, 'office'),
  'StoreKiosk@Web': staff(12, 'retail'),
  'Prism@Web': staff(10, 'office'),
  'LegacyWidget@Web': { visits: 5, rhythm: 'consumers', kind: 'legacy' },
};

const KIND_BY_DOMAIN: Record<AppDomain, TrafficKind> = {
  video: 'tvApp',
  tve: 'tvSignIn',
  portals: 'consumerPortal',
  internal_apps: 'staffTool',
  journey_survey: 'legacy',
  employee_experience: 'legacy',
  cst_survey: 'legacy',
  unknown: 'legacy',
};
const VISITS_BY_KIND: Record<TrafficKind, number> = {
  tvApp: 10,
  kidsVideo: 8,
  tvSignIn: 20,
  consumerPortal: 20,
  businessPortal: 8,
  staffTool: 4,
  legacy: 2,
};

/** The traffic of a client app; apps added to the catalogue later get their domain's defaults. */
export function trafficOf(app: Pick<Application, 'id' | 'domain'>): AppTraffic & { kind: TrafficKind } {
  const known = TRAFFIC[app.id];
  if (known) return known;
  const kind = KIND_BY_DOMAIN[app.domain];
  return { visits: VISITS_BY_KIND[kind], rhythm: rhythmOfDomain(app.domain), kind };
}
