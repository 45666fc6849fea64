import {
  roleCan,
  type Dashboard,
  type DashboardInput,
  type DashboardScope,
  type DashboardSummary,
} from '@prism/domain';
import { randomUUID } from 'node:crypto';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import { dashboardsRepository } from './dashboards.repository';

const missing = (id: string) => notFound(`No dashboard with id "${id}"`);

/** Shared dashboards are open to every portal user; another's unshared one does not exist for them. */
function requireDashboardRead(auth: AuthUser, dashboard: Dashboard | null, id: string): Dashboard {
  if (!dashboard) throw missing(id);
  if (dashboard.shared || dashboard.ownerId === auth.id || roleCan(auth.roles, 'admin')) return dashboard;
  throw missing(id);
}

/** Only the owner (or an admin) changes or deletes a dashboard. */
function requireDashboardWrite(auth: AuthUser, dashboard: Dashboard | null, id: string): Dashboard {
  const readable = requireDashboardRead(auth, dashboard, id);
  if (readable.ownerId === auth.id || roleCan(auth.roles, 'admin')) return readable;
  throw forbidden('Only the owner of a dashboard may change or delete it');
}

export const dashboardsService = {
  list(db: Db, auth: AuthUser, scope: DashboardScope): Promise<DashboardSummary[]> {
    return scope === 'mine'
      ? dashboardsRepository.listOwned(db, auth.id)
      : dashboardsRepository.listVisible(db, auth.id);
  },

  async get(db: Db, auth: AuthUser, id: string): Promise<Dashboard> {
    return requireDashboardRead(auth, await dashboardsRepository.get(db, id), id);
  },

  create(db: Db, auth: AuthUser, input: DashboardInput): Promise<Dashboard> {
    return dashboardsRepository.insert(db, {
      ...input,
      id: randomUUID(),
      ownerId: auth.id,
      ownerName: auth.name,
    });
  },

  /** Replaces the dashboard whole in one transaction: a refused or failed write leaves the old one. */
  update(db: Db, auth: AuthUser, id: string, input: DashboardInput): Promise<Dashboard> {
    return db.transaction(async (tx) => {
      requireDashboardWrite(auth, await dashboardsRepository.get(tx, id, true), id);
      const updated = await dashboardsRepository.update(tx, id, input);
      if (!updated) throw missing(id);
      return updated;
    });
  },

  delete(db: Db, auth: AuthUser, id: string): Promise<void> {
    return db.transaction(async (tx) => {
      requireDashboardWrite(auth, await dashboardsRepository.get(tx, id, true), id);
      await dashboardsRepository.delete(tx, id);
    });
  },
};
