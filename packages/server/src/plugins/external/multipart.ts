import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Upload limits from the spec: images 4 MB, settlement documents 10 MB and 2 files. */
export default fp(
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 50, fieldSize: 64 * 1024 },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
