import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSourceFiles, webSource } from './source-scan';

/** A text or background colour set at a breakpoint or container size: `md:text-red-700`, `@3xl:bg-white`. */
const colourByWidth =
  /(?:^|[\s"'`])(?:sm|md|lg|xl|2xl|@[a-z0-9]+):(?:[a-z-]+:)*(?:text|bg)-(?:[a-z]+-\d{2,3}|white|black)\b/;

describe('colours the same at every width (decision 135)', () => {
  it('sets no text or background colour by width, so the walks check contrast at one width', () => {
    const found = appSourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          colourByWidth.test(line) ? [`${path.relative(webSource, file)}:${index + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
