import type { VocPageComponentProps } from '../../../app/routes/voc-route';
import { VocPage } from '../components/voc-page';
import { useVocScope } from '../hooks/use-voc-scope';

/** Being written in this issue (17): replaced by the page's own component. */
export function TdMetricsPage({ family, title }: VocPageComponentProps) {
  const scope = useVocScope(family);
  return (
    <VocPage scope={scope} title={title} timed>
      <p>{title}</p>
    </VocPage>
  );
}
