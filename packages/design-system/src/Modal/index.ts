export { Modal } from './Modal';
export type { ModalCloseReason, ModalProps, ModalSize } from './Modal';
