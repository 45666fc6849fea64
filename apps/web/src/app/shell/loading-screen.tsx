import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { StatusPage } from '../../components/ui/status-page';
import styles from './loading-screen.module.css';

/** One thing the shell waits for before the first page shows. */
export interface ShellLoad {
  label: string;
  status: 'pending' | 'error' | 'success';
  /** Loads it again (after a failure). */
  retry: () => void;
}

export interface LoadingScreenProps {
  loads: readonly ShellLoad[];
}

/**
 * Spec 000 section 2: a loading screen shows until favourites, groups, applications and the current
 * application are loaded. When one fails, it says which and offers to try again.
 */
export function LoadingScreen({ loads }: LoadingScreenProps) {
  const failed = loads.filter((load) => load.status === 'error');
  if (failed.length > 0) {
    return (
      <StatusPage
        title="Prism could not load"
        alert={`Could not load ${listText(failed.map((load) => load.label))}.`}
        body="The server did not answer as expected. Try again; if it keeps failing, let the team know through Need Help."
        actions={
          <Button
            onClick={() => {
              for (const load of failed) load.retry();
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.screen}>
      <Spinner label="Loading Prism…" />
      <ul className={styles.list} aria-label="Loading">
        {loads.map((load) => (
          <li key={load.label} className={load.status === 'success' ? styles.done : styles.pending}>
            <span aria-hidden="true">{load.status === 'success' ? '✓' : '•'}</span> {capitalise(load.label)}
            <span className="visually-hidden">{load.status === 'success' ? ' loaded' : ' loading'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
