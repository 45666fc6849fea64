import { MSG } from '@prism/domain';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { chartCsv, chartCsvFileName, type ChartCsvData } from '../../../components/charts/lib/chart-csv';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Dropdown, dropdownItemClassName } from '../../../components/ui/dropdown';
import { saveTextFile } from '../../../lib/save-file';
import { chartQueryUrl, type ChartDefinition, type ChartQueryPlan } from '../lib/chart-definition';
import styles from './chart-actions.module.css';

export interface ChartActionsProps {
  definition: ChartDefinition;
  /** The chart's metric query, when it has one (View query). */
  plan?: ChartQueryPlan;
  /** The data shown, when there is some (Download CSV). */
  csv?: ChartCsvData;
}

/**
 * The chart action menu (spec 001 section 2): Download CSV of the data shown, View query (the
 * metric query as JSON and the equivalent `GET /api/realtime-dashboard` address, each with Copy)
 * and History (the definition's changelog).
 */
export function ChartActions({ definition, plan, csv }: ChartActionsProps) {
  const [dialog, setDialog] = useState<'query' | 'history' | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const closeDialog = () => {
    setDialog(null);
    // The menu item that opened the dialog is gone: focus goes back to the menu's trigger.
    setTimeout(() => anchor.current?.querySelector('button')?.focus(), 0);
  };
  return (
    <span ref={anchor} className={styles.anchor}>
      <Dropdown
        trigger={<span aria-hidden="true">⋯</span>}
        label={MSG.chartActions}
        align="end"
        className={styles.menu}
      >
        {(close) => (
          <ActionMenu>
            {csv ? (
              <button
                type="button"
                role="menuitem"
                className={dropdownItemClassName}
                onClick={() => {
                  close();
                  saveTextFile(chartCsv(csv), chartCsvFileName(definition.title));
                }}
              >
                {MSG.chartDownloadCsv}
              </button>
            ) : null}
            {plan ? (
              <button
                type="button"
                role="menuitem"
                className={dropdownItemClassName}
                onClick={() => {
                  close();
                  setDialog('query');
                }}
              >
                {MSG.chartViewQuery}
              </button>
            ) : null}
            <button
              type="button"
              role="menuitem"
              className={dropdownItemClassName}
              onClick={() => {
                close();
                setDialog('history');
              }}
            >
              {MSG.chartHistory}
            </button>
          </ActionMenu>
        )}
      </Dropdown>
      {dialog === 'query' && plan ? (
        <QueryDialog title={definition.title} plan={plan} onClose={closeDialog} />
      ) : null}
      {dialog === 'history' ? <HistoryDialog definition={definition} onClose={closeDialog} /> : null}
    </span>
  );
}

/**
 * The menu's items: the first takes focus when it opens; the up and down arrows (and Home, End)
 * move between them. Escape is the dropdown's: it closes and returns focus to the trigger.
 */
function ActionMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (at + 1) % items.length
        : event.key === 'ArrowUp'
          ? (at - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (next === null || items.length === 0) return;
    event.preventDefault();
    items[next]?.focus();
  };
  return (
    <div ref={menu} role="menu" aria-label={MSG.chartActions} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
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
