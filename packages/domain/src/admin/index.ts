export * from './changes.js';
export * from './constants.js';
export * from './failures.js';
export * from './grants.js';
export * from './messages.js';
export * from './permission-groups.js';
export * from './schemas.js';
export * from './types.js';
