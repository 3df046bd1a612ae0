import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSourceFiles, literalTexts, webSource } from './source-scan';

describe('words on screen come from the catalogues (decision 054)', () => {
  // Parsing every component takes seconds on a loaded machine.
  it('draws no literal text in JSX', { timeout: 60_000 }, () => {
    const literals = appSourceFiles()
      .flatMap(literalTexts)
      .map((literal) => `${path.relative(webSource, literal.file)}:${literal.line} ${literal.text}`);
    expect(literals).toEqual([]);
  });

  it('reads a placeholder as words whatever its case (issue 27)', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'literal-')), 'date.tsx');
    writeFileSync(file, 'export const Field = () => <input placeholder="dd/mm/yyyy" className="h-10" />;\n');
    expect(literalTexts(file).map((literal) => literal.text)).toEqual(['placeholder="dd/mm/yyyy"']);
  });
});
