import '../../../account/resources';

// The three routes of the flow share one lazy chunk (see ../routes.tsx).
export { ForgotPasswordRequestPage } from '../forgot-password/RequestStep';
export { ForgotPasswordCodePage } from '../forgot-password/CodeStep';
export { ForgotPasswordResetPage } from '../forgot-password/ResetStep';
