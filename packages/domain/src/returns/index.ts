export * from './types.js';
export * from './status-tone.js';
