import type { AppPlatformName, RegistrySnapshot } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

/** A released Helix version as stored: its frozen registry and who released it when. */
export interface HelixVersionRow {
  version: string;
  releasedAt: number;
  releasedBy: string;
  notes: string;
  snapshot: RegistrySnapshot;
}

/** A platform decoder's release as stored. */
export interface HelixDecoderRow {
  platform: AppPlatformName;
  decoderVersion: string;
  helixVersion: string;
  releasedAt: number;
  releasedBy: string;
  notes: string;
}

interface VersionRow {
  version: string;
  released_at: string | number;
  released_by: string;
  notes: string;
  snapshot: RegistrySnapshot;
}

interface DecoderRow {
  platform: AppPlatformName;
  decoder_version: string;
  helix_version: string;
  released_at: string | number;
  released_by: string;
  notes: string;
}

const versionOf = (row: VersionRow): HelixVersionRow => ({
  version: row.version,
  releasedAt: Number(row.released_at),
  releasedBy: row.released_by,
  notes: row.notes,
  snapshot: row.snapshot,
});

const decoderOf = (row: DecoderRow): HelixDecoderRow => ({
  platform: row.platform,
  decoderVersion: row.decoder_version,
  helixVersion: row.helix_version,
  releasedAt: Number(row.released_at),
  releasedBy: row.released_by,
  notes: row.notes,
});

/** `1.42.0` as its three numbers, for ordering in SQL. */
const parts = (version: string) => version.split('.').map(Number) as [number, number, number];

/** Released Helix versions and decoder releases in the operational store. */
export const helixRepository = {
  /** Every released version, newest first. */
  async list(db: Queryable): Promise<HelixVersionRow[]> {
    const rows = await db.query<VersionRow>(
      'SELECT * FROM helix_versions ORDER BY major DESC, minor DESC, patch DESC',
    );
    return rows.map(versionOf);
  },

  /** The newest released version, or null before the first release. */
  async latest(db: Queryable): Promise<HelixVersionRow | null> {
    const [row] = await db.query<VersionRow>(
      'SELECT * FROM helix_versions ORDER BY major DESC, minor DESC, patch DESC LIMIT 1',
    );
    return row ? versionOf(row) : null;
  },

  async byVersion(db: Queryable, version: string): Promise<HelixVersionRow | null> {
    const [row] = await db.query<VersionRow>('SELECT * FROM helix_versions WHERE version = $1', [version]);
    return row ? versionOf(row) : null;
  },

  /** The version released just before `version`, or null for the first. */
  async before(db: Queryable, version: string): Promise<HelixVersionRow | null> {
    const [major, minor, patch] = parts(version);
    const [row] = await db.query<VersionRow>(
      `SELECT * FROM helix_versions WHERE (major, minor, patch) < ($1, $2, $3)
       ORDER BY major DESC, minor DESC, patch DESC LIMIT 1`,
      [major, minor, patch],
    );
    return row ? versionOf(row) : null;
  },

  async insert(tx: Queryable, row: HelixVersionRow): Promise<void> {
    const [major, minor, patch] = parts(row.version);
    await tx.query(
      `INSERT INTO helix_versions (version, major, minor, patch, released_at, released_by, notes, snapshot)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [
        row.version,
        major,
        minor,
        patch,
        row.releasedAt,
        row.releasedBy,
        row.notes,
        JSON.stringify(row.snapshot),
      ],
    );
  },

  /** Decoder releases, newest first per platform, optionally one platform's or one decoder version's. */
  async decoders(
    db: Queryable,
    filter: { platform?: AppPlatformName; decoderVersion?: string } = {},
  ): Promise<HelixDecoderRow[]> {
    const rows = await db.query<DecoderRow>(
      `SELECT * FROM helix_decoders
       WHERE ($1::text IS NULL OR platform = $1) AND ($2::text IS NULL OR decoder_version = $2)
       ORDER BY platform, major DESC, minor DESC, patch DESC`,
      [filter.platform ?? null, filter.decoderVersion ?? null],
    );
    return rows.map(decoderOf);
  },

  async decoderInsert(tx: Queryable, row: HelixDecoderRow): Promise<void> {
    const [major, minor, patch] = parts(row.decoderVersion);
    await tx.query(
      `INSERT INTO helix_decoders
         (platform, decoder_version, major, minor, patch, helix_version, released_at, released_by, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        row.platform,
        row.decoderVersion,
        major,
        minor,
        patch,
        row.helixVersion,
        row.releasedAt,
        row.releasedBy,
        row.notes,
      ],
    );
  },

  /** Serialises decoder releases of one platform across servers (inside the release's transaction). */
  async decoderLock(tx: Queryable): Promise<void> {
    await tx.query('SELECT revision FROM registry_state WHERE id = 1 FOR UPDATE');
  },
};
