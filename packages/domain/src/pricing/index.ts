export * from './types.js';
export * from './weight.js';
export * from './size.js';
export * from './schedule.js';
export * from './city.js';
export * from './price.js';
export * from './changes.js';
export * from './calculator.js';
