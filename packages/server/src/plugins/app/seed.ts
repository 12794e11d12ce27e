import fp from 'fastify-plugin';
import { isEmptyDatabase, seedDemo } from '../../seed/demo.js';

/**
 * Plants the demo merchants on the first start of an empty database (unless SEED_DEMO=false).
 * Instances started together take turns: the second finds the demo the first planted.
 */
export default fp(
  async (app) => {
    if (!app.config.seedDemo) return;
    await app.exclusively(async () => {
      if (!(await isEmptyDatabase(app.db))) return;
      await seedDemo(app.db, app.storage);
      app.log.info('Demo merchants created.');
    });
  },
  { name: 'seed', dependencies: ['config', 'db', 'storage'] },
);
