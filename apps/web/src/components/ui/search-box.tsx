import { useId, type ReactNode } from 'react';
import { useSearchDraft } from '../../lib/use-search-draft';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  /** The search in force (the address's `searchText`). */
  text: string;
  onSearch: (text: string) => void;
  /** The field's name for screen readers ('Search responses'). */
  label: string;
  placeholder: string;
  maxLength: number;
  /** The field's width on its page. */
  inputClassName?: string;
  /** Controls joined to the field's right (the reviews' "Search in" menu). */
  children?: ReactNode;
}

/**
 * A table's search box: what is typed is sent once typing pauses (400 ms), or at once on Enter;
 * the table goes back to its first page.
 */
export function SearchBox({
  text,
  onSearch,
  label,
  placeholder,
  maxLength,
  inputClassName,
  children,
}: SearchBoxProps) {
  const { draft, setDraft, submit } = useSearchDraft(text, onSearch);
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClassName ? `${styles.input} ${inputClassName}` : styles.input}
        placeholder={placeholder}
        value={draft}
        maxLength={maxLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
      />
      {children}
    </div>
  );
}
