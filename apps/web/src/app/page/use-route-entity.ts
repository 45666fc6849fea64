import { useOutletContext } from 'react-router';
import type { Entity } from '../entity-resolve';

/** The entity of the enclosing `/:entityID` route (`EntityRoute` hands it to its pages). */
export function useRouteEntity(): Entity {
  return useOutletContext<Entity>();
}
