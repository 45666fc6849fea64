import { MSG } from '@prism/domain';
import { useState } from 'react';
import { Toast } from '../../../components/ui/toast';
import { useServerVersion } from '../api/get-version';
import { versionIsNewer } from '../lib/version-compare';

/** Spec 000 section 4: the notice stays 10 seconds unless dismissed. */
export const UPDATE_NOTICE_SECONDS = 10;

/**
 * The update notice of spec 000 section 4: the first version the server reports is the one this
 * page was loaded with; a later check reporting a newer one shows the toast, once per page load.
 */
export function UpdateNotice() {
  const { data: version } = useServerVersion();
  const [loaded, setLoaded] = useState<string | null>(null);
  const [notice, setNotice] = useState<'hidden' | 'shown' | 'dismissed'>('hidden');

  // Adjusting state while rendering (React's pattern for derived state) rather than in an effect.
  if (version && loaded === null) setLoaded(version);
  if (version && loaded !== null && notice === 'hidden' && versionIsNewer(version, loaded)) {
    setNotice('shown');
  }

  if (notice !== 'shown') return null;
  return (
    <Toast
      message={MSG.newVersionAvailable}
      durationSeconds={UPDATE_NOTICE_SECONDS}
      placement="bottom-right"
      onDismiss={() => setNotice('dismissed')}
    />
  );
}
