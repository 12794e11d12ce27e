export * from './types.js';
export * from './status-tone.js';
export * from './rules.js';
export * from './schemas.js';
export * from './list.js';
export * from './failures.js';
