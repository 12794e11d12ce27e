import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** API answers smaller than this fit in the first packets; compressing them only costs time. */
export const API_COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers of at least 1 KB (lists, the OpenAPI document, locations) with brotli
 * or gzip, as the client's Accept-Encoding prefers. Registered inside the API scope only: the
 * built app is compressed at build time (static-app.ts), and compressing it again per request
 * would cost CPU for nothing. Types that are compressed already (the JPG/PNG of file downloads)
 * are left alone by the plugin's content-type check. Request bodies are not decompressed: no
 * client of ours sends them, and a small compressed body could inflate into a very large one.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: API_COMPRESS_THRESHOLD_BYTES,
      // zstd is left out: Node's zlib still marks it experimental, and browsers send it on HTTPS only.
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
