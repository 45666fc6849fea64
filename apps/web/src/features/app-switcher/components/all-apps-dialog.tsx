import { GROUP_DOMAINS, type AppDomain } from '@prism/domain';
import { Dialog } from '../../../components/ui/dialog';
import type { SwitcherApp } from './app-switcher';
import styles from './app-switcher.module.css';

/** Headings of the domains, the group domains with the labels the group dialog uses. */
const DOMAIN_LABELS: Record<AppDomain, string> = {
  ...Object.fromEntries(GROUP_DOMAINS.map(({ domain, label }) => [domain, label])),
  journey_survey: 'Journey Survey',
  employee_experience: 'Employee Experience',
  cst_survey: 'CST Survey',
  tve: 'TVE',
  unknown: 'Other',
} as Record<AppDomain, string>;

export interface AllAppsDialogProps {
  applications: readonly SwitcherApp[];
  onChoose: (app: SwitcherApp) => void;
  onClose: () => void;
}

/** 'View All': every application, by domain. */
export function AllAppsDialog({ applications, onChoose, onClose }: AllAppsDialogProps) {
  const byDomain = Object.entries(DOMAIN_LABELS)
    .map(([domain, label]) => ({ label, apps: applications.filter((app) => app.domain === domain) }))
    .filter(({ apps }) => apps.length > 0);
  return (
    <Dialog title="All applications" onClose={onClose}>
      <div className={styles.domains}>
        {byDomain.map(({ label, apps }) => (
          <section key={label} aria-label={label} className={styles.domain}>
            <h3 className={styles.domainTitle}>{label}</h3>
            <ul className={styles.domainList}>
              {apps.map((app) => (
                <li key={app.id}>
                  <button type="button" className={styles.domainApp} onClick={() => onChoose(app)}>
                    {app.id}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
