import { ROLE, experimentProductOf, type ExperimentProduct, type GroupInput } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { applicationsRepository } from '../modules/applications/applications.repository';
import { experimentsRepository, type StoredExperiment } from '../modules/experiments/experiments.repository';
import { groupsRepository } from '../modules/groups/groups.repository';
import { groupsService } from '../modules/groups/groups.service';
import type { AuthUser } from '../plugins/auth';
import { DEMO_CATALOGUE } from './catalogue';
import { seedVocPersonas } from './seed-voc';
import { DEMO_EXPERIMENTS, demoExperimentSchedule, type DemoExperimentTimes } from './generator-scenario';

/** Whom the seeder acts as: a Prism service identity, never a person. */
export const SEEDER: AuthUser = {
  id: 'prism-seeder',
  pid: 'prism-seeder',
  email: '',
  name: 'Prism demo data',
  roles: [ROLE.basic, ROLE.collector],
};

const DEMO_GROUPS: GroupInput[] = [
  {
    name: 'TV apps',
    description: 'The TV app on every device',
    applicationIDs: [
      'OneApp@Roku',
      'OneApp@RokuRsg',
      'OneApp@iOS',
      'OneApp@Android',
      'OneApp@AppleTV',
      'OneApp@Web',
    ],
  },
  {
    name: 'My Account',
    description: 'Consumer self-service on web and mobile',
    applicationIDs: ['MSA@Web', 'MSA@iOS', 'MSA@Android', 'MSA@Android@Xamarin'],
  },
  {
    name: 'Field tools',
    description: 'Apps our technicians and agents use',
    applicationIDs: ['TechMobile@Android', 'TechMobile@iOS', 'FieldOps@Web', 'CareAgent@Web'],
  },
];

/** The demo experiments as the experiments service stores them, dated back from `anchorMs`. */
export function demoExperimentsStored(anchorMs: number): StoredExperiment[] {
  const schedule = demoExperimentSchedule(anchorMs);
  return DEMO_EXPERIMENTS.map((experiment, i) => {
    const times = schedule[i]!;
    return {
      uuid: experiment.uuid,
      name: experiment.name,
      status: experiment.status,
      variants: experiment.variants.map(({ uuid, name }) => ({ uuid, name })),
      products: experiment.appIds.flatMap((id): ExperimentProduct[] => {
        const product = experimentProductOf(id);
        return product ? [product] : [];
      }),
      startMs: times.startMs,
      endMs: times.endMs,
      createdMs: times.createdMs,
    };
  });
}

/**
 * When the stored demo experiments run, for the event generator, so that events carry experiment
 * ids only while their experiment ran. Experiments not stored (none, normally) get no events.
 */
export async function demoExperimentTimes(app: FastifyInstance): Promise<DemoExperimentTimes[]> {
  const stored = await experimentsRepository.list(app.db);
  return stored.map(({ uuid, startMs, endMs, createdMs }) => ({ uuid, startMs, endMs, createdMs }));
}

/**
 * Registers the demo application catalogue, groups and experiments in an empty operational store.
 * The experiments are dated back from now, the moment the demo data is first seeded.
 */
export async function seedCatalogue(app: FastifyInstance, nowMs = Date.now()): Promise<void> {
  if ((await applicationsRepository.count(app.db)) === 0)
    await applicationsRepository.upsert(app.db, DEMO_CATALOGUE);
  if ((await groupsRepository.list(app.db)).length === 0) {
    for (const group of DEMO_GROUPS) await groupsService.create(app.db, SEEDER, group);
  }
  if ((await experimentsRepository.count(app.db)) === 0) {
    await app.db.transaction(async (tx) => {
      for (const experiment of demoExperimentsStored(nowMs))
        await experimentsRepository.insert(tx, experiment);
    });
  }
  // The demo personas' Voice of Customer rights exist only where the demo identities sign in.
  if (app.config.AUTH_MODE === 'embedded') await seedVocPersonas(app.db);
}
