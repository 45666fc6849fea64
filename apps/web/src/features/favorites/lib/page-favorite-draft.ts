import { FILTER_OPERATORS_PARAM, filterById, type PageFavoriteInput } from '@prism/domain';
import { matchPath } from 'react-router';

/** An area page as the shell's route table describes it. */
export interface FavoritePageRoute {
  path: string;
  title: string;
  scope: 'entity' | 'global';
}

/** What the page-favourite dialog captures from the page; the user adds the name and description. */
export type PageFavoriteDraft = Pick<
  PageFavoriteInput,
  'url' | 'pageName' | 'appOrGroupName' | 'appliedFilterQueryString'
>;

/**
 * The filters applied on a page, as the address writes them: the filter parameters
 * (`appVersion[]=…`) and their operators, without the time, environment and view settings that
 * share the address.
 */
export function pageFavoriteFilterQuery(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      const key = queryDecode(part.split('=')[0] ?? '');
      const id = key.endsWith('[]') ? key.slice(0, -2) : key;
      return id !== '' && (id === FILTER_OPERATORS_PARAM || filterById(id) !== undefined);
    })
    .join('&');
}

function queryDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The page favourite the current address would make (spec 000 section 3): url is path plus query,
 * pageName the area page's title, appOrGroupName the application or group it is about. Null where
 * there is no area page to keep (home, documentation, not found).
 */
export function pageFavoriteDraft(input: {
  pathname: string;
  search: string;
  routes: readonly FavoritePageRoute[];
  /** The application or group of the first path segment, when it is one. */
  entityName: string | null;
}): PageFavoriteDraft | null {
  const { pathname, search, routes, entityName } = input;
  const route = routes.find((candidate) =>
    candidate.scope === 'entity'
      ? entityName !== null && matchPath(`/:entityID/${candidate.path}`, pathname) !== null
      : matchPath(`/${candidate.path}`, pathname) !== null,
  );
  if (!route) return null;
  return {
    url: pathname + search,
    pageName: route.title,
    appOrGroupName: route.scope === 'entity' ? (entityName ?? '') : '',
    appliedFilterQueryString: pageFavoriteFilterQuery(search),
  };
}
