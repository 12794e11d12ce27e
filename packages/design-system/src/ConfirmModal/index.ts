export { ConfirmModal } from './ConfirmModal';
export type { ConfirmModalProps, ConfirmModalTone } from './ConfirmModal';
