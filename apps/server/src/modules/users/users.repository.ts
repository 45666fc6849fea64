import type { PageFavorite, User } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

interface UserRow {
  id: string;
  pid: string;
  first_name: string;
  last_name: string;
  roles: string[];
  favorites: string[];
  event_case_favorites: string[];
  avatar: string;
  preferred_initials: string;
  avatar_background_color: string;
  page_favorites: PageFavorite[];
  group_favorites: string[];
  last_login_date: Date | string | null;
}

const fromRow = (row: UserRow): User => ({
  id: row.id,
  pid: row.pid,
  firstName: row.first_name,
  lastName: row.last_name,
  roles: row.roles,
  favorites: row.favorites,
  eventCaseFavorites: row.event_case_favorites,
  avatar: row.avatar,
  preferredInitials: row.preferred_initials,
  avatarBackgroundColor: row.avatar_background_color,
  pageFavorites: row.page_favorites,
  groupFavorites: row.group_favorites,
  lastLoginDate: row.last_login_date === null ? null : new Date(row.last_login_date).toISOString(),
});

/** Columns a patch may write, by the User field that feeds them; json columns are stored as jsonb. */
const PATCHABLE = {
  favorites: { column: 'favorites', json: true },
  groupFavorites: { column: 'group_favorites', json: true },
  pageFavorites: { column: 'page_favorites', json: true },
  eventCaseFavorites: { column: 'event_case_favorites', json: true },
  avatar: { column: 'avatar', json: false },
  preferredInitials: { column: 'preferred_initials', json: false },
  avatarBackgroundColor: { column: 'avatar_background_color', json: false },
} as const;

export type UserChanges = Partial<Pick<User, keyof typeof PATCHABLE>>;

export const usersRepository = {
  async get(db: Queryable, id: string): Promise<User | null> {
    const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return row ? fromRow(row) : null;
  },

  /**
   * Creates the user unless it exists; either way returns the stored record. A new record has no
   * lastLoginDate: the portal creates a user on the first visit, so a null lastLoginDate is how the
   * portal knows a first-time user (welcome modal); the next own read records the sign-in.
   */
  async create(
    db: Queryable,
    user: Pick<User, 'id' | 'pid' | 'firstName' | 'lastName' | 'roles'>,
  ): Promise<{ user: User; created: boolean }> {
    const inserted = await db.query<UserRow>(
      `INSERT INTO users (id, pid, first_name, last_name, roles)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING *`,
      [user.id, user.pid, user.firstName, user.lastName, JSON.stringify(user.roles)],
    );
    if (inserted[0]) return { user: fromRow(inserted[0]), created: true };
    return { user: (await this.get(db, user.id))!, created: false };
  },

  /** Records a sign-in: the roles the token carries now and the time. */
  async touchLogin(db: Queryable, id: string, roles: readonly string[]): Promise<User | null> {
    const [row] = await db.query<UserRow>(
      'UPDATE users SET roles = $2, last_login_date = now() WHERE id = $1 RETURNING *',
      [id, JSON.stringify(roles)],
    );
    return row ? fromRow(row) : null;
  },

  async update(db: Queryable, id: string, changes: UserChanges): Promise<User | null> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, value] of Object.entries(changes)) {
      const target = PATCHABLE[field as keyof typeof PATCHABLE];
      if (!target || value === undefined) continue;
      params.push(target.json ? JSON.stringify(value) : value);
      sets.push(`${target.column} = $${params.length}`);
    }
    if (sets.length === 0) return this.get(db, id);
    const [row] = await db.query<UserRow>(
      `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
      params,
    );
    return row ? fromRow(row) : null;
  },
};
