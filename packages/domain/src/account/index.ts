export * from './constants.js';
export * from './notifications.js';
export * from './password-rule.js';
export * from './schemas.js';
export * from './types.js';
