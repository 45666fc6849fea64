import { z } from 'zod';

/** Domains an application belongs to (spec 000 section 1); `tve` only appears in the applications reply. */
export const APP_DOMAINS = [
  'internal_apps',
  'portals',
  'video',
  'journey_survey',
  'employee_experience',
  'cst_survey',
  'unknown',
  'tve',
] as const;
export type AppDomain = (typeof APP_DOMAINS)[number];

/** Domains a group may be built from, with the labels the group dialog shows. */
export const GROUP_DOMAINS = [
  { domain: 'portals', label: 'SSPP/Portals' },
  { domain: 'video', label: 'Video' },
  { domain: 'internal_apps', label: 'Internal' },
] as const satisfies readonly { domain: AppDomain; label: string }[];
export type GroupDomain = (typeof GROUP_DOMAINS)[number]['domain'];

export const DATA_SOURCES = [
  'quantum',
  'qube',
  'tve',
  'journey_survey',
  'employee_experience',
  'cst_survey',
] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

export const APP_TYPES = [
  'Web',
  'OVP',
  'TVSDK',
  'OneAppAuthContext',
  'Roku',
  'RokuRsg',
  'iOS',
  'Android',
  'AppleTV',
] as const;
export type AppType = (typeof APP_TYPES)[number];

/**
 * What an application is for, which decides its default page when the user switches to it:
 * client apps (quantum) open client analytics, backend services server analytics, and so on.
 */
export const APP_KINDS = ['client', 'backend', 'voiceOfCustomer', 'surveyTool', 'tve'] as const;
export type AppKind = (typeof APP_KINDS)[number];

/** An application id: name@type, name@type@domain or name@type@techType. */
export const APP_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*@[A-Za-z0-9_.-]+(@[A-Za-z0-9_.-]+)?$/;

export const applicationSchema = z.object({
  id: z.string().regex(APP_ID_PATTERN),
  name: z.string(),
  type: z.string(),
  techType: z.string().nullable(),
  domain: z.enum(APP_DOMAINS),
  dataSource: z.enum(DATA_SOURCES),
  kind: z.enum(APP_KINDS),
  aliases: z.array(z.string()),
});
export type Application = z.infer<typeof applicationSchema>;

/** The name of the extra application always appended to the application list. */
export const TVE_APP_ID = 'TVE';

/**
 * The reply of `GET /api/applications` (spec 000 section 3). Ids in the lists are not held to the
 * app-id pattern: the list also carries the TVE entry.
 */
export const applicationsReplySchema = z.object({
  applications: z.array(z.string()),
  applicationsWithAlias: z.array(z.object({ app: z.string(), alias: z.array(z.string()) })),
  applicationsByDomain: z.record(z.string(), z.array(z.string())),
  applicationsByDataSource: z.record(z.string(), z.array(z.string())),
  quantumApplicationsByClient: z.record(z.string(), z.array(z.string())),
  /** The full records, so the portal can read each app's name, type, domain and kind. */
  details: z.array(applicationSchema.extend({ id: z.string(), dataSource: z.string() })),
});
export type ApplicationsReply = z.infer<typeof applicationsReplySchema>;

function groupIds(apps: readonly Application[], key: (app: Application) => string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const app of apps) (out[key(app)] ??= []).push(app.id);
  return out;
}

/** Builds the applications reply from the catalogue; TVE is appended last, once. */
export function applicationsReply(catalogue: readonly Application[]): ApplicationsReply {
  const apps = [...catalogue].sort((a, b) => a.id.localeCompare(b.id));
  const quantum = apps.filter((app) => app.dataSource === 'quantum');
  const ids = apps.map((app) => app.id).filter((id) => id !== TVE_APP_ID);
  return {
    applications: [...ids, TVE_APP_ID],
    applicationsWithAlias: apps.map((app) => ({ app: app.id, alias: app.aliases })),
    applicationsByDomain: groupIds(apps, (app) => app.domain),
    applicationsByDataSource: groupIds(apps, (app) => app.dataSource),
    quantumApplicationsByClient: groupIds(quantum, (app) => app.name),
    details: apps,
  };
}
