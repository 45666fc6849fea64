import { roleCan } from '@prism/domain';
import { useCallback, useMemo, useState } from 'react';
import { Toast } from '../../components/ui/toast';
import { useSession } from '../../features/auth/hooks/use-session';
import { CategoriesPanel } from '../../features/voice-of-customer/components/settings/categories-panel';
import { CategoryGroupsPanel } from '../../features/voice-of-customer/components/settings/category-groups-panel';
import { ManualCategoriesPanel } from '../../features/voice-of-customer/components/settings/manual-categories-panel';
import { ModelPanel } from '../../features/voice-of-customer/components/settings/model-panel';
import { SettingsSkeleton } from '../../features/voice-of-customer/components/settings/settings-skeleton';
import {
  SETTINGS_TABS,
  settingsTabRead,
  settingsTabWrite,
  type SettingsTabId,
} from '../../features/voice-of-customer/components/settings/settings-tab';
import { SettingsTabs } from '../../features/voice-of-customer/components/settings/settings-tabs';
import { UsersPanel } from '../../features/voice-of-customer/components/settings/users-panel';
import { useVocPermission } from '../page/voc/use-voc-permission';
import { useVocScope, type VocRouteProps } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/**
 * Voice of Customer settings (spec 001 sections 3 to 7, issue 17 item 8): users and their
 * permissions, categories, category groups, manual categories and the model's threshold, one tab
 * each, the chosen tab in the address's `tab`. What the user may change follows their permission.
 */
export function VocSettingsRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  const { user } = useSession();
  const { permission, query: permissionQuery } = useVocPermission(scope.entity.id);
  const [notice, setNotice] = useState<string | null>(null);
  const { state, update } = scope.url;
  const selected = settingsTabRead(state.other);
  const select = useCallback(
    (index: number) => update((current) => ({ ...current, other: settingsTabWrite(current.other, index) })),
    [update],
  );
  const entityIds = useMemo(
    () => [...new Set([scope.entity.id, ...scope.appIds])],
    [scope.entity.id, scope.appIds],
  );

  const panel = (id: SettingsTabId) => {
    const canEdit = permission.admin;
    // The changes a user is offered follow their permission: wait for it rather than flash read-only.
    const waiting = permissionQuery.isPending;
    switch (id) {
      case 'users':
        return (
          <UsersPanel
            authID={user.id}
            hasAdminRole={roleCan(user.roles, 'admin')}
            entityIds={entityIds}
            onNotice={setNotice}
          />
        );
      case 'categories':
        return waiting ? (
          <SettingsSkeleton label="Loading your permission" />
        ) : (
          <CategoriesPanel appIds={scope.appIds} canEdit={canEdit} onNotice={setNotice} />
        );
      case 'category-groups':
        return <CategoryGroupsPanel appIds={scope.appIds} />;
      case 'manual-categories':
        return waiting ? (
          <SettingsSkeleton label="Loading your permission" />
        ) : (
          <ManualCategoriesPanel appIds={scope.appIds} canEdit={canEdit} onNotice={setNotice} />
        );
      case 'model':
        return <ModelPanel appIds={scope.appIds} tdMetricsHref={scope.pathOf('td-metrics')} />;
    }
  };

  return (
    <VocPage
      scope={scope}
      lead="Who may do what here, the categories analysts apply, and the category model."
    >
      <SettingsTabs label="Settings" tabs={SETTINGS_TABS} selected={selected} onSelect={select}>
        {panel(SETTINGS_TABS[selected]!.id)}
      </SettingsTabs>
      {notice ? <Toast message={notice} onDismiss={() => setNotice(null)} /> : null}
    </VocPage>
  );
}
