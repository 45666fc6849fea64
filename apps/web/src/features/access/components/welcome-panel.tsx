import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import styles from './access.module.css';

export type AccessLevel = 'portal' | 'docs' | 'none';

export interface WelcomePanelProps {
  name: string;
  access: AccessLevel;
  /** The user was sent here from a page their access does not cover. */
  redirected: boolean;
}

/** The welcome page: who you are signed in as and what you can do next. */
export function WelcomePanel({ name, access, redirected }: WelcomePanelProps) {
  return (
    <div className={styles.screen}>
      <div className={styles.panel}>
        <div className={styles.brand}>
          <Logo />
        </div>
        <h1 className={styles.title}>Welcome to Prism</h1>
        {redirected ? (
          <p className={styles.notice} role="status">
            The page you tried to open needs access to Prism.
          </p>
        ) : null}
        {access === 'none' ? (
          <>
            <p className={styles.text}>
              You are signed in as <strong>{name}</strong>, but you do not have access to Prism yet.
            </p>
            <p className={styles.text}>
              Prism shows the analytics of our applications to the teams that build them.
            </p>
            <div className={styles.actions}>
              <Link className={buttonClassName()} to="/request-access">
                Request access
              </Link>
            </div>
          </>
        ) : access === 'docs' ? (
          <>
            <p className={styles.text}>
              You are signed in as <strong>{name}</strong>. Your access covers Prism&rsquo;s documentation.
            </p>
            <div className={styles.actions}>
              <Link className={buttonClassName()} to="/documentation">
                Open the documentation
              </Link>
              <Link className={buttonClassName('secondary')} to="/request-access">
                Request more access
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className={styles.text}>
              You are signed in as <strong>{name}</strong>.
            </p>
            <div className={styles.actions}>
              <Link className={buttonClassName()} to="/">
                Go to Prism
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
