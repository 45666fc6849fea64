import { FIELD_KINDS, FIELD_SOURCES, MSG, REGISTRY_COMMON_FIELDS, type FieldDefinition } from '@prism/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { StateFrame } from '../../../components/ui/state-frame';
import type { RegistryDraft } from '../api/get-registry';
import { schemaFieldRows, schemaSearchCreate } from '../lib/schema-search';
import { FieldDefinitionDialog } from './field-definition-dialog';
import { FieldValues } from './field-values';
import styles from './registry.module.css';

/** The schema page's filters, kept in the address. */
export interface SchemaView {
  /** The address's `searchTerm`. */
  search: string;
  source: string;
  kind: string;
}

export interface SchemaPageProps {
  registry: Pick<RegistryDraft, 'fields' | 'eventTypes'>;
  view: SchemaView;
  onViewChange: (next: Partial<SchemaView>) => void;
  canEdit: boolean;
  /** Above the fields: the snippet of the event case the address names. */
  children?: ReactNode;
}

/**
 * The registry's field definitions (issue 19, spec 000 section 3): a fuzzy search over name,
 * description, source, data type and enum values, filters by source and kind, each field's data
 * type, kind, enum values on demand and the event types that carry it. Editors edit a definition.
 */
export function SchemaPage({ registry, view, onViewChange, canEdit, children }: SchemaPageProps) {
  const [editing, setEditing] = useState<FieldDefinition | null>(null);
  const rows = useMemo(
    () => schemaFieldRows(registry.fields, registry.eventTypes, REGISTRY_COMMON_FIELDS),
    [registry.fields, registry.eventTypes],
  );
  const search = useMemo(() => schemaSearchCreate(rows), [rows]);
  const shown = search(view.search).filter(
    (row) =>
      (!view.source || row.field.source === view.source) && (!view.kind || row.field.kind === view.kind),
  );
  return (
    <>
      {children}
      <div className={styles.toolbar}>
        <SearchBox
          inputClassName={styles.searchInput}
          text={view.search}
          onSearch={(text) => onViewChange({ search: text })}
          label="Search fields"
          placeholder="Search names, descriptions, types and values"
          maxLength={100}
        />
        <label className={styles.check}>
          <span>Source</span>
          <select
            className={styles.select}
            value={view.source}
            onChange={(event) => onViewChange({ source: event.target.value })}
          >
            <option value="">All sources</option>
            {FIELD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <span>Kind</span>
          <select
            className={styles.select}
            value={view.kind}
            onChange={(event) => onViewChange({ kind: event.target.value })}
          >
            <option value="">All kinds</option>
            {FIELD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <p className={`${styles.count} ${styles.toolbarEnd}`} aria-live="polite">
          {shown.length} of {rows.length} fields
        </p>
      </div>
      {shown.length === 0 ? (
        <StateFrame title={MSG.noResults} />
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="Field definitions" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Source</th>
                <th scope="col">Data type</th>
                <th scope="col">Kind</th>
                <th scope="col">Description</th>
                <th scope="col">Event types</th>
                {canEdit ? (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {shown.map(({ field, eventTypes, common }) => (
                <tr key={field.name}>
                  <th scope="row" className={styles.mono}>
                    {field.name}
                  </th>
                  <td>{field.source}</td>
                  <td className={styles.mono}>{field.dataType}</td>
                  <td>
                    {field.kind}
                    <FieldValues field={field} />
                  </td>
                  <td className={styles.muted}>{field.description}</td>
                  <td className={styles.small}>
                    {common ? (
                      <span className={styles.badge} title={eventTypes.join(', ')}>
                        Every type (common)
                      </span>
                    ) : eventTypes.length === 0 ? (
                      <span className={styles.muted}>None</span>
                    ) : (
                      <span className={styles.mono}>{eventTypes.join(', ')}</span>
                    )}
                  </td>
                  {canEdit ? (
                    <td>
                      <Button
                        variant="borderless"
                        size="small"
                        aria-label={`Edit ${field.name}`}
                        onClick={() => setEditing(field)}
                      >
                        Edit
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? <FieldDefinitionDialog field={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
