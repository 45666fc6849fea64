import { VOC_MSG } from '@prism/domain';
import { Button } from '../../../../components/ui/button';
import { issueUrl } from '../../../../lib/contact';
import styles from './reviews.module.css';

const LINK_TEXT = 'click here';

export interface RevealErrorNoticeProps {
  onDismiss: () => void;
}

/**
 * An account number did not decrypt (spec 001 section 8): the spec's message, its 'click here'
 * opening the issue form with the message and the page's address filled in.
 */
export function RevealErrorNotice({ onDismiss }: RevealErrorNoticeProps) {
  const message = VOC_MSG.transformError('decrypt');
  const at = message.indexOf(LINK_TEXT);
  const href = issueUrl(`Prism: ${message.split('.')[0]}`, `${message}\n\nPage: ${window.location.href}`);
  return (
    <div className={styles.notice} role="alert">
      <p>
        {message.slice(0, at)}
        <a href={href} target="_blank" rel="noreferrer">
          {LINK_TEXT}
        </a>
        {message.slice(at + LINK_TEXT.length)}
      </p>
      <Button variant="borderless" size="small" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
