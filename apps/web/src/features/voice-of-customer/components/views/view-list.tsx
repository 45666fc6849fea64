import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { SavedView } from '../../api/views';
import { viewUndeletableReason } from './view-rules';
import styles from './views.module.css';

export interface ViewListProps {
  views: readonly SavedView[];
  currentViewId: string;
  favouriteId: string | null;
  /** Why the favourite cannot be chosen here (no permission record of the user's own), or null. */
  favouriteBlocked: string | null;
  /** A call is running: the list's actions wait. */
  busy: boolean;
  onChoose: (view: SavedView) => void;
  onFavourite: (view: SavedView) => void;
  onEdit: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
}

/**
 * The saved views, defaults first: each can be chosen and starred as the favourite; the user's
 * own can be changed and deleted, except the one in use (spec 001 section 4).
 */
export function ViewList({ views, ...actions }: ViewListProps) {
  return (
    <ul className={styles.list} aria-label="Views">
      {views.map((view) => (
        <ViewRow key={view._id} view={view} {...actions} />
      ))}
    </ul>
  );
}

function ViewRow({
  view,
  currentViewId,
  favouriteId,
  favouriteBlocked,
  busy,
  onChoose,
  onFavourite,
  onEdit,
  onDelete,
}: Omit<ViewListProps, 'views'> & { view: SavedView }) {
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    // The question replaces the row's buttons and back: focus follows, so the keyboard is not lost.
    if (confirming) keepButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const inUse = view._id === currentViewId;
  const favourite = view._id === favouriteId;
  const undeletable = viewUndeletableReason(view, currentViewId);

  return (
    <li className={[styles.row, inUse ? styles.rowInUse : ''].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={[styles.star, favourite ? styles.starOn : ''].filter(Boolean).join(' ')}
        aria-pressed={favourite}
        aria-label={`Favourite: ${view.name}`}
        title={
          favouriteBlocked ?? (favourite ? 'Your favourite: click to clear it' : 'Make it your favourite')
        }
        disabled={busy || favouriteBlocked !== null}
        onClick={() => onFavourite(view)}
      >
        {favourite ? '★' : '☆'}
      </button>
      <div className={styles.rowName}>
        <span className={styles.name}>{view.name}</span>
        {view.isDefault ? <span className={styles.tag}>Default</span> : null}
        <span className={styles.muted}>
          {view.columns.length} {view.columns.length === 1 ? 'column' : 'columns'}
        </span>
        {undeletable && !view.isDefault ? (
          <span id={reasonId} className={styles.reason}>
            {undeletable}
          </span>
        ) : null}
      </div>
      {confirming ? (
        <div className={styles.rowActions} role="group" aria-label={`Delete ${view.name}?`}>
          <span className={styles.confirm}>Delete this view?</span>
          <Button ref={keepButton} variant="secondary" size="small" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button
            size="small"
            className={styles.danger}
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              onDelete(view);
            }}
          >
            Delete
          </Button>
        </div>
      ) : (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            size="small"
            disabled={inUse}
            aria-label={`Use ${view.name}`}
            onClick={() => onChoose(view)}
          >
            {inUse ? 'In use' : 'Use'}
          </Button>
          {view.isDefault ? null : (
            <>
              <Button
                variant="borderless"
                size="small"
                disabled={busy}
                aria-label={`Edit ${view.name}`}
                onClick={() => onEdit(view)}
              >
                Edit
              </Button>
              <Button
                ref={deleteButton}
                variant="borderless"
                size="small"
                disabled={busy || undeletable !== null}
                aria-label={`Delete ${view.name}`}
                aria-describedby={undeletable ? reasonId : undefined}
                title={undeletable ?? undefined}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
