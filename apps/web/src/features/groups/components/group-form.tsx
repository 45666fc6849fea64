import {
  GROUP_DOMAINS,
  GROUP_MIN_APPS,
  MSG,
  type Group,
  type GroupDomain,
  type GroupInput,
} from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingButton } from '../../../components/ui/loading-button';
import styles from './group-modal.module.css';

export interface GroupFormApp {
  id: string;
  domain: string;
}

export interface GroupFormProps {
  /** The group being edited; none to create one. */
  group?: Group;
  applications: readonly GroupFormApp[];
  saving: boolean;
  /** The server's answer to the last save, when it failed. */
  serverError?: string | null;
  onSubmit: (input: GroupInput) => void;
  onCancel: () => void;
}

/** The spec 000 section 5 checks, in the order the user meets them; null when the form may be sent. */
export function groupFormProblem(
  input: { name: string; description: string; domain: string; apps: readonly string[] },
  creating: boolean,
): string | null {
  if (!input.name.trim() || !input.description.trim() || (creating && !input.domain))
    return MSG.groupFieldsRequired;
  if (input.apps.length < GROUP_MIN_APPS) return MSG.groupTooFewApps;
  return null;
}

/** Create or edit a group: name, description, domain and at least two applications of that domain. */
export function GroupForm({ group, applications, saving, serverError, onSubmit, onCancel }: GroupFormProps) {
  const creating = !group;
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [domain, setDomain] = useState<GroupDomain | ''>((group?.domain as GroupDomain | undefined) ?? '');
  const [apps, setApps] = useState<string[]>(group?.applicationIDs ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { name: useId(), description: useId(), domain: useId() };
  const domainApps = domain ? applications.filter((app) => app.domain === domain) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = groupFormProblem({ name, description, domain, apps }, creating);
    setProblem(found);
    if (found) return;
    onSubmit({
      name: name.trim(),
      description: description.trim(),
      applicationIDs: apps,
      ...(domain ? { domain } : {}),
    });
  };

  const error = problem ?? serverError;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={creating ? 'Create group' : 'Edit group'}
    >
      <label className={styles.field} htmlFor={ids.name}>
        <span>Name</span>
        <input
          id={ids.name}
          className={styles.input}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className={styles.field} htmlFor={ids.description}>
        <span>Description</span>
        <input
          id={ids.description}
          className={styles.input}
          value={description}
          maxLength={500}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <label className={styles.field} htmlFor={ids.domain}>
        <span>Domain</span>
        <select
          id={ids.domain}
          className={styles.input}
          value={domain}
          onChange={(event) => {
            setDomain(event.target.value as GroupDomain | '');
            // An app list belongs to one domain: a new domain starts an empty one (spec 000 section 5).
            setApps([]);
          }}
        >
          <option value="">Choose a domain</option>
          {GROUP_DOMAINS.map((option) => (
            <option key={option.domain} value={option.domain}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={styles.apps}>
        <legend>Applications ({apps.length} chosen)</legend>
        {domain ? (
          <ul className={styles.appList}>
            {domainApps.map((app) => (
              <li key={app.id}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={apps.includes(app.id)}
                    onChange={(event) =>
                      setApps((chosen) =>
                        event.target.checked ? [...chosen, app.id] : chosen.filter((id) => id !== app.id),
                      )
                    }
                  />
                  {app.id}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>Choose a domain to see its applications.</p>
        )}
      </fieldset>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <LoadingButton type="submit" loading={saving}>
          {creating ? 'Create group' : 'Save group'}
        </LoadingButton>
      </div>
    </form>
  );
}
