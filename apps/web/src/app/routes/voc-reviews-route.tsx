import { useVocScope, type VocRouteProps } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/** Being written in this issue (17): replaced by the page's own content. */
export function VocReviewsRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  return (
    <VocPage scope={scope} timed>
      <p>{scope.title}</p>
    </VocPage>
  );
}
