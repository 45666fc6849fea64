import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { appSearchCreate } from '../../features/app-switcher/lib/app-search';
import { FavoritesDialog } from '../../features/favorites/components/favorites-dialog';
import { FavoritesMenu } from '../../features/favorites/components/favorites-menu';
import {
  PageFavoriteDialog,
  type PageFavoriteDialogMode,
} from '../../features/favorites/components/page-favorite-dialog';
import { useFavoritesDialog } from '../../features/favorites/hooks/use-favorites-dialog';
import { pageFavoriteDraft } from '../../features/favorites/lib/page-favorite-draft';
import { useUserProfile } from '../../features/users/api/get-or-create-user';
import { useUpdateUser } from '../../features/users/api/update-user';
import { AREA_ROUTES } from '../area-routes';
import type { Entity } from '../entity-resolve';

export interface TopBarFavoritesProps {
  userId: string;
  applications: readonly { id: string; aliases: readonly string[] }[];
  groupNames: ReadonlyMap<string, string>;
  /** The application or group the page is about. */
  current: Entity | null;
}

/**
 * My Favorites with its two dialogs (spec 000 sections 2, 4 and 5): the welcome-then-chooser dialog,
 * which opens by itself on a first-time user's first visit, and the page-favourite dialog.
 */
export function TopBarFavorites({ userId, applications, groupNames, current }: TopBarFavoritesProps) {
  const { pathname, search } = useLocation();
  const profile = useUserProfile(userId);
  const updateUser = useUpdateUser(userId);
  const favoritesDialog = useFavoritesDialog(profile.data);
  const [pageDialog, setPageDialog] = useState<PageFavoriteDialogMode | null>(null);
  const appSearch = useMemo(() => appSearchCreate(applications), [applications]);
  const draft = pageFavoriteDraft({
    pathname,
    search,
    routes: AREA_ROUTES,
    entityName: current?.name ?? null,
  });

  return (
    <>
      {profile.data || profile.isError ? (
        <FavoritesMenu
          favorites={profile.data?.favorites ?? []}
          groupFavorites={profile.data?.groupFavorites ?? []}
          pageFavorites={profile.data?.pageFavorites ?? []}
          groupNames={groupNames}
          current={current}
          saveFailed={updateUser.isError}
          fetchFailed={profile.isError}
          onSave={(patch) => updateUser.mutate(patch)}
          onChooseApps={favoritesDialog.openChooser}
          onAddPage={draft ? () => setPageDialog({ kind: 'add', draft }) : null}
          onEditPage={(favorite) => setPageDialog({ kind: 'edit', favorite })}
        />
      ) : null}
      {favoritesDialog.state.open ? (
        <FavoritesDialog
          firstTime={favoritesDialog.state.firstTime}
          applications={applications}
          search={appSearch}
          favorites={profile.data?.favorites}
          fetchFailed={profile.isError}
          onSave={(favorites) => updateUser.mutateAsync({ favorites })}
          onClose={favoritesDialog.close}
        />
      ) : null}
      {pageDialog && profile.data ? (
        <PageFavoriteDialog
          mode={pageDialog}
          pageFavorites={profile.data.pageFavorites}
          onSave={(pageFavorites) => updateUser.mutateAsync({ pageFavorites })}
          onClose={() => setPageDialog(null)}
        />
      ) : null}
    </>
  );
}
