import { apiPaths, type LoginRequest, type SessionResponse, type UserType } from '@jiyun/domain';
import { send } from '../../../api/http';

/** Signing in as the company owner (`root`) or as a team member (`sub`, ADR 0053). */
export const loginClient = {
  login: (userType: UserType, body: LoginRequest) =>
    send<SessionResponse>(
      'post',
      userType === 'root' ? apiPaths.auth.rootLogin : apiPaths.auth.subLogin,
      body,
    ),
};
