import { MSG, type EventCaseEntry } from '@prism/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Toast } from '../../components/ui/toast';
import { useSession } from '../../features/auth/hooks/use-session';
import { useEventCases } from '../../features/registry/api/get-event-cases';
import { useRegistry } from '../../features/registry/api/get-registry';
import { EventCasesPage } from '../../features/registry/components/event-cases-page';
import { RegistryLoadError, RegistryLoading } from '../../features/registry/components/registry-states';
import {
  EVENT_CASE_SORTS,
  eventCaseFavoritesToggle,
  type EventCaseListView,
  type EventCaseSortField,
} from '../../features/registry/lib/event-case-list';
import { useUserProfile } from '../../features/users/api/get-or-create-user';
import { useUpdateUser } from '../../features/users/api/update-user';
import { useUrlState } from '../../features/time/hooks/use-url-state';
import { entityPagePath } from '../page/dashboard-page';
import { RegistryPageFrame, useRegistryPage, useSearchParamsPatch } from '../page/registry-page';
import { useEventCaseVolumes } from '../page/use-event-case-volumes';

const TITLE = 'Event Cases';

/** The list's own address parameters, left behind when a case's details open. */
const LIST_PARAMS = ['searchTerm', 'eventType', 'favorites', 'sort', 'direction'];

/** The list's view from the address: `searchTerm`, `eventType`, `favorites=true`, `sort`, `direction`. */
function listView(params: URLSearchParams): EventCaseListView {
  const sort = params.get('sort');
  return {
    search: params.get('searchTerm') ?? '',
    eventType: params.get('eventType') ?? '',
    favoritesOnly: params.get('favorites') === 'true',
    sort: EVENT_CASE_SORTS.includes(sort as EventCaseSortField) ? (sort as EventCaseSortField) : 'name',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * `/:entityID/quantum-resources/event-cases`: the cases of the entity's applications with their
 * events in the period, the user's favourites first (saved in `eventCaseFavorites`).
 */
export function RegistryEventCasesRoute() {
  const { entity, appIds, apps, canEdit } = useRegistryPage(TITLE);
  const url = useUrlState({ appName: entity.kind === 'application' ? entity.id.split('@')[0] : undefined });
  const navigate = useNavigate();
  const [params, patch] = useSearchParamsPatch();
  const { user } = useSession();
  const profile = useUserProfile(user.id);
  const updateUser = useUpdateUser(user.id);
  const [problem, setProblem] = useState<string | null>(null);
  const cases = useEventCases(appIds);
  const registry = useRegistry();
  const { volumes, failed } = useEventCaseVolumes(url, appIds);
  const favorites = profile.data?.eventCaseFavorites ?? [];

  const detailsHref = (eventCase: EventCaseEntry) => {
    const query = new URLSearchParams(params);
    for (const name of LIST_PARAMS) query.delete(name);
    query.set('entityID', eventCase.id);
    query.set('domain', eventCase.domain);
    return entityPagePath(entity, 'quantum-resources/event-cases/details', `?${query.toString()}`);
  };

  return (
    <RegistryPageFrame entity={entity} title={TITLE} url={url}>
      {cases.isPending || registry.isPending ? (
        <RegistryLoading label="Loading the event cases" />
      ) : cases.isError || registry.isError ? (
        <RegistryLoadError
          title="The event cases could not be loaded"
          error={cases.error ?? registry.error}
          onRetry={() => {
            void cases.refetch();
            void registry.refetch();
          }}
        />
      ) : (
        <EventCasesPage
          cases={cases.data}
          registry={registry.data}
          apps={apps}
          volumes={volumes}
          volumesFailed={failed}
          favorites={favorites}
          favoritesSaving={updateUser.isPending || !profile.data}
          onToggleFavorite={(id) =>
            updateUser.mutate(
              { eventCaseFavorites: eventCaseFavoritesToggle(favorites, id) },
              { onError: () => setProblem(MSG.favoritesSaveError) },
            )
          }
          view={listView(params)}
          onViewChange={(next) =>
            patch({
              ...(next.search !== undefined ? { searchTerm: next.search } : {}),
              ...(next.eventType !== undefined ? { eventType: next.eventType } : {}),
              ...(next.favoritesOnly !== undefined ? { favorites: next.favoritesOnly ? 'true' : '' } : {}),
              ...(next.sort !== undefined ? { sort: next.sort } : {}),
              ...(next.direction !== undefined ? { direction: next.direction } : {}),
            })
          }
          detailsHref={detailsHref}
          onCreated={(created) => void navigate(detailsHref(created))}
          canEdit={canEdit}
        />
      )}
      {problem ? <Toast message={problem} tone="error" onDismiss={() => setProblem(null)} /> : null}
    </RegistryPageFrame>
  );
}
