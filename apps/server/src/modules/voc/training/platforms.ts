import type { FeedbackItem } from '@prism/domain';
import type { Queryable } from '../../../plugins/stores';
import { badRequest } from '../../../lib/errors';

/** A platform as the trained categories read it: the applications that share one model. */
export interface PlatformRow {
  id: string;
  name: string;
  application_ids: string[];
  ml_analysis_field: string;
  confidence_threshold: number;
}

export async function platformsAll(db: Queryable): Promise<PlatformRow[]> {
  return db.query<PlatformRow>(
    'SELECT id, name, application_ids, ml_analysis_field, confidence_threshold FROM voc_platforms ORDER BY name',
  );
}

/**
 * The one platform serving every application named. A call naming applications of two platforms,
 * or one no platform serves, is the caller's mistake: the message says which.
 */
export async function platformOfApps(db: Queryable, appIds: readonly string[]): Promise<PlatformRow> {
  const platforms = await platformsAll(db);
  const owners = new Map<string, PlatformRow>();
  for (const appId of appIds) {
    const platform = platforms.find((candidate) => candidate.application_ids.includes(appId));
    if (!platform) {
      throw badRequest(
        `applicationIDs: no platform serves ${appId}; a Voice of Customer admin groups applications into platforms`,
      );
    }
    owners.set(platform.id, platform);
  }
  if (owners.size > 1) {
    throw badRequest(
      `applicationIDs: the applications belong to several platforms (${[...owners.values()]
        .map((platform) => platform.name)
        .join(', ')}); a model serves one platform`,
    );
  }
  return [...owners.values()][0]!;
}

/** The text a platform's model reads from an item: its `mlAnalysisField`, else the verbatim. */
export function modelTextOf(item: FeedbackItem, field: string): string | null {
  const value = (item as unknown as Record<string, unknown>)[field];
  const text = typeof value === 'string' && value.trim() ? value : (item.verbatim ?? item.altVerbatim);
  return text?.trim() ? text : null;
}
