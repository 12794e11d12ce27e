export * from './route-code.js';
export * from './status-tone.js';
export * from './takes-parcels.js';
export * from './types.js';
export * from './rules.js';
export * from './schemas.js';
