import type { VoltProblem, VoltRun } from '@prism/domain';
import { Link } from 'react-router';
import { timestampFormat } from '../../../lib/format';
import { voltSequencePath } from '../lib/volt-params';
import styles from './volt.module.css';

/** A run's verdict as a badge. */
export function VoltVerdict({ passed }: { passed: boolean }) {
  return (
    <span className={`${styles.verdict} ${passed ? styles.passed : styles.failed}`}>
      {passed ? 'Passed' : 'Failed'}
    </span>
  );
}

function ProblemList({
  problems,
  ignored,
}: {
  problems: readonly VoltProblem[];
  ignored: readonly VoltProblem[];
}) {
  if (problems.length === 0 && ignored.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.problems}>
      {problems.map((problem, i) => (
        <li key={`p${i}`}>
          <span className={styles.fieldName}>{problem.field}</span>: {problem.message}
        </li>
      ))}
      {ignored.map((problem, i) => (
        <li key={`i${i}`} className={styles.muted}>
          Ignored (enriched): <span className={styles.mono}>{problem.field}</span>: {problem.message}
        </li>
      ))}
    </ul>
  );
}

const STEP_STATUS: Record<VoltRun['result']['steps'][number]['status'], string> = {
  passed: 'Passed',
  failed: 'Failed',
  missing: 'Missing',
};

/**
 * A run's result: the verdict and steps passed, each step with the event that answered it and
 * its failing fields in words, then the visit event by event (failing rows highlighted), each
 * linking to the event in the sequence viewer.
 */
export function VoltRunResult({ run }: { run: VoltRun }) {
  const { result } = run;
  return (
    <section className={styles.panel} aria-labelledby="volt-result-heading">
      <div className={styles.summary}>
        <h2 id="volt-result-heading" className={styles.panelTitle}>
          {run.testCaseName ?? run.eventCaseId ?? 'Run'}
        </h2>
        <VoltVerdict passed={run.passed} />
        <span>
          {run.stepsPassed} of {run.stepsTotal} {run.testCaseId ? 'steps' : 'events'} passed
        </span>
        <span className={styles.muted}>
          {result.validationType}
          {result.isIgnoredEnriched ? ', enriched fields ignored' : ''}
          {result.seqNumber !== null ? `, from #${result.seqNumber}` : ''} · visit{' '}
          <Link className={styles.link} to={`/tools/sequence/${encodeURIComponent(run.visitId)}`}>
            {run.visitId}
          </Link>{' '}
          ({run.appId}) · {timestampFormat(run.runAt)} by {run.runBy}
        </span>
      </div>

      <table className={styles.table} aria-label="Steps">
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Event case</th>
            <th scope="col">Result</th>
            <th scope="col">Event</th>
            <th scope="col">Failing fields</th>
          </tr>
        </thead>
        <tbody>
          {result.steps.map((step) => (
            <tr key={step.index} className={step.status === 'passed' ? undefined : styles.failedRow}>
              <td>
                {step.index + 1}
                {step.optional ? <span className={styles.muted}> (optional)</span> : null}
              </td>
              <td>
                <span className={styles.mono}>{step.ecid}</span>
                {step.name ? <div className={styles.muted}>{step.name}</div> : null}
              </td>
              <td>{STEP_STATUS[step.status]}</td>
              <td>
                {step.sequenceNumber === null ? (
                  <span className={styles.muted}>{step.note}</span>
                ) : (
                  <Link
                    className={styles.link}
                    to={voltSequencePath(run.visitId, {
                      sequenceNumber: step.sequenceNumber,
                      traceId:
                        result.events.find((e) => e.sequenceNumber === step.sequenceNumber)?.traceId ?? null,
                    })}
                  >
                    #{step.sequenceNumber}
                  </Link>
                )}
              </td>
              <td>
                <ProblemList problems={step.problems} ignored={step.ignoredProblems} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className={styles.panelTitle}>Event by event</h3>
      <table className={styles.table} aria-label="Events of the visit">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Type</th>
            <th scope="col">Event case</th>
            <th scope="col">Page</th>
            <th scope="col">Step</th>
            <th scope="col">Result</th>
            <th scope="col">Failing fields</th>
          </tr>
        </thead>
        <tbody>
          {result.events.map((event) => (
            <tr
              key={event.sequenceNumber}
              className={
                event.status === 'failed'
                  ? styles.failedRow
                  : event.status === 'ignored'
                    ? styles.ignoredRow
                    : undefined
              }
            >
              <td>
                <Link
                  className={styles.link}
                  to={voltSequencePath(run.visitId, event)}
                  aria-label={`Event ${event.sequenceNumber} in the sequence viewer`}
                >
                  {event.sequenceNumber}
                </Link>
              </td>
              <td>{event.eventType}</td>
              <td className={styles.mono}>{event.eventCaseId ?? ''}</td>
              <td>{event.pageName ?? ''}</td>
              <td>{event.step === null ? '' : event.step + 1}</td>
              <td>{event.status === 'passed' ? 'Pass' : event.status === 'failed' ? 'Fail' : 'Ignored'}</td>
              <td>
                <ProblemList problems={event.problems} ignored={event.ignoredProblems} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
