export { OverlayFrame } from './OverlayFrame';
export type { ModalCloseReason } from './useDialog';
