import fp from 'fastify-plugin';
import type { FileStorage } from '../../files/storage.js';
import { openFileStorage } from '../../files/open-storage.js';
import { createFileUrlSigner } from '../../files/signed-url.js';
import type { FileUrlSigner } from '../../files/signed-url.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    fileUrls: FileUrlSigner;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const storage = openFileStorage(config, app.log);
    app.decorate('storage', storage);
    app.decorate('fileUrls', createFileUrlSigner(config.accessTokenSecret));
    // A store that is down at start is said at once, but does not stop the server: it may come
    // back, and until then the health check reports it and uploads answer 503.
    app.addHook('onReady', async () => {
      await storage.check().catch((error: unknown) => {
        app.log.warn(
          `File storage (${config.fileStorage}) is not reachable yet: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
