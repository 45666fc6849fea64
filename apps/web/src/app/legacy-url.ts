/**
 * Where an old-format address `/application/{name}?…appID=…` now lives:
 * `/{appID}/client-analytics/{name}` with the rest of the query as it was written (spec 000
 * section 2). `null` when the query names no application, which makes it an unknown path.
 */
export function legacyApplicationTarget(name: string, search: string): string | null {
  const appId = new URLSearchParams(search).get('appID');
  if (!appId) return null;
  // The other parameters are kept byte for byte (bracketed array keys included), not re-encoded.
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && decodeURIComponent(pair.split('=')[0] ?? '') !== 'appID')
    .join('&');
  return `/${encodeURI(appId)}/client-analytics/${encodeURI(name)}${rest ? `?${rest}` : ''}`;
}
