import { NO_CATEGORY } from '@prism/domain';
import Fuse from 'fuse.js';
import { useEffect, useId, useMemo, useState, type Ref } from 'react';
import styles from './category-picker.module.css';

/** Between the names of a category's path: 'Billing › Charges › Late fee'. */
export const CATEGORY_PATH_SEPARATOR = ' › ';

/** A category as the picker offers it: its names from the top down, and whether it can be applied. */
export interface CategoryPickerOption {
  id: string;
  name: string;
  /** The names of its ancestors, top first (or its whole trail as one entry). */
  path: readonly string[];
  /** True when no category has it as parent: only these can be applied. */
  leaf: boolean;
  /** The full path as one line, for search and for screen readers. */
  label: string;
}

export interface CategoryPickerProps {
  /** The field's accessible name and visible label. */
  label: string;
  /** The categories (every level: only leaves are offered, the others show as their path). */
  options: readonly CategoryPickerOption[];
  /** Ids shown ticked (already applied or chosen); the parent decides what picking one again does. */
  chosen?: readonly string[];
  /** Offer 'No Category' (voice-of-customer paths, spec 001 section 2): clearing the categories. */
  noCategory?: boolean;
  /** A leaf's id, or {@link NO_CATEGORY}. */
  onPick: (choice: string) => void;
  /** Escape on an empty, closed picker: the page takes focus back (the keyboard triage). */
  onLeave?: () => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  hideLabel?: boolean;
}

interface Choice {
  id: string;
  name: string;
  path: string;
  label: string;
}

const noCategoryChoice: Choice = { id: NO_CATEGORY, name: NO_CATEGORY, path: '', label: NO_CATEGORY };

/**
 * A searchable list of the categories that can be applied (leaves: a category with a child is
 * applied through its child, spec 001 section 4): Voice of Customer triage and the survey tool's
 * categorize page. Type to search (fuzzy, over the whole path), the
 * arrows move, Enter picks, Escape closes the list and then leaves the picker. An ARIA combobox.
 */
export function CategoryPicker({
  label,
  options,
  chosen = [],
  noCategory = false,
  onPick,
  onLeave,
  disabled = false,
  inputRef,
  hideLabel = false,
}: CategoryPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const leaves = useMemo<Choice[]>(
    () =>
      options
        .filter((option) => option.leaf)
        .map((option) => ({
          id: option.id,
          name: option.name,
          path: option.path.join(CATEGORY_PATH_SEPARATOR),
          label: option.label,
        })),
    [options],
  );
  const fuse = useMemo(
    () => new Fuse(leaves, { keys: ['label'], threshold: 0.35, ignoreLocation: true }),
    [leaves],
  );
  const matches = useMemo(() => {
    const found = text.trim() === '' ? leaves : fuse.search(text.trim()).map((result) => result.item);
    const offerNone =
      noCategory && (text.trim() === '' || NO_CATEGORY.toLowerCase().includes(text.trim().toLowerCase()));
    return offerNone ? [noCategoryChoice, ...found] : found;
  }, [fuse, leaves, text, noCategory]);

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = Math.min(active, matches.length - 1);

  // The active option stays in sight as the arrows move (the list may open near the window's foot).
  useEffect(() => {
    if (open) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const pick = (choice: Choice | undefined) => {
    if (!choice) return;
    onPick(choice.id);
    setText('');
    setActive(0);
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-input`} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        ref={inputRef}
        className={styles.input}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches.length > 0 ? optionId(activeIndex) : undefined}
        placeholder="Search categories"
        autoComplete="off"
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setOpen(true);
            setActive((activeIndex + step + matches.length) % Math.max(matches.length, 1));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            if (open) pick(matches[activeIndex]);
            else setOpen(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            if (open && text !== '') {
              setText('');
            } else {
              setOpen(false);
              event.currentTarget.blur();
              onLeave?.();
            }
          }
        }}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
          {matches.length === 0 ? (
            <li className={styles.none} role="presentation">
              No category matches “{text}”.
            </li>
          ) : (
            matches.map((choice, index) => {
              const ticked = chosen.includes(choice.id);
              return (
                <li
                  key={choice.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={ticked}
                  aria-label={choice.label}
                  className={`${styles.option} ${index === activeIndex ? styles.active : ''}`}
                  // Keeps focus in the input, so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(choice)}
                  onMouseMove={() => setActive(index)}
                >
                  <span className={styles.tick} aria-hidden="true">
                    {ticked ? '✓' : ''}
                  </span>
                  <span className={styles.name}>{choice.name}</span>
                  {choice.path ? <span className={styles.path}>{choice.path}</span> : null}
                </li>
              );
            })
          )}
        </ul>
      ) : null}
    </div>
  );
}
