import { userInitials } from '@prism/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './user-summary.module.css';

const signInFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export interface UserSummaryProps {
  /** From the verified token. */
  id: string;
  pid: string;
  email: string;
  name: string;
  roles: readonly string[];
  /** The stored profile once loaded; its names and initials win over the token's. */
  profile?: {
    firstName: string;
    lastName: string;
    preferredInitials: string;
    avatarBackgroundColor: string;
    lastLoginDate: string | null;
  };
  profileStatus: 'pending' | 'error' | 'success';
}

export function UserSummary({ id, pid, email, name, roles, profile, profileStatus }: UserSummaryProps) {
  const profileName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  const displayName = profileName || name || id;
  const initials = userInitials(displayName, profile?.preferredInitials);
  return (
    <Card title="Signed in as" headingId="user-summary-title">
      <div className={styles.identity}>
        <Avatar
          initials={initials}
          name={displayName}
          size="large"
          color={profile?.avatarBackgroundColor || undefined}
        />
        <div>
          <p className={styles.name}>{displayName}</p>
          <p className={styles.email}>{email || 'No email on record'}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>User id</dt>
        <dd>
          <code>{id}</code>
        </dd>
        <dt>Personnel id</dt>
        <dd>
          <code>{pid}</code>
        </dd>
        <dt>Roles</dt>
        <dd className={styles.rolesValue}>
          {roles.length > 0 ? (
            <ul className={styles.roles} aria-label="Roles">
              {roles.map((role) => (
                <li key={role} className={styles.role} title={role}>
                  {role}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </dd>
        <dt>Last sign-in</dt>
        <dd>
          {profileStatus === 'pending' ? (
            <Skeleton width="8rem" />
          ) : profileStatus === 'error' ? (
            <span className={styles.warning}>Your profile could not be loaded.</span>
          ) : profile?.lastLoginDate ? (
            <time dateTime={profile.lastLoginDate}>
              {signInFormat.format(new Date(profile.lastLoginDate))}
            </time>
          ) : (
            'First visit'
          )}
        </dd>
      </dl>
    </Card>
  );
}
