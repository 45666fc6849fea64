import { roleCan } from '@prism/domain';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useSession } from '../../features/auth/hooks/use-session';
import { KryptoDialog } from '../../features/krypto/components/krypto-dialog';
import styles from './top-bar.module.css';

export interface TopBarLink {
  to: string;
  label: string;
  /** Active only on exactly this path (for the home link). */
  end?: boolean;
}

export interface TopBarProps {
  links: readonly TopBarLink[];
  userName: string;
  initials: string;
}

export function TopBar({ links, userName, initials }: TopBarProps) {
  const { user } = useSession();
  const [kryptoOpen, setKryptoOpen] = useState(false);
  return (
    <header className={styles.topBar}>
      <Link to="/" className={styles.home} aria-label="Prism home">
        <Logo />
      </Link>
      {links.length > 0 ? (
        <nav aria-label="Main" className={styles.nav}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <div className={styles.user}>
        {/* Spec 000 section 6: any role containing "transformer" shows the Krypto tool. */}
        {roleCan(user.roles, 'kryptoTool') ? (
          <Button
            variant="borderless"
            size="small"
            aria-haspopup="dialog"
            aria-expanded={kryptoOpen}
            onClick={() => setKryptoOpen(true)}
          >
            Krypto
          </Button>
        ) : null}
        <span className={styles.userName}>{userName}</span>
        <Avatar initials={initials} name={`Signed in as ${userName}`} />
      </div>
      {kryptoOpen ? (
        <KryptoDialog userId={user.id} roles={user.roles} onClose={() => setKryptoOpen(false)} />
      ) : null}
    </header>
  );
}
