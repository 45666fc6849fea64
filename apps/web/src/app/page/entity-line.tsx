import type { Entity } from '../entity-resolve';
import styles from './page.module.css';

const ENTITY_KIND_LABEL = { application: 'Application', group: 'Group' } as const;

/** Above a page's title: which application or group its charts read. */
export function EntityLine({ entity }: { entity: Entity }) {
  return (
    <p className={styles.pageEyebrow}>
      {ENTITY_KIND_LABEL[entity.kind]} <strong>{entity.name}</strong>
    </p>
  );
}
