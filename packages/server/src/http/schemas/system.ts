import { flag, objectOf, oneOf } from './json-schema.js';
import type { JsonSchema } from './json-schema.js';

/** What the health check answers (not the error envelope: load balancers read it as it is). */
export interface HealthStatus {
  /** `ok` only when the instance is ready and every service it uses answers. */
  status: 'ok' | 'error';
  /** The database has every migration of this build (false while they are being applied). */
  ready: boolean;
  database: ServiceStatus;
  /** The file store (the files directory, or the S3 bucket). */
  files: ServiceStatus;
  /**
   * Only when REDIS_URL is configured: `degraded` while it does not answer (the instance still
   * serves, counting its limits in-process).
   */
  redis?: ServiceStatus;
}

export type ServiceStatus = 'ok' | 'unavailable' | 'degraded';

const service = oneOf(['ok', 'unavailable']);
const health = objectOf<HealthStatus>(
  {
    status: oneOf(['ok', 'error']),
    ready: flag,
    database: service,
    files: service,
    redis: oneOf(['ok', 'degraded']),
  },
  ['redis'],
);

export const healthResponses: Record<number, JsonSchema> = {
  200: {
    ...health,
    description:
      'The instance is ready and its database and file store answer (Redis may be degraded).',
  },
  503: {
    ...health,
    description:
      'A service does not answer (the fields say which), or the database lacks this build’s migrations.',
  },
};
