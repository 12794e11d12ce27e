export * from './types.js';
export * from './schemas.js';
export * from './status-tone.js';
export * from './access.js';
export * from './figures.js';
export * from './shelf-range.js';
