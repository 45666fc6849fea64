import type { GroupInput } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { applicationsRepository } from '../modules/applications/applications.repository';
import { groupsRepository } from '../modules/groups/groups.repository';
import { groupsService } from '../modules/groups/groups.service';
import type { AuthUser } from '../plugins/auth';
import { DEMO_CATALOGUE } from './catalogue';

/** Whom the seeder acts as: a Prism service identity, never a person. */
export const SEEDER: AuthUser = {
  id: 'prism-seeder',
  pid: 'prism-seeder',
  email: '',
  name: 'Prism demo data',
  roles: ['prism-basic'],
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

/** Registers the demo application catalogue and groups in an empty operational store. */
export async function seedCatalogue(app: FastifyInstance): Promise<void> {
  if ((await applicationsRepository.count(app.db)) === 0)
    await applicationsRepository.upsert(app.db, DEMO_CATALOGUE);
  if ((await groupsRepository.list(app.db)).length === 0) {
    for (const group of DEMO_GROUPS) await groupsService.create(app.db, SEEDER, group);
  }
}
