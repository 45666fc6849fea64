import {
  REGISTRY_BASE_EVENT_TYPES,
  REGISTRY_BASE_FIELDS,
  appPlatformOf,
  type AppPlatformName,
  type EventCase,
  type EventType,
  type FieldDefinition,
  type RegistrySnapshot,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../plugins/auth';
import { personaByUsername } from '../modules/auth/personas';
import { helixService } from '../modules/registry/helix.service';
import { registryService } from '../modules/registry/registry.service';
import { DEMO_CLIENT_APPS } from './catalogue';
import { demoEventCases, demoJourneyEventCases } from './registry-cases';

/**
 * The demo registry (issue 19): Prism's base event schema and the demo apps' event cases, with a
 * Helix history that matches what the demo events declare in `helixSpecVersion` (generator-
 * scenario.ts: `1.${40 + 2 * i}.0` per app release), decoder releases per platform of the demo
 * apps, and a few draft edits not yet released so the review has something to show. Everything
 * goes through the registry's service, so its checks and history apply to the demo data too.
 */

const DAY_MS = 24 * 3_600_000;

/** The Helix versions the demo events declare, oldest first (web apps reach the last). */
export const DEMO_HELIX_VERSIONS = ['1.40.0', '1.42.0', '1.44.0', '1.46.0', '1.48.0'] as const;

/** A field's definition with some of its enum values left out (as an earlier version had it). */
function fieldWithout(name: string, values: readonly string[]): FieldDefinition {
  const field = REGISTRY_BASE_FIELDS.find((f) => f.name === name);
  if (!field) throw new Error(`the base registry has no field ${name}`);
  return { ...field, values: field.values.filter((value) => !values.includes(value)) };
}

function typeWithout(name: string, fields: readonly string[]): EventType {
  const type = REGISTRY_BASE_EVENT_TYPES.find((t) => t.name === name);
  if (!type) throw new Error(`the base registry has no event type ${name}`);
  return { ...type, fields: type.fields.filter((field) => !fields.includes(field.name)) };
}

const GRAPHQL_FIELDS = ['apiArchitecture', 'apiOperationName', 'apiOperationType'];
const SET_TOP_CONNECTIONS = ['IP', 'QAM'];

/**
 * The registry at each demo Helix version, derived backwards from the final one (base + demo
 * cases): 1.40.0 has the portals' and internal apps' cases; 1.42.0 adds the experiment enrolment
 * event type and the video apps' cases; 1.44.0 the set-top guide's connection types and the TV
 * Everywhere cases; 1.46.0 FairPlay, the token-exchange sign-in and the remaining cases; 1.48.0
 * the GraphQL fields of API calls.
 */
export function demoHelixSnapshots(
  final: RegistrySnapshot = {
    fields: [...REGISTRY_BASE_FIELDS],
    eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
    eventCases: [...demoEventCases(), ...demoJourneyEventCases()],
  },
): { version: string; snapshot: RegistrySnapshot; notes: string }[] {
  const replace = <T extends { name: string }>(
    items: readonly T[],
    next: T[],
    drop: readonly string[] = [],
  ) =>
    items.filter((item) => !drop.includes(item.name) && !next.some((n) => n.name === item.name)).concat(next);
  const casesOf = (domains: readonly EventCase['domain'][]) =>
    final.eventCases.filter((c) => domains.includes(c.domain));
  const v148 = final;
  const v146: RegistrySnapshot = {
    fields: final.fields.filter((f) => !GRAPHQL_FIELDS.includes(f.name)),
    eventTypes: replace(final.eventTypes, [typeWithout('apiCall', GRAPHQL_FIELDS)]),
    eventCases: final.eventCases,
  };
  const v144: RegistrySnapshot = {
    fields: replace(v146.fields, [
      fieldWithout('drmType', ['fairplay']),
      fieldWithout('loginOperationType', ['tokenExchange']),
    ]),
    eventTypes: v146.eventTypes,
    eventCases: casesOf(['portals', 'internal_apps', 'video', 'tve']),
  };
  const v142: RegistrySnapshot = {
    fields: replace(v144.fields, [fieldWithout('connectionType', SET_TOP_CONNECTIONS)]),
    eventTypes: v144.eventTypes,
    eventCases: casesOf(['portals', 'internal_apps', 'video']),
  };
  const v140: RegistrySnapshot = {
    fields: v142.fields,
    eventTypes: replace(v142.eventTypes, [], ['experimentActivated']),
    eventCases: casesOf(['portals', 'internal_apps']),
  };
  return [
    {
      version: '1.40.0',
      snapshot: v140,
      notes: 'The base event schema with the portals’ and internal apps’ event cases.',
    },
    { version: '1.42.0', snapshot: v142, notes: 'Experiment enrolment events; the video apps’ event cases.' },
    {
      version: '1.44.0',
      snapshot: v144,
      notes: 'Set-top guide connection types (IP, QAM); TV Everywhere event cases.',
    },
    {
      version: '1.46.0',
      snapshot: v146,
      notes: 'FairPlay DRM, token-exchange sign-in, and the event cases of the remaining apps.',
    },
    {
      version: '1.48.0',
      snapshot: v148,
      notes: 'GraphQL calls: architecture, operation name and type on API calls.',
    },
  ];
}

/**
 * Edits made after the latest demo release, waiting for review: a new content class and a reworded
 * event case. The seeded draft is the final demo registry with these applied.
 */
export function demoPendingEdits(final: RegistrySnapshot): {
  fields: FieldDefinition[];
  eventCases: EventCase[];
} {
  const contentClass = final.fields.find((f) => f.name === 'contentClass');
  const [firstCase] = final.eventCases;
  if (!contentClass || !firstCase) throw new Error('the demo registry lacks contentClass or event cases');
  return {
    fields: [{ ...contentClass, values: [...contentClass.values, 'ppv'] }],
    eventCases: [{ ...firstCase, description: `${firstCase.description} Counted once per selection.` }],
  };
}

/** The demo platforms' decoders: a few releases each, following the Helix releases with a lag. */
function demoDecoders(): {
  platform: AppPlatformName;
  helixVersions: string[];
  major: number;
  lagDays: number;
}[] {
  const platforms = [...new Set(DEMO_CLIENT_APPS.map((app) => appPlatformOf(app)))].sort();
  return platforms.map((platform, i) => ({
    platform,
    // Set-top platforms trail: their decoders stop one Helix version behind.
    helixVersions: DEMO_HELIX_VERSIONS.slice(1, platform === 'ROKU' || platform === 'XU' ? -1 : undefined),
    major: 2 + (i % 3),
    lagDays: 1 + (i % 4),
  }));
}

function actor(username: string): AuthUser {
  const persona = personaByUsername(username);
  if (!persona) throw new Error(`no demo persona ${username}`);
  return {
    id: persona.username,
    pid: persona.pid,
    email: persona.email,
    name: persona.name,
    roles: persona.roles,
  };
}

/**
 * Seeds the demo registry into an empty one (a registry someone has edited is left alone), with
 * releases spread over the demo window ending `nowMs` so each predates the events declaring it.
 * Resolves to whether it seeded.
 */
export async function seedRegistry(app: FastifyInstance, nowMs = Date.now()): Promise<boolean> {
  if (!(await registryService.isEmpty(app.db))) return false;
  const mapper = actor('mapper');
  const admin = actor('admin');
  const startMs = nowMs - app.config.SEED_DAYS * DAY_MS;
  const span = nowMs - startMs;
  // Each before the first app release declaring it (generator-scenario.ts `releasesOf`).
  const releaseTimes = [
    startMs - 75 * DAY_MS,
    startMs - 30 * DAY_MS,
    startMs + 0.06 * span,
    startMs + 0.2 * span,
    startMs + 0.4 * span,
  ];
  const snapshots = demoHelixSnapshots();
  for (const [i, { version, snapshot, notes }] of snapshots.entries()) {
    const at = Math.round(releaseTimes[i]!);
    // The editors' work a few days before each release (each version only adds), then the release.
    await registryService.importRecords(app.db, mapper, snapshot, at - 3 * DAY_MS);
    await helixService.release(app.db, admin, { version, notes }, at);
  }
  for (const decoder of demoDecoders()) {
    for (const [k, helixVersion] of decoder.helixVersions.entries()) {
      const released =
        Math.round(releaseTimes[DEMO_HELIX_VERSIONS.indexOf(helixVersion as never)]!) +
        decoder.lagDays * DAY_MS;
      await helixService.releaseDecoder(
        app.db,
        admin,
        {
          platform: decoder.platform,
          decoderVersion: `${decoder.major}.${k}.0`,
          helixVersion,
          notes: `Decodes Helix ${helixVersion} events from ${decoder.platform} apps.`,
        },
        Math.min(released, nowMs - DAY_MS),
      );
    }
  }
  const final = snapshots[snapshots.length - 1]!.snapshot;
  await registryService.importRecords(app.db, mapper, demoPendingEdits(final), nowMs - DAY_MS);
  return true;
}
