import { MSG } from '@prism/domain';
import { Link, useLocation, useParams } from 'react-router';
import { legacyApplicationTarget } from '../legacy-url';
import { NotFoundRoute } from './not-found-route';

/** Old-format `/application/{name}?…appID=…` addresses: the Update Required notice (spec 000 section 2). */
export function LegacyApplicationRoute() {
  // The old address's page path, which may have more than one segment.
  const name = useParams()['*'] ?? '';
  const { search } = useLocation();
  const target = name ? legacyApplicationTarget(name, search) : null;
  if (!target) return <NotFoundRoute />;
  return (
    <NotFoundRoute
      title={MSG.updateRequiredTitle}
      body={
        <>
          This address uses an old format. The page now lives at <Link to={target}>{target}</Link>; please
          update your bookmarks.
        </>
      }
    />
  );
}
