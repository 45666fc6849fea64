import { RequestAccessPanel } from '../../features/access/components/request-access-panel';
import { useSession } from '../../features/auth/hooks/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';

export function RequestAccessRoute() {
  useDocumentTitle({ page: 'Request Access' });
  const { user } = useSession();
  return <RequestAccessPanel userId={user.id} roles={user.roles} />;
}
