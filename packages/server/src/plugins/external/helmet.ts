import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP the built React app runs under: its own scripts only,
 * inline styles for styled-components, images from data:/blob: for previews.
 */
export default fp(
  async (app) => {
    const production = app.config.nodeEnv === 'production';
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Over plain http://localhost the upgrade would break every request.
          ...(app.config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: production ? undefined : false,
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
