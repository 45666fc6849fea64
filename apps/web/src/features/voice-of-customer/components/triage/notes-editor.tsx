import { FEEDBACK_NOTES_MAX, VOC_MSG } from '@prism/domain';
import { useState, type Ref } from 'react';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { TextArea } from '../../../../components/ui/text-area';
import { countFormat } from '../../../../lib/format';
import styles from './triage.module.css';

export interface NotesEditorProps {
  /** The item's note as stored. */
  note: string | null | undefined;
  canWrite: boolean;
  /** Saves the text; rejects with the server's reason. */
  onSave: (text: string) => Promise<unknown>;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** True when the text would change the stored note (spec 001 section 5: saved only if it differs). */
export function noteChanged(text: string, note: string | null | undefined): boolean {
  return text !== (note ?? '');
}

/**
 * The item's note (spec 001 sections 5 and 8). It is saved on leaving the box (Escape leaves it),
 * on Save and on Ctrl/⌘ + Enter, and only when its text differs from the stored note. A refused save shows the
 * 'Voice of Customer Edit Notes Category Input Field' error with the server's reason and keeps the
 * typed text. Readers see the note read-only.
 */
export function NotesEditor({ note, canWrite, onSave, textAreaRef }: NotesEditorProps) {
  const [text, setText] = useState(note ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = noteChanged(text, note);

  const save = async () => {
    if (!canWrite || saving || !noteChanged(text, note)) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(text);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.notes}>
      <TextArea
        ref={textAreaRef}
        label="Note"
        hideLabel
        value={text}
        readOnly={!canWrite}
        maxLength={FEEDBACK_NOTES_MAX}
        placeholder={canWrite ? 'Add a note for this feedback' : 'No note'}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            // Leaves the box (saving it), so the page's shortcuts work again.
            event.currentTarget.blur();
          }
        }}
      />
      {canWrite ? (
        <div className={styles.notesFooter}>
          <span className={styles.muted}>
            {countFormat(text.length)} / {countFormat(FEEDBACK_NOTES_MAX)} · Ctrl/⌘ + Enter saves
          </span>
          <LoadingButton
            size="small"
            variant="secondary"
            loading={saving}
            disabled={!dirty}
            // Saving on blur already: the click must not save a second time.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void save()}
          >
            Save note
          </LoadingButton>
        </div>
      ) : null}
      {failure ? <NotesError reason={failure} /> : null}
    </div>
  );
}

/** The error component of a refused note (spec 001 section 8), titled with the spec's words. */
export function NotesError({ reason }: { reason: string }) {
  return (
    <div className={styles.notesError} role="alert">
      <strong>{VOC_MSG.editNotesError}</strong>
      <span>The note was not saved: {reason}</span>
      <span className={styles.muted}>Your text is kept; change it or try again.</span>
    </div>
  );
}
