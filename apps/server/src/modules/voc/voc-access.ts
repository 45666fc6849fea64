import { ROLE, roleCan, roleMatches } from '@prism/domain';
import type { AuthUser } from '../../plugins/auth';
import type { Queryable } from '../../plugins/stores';
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

/** The caller's rights, from their roles, their VoC user record and their permission records. */
export async function vocAccessOf(db: Queryable, auth: AuthUser): Promise<VocAccess> {
  const [users, permissions] = await Promise.all([
    db.query<{ role: string }>(
      'SELECT role FROM voc_users WHERE lower(auth_id) = lower($1) AND NOT is_archived',
      [auth.id],
    ),
    db.query<PermissionRow & { application_ids: string[] | null }>(
      `SELECT p.entity_id, p.role, p.read, p.write,
              (SELECT array_agg(a.value) FROM app_groups g, jsonb_array_elements_text(g.application_ids) a
                WHERE g.id = p.entity_id) AS application_ids
         FROM voc_permissions p
        WHERE lower(p.auth_id) = lower($1) AND NOT p.is_archived`,
      [auth.id],
    ),
  ]);
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
