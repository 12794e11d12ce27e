export { Toast } from './Toast';
export type { ToastProps, ToastTone } from './Toast';
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastOptions, ToastProviderProps } from './ToastProvider';
export { DEFAULT_TOAST_DURATION } from './model';
