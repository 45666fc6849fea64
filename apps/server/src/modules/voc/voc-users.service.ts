import { randomUUID } from 'node:crypto';
import {
  DEFAULT_COLUMN_VIEWS,
  VOC_ROLES,
  columnGroupColumns,
  columnGroupInputSchema,
  vocIdSchema,
  type ColumnGroup,
  type VocPermission,
  type VocUser,
} from '@prism/domain';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Queryable } from '../../plugins/stores';
import { badRequest, conflict, forbidden, notFound, parseInput } from '../../lib/errors';
import { requireVocAdmin, vocAccessForget, vocAccessOf } from './voc-access';

/**
 * Voice of Customer users, their per-application permissions and their saved column views (spec
 * 001 sections 3 to 6). A VoC admin manages users and permissions; everyone reads their own
 * record and manages their own views. The four default views are the same for everyone, have
 * fixed ids (`default-…`) and cannot be changed or deleted.
 */

interface UserRow {
  id: string;
  auth_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'admin' | 'manager';
  is_archived: boolean;
}

interface PermissionRow {
  id: string;
  auth_id: string;
  entity_id: string;
  role: 'admin' | 'manager';
  read: boolean;
  write: boolean;
  is_archived: boolean;
  column_group_id: string | null;
}

const permissionOf = (row: PermissionRow): VocPermission => ({
  _id: row.id,
  authID: row.auth_id,
  entityID: row.entity_id,
  role: row.role,
  read: row.read,
  write: row.write,
  isArchived: row.is_archived,
  columnGroupID: row.column_group_id,
});

/** The default views as column groups everyone has. */
export const DEFAULT_COLUMN_GROUPS: readonly ColumnGroup[] = DEFAULT_COLUMN_VIEWS.map((view) => ({
  _id: `default-${view.key}`,
  userID: 'default',
  name: view.name,
  columns: columnGroupColumns(view.columns),
}));
/** The view a user falls back to when they have no favourite (or deleted it). */
export const DEFAULT_COLUMN_GROUP_ID = DEFAULT_COLUMN_GROUPS[0]!._id;

const authId = z.string().trim().min(1, 'is required').max(128);
const roleSchema = z.enum(VOC_ROLES, { message: `must be ${VOC_ROLES.join(' or ')}` });
const insertUserArgs = z
  .object({
    authID: authId,
    firstName: z.string().max(128).nullish(),
    lastName: z.string().max(128).nullish(),
    email: z.email().max(320),
    role: roleSchema,
  })
  .strict();
const updateUserArgs = z
  .object({
    _id: vocIdSchema,
    firstName: z.string().max(128).nullish(),
    lastName: z.string().max(128).nullish(),
    email: z.email().max(320).nullish(),
    role: roleSchema.nullish(),
    isArchived: z.boolean().nullish(),
  })
  .strict();
const insertPermissionArgs = z
  .object({
    authID: authId,
    entityID: z.string().trim().min(1).max(256),
    role: roleSchema.nullish(),
    read: z.boolean(),
    write: z.boolean(),
  })
  .strict();
const updatePermissionArgs = z
  .object({
    _id: vocIdSchema,
    role: roleSchema.nullish(),
    read: z.boolean().nullish(),
    write: z.boolean().nullish(),
    isArchived: z.boolean().nullish(),
  })
  .strict();
const columnGroupArgs = z
  .object({
    authID: authId,
    columnGroup: columnGroupInputSchema.extend({
      _id: vocIdSchema.nullish(),
      userID: z.string().max(128).nullish(),
    }),
  })
  .strict();

/** An admin has write (the domain's rule), said as a 400 instead of stored wrong. */
function checkAdminWrite(role: string, write: boolean): void {
  if (role === 'admin' && !write) throw badRequest('write: an admin has write');
}

