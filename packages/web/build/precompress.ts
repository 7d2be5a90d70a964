import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|pdf)$/;
const MIN_BYTES = 1024;
/** Brotli 11 takes ~90 s on a 9 MB soljson for 2% over quality 5 (0.7 s); large files get quality 5. */
const LARGE_BYTES = 1_000_000;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, once, at build time; the server
 * sends them to browsers that accept them (`@fastify/static` with `preCompressed`), at no CPU cost per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'poxscan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = ['index.html', ...Object.keys(bundle)].filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: content.length > LARGE_BYTES ? 5 : 11 },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
