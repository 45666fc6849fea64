import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'import-x/no-nodejs-modules',
  'no-restricted-imports',
]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/**
 * The boundary rules a file breaks, linted as if it stood at `path` (it need not exist; what it
 * imports must, since the zones are checked on resolved paths).
 */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).flatMap((message) =>
    message.ruleId && BOUNDARY_RULES.has(message.ruleId) ? [message.ruleId] : [],
  );
}

describe('import boundaries (eslint.config.js)', () => {
  it('keeps packages/domain free of I/O, of other packages than its own few, and of the apps', async () => {
    const at = 'packages/domain/src/boundary-probe.ts';
    expect(
      await broken(at, "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;"),
    ).toEqual(['no-restricted-imports']);
    expect(await broken(at, "import fastify from 'fastify';\nexport const f = fastify;")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await broken(at, "import { useState } from 'react';\nexport const f = useState;")).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await broken(
        at,
        "import { countFormat } from '../../../apps/web/src/lib/format';\nexport const f = countFormat;",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await broken(
        at,
        "import { z } from 'zod';\nimport { DAY_MS } from './period';\nexport const f = [z, DAY_MS];",
      ),
    ).toEqual([]);
  });

  it('lets a domain test read files, but not import the apps', async () => {
    const at = 'packages/domain/src/boundary-probe.test.ts';
    expect(await broken(at, "import fs from 'node:fs';\nexport const f = fs;")).toEqual([]);
    expect(
      await broken(
        at,
        "import { buildApp } from '../../../apps/server/src/app';\nexport const f = buildApp;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('keeps the web app and the server apart, by path and by package name', async () => {
    expect(
      await broken(
        'apps/web/src/lib/boundary-probe.ts',
        "import { buildApp } from '../../../server/src/app';\nexport const f = buildApp;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken(
        'apps/web/src/lib/boundary-probe.ts',
        "import { buildApp } from '@prism/server/src/app';\nexport const f = buildApp;",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await broken(
        'apps/server/src/lib/boundary-probe.ts',
        "import { countFormat } from '../../../web/src/lib/format';\nexport const f = countFormat;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('keeps features from importing each other, tests included; a feature uses its own files and shared code', async () => {
    const at = 'apps/web/src/features/krypto/lib/boundary-probe.ts';
    expect(
      await broken(
        at,
        "import { timeStorageRead } from '../../time/lib/time-storage';\nexport const f = timeStorageRead;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken(
        'apps/web/src/features/krypto/lib/boundary-probe.test.ts',
        "import { timeStorageRead } from '../../time/lib/time-storage';\nexport const f = timeStorageRead;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken(
        at,
        [
          "import { kryptoCsvFileName } from '@prism/domain';",
          "import { saveTextFile } from '../../../lib/save-file';",
          "import { Button } from '../../../components/ui/button';",
          "import { kryptoDownload } from './krypto-download';",
          'export const f = [kryptoCsvFileName, saveTextFile, Button, kryptoDownload];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('lets a route compose features, and keeps shared code and features below app/', async () => {
    expect(
      await broken(
        'apps/web/src/app/routes/boundary-probe.tsx',
        [
          "import { KryptoTool } from '../../features/krypto/components/krypto-tool';",
          "import { useUrlState } from '../../features/time/hooks/use-url-state';",
          "import { TimeControls } from '../page/time-controls';",
          "import { NotFoundRoute } from './not-found-route';",
          'export const f = [KryptoTool, useUrlState, TimeControls, NotFoundRoute];',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await broken(
        'apps/web/src/app/routes/boundary-probe.tsx',
        "import { HomeRoute } from './home-route';\nexport const f = HomeRoute;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken(
        'apps/web/src/components/ui/boundary-probe.tsx',
        "import { useUrlState } from '../../features/time/hooks/use-url-state';\nexport const f = useUrlState;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken(
        'apps/web/src/features/time/lib/boundary-probe.ts',
        "import { AREA_ROUTES } from '../../../app/area-routes';\nexport const f = AREA_ROUTES;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken(
        'apps/web/src/lib/boundary-probe.ts',
        "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;",
      ),
    ).toEqual(['import-x/no-nodejs-modules']);
  });

  describe('cycles', () => {
    // Two real files that import each other and a third that imports one of them, outside the
    // repository so no other lint run sees them.
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'prism-lint-cycle-'));
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
      writeFileSync(join(dir, 'c.ts'), "import { a } from './a';\nexport const c = () => a();\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('fails an import cycle and passes a one-way import', async () => {
      const outside = new ESLint({ cwd: dir, overrideConfigFile: join(root, 'eslint.config.js') });
      const [cycle, oneWay] = await outside.lintFiles([join(dir, 'a.ts'), join(dir, 'c.ts')]);
      expect(cycle?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
      expect(oneWay?.messages).toEqual([]);
    });
  });
});
