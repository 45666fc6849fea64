import {
  API_MAPPING_SOURCES,
  API_MAPPING_SOURCE_LABELS,
  type ApiMappingSource,
  type ApiMappingsReply,
  type ApiNameRule,
  type ApiServiceRule,
} from '@prism/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { StateFrame, StateFrameText } from '../../../components/ui/state-frame';
import styles from './api-mappings.module.css';
import { DeleteRuleDialog } from './delete-rule-dialog';
import { NameRuleDialog, ServiceRuleDialog, type NameRuleDraft, type ServiceRuleDraft } from './rule-dialogs';
import { RuleHistory } from './rule-history';
import { RuleTable, type RuleColumn } from './rule-table';

/** What both rule pages take: the rules, the search and source in force, and their changes. */
export interface RulesPageProps {
  rules: ApiMappingsReply;
  search: string;
  onSearch: (search: string) => void;
  /** The source shown, or '' for all. */
  source: ApiMappingSource | '';
  onSource: (source: ApiMappingSource | '') => void;
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The services each source's rules know, for the name form's suggestions. */
export function servicesBySource(rules: ApiMappingsReply): Record<ApiMappingSource, string[]> {
  const of = (source: ApiMappingSource) =>
    [...new Set(rules.services.filter((rule) => rule.source === source).map((rule) => rule.service))].sort();
  return { quantum: of('quantum'), internal: of('internal'), qube: of('qube') };
}

/** Who may edit, said once above the table when it is not everyone. */
function EditNote({ editable }: { editable: readonly ApiMappingSource[] }) {
  if (editable.length === API_MAPPING_SOURCES.length) return null;
  return (
    <p className={styles.readOnly}>
      {editable.length === 0
        ? 'You can read these rules. Changing them needs a mapping-edit role (quantum-mapping-edit, internal-quantum-mapping-edit or qube-mapping-edit).'
        : `You can change the ${editable.map((source) => API_MAPPING_SOURCE_LABELS[source]).join(' and ')} rules; the others are read-only.`}
    </p>
  );
}

function Toolbar({
  search,
  onSearch,
  source,
  onSource,
  label,
  shown,
  total,
  noun,
  onAdd,
}: Omit<RulesPageProps, 'rules'> & {
  label: string;
  shown: number;
  total: number;
  noun: string;
  onAdd?: () => void;
}) {
  return (
    <div className={styles.toolbar}>
      <SearchBox text={search} onSearch={onSearch} label={label} placeholder={label} maxLength={100} />
      <label className="visually-hidden" htmlFor="mapping-source">
        Source
      </label>
      <select
        id="mapping-source"
        className={styles.select}
        value={source}
        onChange={(event) => onSource(event.target.value as ApiMappingSource | '')}
      >
        <option value="">All sources</option>
        {API_MAPPING_SOURCES.map((value) => (
          <option key={value} value={value}>
            {API_MAPPING_SOURCE_LABELS[value]}
          </option>
        ))}
      </select>
      <p className={styles.count} aria-live="polite">
        {shown} of {total} {noun}
      </p>
      {onAdd ? (
        <div className={styles.toolbarEnd}>
          <Button onClick={onAdd}>Add {noun.replace(/s$/, '')}</Button>
        </div>
      ) : null}
    </div>
  );
}

function matches(texts: readonly (string | null)[], needle: string): boolean {
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}

function RowButtons({
  label,
  editable,
  historyOpen,
  onHistory,
  onEdit,
  onDelete,
}: {
  label: string;
  editable: boolean;
  historyOpen: boolean;
  onHistory: () => void;
  onEdit: () => void;
  onDelete: () => void;
}): ReactNode {
  return (
    <>
      <Button
        variant="borderless"
        size="small"
        aria-expanded={historyOpen}
        aria-label={`History of ${label}`}
        onClick={onHistory}
      >
        History
      </Button>
      {editable ? (
        <>
          <Button variant="secondary" size="small" aria-label={`Edit ${label}`} onClick={onEdit}>
            Edit
          </Button>
          <Button variant="borderless" size="small" aria-label={`Delete ${label}`} onClick={onDelete}>
            Delete
          </Button>
        </>
      ) : null}
    </>
  );
}

const sourceColumn = <T extends { source: ApiMappingSource }>(): RuleColumn<T> => ({
  id: 'source',
  header: 'Source',
  value: (rule) => rule.source,
  cell: (rule) => <span className={styles.badge}>{rule.source}</span>,
});
const changedColumn = <T extends { updatedAt: number; updatedBy: string }>(): RuleColumn<T> => ({
  id: 'updated',
  header: 'Changed',
  value: (rule) => rule.updatedAt,
  cell: (rule) => (
    <span className={styles.changed}>
      <time dateTime={new Date(rule.updatedAt).toISOString()}>{when.format(rule.updatedAt)}</time>
      <span>by {rule.updatedBy}</span>
    </span>
  ),
});

const NAME_COLUMNS: RuleColumn<ApiNameRule>[] = [
  { id: 'apiName', header: 'API name', value: (rule) => rule.apiName },
  { id: 'service', header: 'Service', value: (rule) => rule.service },
  { id: 'verb', header: 'Verb', value: (rule) => rule.verb, mono: true },
  { id: 'pathPattern', header: 'Path pattern', value: (rule) => rule.pathPattern, mono: true },
  {
    id: 'operationName',
    header: 'Operation',
    value: (rule) => rule.operationName ?? '',
    cell: (rule) => rule.operationName ?? <span className={styles.muted}>any</span>,
    mono: true,
  },
  sourceColumn<ApiNameRule>(),
  changedColumn<ApiNameRule>(),
];

const nameLabel = (rule: ApiNameRule) =>
  `${rule.verb === 'ANY' ? '' : `${rule.verb} `}${rule.pathPattern}${rule.operationName ? ` ${rule.operationName}` : ''} → ${rule.apiName}`;

/**
 * The name rules (`api-name-mappings/names`): which calls of a service show as which API name,
 * most specific first per source. Editors of a source add, change and delete its rules; every
 * rule's history opens under it.
 */
export function NameRulesPage({ rules, search, onSearch, source, onSource }: RulesPageProps) {
  const [editing, setEditing] = useState<NameRuleDraft | null>(null);
  const [deleting, setDeleting] = useState<ApiNameRule | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const editable = rules.editableSources;
  const needle = search.trim().toLowerCase();
  const shown = rules.names.filter(
    (rule) =>
      (!source || rule.source === source) &&
      matches([rule.apiName, rule.service, rule.pathPattern, rule.operationName, rule.verb], needle),
  );
  const firstSource = editable.find((value) => value === source) ?? editable[0];
  return (
    <>
      <EditNote editable={editable} />
      <Toolbar
        search={search}
        onSearch={onSearch}
        source={source}
        onSource={onSource}
        label="Search API names"
        shown={shown.length}
        total={rules.names.length}
        noun="API names"
        {...(firstSource
          ? {
              onAdd: () =>
                setEditing({
                  source: firstSource,
                  service: '',
                  verb: 'GET',
                  pathPattern: '/',
                  operationName: '',
                  apiName: '',
                }),
            }
          : {})}
      />
      {shown.length === 0 ? (
        <StateFrame title={rules.names.length === 0 ? 'No API names mapped yet' : 'No API names match'}>
          <StateFrameText>
            {rules.names.length === 0
              ? 'Map the calls your applications make on the Unknown APIs page.'
              : 'Try another search or source.'}
          </StateFrameText>
        </StateFrame>
      ) : (
        <RuleTable
          label="API name rules"
          rows={shown}
          columns={NAME_COLUMNS}
          rowKey={(rule) => rule.id}
          expandedKey={historyOf}
          expanded={(rule) => <RuleHistory kind="API_NAME_MAPPING" id={rule.id} />}
          actions={(rule) => (
            <RowButtons
              label={nameLabel(rule)}
              editable={editable.includes(rule.source)}
              historyOpen={historyOf === rule.id}
              onHistory={() => setHistoryOf((was) => (was === rule.id ? null : rule.id))}
              onEdit={() => setEditing({ ...rule, operationName: rule.operationName ?? '' })}
              onDelete={() => setDeleting(rule)}
            />
          )}
        />
      )}
      {editing ? (
        <NameRuleDialog
          draft={editing}
          sources={editable}
          services={servicesBySource(rules)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteRuleDialog
          kind="name"
          id={deleting.id}
          what={nameLabel(deleting)}
          consequence={`Charts show these calls by their raw names again, and they come back on the Unknown APIs page.`}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

const SERVICE_COLUMNS: RuleColumn<ApiServiceRule>[] = [
  { id: 'hostPattern', header: 'Host pattern', value: (rule) => rule.hostPattern, mono: true },
  { id: 'service', header: 'Service', value: (rule) => rule.service },
  sourceColumn<ApiServiceRule>(),
  changedColumn<ApiServiceRule>(),
];

/**
 * The service rules (`api-name-mappings/service`): which hosts belong to which service, exact
 * hosts before wildcards, per source.
 */
export function ServiceRulesPage({ rules, search, onSearch, source, onSource }: RulesPageProps) {
  const [editing, setEditing] = useState<ServiceRuleDraft | null>(null);
  const [deleting, setDeleting] = useState<ApiServiceRule | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const editable = rules.editableSources;
  const needle = search.trim().toLowerCase();
  const shown = rules.services.filter(
    (rule) => (!source || rule.source === source) && matches([rule.hostPattern, rule.service], needle),
  );
  const firstSource = editable.find((value) => value === source) ?? editable[0];
  return (
    <>
      <EditNote editable={editable} />
      <Toolbar
        search={search}
        onSearch={onSearch}
        source={source}
        onSource={onSource}
        label="Search services"
        shown={shown.length}
        total={rules.services.length}
        noun="service rules"
        {...(firstSource
          ? { onAdd: () => setEditing({ source: firstSource, hostPattern: '', service: '' }) }
          : {})}
      />
      {shown.length === 0 ? (
        <StateFrame title={rules.services.length === 0 ? 'No services mapped yet' : 'No services match'}>
          <StateFrameText>
            {rules.services.length === 0
              ? 'Add a host pattern and the service it belongs to.'
              : 'Try another search or source.'}
          </StateFrameText>
        </StateFrame>
      ) : (
        <RuleTable
          label="Service rules"
          rows={shown}
          columns={SERVICE_COLUMNS}
          rowKey={(rule) => rule.id}
          expandedKey={historyOf}
          expanded={(rule) => <RuleHistory kind="API_SERVICE_MAPPING" id={rule.id} />}
          actions={(rule) => (
            <RowButtons
              label={`${rule.hostPattern} → ${rule.service}`}
              editable={editable.includes(rule.source)}
              historyOpen={historyOf === rule.id}
              onHistory={() => setHistoryOf((was) => (was === rule.id ? null : rule.id))}
              onEdit={() => setEditing(rule)}
              onDelete={() => setDeleting(rule)}
            />
          )}
        />
      )}
      {editing ? (
        <ServiceRuleDialog draft={editing} sources={editable} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <DeleteRuleDialog
          kind="service"
          id={deleting.id}
          what={`${deleting.hostPattern} → ${deleting.service}`}
          consequence="The host's calls belong to no service until another rule maps it, so its API names no longer apply to them."
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
