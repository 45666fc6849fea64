import { MSG, type EventCaseEntry } from '@prism/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { StateFrame, StateFrameText } from '../../../components/ui/state-frame';
import { countFormat } from '../../../lib/format';
import type { RegistryDraft } from '../api/get-registry';
import {
  eventCaseRows,
  eventCaseSortNext,
  type EventCaseListView,
  type EventCaseSortField,
} from '../lib/event-case-list';
import { EventCaseDialog, type EventCaseApp } from './event-case-dialog';
import styles from './registry.module.css';

const PAGE_SIZES = [25, 50, 100] as const;

export interface EventCasesPageProps {
  cases: readonly EventCaseEntry[];
  registry: Pick<RegistryDraft, 'fields' | 'eventTypes'>;
  /** The open entity's applications, offered to a new case. */
  apps: readonly EventCaseApp[];
  /** Events per case in the page's period; undefined while they load. */
  volumes: ReadonlyMap<string, number> | undefined;
  volumesFailed: boolean;
  /** The user's favourite cases (`eventCaseFavorites`). */
  favorites: readonly string[];
  onToggleFavorite: (id: string) => void;
  favoritesSaving: boolean;
  view: EventCaseListView;
  onViewChange: (next: Partial<EventCaseListView>) => void;
  /** The address of a case's details page. */
  detailsHref: (eventCase: EventCaseEntry) => string;
  /** A case was created: the page may open it. */
  onCreated: (eventCase: EventCaseEntry) => void;
  canEdit: boolean;
}

/**
 * The event cases of the entity's applications (issue 19): searchable by id, name or description,
 * filtered by event type, sortable, each with its events in the period (a case that never arrived
 * is marked "Not seen"); favourites first, with a star to add or remove one and a toggle to show
 * only them; editors create cases. Each row leads to its details.
 */
export function EventCasesPage(props: EventCasesPageProps) {
  const { cases, registry, volumes, volumesFailed, favorites, view, onViewChange, canEdit } = props;
  const [creating, setCreating] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const favoriteSet = useMemo(() => new Set(favorites), [favorites]);
  const rows = useMemo(
    () => eventCaseRows(cases, favoriteSet, volumesFailed ? undefined : volumes, view),
    [cases, favoriteSet, volumes, volumesFailed, view],
  );
  const types = useMemo(() => [...new Set(cases.map((eventCase) => eventCase.eventType))].sort(), [cases]);
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = rows.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  const notSeen = volumes && !volumesFailed ? rows.filter((row) => row.volume === 0).length : null;
  const update = (next: Partial<EventCaseListView>) => {
    setPage(0);
    onViewChange(next);
  };

  const header = (label: string, field: EventCaseSortField, numeric = false) => {
    const sorted = view.sort === field ? view.direction : undefined;
    return (
      <th
        scope="col"
        className={numeric ? styles.numeric : undefined}
        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      >
        <button
          type="button"
          className={styles.sortButton}
          onClick={() => update(eventCaseSortNext(view, field))}
        >
          {label}
          <span className={styles.sortMark} data-active={sorted ? true : undefined} aria-hidden="true">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          inputClassName={styles.searchInput}
          text={view.search}
          onSearch={(search) => update({ search })}
          label="Search event cases"
          placeholder="Search id, name or description"
          maxLength={200}
        />
        <label className={styles.check}>
          <span>Event type</span>
          <select
            className={styles.select}
            value={view.eventType}
            onChange={(event) => update({ eventType: event.target.value })}
          >
            <option value="">All types</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={view.favoritesOnly}
            onChange={(event) => update({ favoritesOnly: event.target.checked })}
          />
          Favourites only
        </label>
        <div className={styles.toolbarEnd}>
          <p className={styles.count} aria-live="polite">
            {countFormat(rows.length)} of {countFormat(cases.length)} cases
            {notSeen ? ` · ${countFormat(notSeen)} not seen in the period` : ''}
          </p>
          {canEdit ? <Button onClick={() => setCreating(true)}>New event case</Button> : null}
        </div>
      </div>
      {volumesFailed ? (
        <p className={styles.formError} role="alert">
          The events per case could not be read for this period; the list is shown without them.
        </p>
      ) : null}
      {cases.length === 0 ? (
        <StateFrame title="No event cases yet">
          <StateFrameText>No event case of the registry applies to these applications.</StateFrameText>
        </StateFrame>
      ) : rows.length === 0 ? (
        <StateFrame
          title={view.favoritesOnly && favorites.length === 0 ? MSG.noFavoritesCurrently : MSG.noResults}
        />
      ) : (
        <>
          <div className={styles.tableWrap} role="region" aria-label="Event cases" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Favourite</span>
                  </th>
                  {header('Name', 'name')}
                  {header('Id', 'id')}
                  {header('Event type', 'eventType')}
                  <th scope="col">Applications</th>
                  {header('Events', 'volume', true)}
                </tr>
              </thead>
              <tbody aria-busy={props.favoritesSaving}>
                {shown.map(({ eventCase, favorite, volume }) => (
                  <tr key={eventCase.id}>
                    <td>
                      <button
                        type="button"
                        className={styles.star}
                        aria-pressed={favorite}
                        aria-label={`Favourite ${eventCase.name}`}
                        disabled={props.favoritesSaving}
                        onClick={() => props.onToggleFavorite(eventCase.id)}
                      >
                        <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
                      </button>
                    </td>
                    <th scope="row">
                      <Link className={styles.link} to={props.detailsHref(eventCase)}>
                        {eventCase.name}
                      </Link>
                      {eventCase.description ? (
                        <div className={`${styles.muted} ${styles.small}`}>{eventCase.description}</div>
                      ) : null}
                    </th>
                    <td className={styles.mono}>{eventCase.id}</td>
                    <td className={styles.mono}>{eventCase.eventType}</td>
                    <td className={styles.small} title={eventCase.appIds.join(', ')}>
                      {eventCase.appIds.length === 1
                        ? eventCase.appIds[0]
                        : `${eventCase.appIds.length} applications`}
                    </td>
                    <td className={styles.numeric}>
                      {volume === null ? (
                        <span className={styles.muted}>—</span>
                      ) : volume === 0 ? (
                        <span className={`${styles.badge} ${styles.notSeen}`}>Not seen</span>
                      ) : (
                        countFormat(volume)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={shownPage}
            pageSize={pageSize}
            pageSizes={PAGE_SIZES}
            rowsShown={shown.length}
            total={rows.length}
            label="Pages of event cases"
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        </>
      )}
      {creating ? (
        <EventCaseDialog
          registry={registry}
          apps={props.apps}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            props.onCreated(saved);
          }}
        />
      ) : null}
    </>
  );
}
