import type { AppDomain, AppKind, Application, DataSource } from '@prism/domain';

/**
 * The demo application catalogue: about forty applications across every domain, data source,
 * application type and id form of the spec (name@type, name@type@domain, name@type@techType).
 * The application names SpecGuide, OneApp, MSA and BulkMDU are kept because the spec's rules name
 * them; the rest, and every alias, are invented and carry no company's brand (spec README: those
 * names are data, never branding).
 */
type Row = [
  id: string,
  domain: AppDomain,
  aliases: string[],
  opts?: { source?: DataSource; kind?: AppKind; techType?: string },
];

const ROWS: Row[] = [
  // video: the TV apps on every device type
  ['OneApp@Roku', 'video', ['TV app Roku', 'Roku channel']],
  ['OneApp@RokuRsg', 'video', ['TV app Roku SceneGraph']],
  ['OneApp@iOS', 'video', ['TV app iPhone', 'TV app iPad']],
  ['OneApp@Android', 'video', ['TV app Android']],
  ['OneApp@AppleTV', 'video', ['TV app Apple TV']],
  ['OneApp@Web', 'video', ['TV app web', 'watch online']],
  ['OneApp@OneAppAuthContext', 'video', ['TV app auth context']],
  ['SpecGuide@OVP', 'video', ['set-top program guide', 'cable box guide']],
  ['BulkMDU@Roku', 'video', ['Bulk MDU Roku', 'apartment TV']],
  ['SamsungTV@TVSDK', 'video', ['Samsung TV app'], { techType: 'TVSDK' }],
  ['StreamBox@Android', 'video', ['TV OS Android', 'streaming box']],
  ['KidsZone@iOS', 'video', ['Kids TV iOS']],
  // portals: self-service, business and small-business
  ['MSA@Web', 'portals', ['My Account web', 'consumer self-service web']],
  ['MSA@iOS', 'portals', ['My Account iPhone']],
  ['MSA@Android', 'portals', ['My Account Android']],
  ['MSA@Android@Xamarin', 'portals', ['My Account Android Xamarin'], { techType: 'Xamarin' }],
  ['BusinessPortal@Web', 'portals', ['Enterprise portal', 'business self-service']],
  ['SMB@Web', 'portals', ['Small business web']],
  ['SMB@iOS', 'portals', ['Small business iPhone']],
  ['SMB@Android@ConvergedTech', 'portals', ['Small business Android'], { techType: 'ConvergedTech' }],
  ['PayNow@Web', 'portals', ['Quick pay', 'bill pay']],
  ['Shop@Web', 'portals', ['Buy flow', 'order online']],
  ['Support@Web', 'portals', ['Help centre', 'support site']],
  // internal: staff tools, the portal itself included
  ['TechMobile@Android', 'internal_apps', ['Mobile technician', 'field tech app']],
  ['TechMobile@iOS', 'internal_apps', ['Mobile technician iOS']],
  ['CareAgent@Web', 'internal_apps', ['Care desktop', 'agent console']],
  ['StoreKiosk@Web', 'internal_apps', ['Retail kiosk']],
  ['FieldOps@Web', 'internal_apps', ['Dispatch board']],
  ['Prism@Web', 'internal_apps', ['Prism portal', 'analytics portal']],
  // backend services: server analytics only
  [
    'IdentityService@Web@portals',
    'portals',
    ['auth api', 'sign-in service'],
    { source: 'qube', kind: 'backend' },
  ],
  ['BillingService@Web@portals', 'portals', ['billing api'], { source: 'qube', kind: 'backend' }],
  ['EntitlementService@OVP@video', 'video', ['entitlements api'], { source: 'qube', kind: 'backend' }],
  ['LineupService@OVP@video', 'video', ['channel lineup api'], { source: 'qube', kind: 'backend' }],
  [
    'WorkOrderService@Web@internal_apps',
    'internal_apps',
    ['work orders api'],
    { source: 'qube', kind: 'backend' },
  ],
  // TV everywhere
  ['TVEAuth@Web@tve', 'tve', ['TV everywhere sign-in'], { source: 'tve', kind: 'tve' }],
  // voice of customer and the survey tool
  ['DigitalSurvey@Web@portals', 'portals', ['digital surveys', 'site feedback'], { kind: 'voiceOfCustomer' }],
  [
    'JourneySurvey@Web@journey_survey',
    'journey_survey',
    ['journey surveys'],
    { source: 'journey_survey', kind: 'voiceOfCustomer' },
  ],
  [
    'EmployeePulse@Web@employee_experience',
    'employee_experience',
    ['employee pulse'],
    { source: 'employee_experience', kind: 'voiceOfCustomer' },
  ],
  [
    'CareSurvey@Web@cst_survey',
    'cst_survey',
    ['care satisfaction survey'],
    { source: 'cst_survey', kind: 'surveyTool' },
  ],
  // A WebSurvey application: its pages carry the note that it lives at the Endpoint it was made in.
  [
    'SupportChatSurvey@WebSurvey@cst_survey',
    'cst_survey',
    ['chat support survey'],
    { source: 'cst_survey', kind: 'surveyTool' },
  ],
  // not yet classified
  ['LegacyWidget@Web', 'unknown', ['old widget']],
];

export const DEMO_CATALOGUE: readonly Application[] = ROWS.map(([id, domain, aliases, opts = {}]) => {
  const [name = id, type = 'Web'] = id.split('@');
  return {
    id,
    name,
    type,
    techType: opts.techType ?? null,
    domain,
    dataSource: opts.source ?? 'quantum',
    kind: opts.kind ?? 'client',
    aliases,
  };
});

/**
 * Apps that send client events in the demo data: the client apps and the TV-everywhere sign-in
 * app (whose visits are sign-ins: see the `tve` profile).
 */
export const DEMO_CLIENT_APPS = DEMO_CATALOGUE.filter((app) => app.kind === 'client' || app.kind === 'tve');
/** Backend services that send server events in the demo data. */
export const DEMO_BACKEND_APPS = DEMO_CATALOGUE.filter((app) => app.kind === 'backend');
