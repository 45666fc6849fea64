import {
  API_MAPPING_SOURCE_LABELS,
  API_MAPPING_VERBS,
  apiNameRuleInputSchema,
  apiServiceRuleInputSchema,
  type ApiMappingSource,
} from '@prism/domain';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSaveNameRule, useSaveServiceRule } from '../api/save-api-mapping';
import { NO_RULE_ERRORS, ruleFormErrors, type RuleFormErrors } from '../lib/rule-form-errors';
import styles from './api-mappings.module.css';
import { RuleFormError, RuleFormField } from './rule-form-field';

/** The problems the domain's own schema finds before anything is sent, by field. */
function schemaErrors(error: z.ZodError, prefix = ''): RuleFormErrors {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = `${prefix}${String(issue.path[0] ?? '')}`;
    fields[key] ??= issue.message;
  }
  return { fields, form: null };
}

function SourceSelect({
  value,
  sources,
  onChange,
  control,
}: {
  value: ApiMappingSource;
  sources: readonly ApiMappingSource[];
  onChange: (source: ApiMappingSource) => void;
  control: object;
}) {
  return (
    <select
      {...control}
      className={styles.select}
      value={value}
      onChange={(event) => onChange(event.target.value as ApiMappingSource)}
    >
      {sources.map((source) => (
        <option key={source} value={source}>
          {API_MAPPING_SOURCE_LABELS[source]}
        </option>
      ))}
    </select>
  );
}

/** What the service form starts from. */
export interface ServiceRuleDraft {
  id?: string;
  source: ApiMappingSource;
  hostPattern: string;
  service: string;
}

/** Adds or changes a service rule: a host pattern of one source and the service it names. */
export function ServiceRuleDialog({
  draft,
  sources,
  onClose,
}: {
  draft: ServiceRuleDraft;
  /** The sources the user may edit. */
  sources: readonly ApiMappingSource[];
  onClose: () => void;
}) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<RuleFormErrors>(NO_RULE_ERRORS);
  const save = useSaveServiceRule();
  const formId = useId();
  const submit = () => {
    const parsed = apiServiceRuleInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(schemaErrors(parsed.error));
    setErrors(NO_RULE_ERRORS);
    save.mutate(
      { ...parsed.data, ...(draft.id ? { id: draft.id } : {}) },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(ruleFormErrors(error, ['source', 'hostPattern', 'service'])),
      },
    );
  };
  return (
    <Dialog
      title={draft.id ? 'Edit service rule' : 'Add service rule'}
      onClose={onClose}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RuleFormError message={errors.form} />
        <RuleFormField label="Source" error={errors.fields.source}>
          {(control) => (
            <SourceSelect
              control={control}
              value={values.source}
              sources={sources}
              onChange={(source) => setValues((was) => ({ ...was, source }))}
            />
          )}
        </RuleFormField>
        <RuleFormField
          label="Host pattern"
          hint="A host, or * for any run of characters: *.myaccount.example.com"
          error={errors.fields.hostPattern}
        >
          {(control) => (
            <input
              {...control}
              className={`${styles.input} ${styles.mono}`}
              value={values.hostPattern}
              maxLength={253}
              onChange={(event) => setValues((was) => ({ ...was, hostPattern: event.target.value }))}
            />
          )}
        </RuleFormField>
        <RuleFormField label="Service" error={errors.fields.service}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={values.service}
              maxLength={80}
              onChange={(event) => setValues((was) => ({ ...was, service: event.target.value }))}
            />
          )}
        </RuleFormField>
      </form>
    </Dialog>
  );
}

/** What the name form starts from; `newHost` adds a service rule for an unknown host too. */
export interface NameRuleDraft {
  id?: string;
  source: ApiMappingSource;
  service: string;
  verb: string;
  pathPattern: string;
  operationName: string;
  apiName: string;
  newHost?: string | null;
}

const NAME_FIELDS = ['source', 'service', 'verb', 'pathPattern', 'operationName', 'apiName', 'hostPattern'];

/**
 * Adds or changes a name rule: a service's calls with a verb, a path pattern and optionally a
 * GraphQL operation, and the API name they show as. From an unknown host, it adds the host's
 * service rule first. The domain's schema checks the form before it is sent; the server's
 * refusals show at the field they name.
 */
