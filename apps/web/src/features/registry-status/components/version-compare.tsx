import { registryDiff } from '@prism/domain';
import { useId } from 'react';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHelixRequirement } from '../api/get-helix-requirement';
import { registryChangeSummary } from '../lib/registry-changes';
import { ChangeList } from './change-list';
import styles from './registry-status.module.css';

export interface VersionCompareProps {
  /** Every released version, newest first. */
  versions: readonly string[];
  from: string | null;
  to: string | null;
  onChange: (from: string, to: string) => void;
}

/**
 * Compares any two released versions: both frozen registries are read and diffed in the browser,
 * so versions far apart show everything that changed between them in one list.
 */
export function VersionCompare({ versions, from, to, onChange }: VersionCompareProps) {
  const fromId = useId();
  const toId = useId();
  const before = useHelixRequirement(from);
  const after = useHelixRequirement(to);
  const failed = before.error ?? after.error;

  let body;
  if (!from || !to)
    body = <p className={styles.note}>Choose two versions to see what changed between them.</p>;
  else if (from === to) body = <p className={styles.note}>Choose two different versions.</p>;
  else if (failed) {
    body = (
      <LoadProblem
        message={`The versions could not be compared: ${failed.message}`}
        onRetry={() => {
          if (before.isError) void before.refetch();
          if (after.isError) void after.refetch();
        }}
        retrying={before.isFetching || after.isFetching}
      />
    );
  } else if (!before.data || !after.data) {
    body = (
      <div aria-busy="true" aria-label={`Comparing ${from} with ${to}`}>
        <Skeleton height="4rem" />
      </div>
    );
  } else {
    const changes = registryDiff(before.data, after.data);
    body = (
      <div className={styles.stackTight}>
        <p className={styles.note} role="status">
          From {from} to {to}: {registryChangeSummary(changes).toLowerCase()}.
        </p>
        <ChangeList changes={changes} emptyText="The two versions require the same." />
      </div>
    );
  }

  const picker = (id: string, label: string, value: string | null, pick: (version: string) => void) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => pick(event.target.value)}
      >
        <option value="" disabled>
          Choose
        </option>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.stackTight}>
      <div className={styles.toolbar}>
        {picker(fromId, 'From version', from, (version) => onChange(version, to ?? versions[0] ?? version))}
        {picker(toId, 'To version', to, (version) => onChange(from ?? versions.at(-1) ?? version, version))}
      </div>
      {body}
    </div>
  );
}
