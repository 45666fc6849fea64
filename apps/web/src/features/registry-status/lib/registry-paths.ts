import type { AppDomain } from '@prism/domain';

/** The registry pages' paths under `/:entityID/` (spec 000 section 2), for links between them. */
export const REGISTRY_PAGES = {
  decoder: 'quantum-resources/helix/requirements/decoder/latest',
  eventCaseDetails: 'quantum-resources/event-cases/details',
} as const;

/** The query of one decoder release's page: its version, and its platform when several share it. */
export function decoderPageSearch(decoderVersion: string, platform?: string): string {
  const query = new URLSearchParams({ decoderVersion });
  if (platform) query.set('platform', platform);
  return `?${query.toString()}`;
}

/** The query of an event case's registry details (spec 000 section 2: entityID, domain). */
export function eventCaseDetailsSearch(eventCaseId: string, domain: AppDomain): string {
  return `?${new URLSearchParams({ entityID: eventCaseId, domain }).toString()}`;
}

/** The sequence viewer of one visit (spec 000 section 2's link-out). */
export function sequenceVisitPath(visitId: string): string {
  return `/tools/sequence/${encodeURIComponent(visitId)}`;
}
