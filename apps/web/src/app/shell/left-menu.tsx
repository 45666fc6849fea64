import { memo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { UiLink } from '../../features/ui-config/api/get-ui-config';
import {
  leftMenuIsActive,
  leftMenuQuery,
  leftMenuSections,
  type LeftMenuRights,
  type LeftMenuSubject,
} from './left-menu-items';
import styles from './left-menu.module.css';

export interface LeftMenuProps {
  subject: LeftMenuSubject;
  rights: LeftMenuRights;
  /** The page under `/:entityID/` now shown, e.g. `client-analytics/errors/details`. */
  subPath: string;
  /** The current query; its shared parameters go with every link. */
  search: string;
  /** The configured Self Install Reports links (empty until the configuration is loaded). */
  selfInstallLinks: readonly UiLink[];
}

/**
 * The pages of the current application or group (spec 000 section 2, "Left menu").
 *
 * Its links are plain anchors with one click handler for the whole menu, not router `Link`s: each
 * `Link` follows the location, so forty of them re-rendered on every address change (the time
 * state writes the address too) and made page changes visibly slower.
 */
export const LeftMenu = memo(function LeftMenu({
  subject,
  rights,
  subPath,
  search,
  selfInstallLinks,
}: LeftMenuProps) {
  const navigate = useNavigate();
  const base = `/${encodeURI(subject.id)}/`;
  const query = leftMenuQuery(search);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    // New tabs and windows (modifier keys, middle click) and external links keep the browser's way.
    if (
      !anchor ||
      anchor.target ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(anchor.getAttribute('href') ?? '/');
  };
  return (
    <nav className={styles.menu} aria-label="Pages" onClick={onClick}>
      {leftMenuSections(subject, rights).map((section) => (
        <section key={section.title} className={styles.section} aria-labelledby={sectionId(section.title)}>
          <h2 id={sectionId(section.title)} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <ul className={styles.list}>
            {section.entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.path}>
                  <a
                    href={`${base}${entry.path}${query}`}
                    className={
                      leftMenuIsActive(entry, subPath) ? `${styles.item} ${styles.active}` : styles.item
                    }
                    aria-current={leftMenuIsActive(entry, subPath) ? 'page' : undefined}
                  >
                    {entry.label}
                    {entry.beta ? <span className={styles.beta}>beta</span> : null}
                  </a>
                </li>
              ) : (
                <li key={entry.label}>
                  <span className={styles.groupLabel} id={sectionId(entry.label)}>
                    {entry.label}
                  </span>
                  <ul className={styles.subList} aria-labelledby={sectionId(entry.label)}>
                    {selfInstallLinks.map((link) => (
                      <li key={link.id}>
                        <a className={styles.item} href={link.url} target="_blank" rel="noopener noreferrer">
                          {link.label}
                          <span className={styles.external} aria-hidden="true">
                            ↗
                          </span>
                          <span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </section>
      ))}
    </nav>
  );
});

const sectionId = (title: string) => `left-menu-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
