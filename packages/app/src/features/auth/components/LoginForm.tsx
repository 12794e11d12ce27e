import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, PasswordField, PhoneField, RadioGroup, theme } from '@jiyun/design-system';
import {
  DEFAULT_LOGIN_COUNTRY_CODE,
  keepPhoneCharacters,
  PHONE_COUNTRY_CODES,
  type UserType,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../../routes/navigation';
import { loginNoticeAtom } from '../../../session/atoms';
import { loginAlertFor } from '../login-alert';
import { useLogin } from '../use-login';
import { urls } from '../../../routes/urls';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledForgot = styled(Link)`
  justify-self: end;
  margin-top: calc(-1 * ${theme.space[2]});
  color: ${theme.color.text.link};
  font-size: ${theme.font.size.sm};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

function isUserType(value: string): value is UserType {
  return value === 'root' || value === 'sub';
}

export function LoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [notice, setNotice] = useAtom(loginNoticeAtom);
  // The owner by default; a team member signs in through sub-login (ADR 0053).
  const [userType, setUserType] = useState<UserType>('root');
  const [countryCode, setCountryCode] = useState<string>(DEFAULT_LOGIN_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');

  const login = useLogin({
    onSuccess: (session) => {
      if (session)
        void navigate(safeRedirectTarget(searchParams.get(REDIRECT_PARAM)), { replace: true });
    },
  });

  const filled = phone.trim() !== '' && password !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || login.isPending) return;
    setNotice(null);
    login.mutate(userType, { country_code: countryCode, identifier: phone.trim(), password });
  };

  const alert = login.isError ? loginAlertFor(readApiFailure(login.error)) : null;

  return (
    <StyledForm onSubmit={submit} noValidate>
      {notice === 'account-not-active' && (
        <Alert
          tone="warning"
          onDismiss={() => setNotice(null)}
          dismissLabel={t('common:actions.dismiss')}
        >
          {t('common:notices.accountNotActive')}
        </Alert>
      )}
      {alert && alert.kind !== 'silent' && (
        <Alert
          tone="error"
          onDismiss={() => login.reset()}
          dismissLabel={t('common:actions.dismiss')}
        >
          {alert.kind === 'server'
            ? alert.message
            : 'seconds' in alert
              ? t(alert.key, { seconds: alert.seconds })
              : t(alert.key)}
        </Alert>
      )}
      <RadioGroup
        label={t('login.userType')}
        name="userType"
        options={[
          { value: 'root', label: t('login.rootUser') },
          { value: 'sub', label: t('login.teamMember') },
        ]}
        value={userType}
        onChange={(value) => {
          if (isUserType(value)) setUserType(value);
          login.reset();
        }}
        orientation="horizontal"
      />
      <PhoneField
        label={t('login.phone')}
        name="phone"
        value={phone}
        onChange={(value) => setPhone(keepPhoneCharacters(value))}
        countryCode={countryCode}
        onCountryCodeChange={setCountryCode}
        countryCodes={[...PHONE_COUNTRY_CODES]}
        countryCodeLabel={t('login.countryCode')}
        placeholder="1234567890"
        inputProps={{ autoComplete: 'username' }}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
      />
      {/* A41: forgot password is the owner's; a member's password is reset by their owner. */}
      {userType === 'root' && (
        <StyledForgot to={urls.forgotPassword.request()}>{t('login.forgotPassword')}</StyledForgot>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        disabled={!filled}
        loading={login.isPending}
      >
        {t('login.submit')}
      </Button>
    </StyledForm>
  );
}
