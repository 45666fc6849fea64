import { DATA_SOURCES, type DataSource } from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './sequence.module.css';

export interface SequenceSearchFormProps {
  dataSource: DataSource;
  /** Searching by trace id rather than visit id (the address's `isTraceID`). */
  isTraceId: boolean;
  /** The data source's applications, for the picker. */
  appIds: readonly string[];
  /** The application picked (the address's `appId`), or none for all of the data source's. */
  appId: string | undefined;
  onDataSourceChange: (dataSource: DataSource) => void;
  onTraceModeChange: (isTraceId: boolean) => void;
  onAppChange: (appId: string | undefined) => void;
  /** Called with the trimmed id typed. */
  onSearch: (id: string) => void;
  /** A trace search is under way. */
  searching: boolean;
  /** Why the last search found nothing, shown under the field. */
  problem: string | null;
}

const ID_MAX = 128;

/**
 * The sequence viewer's search: a visit id or, with the trace id toggle, a trace id; the data source
 * narrows the search and the application picker, which narrows the recent visits below.
 */
export function SequenceSearchForm({
  dataSource,
  isTraceId,
  appIds,
  appId,
  onDataSourceChange,
  onTraceModeChange,
  onAppChange,
  onSearch,
  searching,
  problem,
}: SequenceSearchFormProps) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const id = useId();
  const label = isTraceId ? 'Trace ID' : 'Visit ID';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setEmpty(value === '');
    if (value !== '') onSearch(value);
  };
  const message = empty ? `Enter a ${isTraceId ? 'trace ID' : 'visit ID'} to search.` : problem;
  return (
    <form className={styles.panel} onSubmit={submit} aria-label="Find a visit" noValidate>
      <div className={styles.formRow}>
        <label className={styles.field}>
          Data source
          <select
            className={styles.select}
            value={dataSource}
            onChange={(event) => onDataSourceChange(event.target.value as DataSource)}
          >
            {DATA_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Application
          <select
            className={styles.select}
            value={appId ?? ''}
            onChange={(event) => onAppChange(event.target.value || undefined)}
          >
            <option value="">All applications</option>
            {appIds.map((app) => (
              <option key={app} value={app}>
                {app}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.formRow}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={isTraceId}
            onChange={(event) => onTraceModeChange(event.target.checked)}
          />
          Search by trace ID
        </label>
      </div>
      <div className={styles.formRow}>
        <label className={styles.field} htmlFor={id}>
          {label}
          <input
            id={id}
            className={`${styles.input} ${styles.searchInput}`}
            value={text}
            maxLength={ID_MAX}
            placeholder={
              isTraceId
                ? '32 hex digits, e.g. 4bf92f3577b34da6a3ce929d0e0e4736'
                : 'The visit ID an event carries'
            }
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            autoComplete="off"
          />
        </label>
        <Button type="submit" disabled={searching}>
          {searching ? 'Searching…' : isTraceId ? 'Find trace' : 'Open visit'}
        </Button>
      </div>
      {message ? (
        <p id={`${id}-message`} className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
