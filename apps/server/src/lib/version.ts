import { readFileSync } from 'node:fs';

/** The version users see and the update notice compares: the root package's version. */
export const PRISM_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
