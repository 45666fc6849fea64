import { randomUUID } from 'node:crypto';
import type { Category } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../plugins/auth';
import type { Queryable } from '../plugins/stores';
import { personaByUsername } from '../modules/auth/personas';
import { vocAccessForget } from '../modules/voc/voc-access';
import { modelTrainingQueue } from '../modules/voc/training/models.service';
import { trainingRowsInsert, type NewTrainingRow } from '../modules/voc/training/training-data.repository';
import {
  demoFeedbackCatalogue,
  demoFeedbackPlatform,
  demoFeedbackPlatformId,
} from './feedback/feedback-categories';
import {
  generateDemoFeedbackEntries,
  generateDemoFeedbackItems,
  type DemoFeedbackItem,
} from './feedback/feedback-generator';

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
  vocAccessForget();
}

/**
 * The demo platforms, category trees, manual categories and category groups
 * (`demo-data/feedback/feedback-categories.ts`), stored when absent. Parents go in before their
 * children; records that exist are left as they are.
 */
export async function seedVocCatalogue(db: Queryable): Promise<void> {
  const catalogue = demoFeedbackCatalogue();
  for (const platform of catalogue.platforms) {
    await db.query(
      `INSERT INTO voc_platforms (id, name, description, application_ids, ml_analysis_field, confidence_threshold)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [
        platform._id,
        platform.name,
        platform.description,
        platform.applicationIDs,
        platform.mlAnalysisField,
        platform.confidenceThreshold,
      ],
    );
  }
  const depth = (category: Category): number => {
    let level = 0;
    for (let parent = category.parent; parent; level += 1) {
      parent = catalogue.categories.find((candidate) => candidate._id === parent)?.parent ?? null;
    }
    return level;
  };
  const ordered = [...catalogue.categories].sort((a, b) => depth(a) - depth(b));
  for (const category of ordered) {
    await db.query(
      `INSERT INTO voc_categories (id, application_ids, category, parent, subcategory, description, is_archived, is_ml_trained)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [
        category._id,
        category.applicationIDs,
        category.category,
        category.parent,
        category.subcategory,
        category.description,
        category.isArchived,
        category.isMLTrained,
      ],
    );
  }
  for (const manual of catalogue.manualCategories) {
    await db.query(
      `INSERT INTO voc_manual_categories (id, application_ids, category, manual_category, description, is_archived)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [
        manual._id,
        manual.applicationIDs,
        manual.category,
        manual.manualCategory,
        manual.description,
        manual.isArchived,
      ],
    );
  }
  const appsOf = new Map(catalogue.categories.map((category) => [category._id, category.applicationIDs]));
  for (const group of catalogue.categoryGroups) {
    const applicationIds = [...new Set(group.categoryIds.flatMap((id) => appsOf.get(id) ?? []))];
    await db.query(
      `INSERT INTO voc_category_groups (id, name, application_ids, category_ids) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [group._id, group.categoryGroupName, applicationIds, group.categoryIds],
    );
  }
}

/** Demo training examples generated per start of an empty store (mock training data). */
const SEED_TRAINING_EXAMPLES = 6_000;

/**
 * Mock training data for each demo platform (`isMockTrainingData`): texts the feedback generator
 * writes under another seed, each labelled with the categories its issues are filed under, and
 * the first model of each platform queued (it goes in use by itself and categorises the feedback
 * that arrived before it). Nothing happens when training data exists.
 */
export async function seedDemoTrainingData(app: FastifyInstance, nowMs = Date.now()): Promise<number> {
  const [row] = await app.db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM voc_training_data) AS any',
  );
  if (row?.any) return 0;
  const rows: NewTrainingRow[] = [];
  const seen = new Set<string>();
  for (const entry of generateDemoFeedbackEntries({
    nowMs,
    count: SEED_TRAINING_EXAMPLES,
    seed: app.config.SEED + 0x7e57,
  })) {
    const text = entry.item.verbatim?.trim();
    const leaves = demoFeedbackPlatform(entry.platform).leavesByIssue;
    const categoryIds = [...new Set(entry.issues.flatMap((issue) => leaves.get(issue)?._id ?? []))];
    if (!text || categoryIds.length === 0 || seen.has(`${entry.platform} ${text}`)) continue;
    seen.add(`${entry.platform} ${text}`);
    rows.push({
      platform_id: demoFeedbackPlatformId(entry.platform),
      value: text,
      category_ids: categoryIds,
      is_mock: true,
      source: 'import',
    });
  }
  await app.db.transaction(async (tx) => {
    await trainingRowsInsert(tx, rows);
    for (const platform of demoFeedbackCatalogue().platforms) {
      await modelTrainingQueue(tx, { id: platform._id, name: platform.name }, null, 'seeder');
    }
  });
  app.jobs.wake();
  return rows.length;
}

/** Items per ingestion call while seeding: the most the call takes. */
const SEED_BATCH = 1_000;

/**
 * At the first start: the VoC catalogue, then `SEED_FEEDBACK` demo items over the last 90 days
 * through the ingestion route as `seeder` (a service identity with the collector role) (validated and enriched like any application's), in calls of 1,000.
 * Nothing is sent when the feedback store already holds items.
 */
export async function seedDemoFeedback(
  app: FastifyInstance,
  seeder: AuthUser,
  nowMs = Date.now(),
): Promise<number> {
  await seedVocCatalogue(app.db);
  const count = app.config.SEED_FEEDBACK;
  if (count === 0) return 0;
  const [row] = await app.db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM voc_feedback) AS any');
  if (row?.any) return 0;
  await seedDemoTrainingData(app, nowMs);
  const token = await app.tokens.issue(seeder, { service: true, ttlSeconds: 24 * 3600 });
  let sent = 0;
  let batch: DemoFeedbackItem[] = [];
  const send = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/voice-of-customer/feedback',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ feedback: batch }),
    });
    if (res.statusCode !== 200)
      throw new Error(`Ingestion refused demo feedback: ${res.statusCode} ${res.body}`);
    sent += batch.length;
    batch = [];
  };
  for (const item of generateDemoFeedbackItems({ nowMs, count, seed: app.config.SEED })) {
    batch.push(item);
    if (batch.length === SEED_BATCH) await send();
  }
  if (batch.length > 0) await send();
  return sent;
}
