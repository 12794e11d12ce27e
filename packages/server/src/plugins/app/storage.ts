import fp from 'fastify-plugin';
import { createLocalStorage } from '../../files/local-storage.js';
import type { FileStorage } from '../../files/local-storage.js';
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
    app.decorate('storage', createLocalStorage(app.config.filesDir));
    app.decorate('fileUrls', createFileUrlSigner(app.config.accessTokenSecret));
  },
  { name: 'storage', dependencies: ['config'] },
);
