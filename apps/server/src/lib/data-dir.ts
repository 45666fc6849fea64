import fs from 'node:fs';
import path from 'node:path';

/** What Prism keeps in DATA_DIR: only these are tightened, whatever else an operator put there. */
const OWN_ENTRY = /^(pglite|keys|spool|analytics\.duckdb.*)$/;
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;
/** Errors that mean "not ours to change" (a mounted volume, a read-only file system). */
const CANNOT_CHANGE = new Set(['EPERM', 'EACCES', 'EROFS']);

function tighten(file: string, mode: number, current: number, refused: string[]): void {
  if ((current & 0o777) === mode) return;
  try {
    fs.chmodSync(file, mode);
  } catch (err) {
    if (!CANNOT_CHANGE.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    refused.push(file);
  }
}

/** Folders 0700 and files 0600, all the way down; symbolic links are neither followed nor changed. */
function tightenTree(file: string, refused: string[]): void {
  const stat = fs.lstatSync(file);
  if (stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) return tighten(file, FILE_MODE, stat.mode, refused);
  tighten(file, DIR_MODE, stat.mode, refused);
  for (const entry of fs.readdirSync(file)) tightenTree(path.join(file, entry), refused);
}

/**
 * Makes DATA_DIR private to the user Prism runs as, before any store opens it: the folder is
 * created 0700 (or changed to 0700), and Prism's own entries in it (the PGlite folder, the DuckDB
 * file and its write-ahead log, the signing and Krypto keys, a spool folder) become folders 0700
 * and files 0600, so data written by an earlier version with wider modes is closed too. A shared
 * folder with the sticky bit (`/tmp`) is left as it is; what cannot be changed (a volume owned by
 * someone else) is reported as a process warning rather than stopping the start.
 */
export function dataDirPrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  const refused: string[] = [];
  const stat = fs.statSync(dir);
  if ((stat.mode & 0o1000) === 0 && path.resolve(dir) !== path.parse(path.resolve(dir)).root) {
    tighten(dir, DIR_MODE, stat.mode, refused);
  }
  for (const entry of fs.readdirSync(dir)) {
    if (OWN_ENTRY.test(entry)) tightenTree(path.join(dir, entry), refused);
  }
  if (refused.length > 0) {
    process.emitWarning(
      `DATA_DIR: could not make ${refused.length} of Prism's files private (first: ${refused[0]})`,
      { code: 'PRISM_DATA_DIR' },
    );
  }
}