export function createVocUsersService(db: Queryable) {
  /** The caller may act for `authID`: themselves, or anyone when a VoC admin. */
  async function actingFor(auth: AuthUser, authID: string | null | undefined): Promise<string> {
    const target = authID?.trim() || auth.id;
    if (target.toLowerCase() === auth.id.toLowerCase()) return auth.id;
    requireVocAdmin(await vocAccessOf(db, auth));
    return target;
  }

  async function userWithPermissions(row: UserRow, entityID?: string | null): Promise<VocUser> {
    const permissions = await db.query<PermissionRow>(
      `SELECT * FROM voc_permissions WHERE lower(auth_id) = lower($1) ${entityID ? 'AND entity_id = $2' : ''}
        ORDER BY entity_id`,
      entityID ? [row.auth_id, entityID] : [row.auth_id],
    );
    return {
      _id: row.id,
      authID: row.auth_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      role: row.role,
      isArchived: row.is_archived,
      permissions: permissions.map(permissionOf),
    };
  }

  async function userById(id: string): Promise<UserRow> {
    const [row] = await db.query<UserRow>('SELECT * FROM voc_users WHERE id = $1', [id]);
    if (!row) throw notFound(`No Voice of Customer user ${id}`);
    return row;
  }

  async function permissionById(id: string): Promise<PermissionRow> {
    const [row] = await db.query<PermissionRow>('SELECT * FROM voc_permissions WHERE id = $1', [id]);
    if (!row) throw notFound(`No permission ${id}`);
    return row;
  }

  async function ownGroups(authID: string): Promise<ColumnGroup[]> {
    const rows = await db.query<{
      id: string;
      user_id: string;
      name: string;
      columns: ColumnGroup['columns'];
    }>(
      'SELECT id, user_id, name, columns FROM voc_column_groups WHERE lower(user_id) = lower($1) ORDER BY name',
      [authID],
    );
    return rows.map((row) => ({ _id: row.id, userID: row.user_id, name: row.name, columns: row.columns }));
  }

  const withDefaultFlag = (group: ColumnGroup) => ({ ...group, isDefault: group.userID === 'default' });

  return {
    async getUser(auth: AuthUser, args: { authID: string; entityID?: string | null }) {
      const authID = await actingFor(auth, args.authID);
      const [row] = await db.query<UserRow>('SELECT * FROM voc_users WHERE lower(auth_id) = lower($1)', [
        authID,
      ]);
      return row ? userWithPermissions(row, args.entityID) : null;
    },

    async getUsers(auth: AuthUser, args: { authID?: string | null; email?: string | null }) {
      requireVocAdmin(await vocAccessOf(db, auth));
      const rows = await db.query<UserRow>(
        `SELECT * FROM voc_users WHERE ($1::text IS NULL OR auth_id ILIKE '%' || $1 || '%')
           AND ($2::text IS NULL OR email ILIKE '%' || $2 || '%') ORDER BY last_name, first_name, auth_id`,
        [args.authID?.trim() || null, args.email?.trim() || null],
      );
      return Promise.all(rows.map((row) => userWithPermissions(row)));
    },

    /**
     * getUserPermissionOne: the caller's effective permission on an entity (their record there, or
     * what their group records and admin role give), polled by the portal every 30 minutes.
     */
    async getUserPermissionOne(auth: AuthUser, args: { authID?: string | null; entityID: string }) {
      const authID = await actingFor(auth, args.authID);
      const [row] = await db.query<PermissionRow>(
        'SELECT * FROM voc_permissions WHERE lower(auth_id) = lower($1) AND entity_id = $2 AND NOT is_archived',
        [authID, args.entityID],
      );
      if (row) return permissionOf(row);
      if (authID !== auth.id) return null;
      const access = await vocAccessOf(db, auth);
      if (!access.canRead(args.entityID)) return null;
      return {
        _id: `effective:${args.entityID}`,
        authID,
        entityID: args.entityID,
        role: access.isAdminOf(args.entityID) ? 'admin' : 'manager',
        read: true,
        write: access.canWrite(args.entityID),
        isArchived: false,
        columnGroupID: null,
      } satisfies VocPermission;
    },

    async insertUser(auth: AuthUser, args: unknown) {
      requireVocAdmin(await vocAccessOf(db, auth));
      const input = parseInput(insertUserArgs, args);
      const [taken] = await db.query('SELECT 1 FROM voc_users WHERE lower(auth_id) = lower($1)', [
        input.authID,
      ]);
      if (taken) throw conflict(`A Voice of Customer user ${input.authID} already exists`);
      const [row] = await db.query<UserRow>(
        `INSERT INTO voc_users (id, auth_id, first_name, last_name, email, role)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [randomUUID(), input.authID, input.firstName ?? '', input.lastName ?? '', input.email, input.role],
      );
      vocAccessForget();
      return userWithPermissions(row!);
    },

    async updateUser(auth: AuthUser, args: unknown) {
      requireVocAdmin(await vocAccessOf(db, auth));
      const input = parseInput(updateUserArgs, args);
      await userById(input._id);
      const [row] = await db.query<UserRow>(
        `UPDATE voc_users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
           email = coalesce($4, email), role = coalesce($5, role), is_archived = coalesce($6, is_archived),
           updated_at = now()
         WHERE id = $1 RETURNING *`,
        [
          input._id,
          input.firstName ?? null,
          input.lastName ?? null,
          input.email ?? null,
          input.role ?? null,
          input.isArchived ?? null,
        ],
      );
      vocAccessForget();
      return userWithPermissions(row!);
    },

    async insertUserPermission(auth: AuthUser, args: unknown) {
      requireVocAdmin(await vocAccessOf(db, auth));
      const input = parseInput(insertPermissionArgs, args);
      const role = input.role ?? 'manager';
      checkAdminWrite(role, input.write);
      const [taken] = await db.query(
        'SELECT 1 FROM voc_permissions WHERE lower(auth_id) = lower($1) AND entity_id = $2',
        [input.authID, input.entityID],
      );
      if (taken) throw conflict(`${input.authID} already has a permission on ${input.entityID}`);
      const [row] = await db.query<PermissionRow>(
        `INSERT INTO voc_permissions (id, auth_id, entity_id, role, read, write)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [randomUUID(), input.authID, input.entityID, role, input.read, input.write],
      );
      vocAccessForget();
      return permissionOf(row!);
    },

    async updateUserPermission(auth: AuthUser, args: unknown) {
      requireVocAdmin(await vocAccessOf(db, auth));
      const input = parseInput(updatePermissionArgs, args);
      const current = await permissionById(input._id);
      const role = input.role ?? current.role;
      const write = input.write ?? current.write;
      checkAdminWrite(role, write);
      const [row] = await db.query<PermissionRow>(
        `UPDATE voc_permissions SET role = $2, read = coalesce($3, read), write = $4,
           is_archived = coalesce($5, is_archived), updated_at = now()
         WHERE id = $1 RETURNING *`,
        [input._id, role, input.read ?? null, write, input.isArchived ?? null],
      );
      vocAccessForget();
      return permissionOf(row!);
    },

    async columnGroups(auth: AuthUser, args: { authID: string }) {
      const authID = await actingFor(auth, args.authID);
      return [...DEFAULT_COLUMN_GROUPS, ...(await ownGroups(authID))].map(withDefaultFlag);
    },

    async insertColumnGroup(auth: AuthUser, args: unknown) {
      const input = parseInput(columnGroupArgs, args);
      const authID = await actingFor(auth, input.authID);
      const { name, columns } = input.columnGroup;
      const taken = [...DEFAULT_COLUMN_GROUPS, ...(await ownGroups(authID))].some(
        (group) => group.name.toLowerCase() === name.toLowerCase(),
      );
      if (taken) throw conflict(`A view named ${name} already exists`);
      const id = randomUUID();
      await db.query('INSERT INTO voc_column_groups (id, user_id, name, columns) VALUES ($1, $2, $3, $4)', [
        id,
        authID,
        name,
        JSON.stringify(columns),
      ]);
      return withDefaultFlag({ _id: id, userID: authID, name, columns });
    },

    async updateColumnGroup(auth: AuthUser, args: unknown) {
      const input = parseInput(columnGroupArgs, args);
      const authID = await actingFor(auth, input.authID);
      const { _id: id, name, columns } = input.columnGroup;
      if (!id) throw badRequest('columnGroup._id: is required to update a view');
      if (DEFAULT_COLUMN_GROUPS.some((group) => group._id === id)) {
        throw conflict('The default views cannot be changed; save a new view instead');
      }
      const own = await ownGroups(authID);
      if (!own.some((group) => group._id === id)) throw notFound(`No view ${id} of ${authID}`);
      if (
        [...DEFAULT_COLUMN_GROUPS, ...own].some(
          (g) => g._id !== id && g.name.toLowerCase() === name.toLowerCase(),
        )
      ) {
        throw conflict(`A view named ${name} already exists`);
      }
      await db.query(
        'UPDATE voc_column_groups SET name = $2, columns = $3, updated_at = now() WHERE id = $1',
        [id, name, JSON.stringify(columns)],
      );
      return withDefaultFlag({ _id: id, userID: authID, name, columns });
    },

    /** Deletes a view; where it was the favourite, the favourite goes back to the default view. */
    async deleteColumnGroup(auth: AuthUser, args: { authID: string; _id: string }) {
      const authID = await actingFor(auth, args.authID);
      if (DEFAULT_COLUMN_GROUPS.some((group) => group._id === args._id)) {
        throw conflict('The default views cannot be deleted');
      }
      const [deleted] = await db.query<{ id: string }>(
        'DELETE FROM voc_column_groups WHERE id = $1 AND lower(user_id) = lower($2) RETURNING id',
        [args._id, authID],
      );
      if (!deleted) throw notFound(`No view ${args._id} of ${authID}`);
      await db.query(
        `UPDATE voc_permissions SET column_group_id = NULL, updated_at = now()
          WHERE lower(auth_id) = lower($1) AND column_group_id = $2`,
        [authID, args._id],
      );
      return { _id: args._id, columnGroupID: DEFAULT_COLUMN_GROUP_ID };
    },

    /** Chooses the favourite view on one permission (null clears it: the default view). */
    async updateUserDefaultColumnGroup(auth: AuthUser, args: { _id: string; columnGroupID?: string | null }) {
      const permission = await permissionById(args._id);
      if (permission.auth_id.toLowerCase() !== auth.id.toLowerCase()) {
        const access = await vocAccessOf(db, auth);
        if (!access.isVocAdmin)
          throw forbidden('You can choose the favourite view only on your own permission');
      }
      const groupId = args.columnGroupID ?? null;
      if (groupId !== null && !DEFAULT_COLUMN_GROUPS.some((group) => group._id === groupId)) {
        const own = await ownGroups(permission.auth_id);
        if (!own.some((group) => group._id === groupId))
          throw badRequest(`columnGroupID: no view ${groupId}`);
      }
      const [row] = await db.query<PermissionRow>(
        'UPDATE voc_permissions SET column_group_id = $2, updated_at = now() WHERE id = $1 RETURNING *',
        [args._id, groupId],
      );
      return permissionOf(row!);
    },
  };
}
