import { GROUP_DOMAINS, type Group, type GroupInput } from '@prism/domain';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import { applicationsRequire } from '../applications/applications.service';
import { groupsRepository, isUniqueViolation } from './groups.repository';
import { accessChanged } from '../../lib/access-changes';

const GROUP_DOMAIN_LABELS: Record<string, string> = Object.fromEntries(
  GROUP_DOMAINS.map(({ domain, label }) => [domain, label]),
);

/** The domain the group's applications share; 400 when one is unknown or they are from several. */
async function groupDomainOf(db: Db, input: GroupInput): Promise<Group['domain']> {
  const apps = await applicationsRequire(db, 'applicationIDs', input.applicationIDs);
  const domainOf = new Map(apps.map((app) => [app.id, app.domain]));
  const domains = [...new Set(input.applicationIDs.map((id) => domainOf.get(id)!))];
  const outside = domains.filter((domain) => !(domain in GROUP_DOMAIN_LABELS));
  if (outside.length > 0) {
    throw badRequest(
      `applicationIDs: groups are made of SSPP/Portals, Video or Internal applications, not ${outside.join(', ')}`,
    );
  }
  if (domains.length > 1) {
    const labels = domains.map((domain) => GROUP_DOMAIN_LABELS[domain]).join(' and ');
    throw badRequest(`applicationIDs: all applications of a group must be from one domain, not ${labels}`);
  }
  const domain = domains[0] as Group['domain'];
  if (input.domain && input.domain !== domain) {
    throw badRequest(
      `applicationIDs: the applications are ${GROUP_DOMAIN_LABELS[domain]}, not ${GROUP_DOMAIN_LABELS[input.domain]}`,
    );
  }
  return domain;
}

async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`name: a group named "${name}" already exists`);
    throw err;
  }
}

export const groupsService = {
  list: (db: Db): Promise<Group[]> => groupsRepository.list(db),

  async create(db: Db, auth: AuthUser, input: GroupInput): Promise<Group> {
    const domain = await groupDomainOf(db, input);
    const group: Group = {
      _id: randomUUID(),
      name: input.name,
      description: input.description,
      applicationIDs: input.applicationIDs,
      domain,
    };
    return withUniqueName(input.name, () => groupsRepository.insert(db, group, auth.id));
  },

  async update(db: Db, id: string, input: GroupInput): Promise<Group> {
    const domain = await groupDomainOf(db, input);
    const group: Group = {
      _id: id,
      name: input.name,
      description: input.description,
      applicationIDs: input.applicationIDs,
      domain,
    };
    const updated = await withUniqueName(input.name, () => groupsRepository.update(db, group));
    if (!updated) throw notFound(`No group with id "${id}"`);
    // A permission on the group now covers other applications.
    accessChanged();
    return updated;
  },

  async delete(db: Db, id: string): Promise<void> {
    if (!(await groupsRepository.delete(db, id))) throw notFound(`No group with id "${id}"`);
    accessChanged();
  },
};
