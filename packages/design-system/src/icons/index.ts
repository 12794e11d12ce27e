export { createIcon } from './createIcon';
export type { IconProps } from './createIcon';
export * from './icons';
