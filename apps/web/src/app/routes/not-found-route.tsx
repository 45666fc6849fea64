import { MSG } from '@prism/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { StatusPage } from '../../components/ui/status-page';
import { issueUrl, SUPPORT_TEAM, supportMailto } from '../../lib/contact';
import { useDocumentTitle } from '../../lib/use-document-title';

export interface NotFoundRouteProps {
  /** Replaces '404 - Page Not Found', e.g. 'Update Required' or an error's title. */
  title?: string;
  /** Replaces the 'You seem to have gotten lost' copy. */
  body?: ReactNode;
  /** Shown for an error: adds 'Open Issue', which files a ticket carrying this text. */
  error?: string;
}

/** The not-found page of spec 000 section 2, also the layout of the Update Required and error pages. */
export function NotFoundRoute({
  title = MSG.notFoundTitle,
  body = MSG.notFoundBody,
  error,
}: NotFoundRouteProps) {
  useDocumentTitle({ page: error ? 'Error' : 'Page Not Found' });
  return (
    <StatusPage
      title={title}
      body={body}
      illustration={<LostIllustration />}
      actions={
        <>
          {error ? (
            <a
              className={buttonClassName()}
              href={issueUrl(`Prism: ${error}`, `${error}\n\nPage: ${window.location.href}`)}
              target="_blank"
              rel="noreferrer"
            >
              {MSG.openIssue}
            </a>
          ) : null}
          <Link className={buttonClassName(error ? 'secondary' : 'primary')} to="/">
            Go to the start page
          </Link>
          <a className={buttonClassName('secondary')} href={supportMailto('Prism: page not found')}>
            Contact the {SUPPORT_TEAM}
          </a>
        </>
      }
    />
  );
}

/** A compass with a question mark: the not-found image of spec 000 section 2. */
function LostIllustration() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="88" rx="44" ry="6" fill="#e3e8ef" />
      <circle cx="60" cy="44" r="38" fill="#eef3fe" stroke="currentColor" strokeWidth="3" />
      <path
        d="M60 14v6M60 68v6M30 44h6M84 44h6"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="m72 30-8 18-16 6 8-18z" fill="currentColor" opacity="0.85" />
      <circle cx="60" cy="44" r="3" fill="#fff" />
    </svg>
  );
}
