import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, OtpField, PhoneField, SendCodeButton, useToast } from '@jiyun/design-system';
import {
  keepPhoneCharacters,
  NEW_CODE_NOTICE_MS,
  OTP_CODE_LENGTH,
  OTP_RESEND_SECONDS,
  PHONE_COUNTRY_CODES,
  type SessionUser,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { codeSentAtFor } from '../../auth/forgot-password/flow';
import { useSendCodeLabels } from '../../auth/forgot-password/use-send-code-labels';
import { useSendPhoneCode, useUpdatePhone } from '../queries';
import {
  canChangePhone,
  canSendPhoneCode,
  settingsAlertFor,
  type SettingsAlert as Alert,
} from '../rules';
import { SettingsAlert } from './SettingsAlert';
import {
  SettingsCard,
  StyledCardActions,
  StyledCardForm,
  StyledCurrentValue,
} from './SettingsCard';

/**
 * The account's phone (spec 4): view → Edit → new phone and a code sent to it → Change phone.
 * Cancel clears the code; a failed change closes the edit with the old phone and says why.
 */
export function PhoneCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const sendCodeLabels = useSendCodeLabels();
  const [editing, setEditing] = useState(false);
  const [countryCode, setCountryCode] = useState(user.country_code);
  const [phone, setPhone] = useState(user.phone_number);
  const [code, setCode] = useState('');
  // Kept across closing and reopening the edit, so the resend wait is not lost.
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>(undefined);
  const [alert, setAlert] = useState<Alert | null>(null);
  const sendCode = useSendPhoneCode();
  const update = useUpdatePhone();

  const close = () => {
    setEditing(false);
    setCountryCode(user.country_code);
    setPhone(user.phone_number);
    setCode('');
  };

  const edit = () => {
    close();
    setAlert(null);
    setEditing(true);
  };

  const send = async () => {
    setAlert(null);
    try {
      const sent = await sendCode.mutateAsync({
        country_code: countryCode,
        phone_number: phone.trim(),
      });
      setCodeSentAt(codeSentAtFor(sent.resend_after, Date.now()));
    } catch (error) {
      setAlert(settingsAlertFor('phoneCode', readApiFailure(error)));
      throw error;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canChangePhone(phone, code) || update.isPending) return;
    setAlert(null);
    update.mutate(
      { country_code: countryCode, phone_number: phone.trim(), otpCode: code },
      {
        onSuccess: () => {
          setEditing(false);
          setCode('');
          toast.show({ tone: 'success', message: t('settings.phone.changed') });
        },
        onError: (error) => {
          close();
          setAlert(settingsAlertFor('phone', readApiFailure(error)));
        },
      },
    );
  };

  const title = t('settings.phone.title');
  return (
    <SettingsCard title={title} onEdit={editing ? undefined : edit}>
      <SettingsAlert alert={alert} onDismiss={() => setAlert(null)} />
      {!editing ? (
        <StyledCurrentValue>{`${user.country_code} ${user.phone_number}`}</StyledCurrentValue>
      ) : (
        <StyledCardForm onSubmit={submit} noValidate aria-label={title}>
          <PhoneField
            label={t('settings.phone.phone')}
            name="phone"
            value={phone}
            onChange={(value) => setPhone(keepPhoneCharacters(value))}
            countryCode={countryCode}
            onCountryCodeChange={setCountryCode}
            countryCodes={[...PHONE_COUNTRY_CODES]}
            countryCodeLabel={t('settings.phone.countryCode')}
            placeholder="1234567890"
          />
          <OtpField
            label={t('settings.phone.code')}
            name="code"
            value={code}
            onChange={setCode}
            length={OTP_CODE_LENGTH}
          />
          <StyledCardActions>
            <SendCodeButton
              onSend={send}
              disabled={!canSendPhoneCode(countryCode, phone, user)}
              sentAt={codeSentAt}
              seconds={OTP_RESEND_SECONDS}
              noticeMs={NEW_CODE_NOTICE_MS}
              labels={sendCodeLabels}
            />
          </StyledCardActions>
          <StyledCardActions>
            <Button
              type="submit"
              variant="primary"
              disabled={!canChangePhone(phone, code)}
              loading={update.isPending}
            >
              {t('settings.phone.change')}
            </Button>
            <Button variant="secondary" onClick={close} disabled={update.isPending}>
              {t('settings.actions.cancel')}
            </Button>
          </StyledCardActions>
        </StyledCardForm>
      )}
    </SettingsCard>
  );
}
