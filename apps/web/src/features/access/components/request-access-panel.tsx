import { ROLE } from '@prism/domain';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { SUPPORT_TEAM, supportMailto } from '../../../lib/contact';
import styles from './access.module.css';

export interface RequestAccessPanelProps {
  userId: string;
  roles: readonly string[];
}

const ROLE_CHOICES = [
  {
    role: ROLE.basic,
    grants: 'The portal: application and server analytics, dashboards, data sources and tools.',
  },
  {
    role: ROLE.vocRead,
    grants:
      'Voice of Customer: customer feedback to read, with the rights a Voice of Customer admin gives you per application.',
  },
  { role: ROLE.docs, grants: 'Documentation only.' },
] as const;

/** Which role to ask for, and whom to ask. */
export function RequestAccessPanel({ userId, roles }: RequestAccessPanelProps) {
  const subject = `Prism access request for ${userId}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Request access</h1>
      <p className={styles.text}>
        Prism grants access through directory roles. Ask the {SUPPORT_TEAM} for the role that fits your work:
      </p>
      <dl className={styles.roles}>
        {ROLE_CHOICES.map((choice) => (
          <div key={choice.role} className={styles.roleChoice}>
            <dt>
              <code>{choice.role}</code>
            </dt>
            <dd>{choice.grants}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.text}>
        Your roles now:{' '}
        {roles.length > 0 ? roles.map((role) => <code key={role}>{role}</code>) : <strong>none</strong>}. Once
        a role is granted, sign in again to use it.
      </p>
      <div className={styles.actions}>
        <a className={buttonClassName()} href={supportMailto(subject)}>
          Email the {SUPPORT_TEAM}
        </a>
        <Link className={buttonClassName('secondary')} to="/welcome">
          Back to welcome
        </Link>
      </div>
    </div>
  );
}
