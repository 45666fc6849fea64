import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { Kbd } from './kbd';
import styles from './shortcuts-dialog.module.css';

/** One row of a page's shortcuts: the keys as shown, and what they do. */
export interface ShortcutRow {
  id: string;
  shown: readonly string[];
  what: string;
}

export interface ShortcutsDialogProps {
  shortcuts: readonly ShortcutRow[];
  /** The line above the keys: when they work, what they leave out. */
  note: ReactNode;
  onClose: () => void;
}

/**
 * A page's 'Keyboard shortcuts' help (opened with ?), written from the same table its key handler
 * reads, so the two cannot disagree: the triage page's and the survey tool's categorize page's.
 */
export function ShortcutsDialog({ shortcuts, note, onClose }: ShortcutsDialogProps) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <table className={styles.shortcuts}>
        <caption className={styles.note}>{note}</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.id}>
              <td>
                {shortcut.shown.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' or ' : null}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
