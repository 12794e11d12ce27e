export * from './types.js';
export * from './schemas.js';
export * from './date-bounds.js';
export * from './storage-fee.js';
export * from './problem.js';
export * from './search.js';
export * from './status-tone.js';
export * from './status-labels.js';
