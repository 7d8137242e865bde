// Brotli and gzip copies of every text file of a build, written beside it (app.js.br,
// app.js.gz), so a static server sends the smallest encoding the browser accepts without
// compressing on each request. Brotli at its best quality: it is paid once, at build time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
// Below this a compressed copy saves less than a packet.
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Compresses `files` (default: every compressible file under `dir`). */
export function precompress(dir, files = [...filesUnder(dir)]) {
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** An rspack plugin: precompresses the output folder once the build has written it. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      precompress(compilation.outputOptions.path);
    });
  }
}
