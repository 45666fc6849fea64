import { MSG } from '@prism/domain';
import { Button } from '../../../components/ui/button';
import { StatusPage } from '../../../components/ui/status-page';
import { useDocumentTitle } from '../../../lib/use-document-title';

export interface NotAuthenticatedPageProps {
  /** Why sign-in failed: 'Authentication failed' or 'Access token invalid'. */
  reason: string;
  onSignIn: () => void;
}

export function NotAuthenticatedPage({ reason, onSignIn }: NotAuthenticatedPageProps) {
  useDocumentTitle({ page: MSG.notAuthenticatedTitle });
  return (
    <StatusPage
      title={MSG.notAuthenticatedTitle}
      body={MSG.notAuthenticatedBody}
      alert={reason}
      illustration={<LockIllustration />}
      actions={<Button onClick={onSignIn}>Sign in again</Button>}
    />
  );
}

function LockIllustration() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="#eef3fe" />
      <rect x="28" y="44" width="40" height="30" rx="6" fill="currentColor" />
      <path d="M36 44V36a12 12 0 0 1 24 0v8" fill="none" stroke="currentColor" strokeWidth="6" />
      <circle cx="48" cy="57" r="4" fill="#fff" />
      <path d="M48 60v6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
