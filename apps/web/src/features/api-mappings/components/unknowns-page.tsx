import type { ApiMappingSource, ApiMappingsReply, ApiUnknown, ApiUnknownsReply } from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { StateFrame, StateFrameText } from '../../../components/ui/state-frame';
import styles from './api-mappings.module.css';
import { NameRuleDialog, type NameRuleDraft } from './rule-dialogs';
import { servicesBySource } from './rules-pages';
import { RuleTable, type RuleColumn } from './rule-table';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat();

const keyOf = (row: ApiUnknown) =>
  [row.source, row.host, row.verb, row.apiName, row.operationName].join('\u0001');

const COLUMNS: RuleColumn<ApiUnknown>[] = [
  { id: 'apiName', header: 'Raw API name', value: (row) => row.apiName, mono: true },
  {
    id: 'operationName',
    header: 'Operation',
    value: (row) => row.operationName ?? '',
    cell: (row) => row.operationName ?? <span className={styles.muted}>—</span>,
    mono: true,
  },
  { id: 'host', header: 'Host', value: (row) => row.host ?? '', mono: true },
  {
    id: 'service',
    header: 'Service',
    value: (row) => row.service ?? '',
    cell: (row) => row.service ?? <span className={`${styles.badge} ${styles.badgeNew}`}>No service</span>,
  },
  {
    id: 'source',
    header: 'Source',
    value: (row) => row.source,
    cell: (row) => <span className={styles.badge}>{row.source}</span>,
  },
  {
    id: 'calls',
    header: 'Calls',
    value: (row) => row.calls,
    cell: (row) => count.format(row.calls),
    numeric: true,
  },
  { id: 'apps', header: 'Applications', value: (row) => row.apps.join(', ') },
  {
    id: 'lastSeen',
    header: 'Last seen',
    value: (row) => row.lastSeenMs,
    cell: (row) => (
      <time dateTime={new Date(row.lastSeenMs).toISOString()}>{when.format(row.lastSeenMs)}</time>
    ),
  },
];

/** The form's start for an unknown call: its suggested rule, and its host when no rule maps it. */
export function unknownDraft(row: ApiUnknown): NameRuleDraft {
  const { suggestion } = row;
  return {
    source: row.source,
    service: suggestion.service,
    verb: suggestion.verb,
    pathPattern: suggestion.pathPattern,
    operationName: suggestion.operationName ?? '',
    apiName: suggestion.apiName,
    newHost: suggestion.newService ? suggestion.hostPattern : null,
  };
}

/**
 * The calls no rule maps (`api-name-mappings/unknowns`), most first: each with its volume, the
 * applications that made it and when it was last seen. "Map" opens the rule form filled in from
 * the call; once saved the row leaves the list. Users who may not edit a call's source read only.
 */
export function UnknownsPage({
  unknowns,
  rules,
  search,
  onSearch,
}: {
  unknowns: ApiUnknownsReply;
  rules: ApiMappingsReply;
  search: string;
  onSearch: (search: string) => void;
}) {
  const [mapping, setMapping] = useState<NameRuleDraft | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = unknowns.unknowns.filter(
    (row) =>
      !needle ||
      [row.apiName, row.host, row.operationName, row.service, ...row.apps].some((text) =>
        text?.toLowerCase().includes(needle),
      ),
  );
  const editable = new Set<ApiMappingSource>(rules.editableSources);
  const total = unknowns.unknowns.reduce((sum, row) => sum + row.calls, 0);
  return (
    <>
      {editable.size === 0 ? (
        <p className={styles.readOnly}>
          You can read the unknown calls. Mapping them needs a mapping-edit role of their source.
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <SearchBox
          text={search}
          onSearch={onSearch}
          label="Search unknown APIs"
          placeholder="Search names, hosts, apps"
          maxLength={100}
        />
        <p className={styles.count} aria-live="polite">
          {shown.length} of {unknowns.unknowns.length} unmapped calls ({count.format(total)} calls in the
          period)
        </p>
      </div>
      {shown.length === 0 ? (
        <StateFrame
          title={unknowns.unknowns.length === 0 ? 'Every call is mapped' : 'No unknown calls match'}
        >
          <StateFrameText>
            {unknowns.unknowns.length === 0
              ? 'No rule is missing for the calls these applications made in the period.'
              : 'Try another search.'}
          </StateFrameText>
        </StateFrame>
      ) : (
        <RuleTable
          label="Unknown API calls"
          rows={shown}
          columns={COLUMNS}
          rowKey={keyOf}
          actions={(row) =>
            editable.has(row.source) ? (
              <Button
                size="small"
                aria-label={`Map ${row.apiName}${row.operationName ? ` ${row.operationName}` : ''} on ${row.host ?? 'no host'}`}
                onClick={() => setMapping(unknownDraft(row))}
              >
                Map
              </Button>
            ) : null
          }
        />
      )}
      {mapping ? (
        <NameRuleDialog
          draft={mapping}
          sources={[mapping.source]}
          services={servicesBySource(rules)}
          onClose={() => setMapping(null)}
        />
      ) : null}
    </>
  );
}
