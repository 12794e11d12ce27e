export * from './types.js';
export * from './status-tone.js';
export * from './rules.js';
export * from './documents.js';
export * from './messages.js';
export * from './schemas.js';
export * from './list.js';
