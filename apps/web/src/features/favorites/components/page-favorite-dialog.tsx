import { MSG, pageFavoritesAdd, type PageFavorite, type PageFavoriteInput } from '@prism/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingButton } from '../../../components/ui/loading-button';
import { TextArea } from '../../../components/ui/text-area';
import type { PageFavoriteDraft } from '../lib/page-favorite-draft';
import styles from './favorites-dialog.module.css';

/** Said when the page is already kept with the same name and description; nothing is added. */
export const PAGE_FAVORITE_DUPLICATE = 'This page is already in your favorites.';

export type PageFavoriteDialogMode =
  { kind: 'add'; draft: PageFavoriteDraft } | { kind: 'edit'; favorite: PageFavorite };

export interface PageFavoriteDialogProps {
  mode: PageFavoriteDialogMode;
  /** The saved page favourites the change applies to. */
  pageFavorites: readonly PageFavorite[];
  /** Saves the whole new list; the dialog closes once it resolves. */
  onSave: (pageFavorites: PageFavoriteInput[]) => Promise<unknown>;
  onClose: () => void;
}

/** Keeps the current page (add mode), or renames, redescribes or removes a kept one (edit mode). */
export function PageFavoriteDialog({ mode, pageFavorites, onSave, onClose }: PageFavoriteDialogProps) {
  const editing = mode.kind === 'edit' ? mode.favorite : null;
  const captured: PageFavoriteDraft = mode.kind === 'edit' ? mode.favorite : mode.draft;
  const [title, setTitle] = useState(editing?.title ?? captured.pageName);
  const [description, setDescription] = useState(editing?.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState<'save' | 'remove' | null>(null);
  const ids = { form: useId(), name: useId(), nameError: useId() };
  const nameBox = useRef<HTMLInputElement>(null);

  // After the dialog's own focus handling: the name is what the user changes first.
  useEffect(() => {
    nameBox.current?.focus();
    nameBox.current?.select();
  }, []);

  const send = async (list: PageFavoriteInput[], action: 'save' | 'remove') => {
    setSaving(action);
    try {
      await onSave(list);
      onClose();
    } catch {
      setProblem(MSG.favoritesSaveError);
      setSaving(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    const name = title.trim();
    if (!name) {
      setProblem(MSG.favoriteNameEmpty);
      return;
    }
    setProblem(null);
    const content = { title: name, description: description.trim() };
    if (editing) {
      void send(
        pageFavorites.map((favorite) =>
          favorite._id === editing._id ? { ...favorite, ...content } : favorite,
        ),
        'save',
      );
      return;
    }
    const result = pageFavoritesAdd<PageFavoriteInput>(pageFavorites, {
      url: captured.url,
      pageName: captured.pageName,
      appOrGroupName: captured.appOrGroupName,
      appliedFilterQueryString: captured.appliedFilterQueryString,
      ...content,
    });
    if (result.status === 'duplicate') setNote(PAGE_FAVORITE_DUPLICATE);
    else if (result.status === 'limit') setProblem(result.problem);
    else void send(result.list, 'save');
  };

  const nameProblem = problem === MSG.favoriteNameEmpty ? problem : null;
  const otherProblem = problem !== null && problem !== MSG.favoriteNameEmpty ? problem : null;
  return (
    <Dialog
      title={editing ? 'Edit page favorite' : 'Add page to favorites'}
      onClose={onClose}
      footer={
        <>
          {editing ? (
            <span className={styles.footerNote}>
              <LoadingButton
                variant="secondary"
                loading={saving === 'remove'}
                disabled={saving !== null}
                onClick={() =>
                  void send(
                    pageFavorites.filter((favorite) => favorite._id !== editing._id),
                    'remove',
                  )
                }
              >
                Remove from favorites
              </LoadingButton>
            </span>
          ) : (
            <span className={styles.footerNote}>Kept with its period and filters.</span>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton type="submit" form={ids.form} loading={saving === 'save'} disabled={saving !== null}>
            {editing ? 'Save changes' : 'Add to favorites'}
          </LoadingButton>
        </>
      }
    >
      <form
        id={ids.form}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Edit page favorite' : 'Add page to favorites'}
      >
        <label className={styles.field} htmlFor={ids.name}>
          <span>
            Favorite Name <span aria-hidden="true">*</span>
          </span>
          <input
            ref={nameBox}
            id={ids.name}
            className={styles.input}
            value={title}
            maxLength={120}
            required
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? ids.nameError : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        {nameProblem ? (
          <p id={ids.nameError} role="alert" className={styles.error}>
            {nameProblem}
          </p>
        ) : null}
        <TextArea
          label="Description (optional)"
          value={description}
          maxLength={500}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
        <dl className={styles.captured} aria-label="Page">
          <dt>Page</dt>
          <dd>{captured.pageName || '—'}</dd>
          <dt>Application or group</dt>
          <dd>{captured.appOrGroupName || '—'}</dd>
          <dt>Address</dt>
          <dd>{captured.url}</dd>
          <dt>Filters</dt>
          <dd>{captured.appliedFilterQueryString || 'None'}</dd>
        </dl>
        {otherProblem ? (
          <p role="alert" className={styles.error}>
            {otherProblem}
          </p>
        ) : null}
        {note ? (
          <p role="status" className={styles.note}>
            {note}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
