import { SURVEY_SEARCH_MAX } from '@prism/domain';
import { useId } from 'react';
import { useSearchDraft } from '../../../../lib/use-search-draft';
import styles from './survey-responses.module.css';

export interface ResponsesSearchProps {
  /** The search in force (the address's `searchText`). */
  text: string;
  onSearch: (text: string) => void;
}

/**
 * The responses' search: words of the free-text answers, or a response id. Sent once typing pauses
 * (400 ms) or at once on Enter; the table goes back to its first page.
 */
export function ResponsesSearch({ text, onSearch }: ResponsesSearchProps) {
  const { draft, setDraft, submit } = useSearchDraft(text, onSearch);
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label className="visually-hidden" htmlFor={id}>
        Search responses
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder="Search answers or a response id"
        value={draft}
        maxLength={SURVEY_SEARCH_MAX}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
      />
    </div>
  );
}
