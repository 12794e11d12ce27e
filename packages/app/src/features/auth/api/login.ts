import { apiPaths, type LoginRequest, type SessionResponse } from '@jiyun/domain';
import { send } from '../../../api/http';

/** Signing in as the company owner (team members sign in through `apiPaths.auth.subLogin`). */
export const loginClient = {
  rootLogin: (body: LoginRequest) => send<SessionResponse>('post', apiPaths.auth.rootLogin, body),
};
