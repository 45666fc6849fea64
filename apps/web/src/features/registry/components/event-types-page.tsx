import { MSG, REGISTRY_COMMON_FIELDS, type EventType, type FieldDefinition } from '@prism/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { StateFrame } from '../../../components/ui/state-frame';
import type { RegistryDraft } from '../api/get-registry';
import { EventTypeDialog } from './event-type-dialog';
import { FieldValues } from './field-values';
import styles from './registry.module.css';

export interface EventTypesPageProps {
  registry: RegistryDraft;
  /** The search in force (the address's `searchTerm`). */
  search: string;
  onSearch: (search: string) => void;
  /** The user's roles allow editing the registry (the server checks again). */
  canEdit: boolean;
}

/** Whether a type matches a search: its name, its description or one of its fields' names. */
function typeMatches(type: EventType, needle: string): boolean {
  if (!needle) return true;
  return [type.name, type.description, ...type.fields.map((field) => field.name)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The event types of the registry (issue 19): each with its description and the fields its events
 * carry beyond the common ones, required first, each field's data type and kind and, on demand,
 * an enum's values; the common fields once above them. Editors change a type's description and
 * fields in a dialog.
 */
export function EventTypesPage({ registry, search, onSearch, canEdit }: EventTypesPageProps) {
  const [editing, setEditing] = useState<EventType | null>(null);
  const fields = useMemo(
    () => new Map(registry.fields.map((field) => [field.name, field])),
    [registry.fields],
  );
  const needle = search.trim().toLowerCase();
  const types = registry.eventTypes.filter((type) => typeMatches(type, needle));
  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          inputClassName={styles.searchInput}
          text={search}
          onSearch={onSearch}
          label="Search event types"
          placeholder="Search types and their fields"
          maxLength={100}
        />
        <p className={styles.count} aria-live="polite">
          {types.length} of {registry.eventTypes.length} event types
        </p>
      </div>
      <section className={styles.section} aria-labelledby="common-fields">
        <h2 className={styles.sectionTitle} id="common-fields">
          Common fields
        </h2>
        <p className={styles.commonFields}>
          Every event type may carry these ({REGISTRY_COMMON_FIELDS.length}):{' '}
          <span className={styles.mono}>{REGISTRY_COMMON_FIELDS.join(', ')}</span>
        </p>
      </section>
      {types.length === 0 ? (
        <StateFrame title={MSG.noResults} />
      ) : (
        <ul className={styles.typeList} aria-label="Event types">
          {types.map((type) => (
            <li key={type.name} className={styles.typeCard}>
              <EventTypeCard
                type={type}
                fields={fields}
                {...(canEdit ? { onEdit: () => setEditing(type) } : {})}
              />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <EventTypeDialog type={editing} fields={registry.fields} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function EventTypeCard({
  type,
  fields,
  onEdit,
}: {
  type: EventType;
  fields: ReadonlyMap<string, FieldDefinition>;
  onEdit?: () => void;
}) {
  const ordered = [...type.fields].sort((a, b) => Number(b.required) - Number(a.required));
  const headingId = `event-type-${type.name}`;
  return (
    <article aria-labelledby={headingId}>
      <div className={styles.typeHeader}>
        <h3 className={styles.typeName} id={headingId}>
          {type.name}
        </h3>
        <p className={styles.typeDescription}>{type.description || 'No description.'}</p>
        {onEdit ? (
          <Button variant="secondary" size="small" onClick={onEdit} aria-label={`Edit ${type.name}`}>
            Edit
          </Button>
        ) : null}
      </div>
      <div className={styles.typeBody}>
        {ordered.length === 0 ? (
          <p className={`${styles.muted} ${styles.small}`}>Only the common fields.</p>
        ) : (
          <table className={styles.table} aria-label={`Fields of ${type.name}`}>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Presence</th>
                <th scope="col">Data type</th>
                <th scope="col">Kind</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((own) => {
                const field = fields.get(own.name);
                return (
                  <tr key={own.name}>
                    <th scope="row" className={styles.mono}>
                      {own.name}
                    </th>
                    <td>
                      {own.required ? (
                        <span className={`${styles.badge} ${styles.required}`}>Required</span>
                      ) : (
                        <span className={styles.badge}>Optional</span>
                      )}
                    </td>
                    <td className={styles.mono}>{field?.dataType ?? '—'}</td>
                    <td>
                      {field?.kind ?? 'Undefined field'}
                      {field?.kind === 'ENUM' ? <FieldValues field={field} /> : null}
                    </td>
                    <td className={styles.muted}>{field?.description ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </article>
  );
}
