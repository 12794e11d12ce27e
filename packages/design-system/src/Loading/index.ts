export { Loading, LOADING_DELAY } from './Loading';
export type { LoadingProps } from './Loading';
