import {
  CODE_LANGUAGE_LABELS,
  registrySnippet,
  SNIPPET_LANGUAGES,
  type CodeLanguage,
  type EventCase,
  type EventType,
  type FieldDefinition,
} from '@prism/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Toast, TOAST_SECONDS } from '../../../components/ui/toast';
import styles from './registry.module.css';

export interface EventCaseSnippetProps {
  eventCase: EventCase;
  eventType: EventType | undefined;
  fields: readonly FieldDefinition[];
  /** The languages of the case's applications on this page; a picker is offered when there are several. */
  languages: readonly CodeLanguage[];
}

/**
 * How to send the case's event from the app: the snippet in the app's language (a picker over the
 * five languages when the case's apps use several), and a copy button whose toast stays 6 s.
 */
export function EventCaseSnippet({ eventCase, eventType, fields, languages }: EventCaseSnippetProps) {
  const [chosen, setChosen] = useState<CodeLanguage>(languages[0] ?? 'JAVASCRIPT');
  const [toast, setToast] = useState<{ message: string; tone: 'info' | 'error' } | null>(null);
  const pickerId = useId();
  const titleId = useId();
  const code = registrySnippet(eventCase, eventType, fields, chosen);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.snippetHeader}>
        <h2 className={styles.sectionTitle} id={titleId}>
          Instrumentation
        </h2>
        <div className={styles.toolbarEnd}>
          {languages.length > 1 ? (
            <>
              <label htmlFor={pickerId} className={styles.small}>
                Language
              </label>
              <select
                id={pickerId}
                className={styles.select}
                value={chosen}
                onChange={(event) => setChosen(event.target.value as CodeLanguage)}
              >
                {SNIPPET_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {CODE_LANGUAGE_LABELS[language]}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <span className={styles.badge}>{CODE_LANGUAGE_LABELS[chosen]}</span>
          )}
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              navigator.clipboard.writeText(code).then(
                () => setToast({ message: 'Copied to clipboard', tone: 'info' }),
                () => setToast({ message: 'Could not copy: select the code and copy it.', tone: 'error' }),
              );
            }}
          >
            Copy
          </Button>
        </div>
      </div>
      <pre className={styles.code} aria-label={`${CODE_LANGUAGE_LABELS[chosen]} snippet`} tabIndex={0}>
        <code>{code}</code>
      </pre>
      {toast ? (
        <Toast
          message={toast.message}
          tone={toast.tone}
          durationSeconds={TOAST_SECONDS.default}
          onDismiss={() => setToast(null)}
        />
      ) : null}
    </section>
  );
}
