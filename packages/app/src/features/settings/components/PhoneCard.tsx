import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpField, PhoneField, SendCodeButton } from '@jiyun/design-system';
import {
  keepPhoneCharacters,
  NEW_CODE_NOTICE_MS,
  OTP_CODE_LENGTH,
  OTP_RESEND_SECONDS,
  PHONE_COUNTRY_CODES,
  type SessionUser,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { useSendCodeLabels } from '../../../account/use-send-code-labels';
import { useSendPhoneCode, useUpdatePhone } from '../queries';
import { canChangePhone, canSendPhoneCode, settingsAlertFor } from '../rules';
import { EditableSettingCard } from './EditableSettingCard';
import { StyledCardActions } from './SettingsCard';
import { useSettingEdit } from './use-setting-edit';

/**
 * The account's phone (spec 4): view → Edit → new phone and a code sent to it → Change phone.
 * Cancel clears the code; a failed change closes the edit with the old phone and says why.
 */
export function PhoneCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['account', 'common']);
  const sendCodeLabels = useSendCodeLabels();
  const [countryCode, setCountryCode] = useState(user.country_code);
  const [phone, setPhone] = useState(user.phone_number);
  const [code, setCode] = useState('');
  // Kept across closing and reopening the edit, so the resend wait is not lost.
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>(undefined);
  const editState = useSettingEdit(() => {
    setCountryCode(user.country_code);
    setPhone(user.phone_number);
    setCode('');
  });
  const { setAlert } = editState;
  const sendCode = useSendPhoneCode();
  const update = useUpdatePhone();

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
      editState.saveCallbacks('phone', t('settings.phone.changed'), () => setCode('')),
    );
  };

  return (
    <EditableSettingCard
      title={t('settings.phone.title')}
      edit={editState}
      current={`${user.country_code} ${user.phone_number}`}
      onSubmit={submit}
      submitLabel={t('settings.phone.change')}
      canSubmit={canChangePhone(phone, code)}
      saving={update.isPending}
    >
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
    </EditableSettingCard>
  );
}