export function NameRuleDialog({
  draft,
  sources,
  services,
  onClose,
}: {
  draft: NameRuleDraft;
  sources: readonly ApiMappingSource[];
  /** The services each source's rules know, offered as suggestions. */
  services: Readonly<Record<ApiMappingSource, readonly string[]>>;
  onClose: () => void;
}) {
  const [values, setValues] = useState(draft);
  const [hostPattern, setHostPattern] = useState(draft.newHost ?? '');
  const [errors, setErrors] = useState<RuleFormErrors>(NO_RULE_ERRORS);
  const save = useSaveNameRule();
  const formId = useId();
  const listId = useId();
  const set = (change: Partial<NameRuleDraft>) => setValues((was) => ({ ...was, ...change }));

  const submit = () => {
    const parsed = apiNameRuleInputSchema.safeParse({
      source: values.source,
      service: values.service,
      verb: values.verb,
      pathPattern: values.pathPattern,
      operationName: values.operationName,
      apiName: values.apiName,
    });
    const host = draft.newHost
      ? apiServiceRuleInputSchema.safeParse({ source: values.source, hostPattern, service: values.service })
      : null;
    if (!parsed.success || (host && !host.success)) {
      return setErrors({
        fields: {
          ...(host && !host.success ? schemaErrors(host.error).fields : {}),
          ...(parsed.success ? {} : schemaErrors(parsed.error).fields),
        },
        form: null,
      });
    }
    setErrors(NO_RULE_ERRORS);
    save.mutate(
      {
        ...parsed.data,
        ...(draft.id ? { id: draft.id } : {}),
        ...(host?.success ? { serviceRule: host.data } : {}),
      },
      { onSuccess: onClose, onError: (error) => setErrors(ruleFormErrors(error, NAME_FIELDS)) },
    );
  };

  return (
    <Dialog
      title={draft.id ? 'Edit API name' : 'Map an API name'}
      onClose={onClose}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RuleFormError message={errors.form} />
        <div className={styles.formRow}>
          <RuleFormField label="Source" error={errors.fields.source}>
            {(control) => (
              <SourceSelect
                control={control}
                value={values.source}
                sources={sources}
                onChange={(source) => set({ source })}
              />
            )}
          </RuleFormField>
          <RuleFormField label="Service" error={errors.fields.service}>
            {(control) => (
              <>
                <input
                  {...control}
                  className={styles.input}
                  value={values.service}
                  maxLength={80}
                  list={listId}
                  onChange={(event) => set({ service: event.target.value })}
                />
                <datalist id={listId}>
                  {(services[values.source] ?? []).map((service) => (
                    <option key={service} value={service} />
                  ))}
                </datalist>
              </>
            )}
          </RuleFormField>
        </div>
        {draft.newHost ? (
          <fieldset className={styles.fieldset}>
            <legend>New service rule</legend>
            <p className={styles.hint}>
              No rule maps this host yet: saving maps it to the service above too.
            </p>
            <RuleFormField label="Host pattern" error={errors.fields.hostPattern}>
              {(control) => (
                <input
                  {...control}
                  className={`${styles.input} ${styles.mono}`}
                  value={hostPattern}
                  maxLength={253}
                  onChange={(event) => setHostPattern(event.target.value)}
                />
              )}
            </RuleFormField>
          </fieldset>
        ) : null}
        <div className={styles.formRow}>
          <RuleFormField label="HTTP verb" error={errors.fields.verb}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={values.verb}
                onChange={(event) => set({ verb: event.target.value })}
              >
                {API_MAPPING_VERBS.map((verb) => (
                  <option key={verb} value={verb}>
                    {verb === 'ANY' ? 'Any verb' : verb}
                  </option>
                ))}
              </select>
            )}
          </RuleFormField>
          <RuleFormField
            label="GraphQL operation"
            hint="Optional: only calls of this operation"
            error={errors.fields.operationName}
          >
            {(control) => (
              <input
                {...control}
                className={`${styles.input} ${styles.mono}`}
                value={values.operationName}
                maxLength={128}
                onChange={(event) => set({ operationName: event.target.value })}
              />
            )}
          </RuleFormField>
        </div>
        <RuleFormField
          label="Path pattern"
          hint="{id} stands for one path segment, * for any run: /api/accounts/{id}"
          error={errors.fields.pathPattern}
        >
          {(control) => (
            <input
              {...control}
              className={`${styles.input} ${styles.mono}`}
              value={values.pathPattern}
              maxLength={300}
              onChange={(event) => set({ pathPattern: event.target.value })}
            />
          )}
        </RuleFormField>
        <RuleFormField label="API name" hint="What charts show for these calls" error={errors.fields.apiName}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={values.apiName}
              maxLength={120}
              onChange={(event) => set({ apiName: event.target.value })}
            />
          )}
        </RuleFormField>
      </form>
    </Dialog>
  );
}
