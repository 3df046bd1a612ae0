import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { entryKey, measurePages, report, staticClosure } from './js-budgets.mjs';

/** A build manifest as Vite writes it: an HTML entry, a lazy page, shared and lazy chunks. */
const manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_react-B.js'],
    dynamicImports: ['src/login.tsx', 'src/toaster.tsx'],
    css: ['assets/index-C.css'],
  },
  '_react-B.js': { file: 'assets/react-B.js' },
  'src/login.tsx': {
    file: 'assets/login-D.js',
    isDynamicEntry: true,
    imports: ['_form-E.js', '_react-B.js'],
  },
  '_form-E.js': { file: 'assets/form-E.js', imports: ['_react-B.js'], dynamicImports: ['_zod-F.js'] },
  '_zod-F.js': { file: 'assets/zod-F.js' },
  'src/toaster.tsx': { file: 'assets/toaster-G.js', isDynamicEntry: true, imports: ['_react-B.js'] },
};

describe('JavaScript budgets', () => {
  let dist;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('finds the HTML entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({})).toThrow('Expected one entry');
  });

  it('follows static imports once each and leaves dynamic imports out', () => {
    expect(staticClosure(manifest, ['index.html', 'src/login.tsx'])).toEqual([
      'assets/form-E.js',
      'assets/index-A.js',
      'assets/login-D.js',
      'assets/react-B.js',
    ]);
  });

  it('names a route module missing from the build', () => {
    expect(() => staticClosure(manifest, ['src/gone.tsx'])).toThrow(
      'src/gone.tsx is not in the build manifest',
    );
  });

  it('sums the gzipped files of each page and flags the one over its budget', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'cic-budgets-'));
    mkdirSync(path.join(dist, 'assets'));
    const sizes = {};
    for (const [key, { file }] of Object.entries(manifest)) {
      const body = `export const chunk = ${JSON.stringify(key.repeat(200))};`;
      writeFileSync(path.join(dist, file), body);
      sizes[file] = gzipSync(body, { level: 9 }).length;
    }
    const results = measurePages(dist, manifest, [
      { page: 'landing', modules: [], budget: 1 },
      { page: 'sign-in', modules: ['src/login.tsx'], budget: 0.1 },
    ]);
    expect(results[0]?.bytes).toBe(sizes['assets/index-A.js'] + sizes['assets/react-B.js']);
    expect(results[1]?.bytes).toBe(
      sizes['assets/index-A.js'] +
        sizes['assets/react-B.js'] +
        sizes['assets/login-D.js'] +
        sizes['assets/form-E.js'],
    );
    const { lines, ok } = report(results);
    expect(ok).toBe(false);
    expect(lines[0]).not.toContain('OVER BUDGET');
    expect(lines[1]).toMatch(/^sign-in +\d+\.\d KiB \/ 0\.1 KiB {2}OVER BUDGET$/);
  });
});
