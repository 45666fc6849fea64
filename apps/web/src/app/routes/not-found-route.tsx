import { MSG } from '@prism/domain';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { StatusPage } from '../../components/ui/status-page';
import { SUPPORT_TEAM, supportMailto } from '../../lib/contact';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle({ page: 'Page Not Found' });
  return (
    <StatusPage
      title={MSG.notFoundTitle}
      body={MSG.notFoundBody}
      illustration={<LostIllustration />}
      actions={
        <>
          <Link className={buttonClassName()} to="/">
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
