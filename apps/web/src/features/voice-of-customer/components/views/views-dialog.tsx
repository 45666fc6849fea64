import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadProblem, PanelNote } from '../../../../components/ui/load-problem';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { Spinner } from '../../../../components/ui/spinner';
import {
  savedViewColumnIds,
  useChooseFavouriteView,
  useDeleteView,
  useSaveView,
  useSavedViews,
  type SavedView,
  type ViewDraft,
} from '../../api/views';
import { ViewEditor, catalogueColumns } from './view-editor';
import { ViewList } from './view-list';
import { favouriteAfterToggle } from './view-rules';
import styles from './views.module.css';

/** A saved column view as the table uses it. */
export interface ChosenView {
  _id: string;
  name: string;
  columns: string[];
}

/** What the reviews table tells the views dialog. */
export interface ViewsTableState {
  /** The signed-in user's id: their views are theirs. */
  authId: string;
  /** Their permission record on this application or group, which keeps the favourite. */
  permissionId: string | undefined;
  favouriteViewId: string | null;
  /** The view the table shows. */
  currentViewId: string;
  /** The table's visible columns, in order: a new view starts from them. */
  visibleColumns: string[];
  onChoose: (view: ChosenView) => void;
}

export interface ViewsDialogProps extends ViewsTableState {
  onClose: () => void;
}

export const VIEWS_DIALOG_TITLE = 'Views';
export const FAVOURITE_NEEDS_PERMISSION =
  'Your access here comes from a group or your role: a favourite view needs a permission of your own on this application.';

type Mode = { kind: 'list' } | { kind: 'edit'; view: SavedView | null };

const chosenOf = (view: SavedView): ChosenView => ({
  _id: view._id,
  name: view.name,
  columns: catalogueColumns(savedViewColumnIds(view)),
});

/** A favourite is kept on a permission record of the user's own (not one a group or role gives). */
const favouriteBlockedFor = (permissionId: string | undefined) =>
  permissionId === undefined || permissionId.startsWith('effective:') ? FAVOURITE_NEEDS_PERMISSION : null;

/**
 * The saved-views dialog of the reviews table (spec 001 sections 4, 5 and 7): the default views and
 * the user's own; choose one, star the favourite (starring it again clears it), create a view from
 * the visible columns or the catalogue, change or delete one's own. The server's refusals (a name
 * in use) show in the dialog.
 */
export function ViewsDialog({
  authId,
  permissionId,
  favouriteViewId,
  currentViewId,
  visibleColumns,
  onChoose,
  onClose,
}: ViewsDialogProps) {
  const formId = useId();
  const views = useSavedViews(authId);
  const save = useSaveView(authId);
  const remove = useDeleteView(authId);
  const favourite = useChooseFavouriteView(permissionId);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  // What the last call answered, until the permission the page reads catches up.
  const [favouriteAnswer, setFavouriteAnswer] = useState<{ value: string | null } | null>(null);
  const favouriteId = favouriteAnswer ? favouriteAnswer.value : favouriteViewId;

  const listRef = useRef<HTMLDivElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    // Back from the editor, focus comes back to the list instead of being lost.
    if (mode.kind === 'list' && returning.current) listRef.current?.focus();
    returning.current = mode.kind === 'edit';
  }, [mode]);

  const openEditor = (view: SavedView | null) => {
    save.reset();
    setNotice(null);
    setMode({ kind: 'edit', view });
  };

  const saveDraft = (draft: ViewDraft) => {
    const editing = mode.kind === 'edit' ? mode.view : null;
    save.mutate(
      { ...draft, _id: editing?._id },
      {
        onSuccess: (saved) => {
          setMode({ kind: 'list' });
          setNotice(`Saved “${saved.name}”.`);
          // The table shows the view just changed: it follows the change.
          if (saved._id === currentViewId) onChoose(chosenOf(saved));
        },
      },
    );
  };

  const deleteView = (view: SavedView) => {
    setNotice(null);
    remove.mutate(view._id, {
      onSuccess: (answer) => {
        if (view._id === favouriteId) setFavouriteAnswer({ value: answer.columnGroupID });
        setNotice(`Deleted “${view.name}”.`);
        // Its row is gone, with the focus that was in it.
        listRef.current?.focus();
      },
    });
  };

  const toggleFavourite = (view: SavedView) => {
    setNotice(null);
    favourite.mutate(favouriteAfterToggle(favouriteId, view._id), {
      onSuccess: (value) => setFavouriteAnswer({ value }),
    });
  };

  const choose = (view: SavedView) => {
    onChoose(chosenOf(view));
    onClose();
  };

  if (mode.kind === 'edit') {
    const initial: ViewDraft = mode.view
      ? { name: mode.view.name, columns: catalogueColumns(savedViewColumnIds(mode.view)) }
      : { name: '', columns: catalogueColumns(visibleColumns) };
    return (
      <Dialog
        title={mode.view ? `Edit view: ${mode.view.name}` : 'New view'}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={() => setMode({ kind: 'list' })}>
              Cancel
            </Button>
            <LoadingButton type="submit" form={formId} loading={save.isPending}>
              Save
            </LoadingButton>
          </>
        }
      >
        {save.isError ? <ServerProblem message={save.error.message} /> : null}
        <ViewEditor formId={formId} initial={initial} visibleColumns={visibleColumns} onSave={saveDraft} />
      </Dialog>
    );
  }

  const problem = remove.error ?? favourite.error;
  const fallbackName = views.data?.find((view) => view.isDefault)?.name;
  return (
    <Dialog
      title={VIEWS_DIALOG_TITLE}
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => openEditor(null)} disabled={!views.isSuccess}>
            New view
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <div ref={listRef} className={styles.listPanel} tabIndex={-1}>
        {problem ? <ServerProblem message={problem.message} /> : null}
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        {views.isPending ? <Spinner label="Loading views…" /> : null}
        {views.isError ? (
          <LoadProblem
            message={`The views could not be loaded: ${views.error.message}`}
            onRetry={() => void views.refetch()}
            retrying={views.isFetching}
          />
        ) : null}
        {views.isSuccess ? (
          <>
            <ViewList
              views={views.data}
              currentViewId={currentViewId}
              favouriteId={favouriteId}
              favouriteBlocked={favouriteBlockedFor(permissionId)}
              busy={remove.isPending || favourite.isPending}
              onChoose={choose}
              onFavourite={toggleFavourite}
              onEdit={openEditor}
              onDelete={deleteView}
            />
            <PanelNote>
              {favouriteId === null && fallbackName
                ? `No favourite chosen: ${fallbackName} opens first. Star a view to open it first.`
                : 'Your favourite (★) opens first on this page.'}
              {views.data.every((view) => view.isDefault)
                ? ' You have no views of your own yet: New view saves the columns you choose.'
                : ''}
            </PanelNote>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

/** A refusal of the server, in its own words (a name in use, a view gone). */
function ServerProblem({ message }: { message: string }) {
  return (
    <p className={styles.problem} role="alert">
      {message}
    </p>
  );
}
