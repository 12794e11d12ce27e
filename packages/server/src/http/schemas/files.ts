import { itemResponse, objectOf, text } from './json-schema.js';
import type { JsonSchema } from './json-schema.js';

/** Stored files: a signed link, and the file itself. */
export const signedLinkResponse = itemResponse(
  objectOf<{ url: string }>({
    url: { ...text, description: 'Relative link with `expires` and `signature`; 5 minutes.' },
  }),
  'A signed download link.',
);

export const fileResponse: JsonSchema = {
  description: 'The file (JPG, PNG or PDF).',
  content: {
    'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
  },
};
