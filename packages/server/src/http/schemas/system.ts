import { objectOf, oneOf } from './json-schema.js';
import type { JsonSchema } from './json-schema.js';

/** What the health check answers (not the error envelope: load balancers read it as it is). */
export interface HealthStatus {
  status: 'ok' | 'error';
  database: 'ok' | 'unavailable';
}

const health = objectOf<HealthStatus>({
  status: oneOf(['ok', 'error']),
  database: oneOf(['ok', 'unavailable']),
});

export const healthResponses: Record<number, JsonSchema> = {
  200: { ...health, description: 'The server and its database answer.' },
  503: { ...health, description: 'The database does not answer.' },
};
