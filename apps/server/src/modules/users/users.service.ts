import { MSG, pageFavoritesDedupe, roleCan, type User, type UserPatch } from '@prism/domain';
import { randomUUID } from 'node:crypto';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import { applicationsRequire, requireAllKnown } from '../applications/applications.service';
import { groupsRepository } from '../groups/groups.repository';
import { usersRepository, type UserChanges } from './users.repository';

/** A user's own record, or anyone's for an admin. */
function requireSelfOrAdmin(auth: AuthUser, id: string): void {
  if (auth.id !== id && !roleCan(auth.roles, 'admin'))
    throw forbidden('You may only read or change your own user');
}

function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

async function requireKnownGroups(db: Db, ids: readonly string[]): Promise<void> {
  const groups = await groupsRepository.byIds(db, ids);
  requireAllKnown(
    'groupFavorites',
    'group',
    ids,
    groups.map((group) => group._id),
  );
}

export const usersService = {
  /** The stored user; reading one's own record also records the sign-in and the token's roles. */
  async get(db: Db, auth: AuthUser, id: string): Promise<User> {
    requireSelfOrAdmin(auth, id);
    const user =
      auth.id === id
        ? await usersRepository.touchLogin(db, id, auth.roles)
        : await usersRepository.get(db, id);
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  },

  /** Creates the caller's user from the token (idempotent: an existing user is returned as it is). */
  async create(db: Db, auth: AuthUser, id: string): Promise<{ user: User; created: boolean }> {
    if (auth.id !== id) throw forbidden('You may only create your own user');
    return usersRepository.create(db, { id, pid: auth.pid, roles: auth.roles, ...splitName(auth.name) });
  },

  async update(db: Db, auth: AuthUser, id: string, patch: UserPatch): Promise<User> {
    requireSelfOrAdmin(auth, id);
    const { pageFavorites, ...rest } = patch;
    const changes: UserChanges = { ...rest };
    if (patch.favorites) {
      changes.favorites = [...new Set(patch.favorites)];
      await applicationsRequire(db, 'favorites', changes.favorites);
    }
    if (patch.groupFavorites) {
      changes.groupFavorites = [...new Set(patch.groupFavorites)];
      await requireKnownGroups(db, changes.groupFavorites);
    }
    if (pageFavorites) {
      changes.pageFavorites = pageFavoritesDedupe(pageFavorites).map((fav) => ({
        ...fav,
        _id: fav._id ?? randomUUID(),
      }));
    }
    const user = await usersRepository.update(db, id, changes);
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  },
};
