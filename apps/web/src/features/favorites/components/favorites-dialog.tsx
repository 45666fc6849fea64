import { FAVORITES_LIMIT, MSG } from '@prism/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingButton } from '../../../components/ui/loading-button';
import { Spinner } from '../../../components/ui/spinner';
import { favoritesToggle } from '../lib/favorites-toggle';
import styles from './favorites-dialog.module.css';

/** An application the chooser offers. */
export interface ChooserApp {
  id: string;
  aliases: readonly string[];
}

export interface FavoritesDialogProps {
  /** A first-time user meets the welcome step first (spec 000 sections 2 and 4). */
  firstTime: boolean;
  applications: readonly ChooserApp[];
  /** The portal's fuzzy application search; an empty answer for fewer than 3 characters. */
  search: (query: string) => readonly ChooserApp[];
  /** The saved favourites; undefined while they load. */
  favorites: readonly string[] | undefined;
  /** The favourites could not be fetched. */
  fetchFailed: boolean;
  /** Saves the chosen application ids; the dialog closes once it resolves. */
  onSave: (favorites: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Welcome then chooser for first-time users, the chooser directly for others. */
export function FavoritesDialog({ firstTime, onClose, ...chooser }: FavoritesDialogProps) {
  const [step, setStep] = useState<'welcome' | 'chooser'>(firstTime ? 'welcome' : 'chooser');
  if (step === 'welcome') {
    return (
      <Dialog
        title="Welcome to Prism"
        onClose={onClose}
        footer={
          <>
            <span className={styles.footerNote}>Step 1 of 2</span>
            <Button variant="secondary" onClick={onClose}>
              Skip for now
            </Button>
            <Button onClick={() => setStep('chooser')}>Choose favorites</Button>
          </>
        }
      >
        <div className={styles.welcome}>
          <p>
            Prism shows how your applications are used, how they perform and what customers say about them,
            for one application or a group of them.
          </p>
          <p>
            Start by choosing up to {FAVORITES_LIMIT} favorite applications. They sit at the top of the
            application switcher and in My Favorites, where you can also keep groups and pages.
          </p>
        </div>
      </Dialog>
    );
  }
  return <FavoritesChooser {...chooser} onClose={onClose} />;
}

type ChooserProps = Omit<FavoritesDialogProps, 'firstTime'>;

function FavoritesChooser({ favorites, fetchFailed, ...rest }: ChooserProps) {
  if (fetchFailed) {
    return (
      <Dialog title="Favorite applications" onClose={rest.onClose}>
        <div className={styles.apiError} role="alert">
          <strong>{MSG.favoritesModalFetchError}</strong>
          <span>Close this window and try again in a moment.</span>
        </div>
      </Dialog>
    );
  }
  if (!favorites) {
    return (
      <Dialog title="Favorite applications" onClose={rest.onClose}>
        <div className={styles.loading}>
          <Spinner label="Loading your favorites" />
        </div>
      </Dialog>
    );
  }
  return <ChooserForm initial={favorites} {...rest} />;
}

function ChooserForm({
  initial,
  applications,
  search,
  onSave,
  onClose,
}: Omit<ChooserProps, 'favorites' | 'fetchFailed'> & { initial: readonly string[] }) {
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const searchId = useId();
  const listId = useId();
  const searchBox = useRef<HTMLInputElement>(null);

  // Runs after the dialog's own focus handling, so the search box gets focus, also when the
  // chooser follows the welcome step in the same dialog.
  useEffect(() => searchBox.current?.focus(), []);

  const searching = query.trim().length > 0;
  const shown = useMemo(
    () => (searching ? search(query) : [...applications].sort((a, b) => a.id.localeCompare(b.id))),
    [searching, search, query, applications],
  );

  const toggle = (id: string) => {
    const result = favoritesToggle(chosen, id, 'App');
    setProblem(result.problem);
    if (result.list) setChosen(result.list);
  };

  const save = async () => {
    if (chosen.length === 0) {
      setProblem(MSG.noFavoritesSelected);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await onSave(chosen);
      onClose();
    } catch {
      setProblem(MSG.favoritesSaveError);
      setSaving(false);
    }
  };

  return (
    <Dialog
      title="Favorite applications"
      onClose={onClose}
      footer={
        <>
          <span className={styles.footerNote}>Favorites come first in the application switcher.</span>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton loading={saving} onClick={() => void save()}>
            Save favorites
          </LoadingButton>
        </>
      }
    >
      <div className={styles.chooser}>
        <section className={styles.column} aria-labelledby={listId}>
          <h3 id={listId} className={styles.heading}>
            Applications
          </h3>
          <label className={styles.field} htmlFor={searchId}>
            <span>Search applications</span>
            <input
              ref={searchBox}
              id={searchId}
              type="search"
              className={styles.input}
              value={query}
              placeholder="At least 3 characters of an id or alias"
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          {shown.length === 0 ? (
            <p className={styles.hint}>
              {query.trim().length < 3 ? 'Type at least 3 characters to search.' : MSG.noResults}
            </p>
          ) : (
            <ul className={styles.appList} aria-label="Applications to choose from">
              {shown.map((app) => (
                <li key={app.id}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(app.id)}
                      onChange={() => toggle(app.id)}
                    />
                    <span>{app.id}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.column} aria-label="Your favorites">
          <h3 className={styles.heading}>
            Your favorites ({chosen.length} of {FAVORITES_LIMIT})
          </h3>
          {chosen.length === 0 ? (
            <p className={styles.hint}>{MSG.noFavoritesCurrently}</p>
          ) : (
            <ol className={styles.chosenList}>
              {chosen.map((id) => (
                <li key={id} className={styles.chosen}>
                  <span>{id}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${id}`}
                    onClick={() => toggle(id)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ol>
          )}
          {problem ? (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          ) : null}
        </section>
      </div>
    </Dialog>
  );
}
