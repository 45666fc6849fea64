import { SearchBox } from '../../../components/ui/search-box';
import styles from './volt.module.css';

export interface VoltTestCaseFiltersProps {
  search: string;
  appId: string;
  appOptions: readonly string[];
  onSearch: (text: string) => void;
  onAppChange: (appId: string) => void;
}

/** The test-case list's search and application filter. */
export function VoltTestCaseFilters({
  search,
  appId,
  appOptions,
  onSearch,
  onAppChange,
}: VoltTestCaseFiltersProps) {
  return (
    <div className={styles.row}>
      <SearchBox
        text={search}
        onSearch={onSearch}
        label="Search test cases"
        placeholder="Search by name, description or event case"
        maxLength={200}
        inputClassName={styles.wide}
      />
      <select
        className={styles.select}
        value={appId}
        onChange={(e) => onAppChange(e.target.value)}
        aria-label="Application"
      >
        <option value="">All applications</option>
        {appOptions.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </div>
  );
}
