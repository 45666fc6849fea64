import { appLanguageOf, roleCan, type CodeLanguage } from '@prism/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ApplicationDetail } from '../../features/applications/api/get-applications';
import { useSession } from '../../features/auth/hooks/use-session';
import type { UrlStateHandle } from '../../features/time/hooks/use-url-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Entity } from '../entity-resolve';
import { EntityLine } from './entity-line';
import styles from './page.module.css';
import { TimeControls } from './time-controls';
import { useEntityApps } from './use-entity-apps';
import { useRouteEntity } from './use-route-entity';

/** What every registry page (quantum-resources) reads: its entity, its apps, whether the user edits. */
export interface RegistryPageContext {
  entity: Entity;
  appIds: string[];
  apps: ApplicationDetail[];
  /** The user's roles allow editing the registry (`editRegistry`); the server checks every edit again. */
  canEdit: boolean;
}

/** The registry page's entity, applications, title and editing right. */
export function useRegistryPage(title: string): RegistryPageContext {
  const entity = useRouteEntity();
  const { user } = useSession();
  useDocumentTitle({
    page: title,
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const { appIds, apps } = useEntityApps(entity);
  return { entity, appIds, apps, canEdit: roleCan(user.roles, 'editRegistry') };
}

/** A registry page's frame: the entity line, the title (with the time menu when the page counts events). */
export function RegistryPageFrame({
  entity,
  title,
  url,
  children,
}: {
  entity: Entity;
  title: string;
  url?: UrlStateHandle;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <EntityLine entity={entity} />
        <div className={styles.pageTitleRow}>
          <h1 className={styles.pageTitle}>{title}</h1>
          {url ? <TimeControls url={url} /> : null}
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * The languages a case's snippet is offered in: those of its applications open on this page
 * (all the entity's when it applies to none of them), the entity's first application's first.
 */
export function registryLanguagesOf(
  apps: readonly ApplicationDetail[],
  caseApps: readonly string[],
): CodeLanguage[] {
  const own = apps.filter((app) => caseApps.includes(app.id));
  return [...new Set((own.length > 0 ? own : apps).map((app) => appLanguageOf(app)))];
}

/**
 * The address's parameters and a patch that sets several at once (replacing the history entry; an
 * empty value drops its parameter), for a page's search and filters.
 */
export function useSearchParamsPatch(): [URLSearchParams, (patch: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const patch = (values: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return [params, patch];
}
