/**
 * Whether `candidate` is a later release than `current`, comparing dotted numeric parts
 * (`1.10.0` > `1.9.3`; a missing part counts as 0; anything after a `-` or `+` is ignored).
 * Unreadable versions are never newer, so a malformed answer shows no notice.
 */
export function versionIsNewer(candidate: string, current: string): boolean {
  const a = versionParts(candidate);
  const b = versionParts(current);
  if (!a || !b) return false;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

function versionParts(version: string): number[] | null {
  const core = version.trim().replace(/^v/, '').split(/[-+]/)[0] ?? '';
  if (!/^\d+(\.\d+)*$/.test(core)) return null;
  return core.split('.').map(Number);
}
