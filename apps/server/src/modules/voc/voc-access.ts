import { ROLE, roleCan, roleMatches } from '@prism/domain';
import type { AuthUser } from '../../plugins/auth';
import type { Queryable } from '../../plugins/stores';
import { onAccessChange } from '../../lib/access-changes';
import { forbidden } from '../../lib/errors';

/**
 * Who may do what in the Voice of Customer module (spec 001 section 6, issue 15 item 5), decided on
 * the server for every call. The endpoint itself needs `prism-full` or `voc-read`; then each
 * application's permission record (role admin or manager, read, write; on the application or on a
 * group holding it) decides: reading needs read, triage (categories, notes, flags, reroutes) needs
 * write, managing an application's categories needs admin on it. A VoC admin (a VoC user whose role
 * is admin, or a holder of `prism-admin`, which is how the first admin exists) is admin of every
 * application and manages users and permissions. Personal data needs `customer-feedback-access`
 * and the call's `showPII`.
 */
export interface VocAccess {
  authID: string;
  /** Admin of every application, manager of users and permissions. */
  isVocAdmin: boolean;
  /** Holds `customer-feedback-access` (personal data still needs `showPII` on the call). */
  personalData: boolean;
  canRead(appId: string): boolean;
  canWrite(appId: string): boolean;
  isAdminOf(appId: string): boolean;
}

interface PermissionRow {
  entity_id: string;
  role: 'admin' | 'manager';
  read: boolean;
  write: boolean;
}

/**
 * How long a caller's rights are reused: the table's calls come in bursts (a page, its count, its
 * filter values), and reading the records took 4 ms of a 12 ms call on PGlite. A change of users,
 * permissions or groups on this server clears the cache at once ({@link vocAccessForget}); another
 * server behind the same database sees it within this time.
 */
export const VOC_ACCESS_TTL_MS = 5_000;
const ACCESS_CACHE_MAX = 1_000;
const accessCache = new Map<string, { at: number; access: Promise<VocAccess> }>();
onAccessChange(() => accessCache.clear());

/** Forgets every cached right (after a user, permission or group changes). */
export function vocAccessForget(): void {
  accessCache.clear();
}

/** The caller's rights, from their roles, their VoC user record and their permission records. */
export async function vocAccessOf(db: Queryable, auth: AuthUser): Promise<VocAccess> {
  // Keyed by the store too: tests and benchmarks run several apps in one process.
  const key = JSON.stringify([auth.id, auth.roles]);
  const now = Date.now();
  const cached = accessCache.get(key);
  if (cached && cached.at + VOC_ACCESS_TTL_MS > now && storeOf.get(cached.access) === db)
    return cached.access;
  const access = accessRead(db, auth);
  storeOf.set(access, db);
  if (accessCache.size >= ACCESS_CACHE_MAX) accessCache.clear();
  accessCache.set(key, { at: now, access });
  // A failed read is not kept.
  access.catch(() => accessCache.delete(key));
  return access;
}
const storeOf = new WeakMap<Promise<VocAccess>, Queryable>();

async function accessRead(db: Queryable, auth: AuthUser): Promise<VocAccess> {
  // One statement: the user's role, then each permission with the applications of its group.
  const rows = await db.query<PermissionRow & { user_role: string | null; application_ids: string[] | null }>(
    `SELECT u.role AS user_role, NULL AS entity_id, NULL AS role, NULL AS read, NULL AS write,
            NULL::jsonb AS application_ids
       FROM voc_users u WHERE lower(u.auth_id) = lower($1) AND NOT u.is_archived
     UNION ALL
     SELECT NULL, p.entity_id, p.role, p.read, p.write, g.application_ids
       FROM voc_permissions p LEFT JOIN app_groups g ON g.id = p.entity_id
      WHERE lower(p.auth_id) = lower($1) AND NOT p.is_archived`,
    [auth.id],
  );
  const users = rows.filter((row) => row.user_role !== null).map((row) => ({ role: row.user_role }));
  const permissions = rows.filter((row) => row.entity_id !== null);
  const isVocAdmin = roleMatches(auth.roles, ROLE.admin) || users.some((user) => user.role === 'admin');
  // An application's rights: its own record, or the records of the groups holding it.
  const rights = new Map<string, { read: boolean; write: boolean; admin: boolean }>();
  for (const permission of permissions) {
    const appIds = permission.application_ids ?? [permission.entity_id];
    for (const appId of appIds) {
      const held = rights.get(appId) ?? { read: false, write: false, admin: false };
      const admin = permission.role === 'admin';
      rights.set(appId, {
        read: held.read || permission.read || admin,
        write: held.write || permission.write || admin,
        admin: held.admin || admin,
      });
    }
  }
  return {
    authID: auth.id,
    isVocAdmin,
    personalData: roleCan(auth.roles, 'customerFeedback'),
    canRead: (appId) => isVocAdmin || (rights.get(appId)?.read ?? false),
    canWrite: (appId) => isVocAdmin || (rights.get(appId)?.write ?? false),
    isAdminOf: (appId) => isVocAdmin || (rights.get(appId)?.admin ?? false),
  };
}

/** Throws 403 naming the first application the caller may not read. */
export function requireRead(access: VocAccess, appIds: readonly string[]): void {
  const refused = appIds.find((appId) => !access.canRead(appId));
  if (refused !== undefined) throw forbidden(`You have no read permission on ${refused}`);
}

/** Throws 403 naming the first application the caller may not write to. */
export function requireWrite(access: VocAccess, appIds: readonly string[]): void {
  const refused = appIds.find((appId) => !access.canWrite(appId));
  if (refused !== undefined) throw forbidden(`You have no write permission on ${refused}`);
}

/** Throws 403 unless the caller is admin of every application named. */
export function requireAdminOf(access: VocAccess, appIds: readonly string[]): void {
  const refused = appIds.find((appId) => !access.isAdminOf(appId));
  if (refused !== undefined) throw forbidden(`You are not a Voice of Customer admin of ${refused}`);
}

/** Throws 403 unless the caller is a VoC admin (users and permissions). */
export function requireVocAdmin(access: VocAccess): void {
  if (!access.isVocAdmin) throw forbidden('Only a Voice of Customer admin manages users and permissions');
}

/** True when personal data may leave the server on this call: the role and the call's `showPII`. */
export function personalDataShown(access: VocAccess, showPII: boolean | null | undefined): boolean {
  return access.personalData && showPII === true;
}
