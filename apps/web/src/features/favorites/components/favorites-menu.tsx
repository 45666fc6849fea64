import { MSG, type PageFavorite } from '@prism/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Dropdown,
  DropdownNote,
  DropdownSection,
  dropdownItemClassName,
} from '../../../components/ui/dropdown';
import { Tooltip } from '../../../components/ui/tooltip';
import { favoritesToggle, type FavoriteKind } from '../lib/favorites-toggle';
import styles from './favorites-menu.module.css';

export interface FavoritesPatch {
  favorites?: string[];
  groupFavorites?: string[];
  pageFavorites?: PageFavorite[];
}

export interface FavoritesMenuProps {
  favorites: readonly string[];
  groupFavorites: readonly string[];
  pageFavorites: readonly PageFavorite[];
  /** Names of the groups, by id, for the group favourites. */
  groupNames: ReadonlyMap<string, string>;
  /** The application or group the page is about, which the star adds or removes. */
  current: { kind: 'application' | 'group'; id: string; name: string } | null;
  saveFailed: boolean;
  /** The profile could not be fetched: each list says so instead of showing entries. */
  fetchFailed: boolean;
  onSave: (patch: FavoritesPatch) => void;
  /** Opens the favourites chooser. */
  onChooseApps: () => void;
  /** Opens the page-favourite dialog for the current page; null where there is no area page to keep. */
  onAddPage: (() => void) | null;
  /** Opens the page-favourite dialog on a kept page. */
  onEditPage: (favorite: PageFavorite) => void;
}

/** 'My Favorites' (spec 000 sections 2, 8 and 9): applications, groups and pages, five of each at most. */
export function FavoritesMenu({
  favorites,
  groupFavorites,
  pageFavorites,
  groupNames,
  current,
  saveFailed,
  fetchFailed,
  onSave,
  onChooseApps,
  onAddPage,
  onEditPage,
}: FavoritesMenuProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<FavoriteKind | null>(null);

  const toggle = (kind: 'App' | 'Group', id: string) => {
    const list = kind === 'App' ? favorites : groupFavorites;
    const result = favoritesToggle(list, id, kind);
    setProblem(result.problem);
    if (result.list) onSave(kind === 'App' ? { favorites: result.list } : { groupFavorites: result.list });
  };

  const currentOf = (kind: 'application' | 'group') => (current?.kind === kind ? current : null);
  const star = (kind: 'App' | 'Group') => {
    const entity = currentOf(kind === 'App' ? 'application' : 'group');
    const noun = kind === 'App' ? 'application' : 'group';
    if (!entity) {
      return (
        <Tooltip
          label={`Add ${noun}`}
          content={kind === 'App' ? MSG.favoriteAppTooltip : MSG.favoriteGroupTooltip}
        >
          <span className={styles.starMuted}>☆</span>
        </Tooltip>
      );
    }
    const on = (kind === 'App' ? favorites : groupFavorites).includes(entity.id);
    return (
      <button
        type="button"
        className={styles.star}
        aria-pressed={on}
        aria-label={on ? `Remove ${entity.name} from favorites` : `Add ${entity.name} to favorites`}
        onClick={() => toggle(kind, entity.id)}
      >
        {on ? '★' : '☆'}
      </button>
    );
  };
  const edit = (kind: FavoriteKind, count: number) =>
    count > 0 ? (
      <button
        type="button"
        className={styles.edit}
        aria-pressed={editing === kind}
        aria-label={`Edit ${kind} favorites`}
        onClick={() => setEditing((was) => (was === kind ? null : kind))}
      >
        ✎
      </button>
    ) : null;
  const actions = (...items: ReactNode[]) => <span className={styles.actions}>{items}</span>;
  const removeButton = (label: string, onRemove: () => void) => (
    <button type="button" className={styles.remove} aria-label={`Remove ${label}`} onClick={onRemove}>
      ×
    </button>
  );

  const emptyOr = (count: number) =>
    fetchFailed ? (
      <DropdownNote tone="error">{MSG.favoritesFetchError}</DropdownNote>
    ) : count === 0 ? (
      <DropdownNote>{MSG.noFavoritesCurrently}</DropdownNote>
    ) : null;

  return (
    <Dropdown trigger="My Favorites" align="end">
      {(close) => (
        <div className={styles.menu}>
          {problem ? <DropdownNote tone="error">{problem}</DropdownNote> : null}
          {saveFailed ? <DropdownNote tone="error">{MSG.favoritesSaveError}</DropdownNote> : null}
          <DropdownSection
            title="Apps"
            action={actions(
              <span key="s">{star('App')}</span>,
              <button
                key="c"
                type="button"
                className={styles.edit}
                aria-label="Choose favorite applications"
                title="Choose favorite applications"
                onClick={() => {
                  close();
                  onChooseApps();
                }}
              >
                ☰
              </button>,
              <span key="e">{edit('App', favorites.length)}</span>,
            )}
          >
            {emptyOr(favorites.length)}
            {favorites.map((id) => (
              <div key={id} className={styles.row}>
                <Link className={dropdownItemClassName} to={`/${encodeURI(id)}/client-analytics/overview`}>
                  {id}
                </Link>
                {editing === 'App' ? removeButton(id, () => toggle('App', id)) : null}
              </div>
            ))}
          </DropdownSection>
          <DropdownSection
            title="Groups"
            action={actions(
              <span key="s">{star('Group')}</span>,
              <span key="e">{edit('Group', groupFavorites.length)}</span>,
            )}
          >
            {emptyOr(groupFavorites.length)}
            {groupFavorites.map((id) => {
              const name = groupNames.get(id) ?? id;
              return (
                <div key={id} className={styles.row}>
                  <Link className={dropdownItemClassName} to={`/${id}/client-analytics/overview`}>
                    {name}
                  </Link>
                  {editing === 'Group' ? removeButton(name, () => toggle('Group', id)) : null}
                </div>
              );
            })}
          </DropdownSection>
          <DropdownSection
            title="Pages"
            action={actions(
              <button
                key="a"
                type="button"
                className={styles.edit}
                aria-label="Add this page to favorites"
                title={onAddPage ? 'Add this page to favorites' : 'Open an analytics page to add it'}
                disabled={!onAddPage || fetchFailed}
                onClick={() => {
                  close();
                  onAddPage?.();
                }}
              >
                +
              </button>,
              <span key="e">{edit('Page', pageFavorites.length)}</span>,
            )}
          >
            {emptyOr(pageFavorites.length)}
            {pageFavorites.map((page) => (
              <div key={page._id} className={styles.row}>
                <Link className={dropdownItemClassName} to={page.url} title={page.description || undefined}>
                  {page.title}
                </Link>
                {editing === 'Page' ? (
                  <>
                    <button
                      type="button"
                      className={styles.edit}
                      aria-label={`Edit ${page.title}`}
                      onClick={() => {
                        close();
                        // The menu opens again in its plain view once the dialog is done.
                        setEditing(null);
                        onEditPage(page);
                      }}
                    >
                      ✎
                    </button>
                    {removeButton(page.title, () =>
                      onSave({ pageFavorites: pageFavorites.filter((entry) => entry._id !== page._id) }),
                    )}
                  </>
                ) : null}
              </div>
            ))}
          </DropdownSection>
        </div>
      )}
    </Dropdown>
  );
}
