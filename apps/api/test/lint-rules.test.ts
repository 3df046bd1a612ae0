import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The project's own biome.json, run over snippets placed where the API's files live: one Biome
 * run for every case, so the rules that keep modules apart and SQL in repositories stay proven.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

// Each finding as `<rule>: <message>`; the message tells which of the two rules spoke.
const deepImport = expect.stringMatching(/^lint\/style\/noRestrictedImports: A module never reaches into/);
const sqlOutsideRepository = expect.stringMatching(
  /^lint\/style\/noRestrictedImports: SQL lives only in repositories/,
);

const cases = {
  deepImport: ['apps/api/src/modules/families/service.ts', '../sessions/service'],
  deepImportInTest: ['apps/api/src/modules/families/families.test.ts', '../admin-check-ins/repository'],
  otherModulesIndex: ['apps/api/src/modules/families/routes.ts', '../sessions'],
  sharedCode: ['apps/api/src/modules/admin-notes/service.ts', '../../shared/centre-not-found'],
  ownFile: ['apps/api/src/modules/admin-notes/routes.ts', './service'],
  sqlInService: ['apps/api/src/modules/parent-profile/service.ts', 'drizzle-orm'],
  sqlTypesInService: ['apps/api/src/modules/parent-sign-in/service.ts', 'drizzle-orm/pg-core'],
  sqlInHttp: ['apps/api/src/http/rate-limit-store.ts', 'drizzle-orm'],
  sqlInRepository: ['apps/api/src/modules/parent-profile/repository.ts', 'drizzle-orm'],
  sqlInNamedRepository: ['apps/api/src/http/rate-limit-repository.ts', 'drizzle-orm'],
  sqlInDatabaseSetUp: ['apps/api/src/db/client.ts', 'drizzle-orm/pg-core'],
  sqlInTest: ['apps/api/src/modules/parent-profile/parent-profile.test.ts', 'drizzle-orm'],
} as const;

let workspace: string;
const diagnostics = new Map<string, string[]>();

beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));
  copyFileSync(path.join(root, 'biome.json'), path.join(workspace, 'biome.json'));
  for (const [file, source] of Object.values(cases)) {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    writeFileSync(
      path.join(workspace, file),
      `import { value } from '${source}';\n\nexport const used = value;\n`,
    );
  }
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=github', 'apps'], {
    cwd: workspace,
    encoding: 'utf8',
  });
  // One line per diagnostic: ::error title=<rule>,file=<absolute path>,line=...::<message>
  for (const match of run.stdout.matchAll(/^::error title=([^,]+),file=([^,]+),.*?::(.*)$/gm)) {
    const file = path.relative(workspace, match[2] as string);
    diagnostics.set(file, [...(diagnostics.get(file) ?? []), `${match[1]}: ${match[3]}`]);
  }
});

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const rulesOn = (name: keyof typeof cases) => diagnostics.get(cases[name][0]) ?? [];

describe('a module keeps to itself', () => {
  it("fails on an import of another module's file, in code and in tests", () => {
    expect(rulesOn('deepImport')).toEqual([deepImport]);
    expect(rulesOn('deepImportInTest')).toEqual([deepImport]);
  });

  it("passes another module's index, shared code and the module's own files", () => {
    expect(rulesOn('otherModulesIndex')).toEqual([]);
    expect(rulesOn('sharedCode')).toEqual([]);
    expect(rulesOn('ownFile')).toEqual([]);
  });
});

describe('SQL lives only in repositories', () => {
  it('fails on drizzle-orm in a service, in HTTP code, and for its types', () => {
    expect(rulesOn('sqlInService')).toEqual([sqlOutsideRepository]);
    expect(rulesOn('sqlTypesInService')).toEqual([sqlOutsideRepository]);
    expect(rulesOn('sqlInHttp')).toEqual([sqlOutsideRepository]);
  });

  it('passes drizzle-orm in repositories, the database set-up and tests', () => {
    expect(rulesOn('sqlInRepository')).toEqual([]);
    expect(rulesOn('sqlInNamedRepository')).toEqual([]);
    expect(rulesOn('sqlInDatabaseSetUp')).toEqual([]);
    expect(rulesOn('sqlInTest')).toEqual([]);
  });
});
