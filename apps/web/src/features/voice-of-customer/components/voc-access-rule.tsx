import { ROLE } from '@prism/domain';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { StatusPage } from '../../../components/ui/status-page';
import styles from './voc-access-rule.module.css';

export interface VocAccessRuleProps {
  roles: readonly string[];
}

/** What a user without Voice of Customer access sees on the module's pages: the rule, not a broken page. */
export function VocAccessRule({ roles }: VocAccessRuleProps) {
  return (
    <StatusPage
      title="Voice of Customer needs its own access"
      body={
        <>
          Customer feedback opens to a role containing <code className={styles.role}>{ROLE.full}</code> or{' '}
          <code className={styles.role}>{ROLE.vocRead}</code>; customer details in it need{' '}
          <code className={styles.role}>{ROLE.customerFeedback}</code> as well. Your roles:{' '}
          {roles.length > 0
            ? roles.map((role, index) => (
                <span key={role}>
                  {index > 0 ? ', ' : null}
                  <code className={styles.role}>{role}</code>
                </span>
              ))
            : 'none'}
          .
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
