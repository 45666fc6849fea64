import type { Application } from '@prism/domain';
import { badRequest } from '../../lib/errors';
import type { Queryable } from '../../plugins/stores';
import { applicationsRepository } from './applications.repository';

/** 400 naming the field and every id the store does not know, e.g. `favorites: unknown application "X"`. */
export function requireAllKnown(
  field: string,
  noun: string,
  wanted: readonly string[],
  found: readonly string[],
): void {
  const known = new Set(found);
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest(`${field}: unknown ${noun} ${unknown.map((id) => `"${id}"`).join(', ')}`);
}

/** The applications with these ids; 400 on behalf of `field` when any is unknown. */
export async function applicationsRequire(
  db: Queryable,
  field: string,
  ids: readonly string[],
): Promise<Application[]> {
  const apps = await applicationsRepository.byIds(db, ids);
  requireAllKnown(
    field,
    'application',
    ids,
    apps.map((app) => app.id),
  );
  return apps;
}
