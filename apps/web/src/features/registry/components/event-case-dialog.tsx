import {
  APP_DOMAINS,
  FILTER_OPERATOR_ARITY,
  FILTER_OPERATOR_LABELS,
  FILTER_OPERATORS,
  REGISTRY_COMMON_FIELDS,
  type AppDomain,
  type EventCase,
  type EventCaseCondition,
  type EventCaseEntry,
  type FieldDefinition,
  type FilterOperator,
} from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { RegistryDraft } from '../api/get-registry';
import { useSaveEventCase } from '../api/save-event-case';
import { registryFormErrors, type RegistryFormErrors } from '../lib/registry-form-errors';
import { RegistryFormError, RegistryFormField } from './registry-form-field';
import styles from './registry.module.css';

/** An application the case may apply to: one of the open entity's. */
export interface EventCaseApp {
  id: string;
  domain: string;
}

export interface EventCaseDialogProps {
  /** The case edited; none for a new case. */
  eventCase?: EventCaseEntry;
  registry: Pick<RegistryDraft, 'fields' | 'eventTypes'>;
  /** The open entity's applications (a group's members). */
  apps: readonly EventCaseApp[];
  onClose: () => void;
  onSaved: (saved: EventCaseEntry) => void;
}

const NO_ERRORS: RegistryFormErrors = { fields: {}, form: null };

