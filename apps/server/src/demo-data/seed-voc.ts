import { randomUUID } from 'node:crypto';
import type { Queryable } from '../plugins/stores';
import { personaByUsername } from '../modules/auth/personas';

/**
 * The Voice of Customer side of the demo identities (issue 15 item 9): `admin` is a VoC admin (and,
 * holding prism-admin, admin of every application); `voc` is a manager with read and write on
 * every application that has feedback; `voc-reader` a manager with read only. Idempotent: records
 * that exist are left as they are, so an admin's later changes stand.
 */

/** Domains whose applications collect feedback. */
const FEEDBACK_DOMAINS = ['portals', 'video', 'internal_apps', 'journey_survey', 'employee_experience'];

const PERSONA_RIGHTS = [
  { username: 'admin', role: 'admin', read: true, write: true },
  { username: 'voc', role: 'manager', read: true, write: true },
  { username: 'voc-reader', role: 'manager', read: true, write: false },
] as const;

export async function seedVocPersonas(db: Queryable): Promise<void> {
  const apps = await db.query<{ id: string }>(
    `SELECT id FROM applications WHERE domain = ANY($1::text[]) AND kind IN ('client', 'voiceOfCustomer') ORDER BY id`,
    [FEEDBACK_DOMAINS],
  );
  for (const rights of PERSONA_RIGHTS) {
    const persona = personaByUsername(rights.username);
    if (!persona) continue;
    const [first, ...rest] = persona.name.split(' ');
    await db.query(
      `INSERT INTO voc_users (id, auth_id, first_name, last_name, email, role) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ((lower(auth_id))) DO NOTHING`,
      [randomUUID(), persona.username, first ?? '', rest.join(' '), persona.email, rights.role],
    );
    for (const app of apps) {
      await db.query(
        `INSERT INTO voc_permissions (id, auth_id, entity_id, role, read, write) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ((lower(auth_id)), entity_id) DO NOTHING`,
        [randomUUID(), persona.username, app.id, rights.role, rights.read, rights.write],
      );
    }
  }
}
