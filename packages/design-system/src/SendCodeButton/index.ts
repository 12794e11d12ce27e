export { SendCodeButton } from './SendCodeButton';
export type { SendCodeButtonLabels, SendCodeButtonProps } from './SendCodeButton';
