import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(import.meta.dirname, '..');
const paymentsDir = path.join(modulesDir, 'payments');

/** The files a source file loads when it runs: its relative imports and re-exports, less type-only ones. */
function loadedBy(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const loaded: string[] = [];
  for (const [, typeOnly, specifier] of source.matchAll(
    /^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+'(\.[^']+)'/gm,
  )) {
    if (typeOnly || !specifier) continue;
    const base = path.resolve(path.dirname(file), specifier);
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    if (found) loaded.push(found);
  }
  return loaded;
}

/** Every file that loading `starts` loads in turn, the starts included. */
function reachedFrom(starts: string[]): Set<string> {
  const reached = new Set<string>();
  const waiting = [...starts];
  for (let file = waiting.pop(); file; file = waiting.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    waiting.push(...loadedBy(file));
  }
  return reached;
}

const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0];

describe('the payments module imports', () => {
  const paymentsFiles = readdirSync(paymentsDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(paymentsDir, name));
  const reached = reachedFrom(paymentsFiles);

  it('reach neither the registrations nor the parent invoices: they hand payments their order kinds', () => {
    const modules = new Set([...reached].map(moduleOf));
    expect(modules.has('registrations')).toBe(false);
    expect(modules.has('parent-invoices')).toBe(false);
  });

  it('never come back to payments through another module (no circle)', () => {
    const outside = [...reached].filter((file) => moduleOf(file) !== 'payments');
    const backIn = outside.filter((file) => loadedBy(file).some((loaded) => moduleOf(loaded) === 'payments'));
    expect(backIn.map((file) => path.relative(modulesDir, file))).toEqual([]);
  });

  it('are read by this test: it sees the invoice orders import payments', () => {
    const invoiceOrders = path.join(modulesDir, 'parent-invoices', 'invoice-orders.ts');
    expect(loadedBy(invoiceOrders)).toContain(path.join(paymentsDir, 'index.ts'));
  });
});
