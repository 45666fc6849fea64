import { INITIALS_MAX, userInitials, type User, type UserPatch } from '@prism/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import {
  Dropdown,
  DropdownNote,
  DropdownSection,
  dropdownItemClassName,
} from '../../../components/ui/dropdown';
import { LoadingButton } from '../../../components/ui/loading-button';
import { avatarFileRead } from '../lib/avatar-file';
import styles from './avatar-menu.module.css';

/** The avatar's colour before the user picks one (the theme's `--color-avatar`). */
export const AVATAR_DEFAULT_COLOR = '#3b5b92';
const SWATCHES = ['#3b5b92', '#1d4ed8', '#0f766e', '#15803d', '#b45309', '#b42318', '#7c3aed', '#475569'];

export interface AvatarMenuProps {
  user: Pick<User, 'avatar' | 'preferredInitials' | 'avatarBackgroundColor'>;
  /** The user's full name, for the fallback initials and the accessible name. */
  name: string;
  /** Saves the change; rejects when the save failed. */
  onSave: (patch: UserPatch) => Promise<unknown>;
}

/**
 * The avatar and its menu (spec 000 section 2): upload, change or remove a photo; without a photo,
 * pick initials and a background colour. Problems show as red text in the menu.
 */
export function AvatarMenu({ user, name, onSave }: AvatarMenuProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'initials' | 'color' | null>(null);
  const [previewColor, setPreviewColor] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hasPhoto = user.avatar !== '';
  const savedColor = user.avatarBackgroundColor || AVATAR_DEFAULT_COLOR;

  const save = async (patch: UserPatch): Promise<boolean> => {
    try {
      await onSave(patch);
      setProblem(null);
      return true;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  return (
    <>
      <Dropdown
        align="end"
        label={`Signed in as ${name}: profile menu`}
        trigger={
          <Avatar
            initials={userInitials(name, user.preferredInitials)}
            name={name}
            color={previewColor ?? savedColor}
            photo={user.avatar || undefined}
          />
        }
      >
        {(close) => (
          <DropdownSection title={name}>
            <button
              type="button"
              className={dropdownItemClassName}
              onClick={() => fileInput.current?.click()}
            >
              {hasPhoto ? 'Change Photo' : 'Upload Photo'}
            </button>
            {hasPhoto ? (
              <button
                type="button"
                className={dropdownItemClassName}
                onClick={() => void save({ avatar: '' })}
              >
                Remove Photo
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className={dropdownItemClassName}
                  onClick={() => {
                    close();
                    setDialog('initials');
                  }}
                >
                  Change Initials
                </button>
                <button
                  type="button"
                  className={dropdownItemClassName}
                  onClick={() => {
                    close();
                    setDialog('color');
                  }}
                >
                  Change Color
                </button>
              </>
            )}
            <input
              ref={fileInput}
              className={styles.file}
              type="file"
              accept="image/*"
              aria-label="Photo file"
              tabIndex={-1}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const read = await avatarFileRead(file);
                if (read.problem !== null) setProblem(read.problem);
                else await save({ avatar: read.dataUrl });
              }}
            />
            {problem ? <DropdownNote tone="error">{problem}</DropdownNote> : null}
          </DropdownSection>
        )}
      </Dropdown>
      {dialog === 'initials' ? (
        <InitialsDialog
          initial={user.preferredInitials}
          onCancel={() => setDialog(null)}
          onSubmit={async (initials) => {
            if (await save({ preferredInitials: initials })) setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'color' ? (
        <ColorDialog
          saved={savedColor}
          onPreview={setPreviewColor}
          onCancel={() => {
            // Cancel puts back the saved colour (spec 000 section 2).
            setPreviewColor(null);
            setDialog(null);
          }}
          onSubmit={async (color) => {
            if (await save({ avatarBackgroundColor: color })) {
              setPreviewColor(null);
              setDialog(null);
            }
          }}
        />
      ) : null}
    </>
  );
}

function InitialsDialog({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: string;
  onSubmit: (initials: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    await onSubmit(value.trim());
    setSaving(false);
  };
  return (
    <Dialog title="Change Initials" onClose={onCancel}>
      {/* A form, so Enter in the box submits (spec 000 section 2). */}
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <label htmlFor={id} className={styles.label}>
          Initials (up to {INITIALS_MAX} characters)
        </label>
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={INITIALS_MAX}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value.toUpperCase().slice(0, INITIALS_MAX))}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={saving}>
            Save
          </LoadingButton>
        </div>
      </form>
    </Dialog>
  );
}

function ColorDialog({
  saved,
  onPreview,
  onSubmit,
  onCancel,
}: {
  saved: string;
  onPreview: (color: string) => void;
  onSubmit: (color: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(saved);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const pick = (color: string) => {
    setValue(color);
    onPreview(color);
  };
  return (
    <Dialog title="Change Color" onClose={onCancel}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setSaving(true);
          void onSubmit(value).finally(() => setSaving(false));
        }}
      >
        <div className={styles.swatches} role="group" aria-label="Colors">
          {SWATCHES.map((color) => (
            <button
              key={color}
              type="button"
              className={styles.swatch}
              style={{ backgroundColor: color }}
              aria-label={color}
              aria-pressed={value.toLowerCase() === color}
              onClick={() => pick(color)}
            />
          ))}
        </div>
        <label htmlFor={id} className={styles.label}>
          Any color
        </label>
        <input
          id={id}
          type="color"
          className={styles.color}
          value={value}
          onChange={(event) => pick(event.target.value)}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={saving}>
            Save
          </LoadingButton>
        </div>
      </form>
    </Dialog>
  );
}
