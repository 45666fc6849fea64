import { experimentStatusOf, type Experiment, type ExperimentStatusName } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

interface ExperimentRow {
  uuid: string;
  name: string;
  status: ExperimentStatusName;
  variants: Experiment['variants'];
  products: Experiment['products'];
  start_ms: string | number;
  end_ms: string | number | null;
  created_ms: string | number;
}

/** An experiment as stored: the service's answer plus when it stopped (null while it runs). */
export interface StoredExperiment {
  uuid: string;
  name: string;
  status: ExperimentStatusName;
  variants: Experiment['variants'];
  products: Experiment['products'];
  startMs: number;
  endMs: number | null;
  createdMs: number;
}

const fromRow = (row: ExperimentRow): StoredExperiment => ({
  uuid: row.uuid,
  name: row.name,
  status: row.status,
  variants: row.variants,
  products: row.products,
  // bigint columns come back as strings from node-postgres.
  startMs: Number(row.start_ms),
  endMs: row.end_ms === null ? null : Number(row.end_ms),
  createdMs: Number(row.created_ms),
});

/** The experiments service's answer for a stored experiment. */
export function experimentOf(stored: StoredExperiment): Experiment {
  const status = experimentStatusOf(stored.status);
  return {
    id: stored.uuid,
    uuid: stored.uuid,
    name: stored.name,
    experimentStatusId: status.id,
    experimentStatus: status,
    variants: stored.variants,
    startTime: stored.startMs,
    createdTime: stored.createdMs,
    products: stored.products,
  };
}

export interface ExperimentsWindow {
  /** Start time from (inclusive) and to (exclusive), epoch ms. */
  startFrom: number;
  startTo: number;
  /** `name@type` of the products wanted. */
  productKeys: readonly string[];
  statuses: readonly ExperimentStatusName[];
}

/** A/B experiments in the operational store. */
export const experimentsRepository = {
  async count(db: Queryable): Promise<number> {
    const [row] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM experiments');
    return Number(row?.n ?? 0);
  },

  async list(db: Queryable): Promise<StoredExperiment[]> {
    return (await db.query<ExperimentRow>('SELECT * FROM experiments ORDER BY start_ms DESC, uuid')).map(
      fromRow,
    );
  },

  /** Experiments that started in the window, in one of the statuses, running in one of the products. */
  async startedIn(db: Queryable, window: ExperimentsWindow): Promise<StoredExperiment[]> {
    if (window.productKeys.length === 0 || window.statuses.length === 0) return [];
    const rows = await db.query<ExperimentRow>(
      `SELECT * FROM experiments
       WHERE start_ms >= $1::float8 AND start_ms < $2::float8 AND status = ANY($3::text[])
         AND EXISTS (
           SELECT 1 FROM jsonb_to_recordset(products) AS p(name text, type text)
           WHERE p.name || '@' || p.type = ANY($4::text[])
         )
       ORDER BY start_ms DESC, uuid`,
      [window.startFrom, window.startTo, window.statuses, window.productKeys],
    );
    return rows.map(fromRow);
  },

  async insert(db: Queryable, experiment: StoredExperiment): Promise<void> {
    await db.query(
      `INSERT INTO experiments (uuid, name, status, variants, products, start_ms, end_ms, created_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        experiment.uuid,
        experiment.name,
        experiment.status,
        JSON.stringify(experiment.variants),
        JSON.stringify(experiment.products),
        experiment.startMs,
        experiment.endMs,
        experiment.createdMs,
      ],
    );
  },
};