/** The fields a case of `eventType` may put conditions on: the common and the type's own, never core ones. */
export function eventCaseConditionFields(
  registry: Pick<RegistryDraft, 'fields' | 'eventTypes'>,
  eventType: string,
): FieldDefinition[] {
  const type = registry.eventTypes.find((candidate) => candidate.name === eventType);
  const allowed = new Set([...REGISTRY_COMMON_FIELDS, ...(type?.fields.map((field) => field.name) ?? [])]);
  return registry.fields
    .filter((field) => allowed.has(field.name) && field.source !== 'core')
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A condition's values after its operator changed: as many as the new operator takes. */
function valuesFor(operator: FilterOperator, values: readonly string[]): string[] {
  const arity = FILTER_OPERATOR_ARITY[operator];
  if (arity === 'none') return [];
  if (arity === 'one') return values.slice(0, 1);
  return [...values];
}

const asDomain = (value: string | undefined): AppDomain =>
  APP_DOMAINS.find((domain) => domain === value) ?? 'unknown';

/**
 * Creates or edits an event case: its id (fixed once created), name, description, event type, the
 * entity's applications it applies to (others it already applies to are kept), and conditions of a
 * field, an operator and as many values as the operator takes (an enum field offers its values).
 * The server checks the registry the case would make; each problem shows where it belongs.
 */
export function EventCaseDialog({ eventCase, registry, apps, onClose, onSaved }: EventCaseDialogProps) {
  const isNew = !eventCase;
  const [id, setId] = useState(eventCase?.id ?? '');
  const [name, setName] = useState(eventCase?.name ?? '');
  const [description, setDescription] = useState(eventCase?.description ?? '');
  const [eventType, setEventType] = useState(eventCase?.eventType ?? 'selectAction');
  const entityAppIds = new Set(apps.map((app) => app.id));
  const otherApps = (eventCase?.appIds ?? []).filter((app) => !entityAppIds.has(app));
  const [chosenApps, setChosenApps] = useState<string[]>(
    eventCase ? eventCase.appIds.filter((app) => entityAppIds.has(app)) : apps.map((app) => app.id),
  );
  const [conditions, setConditions] = useState<EventCaseCondition[]>(eventCase?.conditions ?? []);
  const [errors, setErrors] = useState<RegistryFormErrors>(NO_ERRORS);
  const save = useSaveEventCase();
  const conditionFields = eventCaseConditionFields(registry, eventType);
  const fieldOf = (fieldName: string) => registry.fields.find((field) => field.name === fieldName);
  const known = [
    'id',
    'name',
    'description',
    'eventType',
    'domain',
    'appIds',
    'conditions',
    ...conditions.map((_, index) => `conditions.${index}`),
  ];

  const change = (index: number, next: Partial<EventCaseCondition>) =>
    setConditions((was) =>
      was.map((condition, at) => (at === index ? { ...condition, ...next } : condition)),
    );

  const submit = () => {
    setErrors(NO_ERRORS);
    const record = isNew ? id.trim() : eventCase.id;
    const body: EventCase = {
      id: record,
      name: name.trim(),
      description: description.trim(),
      eventType,
      domain: eventCase?.domain ?? asDomain(apps.find((app) => chosenApps.includes(app.id))?.domain),
      appIds: [...otherApps, ...chosenApps],
      conditions: conditions.map((condition) => ({
        ...condition,
        values: condition.values.map((value) => value.trim()).filter((value) => value !== ''),
      })),
    };
    save.mutate(
      { eventCase: body, isNew },
      {
        onSuccess: onSaved,
        onError: (error) => setErrors(registryFormErrors(error, record, known)),
      },
    );
  };

  return (
    <Dialog
      title={isNew ? 'New event case' : `Edit event case ${eventCase.id}`}
      onClose={onClose}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="event-case-form" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : isNew ? 'Create' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id="event-case-form"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RegistryFormError message={errors.form} />
        <div className={styles.formRow}>
          <RegistryFormField
            label="Id"
            hint={
              isNew ? 'As events carry it in eventCaseId: letters, digits, _ . : -' : 'An id cannot change.'
            }
            error={errors.fields.id}
          >
            {(control) => (
              <input
                {...control}
                className={`${styles.input} ${styles.mono}`}
                value={id}
                maxLength={128}
                required
                disabled={!isNew}
                onChange={(event) => setId(event.target.value)}
              />
            )}
          </RegistryFormField>
          <RegistryFormField label="Name" error={errors.fields.name}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={name}
                maxLength={200}
                required
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </RegistryFormField>
        </div>
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
        <RegistryFormField label="Event type" error={errors.fields.eventType}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={eventType}
              onChange={(event) => setEventType(event.target.value)}
            >
              {registry.eventTypes.map((type) => (
                <option key={type.name} value={type.name}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </RegistryFormField>
        <fieldset className={styles.fieldset} aria-invalid={errors.fields.appIds ? true : undefined}>
          <legend>Applications</legend>
          <div className={styles.checkGrid}>
            {apps.map((app) => (
              <label key={app.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={chosenApps.includes(app.id)}
                  onChange={(event) =>
                    setChosenApps((was) =>
                      event.target.checked ? [...was, app.id] : was.filter((chosen) => chosen !== app.id),
                    )
                  }
                />
                {app.id}
              </label>
            ))}
          </div>
          {otherApps.length > 0 ? (
            <p className={styles.hint}>
              Also applies to {otherApps.length} other{' '}
              {otherApps.length === 1 ? 'application' : 'applications'}: {otherApps.join(', ')}.
            </p>
          ) : null}
          {errors.fields.appIds || errors.fields.domain ? (
            <p className={styles.fieldError}>{errors.fields.appIds ?? errors.fields.domain}</p>
          ) : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Conditions</legend>
          {errors.fields.conditions ? <p className={styles.fieldError}>{errors.fields.conditions}</p> : null}
          {conditions.length === 0 ? (
            <p className={styles.hint}>No conditions: every {eventType} event naming this case matches.</p>
          ) : null}
          {conditions.map((condition, index) => (
            <ConditionRow
              key={index}
              index={index}
              condition={condition}
              fields={conditionFields}
              field={fieldOf(condition.field)}
              error={errors.fields[`conditions.${index}`]}
              onChange={(next) => change(index, next)}
              onRemove={() => setConditions((was) => was.filter((_, at) => at !== index))}
            />
          ))}
          <div>
            <Button
              variant="secondary"
              size="small"
              disabled={conditionFields.length === 0}
              onClick={() =>
                setConditions((was) => [
                  ...was,
                  { field: conditionFields[0]?.name ?? '', operator: 'IS', values: [''] },
                ])
              }
            >
              Add condition
            </Button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}

function ConditionRow({
  index,
  condition,
  fields,
  field,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  condition: EventCaseCondition;
  fields: readonly FieldDefinition[];
  field: FieldDefinition | undefined;
  error: string | undefined;
  onChange: (next: Partial<EventCaseCondition>) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  const arity = FILTER_OPERATOR_ARITY[condition.operator];
  const invalid = error ? true : undefined;
  const errorId = `condition-${index}-error`;
  const described = error ? errorId : undefined;
  const offered = fields.some((candidate) => candidate.name === condition.field)
    ? fields
    : [...(field ? [field] : []), ...fields];
  return (
    <div className={styles.conditionRow} role="group" aria-label={`Condition ${number}`}>
      <select
        className={styles.select}
        aria-label={`Condition ${number} field`}
        aria-invalid={invalid}
        aria-describedby={described}
        value={condition.field}
        onChange={(event) =>
          onChange({ field: event.target.value, values: valuesFor(condition.operator, []) })
        }
      >
        {offered.map((candidate) => (
          <option key={candidate.name} value={candidate.name}>
            {candidate.name}
          </option>
        ))}
      </select>
      <select
        className={styles.select}
        aria-label={`Condition ${number} operator`}
        aria-invalid={invalid}
        value={condition.operator}
        onChange={(event) => {
          const operator = event.target.value as FilterOperator;
          const values = valuesFor(operator, condition.values);
          onChange({
            operator,
            values: FILTER_OPERATOR_ARITY[operator] === 'one' && values.length === 0 ? [''] : values,
          });
        }}
      >
        {FILTER_OPERATORS.map((operator) => (
          <option key={operator} value={operator}>
            {FILTER_OPERATOR_LABELS[operator]}
          </option>
        ))}
      </select>
      <ConditionValues
        number={number}
        arity={arity}
        field={field}
        values={condition.values}
        invalid={invalid}
        onChange={(values) => onChange({ values })}
      />
      <Button variant="borderless" size="small" aria-label={`Remove condition ${number}`} onClick={onRemove}>
        Remove
      </Button>
      {error ? (
        <p id={errorId} className={`${styles.fieldError} ${styles.conditionError}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A condition's values as its operator takes them: none, one (an enum's choice) or several. */
function ConditionValues({
  number,
  arity,
  field,
  values,
  invalid,
  onChange,
}: {
  number: number;
  arity: 'none' | 'one' | 'many';
  field: FieldDefinition | undefined;
  values: readonly string[];
  invalid: true | undefined;
  onChange: (values: string[]) => void;
}) {
  const label = `Condition ${number} ${arity === 'many' ? 'values' : 'value'}`;
  if (arity === 'none') return <span className={`${styles.hint} ${styles.small}`}>No value</span>;
  const enumValues = field?.kind === 'ENUM' ? field.values : null;
  if (enumValues && arity === 'one') {
    return (
      <select
        className={styles.select}
        aria-label={label}
        aria-invalid={invalid}
        value={values[0] ?? ''}
        onChange={(event) => onChange([event.target.value])}
      >
        <option value="">Choose a value…</option>
        {enumValues.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    );
  }
  if (enumValues) {
    return (
      <fieldset className={styles.fieldset} aria-label={label}>
        <div className={styles.checkGrid}>
          {enumValues.map((value) => (
            <label key={value} className={styles.check}>
              <input
                type="checkbox"
                checked={values.includes(value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...values, value] : values.filter((chosen) => chosen !== value),
                  )
                }
              />
              {value}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <input
      className={styles.input}
      aria-label={label}
      aria-invalid={invalid}
      placeholder={arity === 'many' ? 'Values, separated by commas' : 'Value'}
      value={arity === 'many' ? values.join(', ') : (values[0] ?? '')}
      onChange={(event) =>
        onChange(
          arity === 'many'
            ? event.target.value.split(',').map((value) => value.trimStart())
            : [event.target.value],
        )
      }
    />
  );
}
