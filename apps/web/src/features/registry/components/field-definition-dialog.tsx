import {
  ENUM_CATEGORIES,
  FIELD_DATA_TYPES,
  FIELD_KINDS,
  FIELD_SOURCES,
  type EnumCategory,
  type FieldDefinition,
} from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSaveFieldDefinition } from '../api/save-definitions';
import { registryFormErrors, type RegistryFormErrors } from '../lib/registry-form-errors';
import { RegistryFormError, RegistryFormField } from './registry-form-field';
import styles from './registry.module.css';

const NO_ERRORS: RegistryFormErrors = { fields: {}, form: null };
const KNOWN = ['source', 'dataType', 'kind', 'enumCategory', 'values', 'description'];

/**
 * Edits a field definition: source, data type, kind, an enum's category and values (added and
 * removed one by one) and description. The server checks the registry it would make (an event
 * case may still ask for a removed value); its problems show at the field they name.
 */
export function FieldDefinitionDialog({ field, onClose }: { field: FieldDefinition; onClose: () => void }) {
  const [draft, setDraft] = useState(field);
  const [newValue, setNewValue] = useState('');
  const [errors, setErrors] = useState<RegistryFormErrors>(NO_ERRORS);
  const save = useSaveFieldDefinition();
  const set = (next: Partial<FieldDefinition>) => setDraft((was) => ({ ...was, ...next }));
  const addValue = () => {
    const value = newValue.trim();
    if (value && !draft.values.includes(value)) set({ values: [...draft.values, value] });
    setNewValue('');
  };

  const submit = () => {
    setErrors(NO_ERRORS);
    const body: FieldDefinition =
      draft.kind === 'SCALAR'
        ? { ...draft, enumCategory: null, values: [], description: draft.description.trim() }
        : { ...draft, description: draft.description.trim() };
    save.mutate(body, {
      onSuccess: onClose,
      onError: (error) => setErrors(registryFormErrors(error, field.name, KNOWN)),
    });
  };

  return (
    <Dialog
      title={`Edit field ${field.name}`}
      onClose={onClose}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="field-definition-form" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id="field-definition-form"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RegistryFormError message={errors.form} />
        <div className={styles.formRow}>
          <RegistryFormField label="Source" error={errors.fields.source}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={draft.source}
                onChange={(event) => set({ source: event.target.value as FieldDefinition['source'] })}
              >
                {FIELD_SOURCES.map((source) => (
                  <option key={source}>{source}</option>
                ))}
              </select>
            )}
          </RegistryFormField>
          <RegistryFormField label="Data type" error={errors.fields.dataType}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={draft.dataType}
                onChange={(event) => set({ dataType: event.target.value as FieldDefinition['dataType'] })}
              >
                {FIELD_DATA_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            )}
          </RegistryFormField>
        </div>
        <div className={styles.formRow}>
          <RegistryFormField label="Kind" error={errors.fields.kind}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={draft.kind}
                onChange={(event) => {
                  const kind = event.target.value as FieldDefinition['kind'];
                  set(kind === 'ENUM' ? { kind, enumCategory: draft.enumCategory ?? 'TYPE' } : { kind });
                }}
              >
                {FIELD_KINDS.map((kind) => (
                  <option key={kind}>{kind}</option>
                ))}
              </select>
            )}
          </RegistryFormField>
          {draft.kind === 'ENUM' ? (
            <RegistryFormField label="Enum category" error={errors.fields.enumCategory}>
              {(control) => (
                <select
                  {...control}
                  className={styles.select}
                  value={draft.enumCategory ?? ''}
                  onChange={(event) => set({ enumCategory: event.target.value as EnumCategory })}
                >
                  {ENUM_CATEGORIES.map((category) => (
                    <option key={category}>{category}</option>
                  ))}
                </select>
              )}
            </RegistryFormField>
          ) : null}
        </div>
        {draft.kind === 'ENUM' ? (
          <fieldset className={styles.fieldset}>
            <legend>Values</legend>
            <ul className={styles.valueList} aria-label="Enum values">
              {draft.values.map((value) => (
                <li key={value} className={`${styles.badge} ${styles.mono}`}>
                  {value}{' '}
                  <button
                    type="button"
                    className={styles.sortButton}
                    aria-label={`Remove value ${value}`}
                    onClick={() => set({ values: draft.values.filter((kept) => kept !== value) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.typeFieldRow}>
              <label className="visually-hidden" htmlFor="field-definition-value">
                New value
              </label>
              <input
                id="field-definition-value"
                className={styles.input}
                value={newValue}
                maxLength={128}
                placeholder="New value"
                onChange={(event) => setNewValue(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addValue();
                  }
                }}
              />
              <span />
              <Button variant="secondary" size="small" disabled={!newValue.trim()} onClick={addValue}>
                Add value
              </Button>
            </div>
            {errors.fields.values ? <p className={styles.fieldError}>{errors.fields.values}</p> : null}
          </fieldset>
        ) : null}
        <RegistryFormField label="Description" error={errors.fields.description}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              value={draft.description}
              maxLength={2000}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </RegistryFormField>
      </form>
    </Dialog>
  );
}
