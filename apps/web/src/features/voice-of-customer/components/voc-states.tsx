import { VOC_MSG } from '@prism/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { StateFrame, StateFrameText } from '../../../components/ui/state-frame';
import { StatusPage } from '../../../components/ui/status-page';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import styles from './voc-states.module.css';

/** 'Data in Superposition': nothing matches the filters and search (spec 001 section 2). */
export function VocEmpty({ children }: { children?: ReactNode }) {
  return (
    <StateFrame title={VOC_MSG.emptyTitle} data-testid="voc-empty">
      <StateFrameText>{VOC_MSG.emptyBody}</StateFrameText>
      {children}
    </StateFrame>
  );
}

/** The support mail of the fetch error (spec 001 section 8): subject and a body asking for the URL. */
export function supportProblemMailto(): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(VOC_MSG.fetchErrorMailSubject)}&body=${encodeURIComponent(
    `${VOC_MSG.fetchErrorMailBody}${window.location.href}\n`,
  )}`;
}

export interface VocErrorProps {
  /** The module's own line for what failed ('Error fetching Voice of Customer feedback.'). */
  what: string;
  /** The server's reason, when it gave one. */
  reason?: string;
  onRetry?: () => void;
}

/**
 * 'Nothing on the event horizon...': a call of the page failed (spec 001 section 8). Says what
 * failed, the fetch error text, the server's reason and the support mail link; Try again reruns it.
 */
export function VocError({ what, reason, onRetry }: VocErrorProps) {
  return (
    <StateFrame title={VOC_MSG.errorTitle} role="alert" data-testid="voc-error">
      <p className={styles.what}>{what}</p>
      <StateFrameText>{VOC_MSG.fetchError}</StateFrameText>
      {reason ? <p className={styles.reason}>{reason}</p> : null}
      <StateFrameText>
        {VOC_MSG.fetchErrorContact}: <a href={supportProblemMailto()}>{SUPPORT_EMAIL}</a>
      </StateFrameText>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </StateFrame>
  );
}

/** A whole page that cannot show (no application in the group, say), in the module's error frame. */
export function VocPageProblem({ title, body }: { title: string; body: string }) {
  return <StatusPage title={title} body={body} />;
}
