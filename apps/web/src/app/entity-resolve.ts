/** The application or group an area page is about (spec 000 section 2: `/:entityID` is either). */
export interface Entity {
  kind: 'application' | 'group';
  id: string;
  /** What the page and the document title call it: the application id, or the group's name. */
  name: string;
}

export type EntityMatch =
  | { status: 'found'; entity: Entity }
  /** No exact match, but an application whose id differs only in case: the address should use it. */
  | { status: 'wrong-case'; id: string }
  | { status: 'unknown' };

export interface EntityCatalogue {
  applicationIds: readonly string[];
  groups: readonly { _id: string; name: string }[];
}

/**
 * Finds the entity of a path's first segment: an application id or a group id, exactly; failing
 * that, an application id that matches ignoring case (the case fix of spec 000 section 2).
 */
export function entityResolve(entityId: string, { applicationIds, groups }: EntityCatalogue): EntityMatch {
  if (applicationIds.includes(entityId)) {
    return { status: 'found', entity: { kind: 'application', id: entityId, name: entityId } };
  }
  const group = groups.find((candidate) => candidate._id === entityId);
  if (group) return { status: 'found', entity: { kind: 'group', id: group._id, name: group.name } };
  const lower = entityId.toLowerCase();
  const sameButCase = applicationIds.find((id) => id.toLowerCase() === lower);
  return sameButCase ? { status: 'wrong-case', id: sameButCase } : { status: 'unknown' };
}

/** `pathname` with its first segment replaced by `entityId`, encoded as the router would write it. */
export function entityPathReplace(pathname: string, entityId: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return `/${encodeURI(entityId)}${rest}`;
}
