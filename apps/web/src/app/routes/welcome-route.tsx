import { useSearchParams } from 'react-router';
import { WelcomePanel, type AccessLevel } from '../../features/access/components/welcome-panel';
import { useSession } from '../../features/auth/hooks/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';

export function WelcomeRoute() {
  useDocumentTitle({ page: 'Welcome' });
  const { user, flags } = useSession();
  const [params] = useSearchParams();
  const access: AccessLevel = flags.isAuthorized ? 'portal' : flags.isDocsAuthorized ? 'docs' : 'none';
  return (
    <WelcomePanel
      name={user.name || user.id}
      access={access}
      redirected={params.get('redirected') === 'true'}
    />
  );
}
