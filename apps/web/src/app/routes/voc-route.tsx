import { roleCan } from '@prism/domain';
import type { ComponentType } from 'react';
import { useSession } from '../../features/auth/hooks/use-session';
import { VocAccessRule } from '../../features/voice-of-customer/components/voc-access-rule';
import { vocRouteOf, type VocFamily, type VocPage } from '../../features/voice-of-customer/lib/voc-paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { AreaRoute } from '../area-routes';
import { lazyComponent } from '../lazy-component';
import { useRouteEntity } from '../page/use-route-entity';

/** What every page of the module is given: its family (client analytics, digital or journey surveys) and title. */
export interface VocPageComponentProps {
  family: VocFamily;
  title: string;
}

type PageComponent = ComponentType<VocPageComponentProps>;

const load = <M,>(loader: () => Promise<M>, pick: (module: M) => PageComponent) =>
  lazyComponent(loader, pick);

/** Each page's code loads when it is first opened. */
const PAGES: Readonly<Record<VocPage, ReturnType<typeof load>>> = {
  overview: load(
    () => import('../../features/voice-of-customer/pages/overview-page'),
    (m) => m.OverviewPage,
  ),
  'overview/details': load(
    () => import('../../features/voice-of-customer/pages/overview-details-page'),
    (m) => m.OverviewDetailsPage,
  ),
  reviews: load(
    () => import('../../features/voice-of-customer/pages/reviews-page'),
    (m) => m.ReviewsPage,
  ),
  'edit-reviews': load(
    () => import('../../features/voice-of-customer/pages/edit-reviews-page'),
    (m) => m.EditReviewsPage,
  ),
  'training-data': load(
    () => import('../../features/voice-of-customer/pages/training-data-page'),
    (m) => m.TrainingDataPage,
  ),
  'td-metrics': load(
    () => import('../../features/voice-of-customer/pages/td-metrics-page'),
    (m) => m.TdMetricsPage,
  ),
  'Machine-Learning-Best-Practices': load(
    () => import('../../features/voice-of-customer/pages/ml-best-practices-page'),
    (m) => m.MlBestPracticesPage,
  ),
  settings: load(
    () => import('../../features/voice-of-customer/pages/settings-page'),
    (m) => m.SettingsPage,
  ),
};

/**
 * A page of the Voice of Customer module (spec 001 section 2). A user without `prism-full` or
 * `voc-read` reads the access rule instead (the server refuses the module's calls to them too).
 */
export function VocRoute({ route }: { route: AreaRoute }) {
  const entity = useRouteEntity();
  const { user } = useSession();
  useDocumentTitle({
    page: route.title,
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const match = vocRouteOf(route.path);
  if (!roleCan(user.roles, 'voiceOfCustomer')) return <VocAccessRule roles={user.roles} />;
  if (!match) throw new Error(`${route.path} is not a Voice of Customer page`);
  const Page = PAGES[match.page];
  return <Page family={match.family} title={route.title} />;
}

/** Starts loading the code of the route's page (the router's preload, before the first render). */
VocRoute.preloadWith = (props: unknown): Promise<void> | undefined => {
  const match = vocRouteOf((props as { route: AreaRoute }).route.path);
  return match ? PAGES[match.page].preload() : undefined;
};
