import { Link, NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Logo } from '../../components/ui/logo';
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
        <span className={styles.userName}>{userName}</span>
        <Avatar initials={initials} name={`Signed in as ${userName}`} />
      </div>
    </header>
  );
}
