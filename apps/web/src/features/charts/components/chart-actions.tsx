import { MSG } from '@prism/domain';
import { useState, type ReactNode } from 'react';
import type { ChartCardMenuItem } from '../../../components/charts/chart-card-menu';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { chartQueryUrl, type ChartDefinition, type ChartQueryPlan } from '../lib/chart-definition';
import styles from './chart-actions.module.css';

export interface ChartActionsInput {
  definition: ChartDefinition;
  /** The chart's metric query, when it has one (View query). */
  plan?: ChartQueryPlan;
}

export interface ChartActions {
  /** The chart card's menu entries after its own 'Download CSV'. */
  items: ChartCardMenuItem[];
  /** The dialog an entry opened, for the card to show. */
  dialog: ReactNode;
}

/**
 * The chart actions of spec 001 section 2 beyond the card's 'Download CSV': View query (the metric
 * query as JSON and the equivalent `GET /api/realtime-dashboard` address, each with Copy) and
 * History (the definition's changelog). The card's menu gives focus back to its button when an
 * entry is chosen, and the dialog returns it there when it closes.
 */
export function useChartActions({ definition, plan }: ChartActionsInput): ChartActions {
  const [open, setOpen] = useState<'query' | 'history' | null>(null);
  const close = () => setOpen(null);
  const items: ChartCardMenuItem[] = [
    ...(plan ? [{ label: MSG.chartViewQuery, onSelect: () => setOpen('query') }] : []),
    { label: MSG.chartHistory, onSelect: () => setOpen('history') },
  ];
  const dialog =
    open === 'query' && plan ? (
      <QueryDialog title={definition.title} plan={plan} onClose={close} />
    ) : open === 'history' ? (
      <HistoryDialog definition={definition} onClose={close} />
    ) : null;
  return { items, dialog };
}

function QueryDialog({ title, plan, onClose }: { title: string; plan: ChartQueryPlan; onClose: () => void }) {
  const json = JSON.stringify(plan.query, null, 2);
  const url = chartQueryUrl(plan.query);
  return (
    <Dialog title={`${MSG.chartViewQuery}: ${title}`} onClose={onClose}>
      <div className={styles.query}>
        <CopyBlock label="Metric query" text={json} />
        <CopyBlock label="GET" text={url} />
      </div>
    </Dialog>
  );
}

function CopyBlock({ label, text }: { label: string; text: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <section className={styles.block} aria-label={label}>
      <div className={styles.blockHeader}>
        <h3 className={styles.blockTitle}>{label}</h3>
        <Button
          variant="borderless"
          size="small"
          onClick={() => {
            navigator.clipboard.writeText(text).then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            );
          }}
        >
          {MSG.chartCopy}
        </Button>
        {copied ? (
          <span role="status" className={styles.copied}>
            {copied === 'yes' ? MSG.chartCopied : 'Copy failed: select the text and copy it.'}
          </span>
        ) : null}
      </div>
      <pre className={styles.code}>{text}</pre>
    </section>
  );
}

function HistoryDialog({ definition, onClose }: { definition: ChartDefinition; onClose: () => void }) {
  const history = definition.history ?? [];
  return (
    <Dialog title={`${MSG.chartHistory}: ${definition.title}`} onClose={onClose}>
      {history.length === 0 ? (
        <p className={styles.empty}>{MSG.chartHistoryEmpty}</p>
      ) : (
        <ul className={styles.history}>
          {history.map((entry) => (
            <li key={`${entry.date}-${entry.text}`}>
              <time dateTime={entry.date} className={styles.date}>
                {entry.date}
              </time>{' '}
              {entry.text}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
