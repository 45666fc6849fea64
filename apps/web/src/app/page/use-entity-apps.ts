import { useQuery } from '@tanstack/react-query';
import { applicationsQuery, type ApplicationDetail } from '../../features/applications/api/get-applications';
import { groupsQuery } from '../../features/groups/api/get-groups';
import type { Entity } from '../entity-resolve';

/**
 * The applications an entity stands for, with their details when the list knows them. Reads the
 * lists the entity route loaded without refetching them on mount: a failed group list refetched
 * here would turn pending again and take the page away (the entity route waits on pending lists).
 */
export function useEntityApps(entity: Entity | undefined): { appIds: string[]; apps: ApplicationDetail[] } {
  const applications = useQuery({ ...applicationsQuery(), refetchOnMount: false, retryOnMount: false });
  const groups = useQuery({ ...groupsQuery(), refetchOnMount: false, retryOnMount: false });
  if (!entity) return { appIds: [], apps: [] };
  const appIds =
    entity.kind === 'application'
      ? [entity.id]
      : (groups.data?.find((group) => group._id === entity.id)?.applicationIDs ?? []);
  const details = applications.data?.details ?? [];
  const apps = appIds.flatMap((id) => details.filter((detail) => detail.id === id));
  return { appIds, apps };
}
