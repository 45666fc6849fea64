import { VOLT_VALIDATION_LABELS, VOLT_VALIDATION_TYPES, type VoltValidationType } from '@prism/domain';
import type { FormEvent } from 'react';
import { LoadingButton } from '../../../components/ui/loading-button';
import { voltRunnerProblem, type VoltRunnerParams } from '../lib/volt-params';
import styles from './volt.module.css';

export interface VoltRunFormProps {
  value: VoltRunnerParams;
  /** The test cases to pick from (id and name). */
  testCases: readonly { id: string; name: string }[];
  /** The event cases to run alone (id and name). */
  eventCases: readonly { id: string; name: string }[];
  /** The applications whose recent visits may be offered. */
  appIds: readonly string[];
  running: boolean;
  onChange: (patch: Partial<VoltRunnerParams>) => void;
  onRun: () => void;
}

/**
 * The runner's choices, all kept in the address: a test case or an event case, the visit (typed,
 * or picked from an application's recent visits), the validation type, whether enriched fields
 * count, where to start; Run (Enter in any field runs too).
 */
export function VoltRunForm({
  value,
  testCases,
  eventCases,
  appIds,
  running,
  onChange,
  onRun,
}: VoltRunFormProps) {
  const problem = voltRunnerProblem(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onRun();
  };
  return (
    <form className={styles.panel} onSubmit={submit} aria-label="Run a Volt test">
      <div className={styles.row}>
        <label className={styles.field}>
          Test case
          <select
            className={`${styles.select} ${styles.wide}`}
            value={value.tcid}
            onChange={(e) => onChange({ tcid: e.target.value, ecid: '' })}
          >
            <option value="">— none: run an event case alone —</option>
            {testCases.map((tc) => (
              <option key={tc.id} value={tc.id}>
                {tc.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Event case alone
          <select
            className={`${styles.select} ${styles.wide}`}
            value={value.ecid}
            disabled={value.tcid !== ''}
            onChange={(e) => onChange({ ecid: e.target.value, tcid: '' })}
          >
            <option value="">—</option>
            {eventCases.map((ec) => (
              <option key={ec.id} value={ec.id}>
                {ec.id} · {ec.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.row}>
        <label className={styles.field}>
          Visit id
          <input
            className={`${styles.input} ${styles.wide} ${styles.mono}`}
            value={value.visitId}
            maxLength={128}
            placeholder="Type a visit id, or pick a recent visit"
            onChange={(e) => onChange({ visitId: e.target.value })}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={value.isRecent}
            onChange={(e) => onChange({ isRecent: e.target.checked })}
          />
          Pick from recent visits
        </label>
        {value.isRecent ? (
          <label className={styles.field}>
            Application
            <select
              className={styles.select}
              value={value.appId}
              onChange={(e) => onChange({ appId: e.target.value })}
            >
              {appIds.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <div className={styles.row}>
        <label className={styles.field}>
          Validation
          <select
            className={`${styles.select} ${styles.wide}`}
            value={value.validationType}
            onChange={(e) => onChange({ validationType: e.target.value as VoltValidationType | '' })}
          >
            <option value="">The test case&apos;s own</option>
            {VOLT_VALIDATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {VOLT_VALIDATION_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Start at sequence #
          <input
            className={`${styles.input} ${styles.narrow}`}
            inputMode="numeric"
            value={value.seqNumber}
            onChange={(e) => onChange({ seqNumber: e.target.value })}
            aria-invalid={value.seqNumber !== '' && !/^\d{1,7}$/.test(value.seqNumber)}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={value.isIgnoredEnriched}
            onChange={(e) => onChange({ isIgnoredEnriched: e.target.checked })}
          />
          Ignore enrichment and collector fields
        </label>
        <LoadingButton type="submit" loading={running} disabled={problem !== null}>
          Run
        </LoadingButton>
      </div>
      {problem ? <p className={styles.muted}>{problem}</p> : null}
    </form>
  );
}
