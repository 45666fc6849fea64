import { PageTabs } from '../../components/ui/page-tabs';
import { entityPagePath } from './dashboard-page';
import type { Entity } from '../entity-resolve';

/** The Helix pages (spec 000 section 2), reached from the left menu's one Helix entry. */
const HELIX_PAGES = [
  { key: 'versions', label: 'Requirement versions', path: 'quantum-resources/helix/requirements/versions' },
  { key: 'decoder', label: 'Latest decoders', path: 'quantum-resources/helix/requirements/decoder/latest' },
  { key: 'release-notes', label: 'Release notes', path: 'quantum-resources/helix/release-notes' },
] as const;

/** Tabs between the three Helix pages of an application or group. */
export function HelixTabs({
  entity,
  current,
}: {
  entity: Entity;
  current: (typeof HELIX_PAGES)[number]['key'];
}) {
  return (
    <PageTabs
      label="Helix pages"
      current={current}
      tabs={HELIX_PAGES.map(({ key, label, path }) => ({ key, label, to: entityPagePath(entity, path) }))}
    />
  );
}
