import type { AppDomain, AppKind } from '@prism/domain';
import { MSG } from '@prism/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { appSearchCreate } from '../lib/app-search';
import { AllAppsDialog } from './all-apps-dialog';
import styles from './app-switcher.module.css';

export interface SwitcherApp {
  id: string;
  aliases: readonly string[];
  domain: AppDomain;
  kind: AppKind;
}

export interface AppSwitcherProps {
  applications: readonly SwitcherApp[];
  /** The user's favourite application ids, listed first. */
  favorites: readonly string[];
  /** The application or group the page is about, if any: its name stands in the empty box. */
  current?: { kind: 'application' | 'group'; name: string };
  onChoose: (app: SwitcherApp) => void;
}

/**
 * The top bar's application switcher (spec 000 section 2): a fuzzy search box whose list shows the
 * favourites until three characters are typed, then the matches, favourites first; 'View All'
 * lists every application by domain. Arrow keys move through the list, Enter chooses, Escape closes.
 */
export function AppSwitcher({ applications, favorites, current, onChoose }: AppSwitcherProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [allOpen, setAllOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  const search = useMemo(() => appSearchCreate(applications), [applications]);
  const favoriteApps = useMemo(
    () => favorites.flatMap((id) => applications.filter((app) => app.id === id)),
    [applications, favorites],
  );
  const searching = query.trim().length > 0;
  const options = useMemo(() => {
    if (!searching) return favoriteApps;
    const found = search(query);
    const isFavorite = (app: SwitcherApp) => favorites.includes(app.id);
    return [...found.filter(isFavorite), ...found.filter((app) => !isFavorite(app))];
  }, [favoriteApps, favorites, query, search, searching]);

  const choose = (app: SwitcherApp) => {
    setOpen(false);
    setQuery('');
    onChoose(app);
  };
  const optionId = (index: number) => `${listId}-${index}`;
  const activeIndex = Math.min(active, options.length - 1);

  return (
    <div
      ref={root}
      className={styles.switcher}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={input}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label="Search applications"
        placeholder={current?.name ?? 'Search applications'}
        title={current ? `${current.kind === 'group' ? 'Group' : 'Application'}: ${current.name}` : undefined}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive(options.length ? (activeIndex + 1) % options.length : 0);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive(options.length ? (activeIndex - 1 + options.length) % options.length : 0);
          } else if (event.key === 'Enter') {
            const app = options[activeIndex];
            if (open && app) {
              event.preventDefault();
              choose(app);
            }
          } else if (event.key === 'Escape') {
            if (open) event.stopPropagation();
            setOpen(false);
            setQuery('');
          }
        }}
      />
      {open ? (
        <div className={styles.panel}>
          <p className={styles.heading} id={`${listId}-label`}>
            {searching ? 'Applications' : 'Favorite applications'}
          </p>
          <ul id={listId} role="listbox" aria-labelledby={`${listId}-label`} className={styles.list}>
            {options.map((app, index) => (
              <li
                key={app.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(app)}
              >
                <span className={styles.optionId}>{app.id}</span>
                {app.aliases.length ? <span className={styles.alias}>{app.aliases.join(', ')}</span> : null}
                {favorites.includes(app.id) ? (
                  <span className={styles.star} title="Favorite" aria-hidden="true">
                    ★
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {options.length === 0 ? (
            <p className={styles.empty}>
              {searching
                ? query.trim().length < 3
                  ? 'Type at least 3 characters to search.'
                  : MSG.noResults
                : MSG.noFavoritesCurrently}
            </p>
          ) : null}
          <button
            type="button"
            className={styles.viewAll}
            onClick={() => {
              setOpen(false);
              setAllOpen(true);
            }}
          >
            View All
          </button>
        </div>
      ) : null}
      {allOpen ? (
        <AllAppsDialog
          applications={applications}
          onClose={() => setAllOpen(false)}
          onChoose={(app) => {
            setAllOpen(false);
            choose(app);
          }}
        />
      ) : null}
    </div>
  );
}
