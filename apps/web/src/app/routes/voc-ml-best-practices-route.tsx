import bestPractices from '../../../../../docs/machine-learning-best-practices.md?raw';
import { BestPracticesArticle } from '../../features/voice-of-customer/components/training/best-practices-article';
import { TrainingNav } from '../../features/voice-of-customer/components/training/training-nav';
import { useVocScope, type VocRouteProps } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/**
 * Machine Learning Best Practices (issue 17 item 7): the repository's document on the trained
 * categories (docs/machine-learning-best-practices.md), bundled as text, so the page and the
 * document never disagree.
 */
export function VocMlBestPracticesRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  return (
    <VocPage
      scope={scope}
      lead="How the model that categorises feedback learns, what its figures mean, and how much training data it needs."
    >
      <TrainingNav current="Machine-Learning-Best-Practices" pathOf={scope.pathOf} />
      <BestPracticesArticle markdown={bestPractices} />
    </VocPage>
  );
}
