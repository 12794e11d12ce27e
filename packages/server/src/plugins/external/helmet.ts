import helmet from 'helmet';
import fp from 'fastify-plugin';
import { API_BASE } from '@jiyun/domain';

// The back-office needs no camera, microphone, location, payment or sensors: a script that got
// in through a dependency cannot ask for them either. Helmet sets no Permissions-Policy itself.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
].join(', ');

function isApiUrl(url: string): boolean {
  if (!url.startsWith(API_BASE)) return false;
  const next = url.charAt(API_BASE.length);
  return next === '' || next === '/' || next === '?';
}

/**
 * Security headers with a CSP the built React app runs under: its own scripts only,
 * inline styles for styled-components, images from data:/blob: for previews. API answers are
 * `no-store` unless a route says otherwise (locations, signed file downloads): they carry
 * tokens and merchant data that no browser or proxy cache should keep.
 *
 * helmet's middleware is built once here and run on each request. `@fastify/helmet` builds it
 * again on every request (it parses the CSP directives and renders each header anew): about
 * 4 % of the server's time on a list request, for headers that never change (ADR 0070).
 */
export default fp(
  async (app) => {
    const production = app.config.nodeEnv === 'production';
    const setSecurityHeaders = helmet({
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
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (isApiUrl(request.url)) {
        reply.header('cache-control', 'no-store');
      }
      // helmet writes on the Node response; Fastify sends those headers with its own.
      setSecurityHeaders(request.raw, reply.raw, (error) => {
        done(error instanceof Error ? error : undefined);
      });
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
