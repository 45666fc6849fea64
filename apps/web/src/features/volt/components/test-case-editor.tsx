import {
  CLIENT_EVENT_TYPES,
  FILTER_OPERATOR_LABELS,
  FILTER_OPERATORS,
  VOLT_VALIDATION_LABELS,
  VOLT_VALIDATION_TYPES,
  type FilterOperator,
  type VoltValidationType,
} from '@prism/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingButton } from '../../../components/ui/loading-button';
import { voltMove, type VoltStepDraft, type VoltTestCaseDraft } from '../lib/volt-draft';
import styles from './volt.module.css';

export interface VoltTestCaseEditorProps {
  title: string;
  initial: VoltTestCaseDraft;
  /** Applications a test case may be for. */
  appOptions: readonly string[];
  /** Event cases of the chosen applications, for the step picker. */
  eventCases: readonly { id: string; name: string; eventType: string }[];
  /** The applications whose event cases are offered changed. */
  onAppsChange: (appIds: string[]) => void;
  saving: boolean;
  /** The server's refusal, naming the field. */
  problem: string | null;
  onSave: (draft: VoltTestCaseDraft) => void;
  onClose: () => void;
}

/**
 * Creates or edits a test case: name, description, applications, validation type, the event
 * types a strict run ignores, and the steps (add, remove, move up and down; each an event case
 * of the chosen applications, optional or not, with field expectations).
 */
export function VoltTestCaseEditor({
  title,
  initial,
  appOptions,
  eventCases,
  onAppsChange,
  saving,
  problem,
  onSave,
  onClose,
}: VoltTestCaseEditorProps) {
  const [draft, setDraft] = useState(initial);
  const patch = (changes: Partial<VoltTestCaseDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const setStep = (i: number, changes: Partial<VoltStepDraft>) =>
    patch({ steps: draft.steps.map((step, k) => (k === i ? { ...step, ...changes } : step)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  const formId = 'volt-test-case-form';
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton type="submit" form={formId} loading={saving}>
            Save
          </LoadingButton>
        </>
      }
    >
      <form id={formId} className={styles.editor} onSubmit={submit}>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.row}>
          <label className={styles.field}>
            Name
            <input
              className={`${styles.input} ${styles.wide}`}
              value={draft.name}
              maxLength={200}
              required
              onChange={(e) => patch({ name: e.target.value })}
            />
          </label>
          <label className={styles.field}>
            Validation
            <select
              className={styles.select}
              value={draft.validationType}
              onChange={(e) => patch({ validationType: e.target.value as VoltValidationType })}
            >
              {VOLT_VALIDATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {VOLT_VALIDATION_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className={styles.field}>
          Description
          <textarea
            className={styles.textarea}
            value={draft.description}
            maxLength={2000}
            onChange={(e) => patch({ description: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          Applications
          <select
            multiple
            size={5}
            className={styles.select}
            style={{ height: 'auto' }}
            value={draft.appIds}
            onChange={(e) => {
              const appIds = [...e.target.selectedOptions].map((option) => option.value);
              patch({ appIds });
              onAppsChange(appIds);
            }}
          >
            {appOptions.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        {draft.validationType === 'strict' ? (
          <fieldset className={styles.row}>
            <legend className={styles.muted}>Event types allowed between steps</legend>
            {CLIENT_EVENT_TYPES.map((type) => (
              <label key={type} className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.ignoredEventTypes.includes(type)}
                  onChange={(e) =>
                    patch({
                      ignoredEventTypes: e.target.checked
                        ? [...draft.ignoredEventTypes, type]
                        : draft.ignoredEventTypes.filter((t) => t !== type),
                    })
                  }
                />
                {type}
              </label>
            ))}
          </fieldset>
        ) : null}
        <ol className={styles.steps} aria-label="Steps">
          {draft.steps.map((step, i) => (
            <li key={i} className={styles.stepCard}>
              <div className={styles.row}>
                <label className={styles.field}>
                  Step {i + 1}: event case
                  <select
                    className={`${styles.select} ${styles.wide}`}
                    value={step.ecid}
                    required
                    onChange={(e) => setStep(i, { ecid: e.target.value })}
                  >
                    <option value="">— choose —</option>
                    {step.ecid && !eventCases.some((c) => c.id === step.ecid) ? (
                      <option value={step.ecid}>{step.ecid}</option>
                    ) : null}
                    {eventCases.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.id} · {c.eventType}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={step.optional}
                    onChange={(e) => setStep(i, { optional: e.target.checked })}
                  />
                  Optional
                </label>
                <Button
                  variant="borderless"
                  disabled={i === 0}
                  aria-label={`Move step ${i + 1} up`}
                  onClick={() => patch({ steps: voltMove(draft.steps, i, i - 1) })}
                >
                  ↑
                </Button>
                <Button
                  variant="borderless"
                  disabled={i === draft.steps.length - 1}
                  aria-label={`Move step ${i + 1} down`}
                  onClick={() => patch({ steps: voltMove(draft.steps, i, i + 1) })}
                >
                  ↓
                </Button>
                <Button
                  variant="borderless"
                  disabled={draft.steps.length === 1}
                  aria-label={`Remove step ${i + 1}`}
                  onClick={() => patch({ steps: draft.steps.filter((_, k) => k !== i) })}
                >
                  Remove
                </Button>
              </div>
              {step.expectations.map((expectation, j) => (
                <div key={j} className={styles.row}>
                  <label className={styles.field}>
                    Field
                    <input
                      className={`${styles.input} ${styles.mono}`}
                      value={expectation.field}
                      onChange={(e) =>
                        setStep(i, {
                          expectations: step.expectations.map((x, k) =>
                            k === j ? { ...x, field: e.target.value } : x,
                          ),
                        })
                      }
                    />
                  </label>
                  <label className={styles.field}>
                    Operator
                    <select
                      className={styles.select}
                      value={expectation.operator}
                      onChange={(e) =>
                        setStep(i, {
                          expectations: step.expectations.map((x, k) =>
                            k === j ? { ...x, operator: e.target.value as FilterOperator } : x,
                          ),
                        })
                      }
                    >
                      {FILTER_OPERATORS.map((op) => (
                        <option key={op} value={op}>
                          {FILTER_OPERATOR_LABELS[op]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className={styles.field}>
                    Values (comma-separated)
                    <input
                      className={styles.input}
                      value={expectation.values}
                      onChange={(e) =>
                        setStep(i, {
                          expectations: step.expectations.map((x, k) =>
                            k === j ? { ...x, values: e.target.value } : x,
                          ),
                        })
                      }
                    />
                  </label>
                  <Button
                    variant="borderless"
                    aria-label={`Remove expectation ${j + 1} of step ${i + 1}`}
                    onClick={() => setStep(i, { expectations: step.expectations.filter((_, k) => k !== j) })}
                  >
                    Remove
                  </Button>
                </div>
              ))}
              <div>
                <Button
                  variant="secondary"
                  onClick={() =>
                    setStep(i, {
                      expectations: [...step.expectations, { field: '', operator: 'IS', values: '' }],
                    })
                  }
                >
                  Add expectation
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              patch({ steps: [...draft.steps, { ecid: '', optional: false, expectations: [] }] })
            }
          >
            Add step
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
