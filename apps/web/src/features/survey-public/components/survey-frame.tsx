import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import styles from './survey-frame.module.css';

/** The public pages' one column: no top bar, no menu, a card on the page's background. */
export function SurveyFrame({ children }: { children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>{children}</div>
    </main>
  );
}

/** The survey's title and description above its questions or its upload. */
export function SurveyHeading({ title, description }: { title: string; description?: string }) {
  return (
    <header className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}

export function SurveyLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}

export type SurveyNoticeTone = 'done' | 'info' | 'problem';

export interface SurveyNoticeProps {
  tone: SurveyNoticeTone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Moves focus to the notice when it appears, so a screen reader reads the outcome of an action. */
  focusOnShow?: boolean;
}

function ToneIcon({ tone }: { tone: SurveyNoticeTone }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {tone === 'done' ? (
        <path
          d="M7.5 12.5l3 3 6-6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : tone === 'info' ? (
        <path
          d="M12 11v6M12 7.2v.1"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M12 7v6M12 16.8v.1"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * A page's outcome instead of its form: thanks, a closed or unknown survey, a call that failed. A
 * problem is announced as an alert; an outcome the respondent caused takes focus.
 */
export function SurveyNotice({ tone, title, children, actions, focusOnShow = false }: SurveyNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  return (
    <section className={styles.notice} data-tone={tone} role={tone === 'problem' ? 'alert' : undefined}>
      <ToneIcon tone={tone} />
      <h1 className={styles.noticeTitle} ref={headingRef} tabIndex={focusOnShow ? -1 : undefined}>
        {title}
      </h1>
      <div className={styles.noticeBody}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
