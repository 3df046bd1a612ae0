// Writes `<file>.br` and `<file>.gz` beside every text file of the web build, once, at build time
// (decision 026): the server sends them as they are (@fastify/static `preCompressed`) instead of
// compressing on every request. `npm run build` runs this after `vite build`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
export const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // `.vite` holds the build manifest, which is read at build time and never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** Compresses each text file of `distDir`; a variant is kept only when it is smaller. Returns the files written. */
export function precompress(distDir) {
  const written = [];
  for (const file of filesIn(distDir)) {
    if (!compressible.test(file)) continue;
    const bytes = readFileSync(file);
    const variants = [
      [
        '.br',
        brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      ],
      ['.gz', gzipSync(bytes, { level: 9 })],
    ];
    for (const [extension, compressed] of variants) {
      if (compressed.length >= bytes.length) continue;
      writeFileSync(file + extension, compressed);
      written.push(file + extension);
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  console.log(`Precompressed ${precompress(distDir).length} files (br, gzip) in ${distDir}`);
}
