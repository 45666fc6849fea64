import type { EventType, FieldDefinition } from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSaveEventType } from '../api/save-definitions';
import { registryFormErrors, type RegistryFormErrors } from '../lib/registry-form-errors';
import { RegistryFormError, RegistryFormField } from './registry-form-field';
import styles from './registry.module.css';

export interface EventTypeDialogProps {
  type: EventType;
  /** Every defined field, offered to add. */
  fields: readonly FieldDefinition[];
  onClose: () => void;
}

const NO_ERRORS: RegistryFormErrors = { fields: {}, form: null };

/**
 * Edits an event type's description and fields (add, remove, required or optional). The server
 * checks the registry it would make; its problems show at the field they name.
 */
export function EventTypeDialog({ type, fields, onClose }: EventTypeDialogProps) {
  const [description, setDescription] = useState(type.description);
  const [own, setOwn] = useState(type.fields);
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<RegistryFormErrors>(NO_ERRORS);
  const save = useSaveEventType();
  const addable = fields.filter((field) => !own.some((entry) => entry.name === field.name));
  const known = [
    'description',
    'fields',
    ...own.flatMap((entry, index) => [`fields.${index}`, `fields.${entry.name}`]),
  ];
  const errorOf = (name: string, index: number) =>
    errors.fields[`fields.${name}`] ?? errors.fields[`fields.${index}`];

  const submit = () => {
    setErrors(NO_ERRORS);
    save.mutate(
      { name: type.name, description: description.trim(), fields: own },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(registryFormErrors(error, type.name, known)),
      },
    );
  };

  return (
    <Dialog
      title={`Edit event type ${type.name}`}
      onClose={onClose}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="event-type-form" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id="event-type-form"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RegistryFormError message={errors.form} />
        <RegistryFormField label="Description" error={errors.fields.description}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              value={description}
              maxLength={2000}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </RegistryFormField>
        <fieldset className={styles.fieldset}>
          <legend>Fields beyond the common ones</legend>
          {errors.fields.fields ? <p className={styles.fieldError}>{errors.fields.fields}</p> : null}
          <div className={styles.scrollList}>
            {own.length === 0 ? <p className={styles.hint}>Only the common fields.</p> : null}
            {own.map((entry, index) => {
              const problem = errorOf(entry.name, index);
              return (
                <div key={entry.name}>
                  <div className={styles.typeFieldRow}>
                    <span className={styles.mono}>{entry.name}</span>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        checked={entry.required}
                        aria-invalid={problem ? true : undefined}
                        onChange={(event) =>
                          setOwn((was) =>
                            was.map((item) =>
                              item.name === entry.name ? { ...item, required: event.target.checked } : item,
                            ),
                          )
                        }
                      />
                      Required
                    </label>
                    <Button
                      variant="borderless"
                      size="small"
                      aria-label={`Remove ${entry.name}`}
                      onClick={() => setOwn((was) => was.filter((item) => item.name !== entry.name))}
                    >
                      Remove
                    </Button>
                  </div>
                  {problem ? <p className={styles.fieldError}>{problem}</p> : null}
                </div>
              );
            })}
          </div>
          <div className={styles.typeFieldRow}>
            <label className="visually-hidden" htmlFor="event-type-add">
              Field to add
            </label>
            <select
              id="event-type-add"
              className={styles.select}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
            >
              <option value="">Choose a field to add…</option>
              {addable.map((field) => (
                <option key={field.name} value={field.name}>
                  {field.name} ({field.dataType})
                </option>
              ))}
            </select>
            <span />
            <Button
              variant="secondary"
              size="small"
              disabled={!adding}
              onClick={() => {
                setOwn((was) => [...was, { name: adding, required: false }]);
                setAdding('');
              }}
            >
              Add field
            </Button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
