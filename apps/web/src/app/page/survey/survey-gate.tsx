import { ROLE, roleCan } from '@prism/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { StatusPage } from '../../../components/ui/status-page';
import { useSession } from '../../../features/auth/hooks/use-session';

/**
 * The survey-tool pages open to `prism-admin` or `mse-user` (spec 000 section 6); anyone else reads
 * the rule instead of a broken page. The server refuses the survey calls to them as well: this gate
 * only decides what shows.
 */
export function SurveyGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (roleCan(user.roles, 'surveyTool')) return children;
  return (
    <StatusPage
      title="The survey tool needs its own access"
      body={
        <>
          The Charter Survey Tool opens to a role containing <code>{ROLE.admin}</code> or{' '}
          <code>{ROLE.mseUser}</code>.
        </>
      }
      actions={
        <Link className={buttonClassName()} to="/request-access">
          Request access
        </Link>
      }
    />
  );
}
