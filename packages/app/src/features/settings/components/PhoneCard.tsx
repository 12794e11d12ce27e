import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OtpField, PhoneField, SendCodeButton } from '@jiyun/design-system';
import {
  keepPhoneCharacters,
  NEW_CODE_NOTICE_MS,
  OTP_CODE_LENGTH,
  OTP_RESEND_SECONDS,
  PHONE_COUNTRY_CODES,
  phoneUpdateSchema,
  type SessionUser,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { useSendCodeLabels } from '../../../account/use-send-code-labels';
import { useSendPhoneCode, useUpdatePhone } from '../queries';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { canSendPhoneCode, settingsAlertFor } from '../rules';
import { EditableSettingCard } from './EditableSettingCard';
import { StyledCardActions } from './SettingsCard';
import { useSettingEdit } from './use-setting-edit';

interface PhoneForm {
  country_code: string;
  phone_number: string;
  otpCode: string;
}

const bodyOf = ({ country_code, phone_number, otpCode }: PhoneForm) => ({
  country_code,
  phone_number: phone_number.trim(),
  otpCode,
});

/**
 * The account's phone (spec 4): view → Edit → new phone and a code sent to it → Change phone.
 * Cancel clears the code; a failed change closes the edit with the old phone and says why.
 */
export function PhoneCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['account', 'common']);
  const sendCodeLabels = useSendCodeLabels();
  const stored = (): PhoneForm => ({
    country_code: user.country_code,
    phone_number: user.phone_number,
    otpCode: '',
  });
  const { control, values, setValue, isValid, formRef, submit, reset } = useSchemaForm<PhoneForm>({
    schema: phoneUpdateSchema,
    defaultValues: stored(),
    toBody: bodyOf,
  });
  // Not form state: kept across closing and reopening the edit, so the resend wait is not lost.
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>(undefined);
  const editState = useSettingEdit(() => reset(stored()));
  const { setAlert } = editState;
  const sendCode = useSendPhoneCode();
  const update = useUpdatePhone();

  const send = async () => {
    setAlert(null);
    try {
      const { country_code, phone_number } = bodyOf(values);
      const sent = await sendCode.mutateAsync({ country_code, phone_number });
      setCodeSentAt(codeSentAtFor(sent.resend_after, Date.now()));
    } catch (error) {
      setAlert(settingsAlertFor('phoneCode', readApiFailure(error)));
      throw error;
    }
  };

  const onSubmit = submit((typed) => {
    if (update.isPending) return;
    setAlert(null);
    update.mutate(
      bodyOf(typed),
      editState.saveCallbacks('phone', t('settings.phone.changed'), () => setValue('otpCode', '')),
    );
  });

  return (
    <EditableSettingCard
      title={t('settings.phone.title')}
      edit={editState}
      current={`${user.country_code} ${user.phone_number}`}
      formRef={formRef}
      onSubmit={onSubmit}
      submitLabel={t('settings.phone.change')}
      canSubmit={isValid}
      saving={update.isPending}
    >
      <Controller
        control={control}
        name="phone_number"
        render={({ field }) => (
          <PhoneField
            label={t('settings.phone.phone')}
            name="phone"
            value={field.value}
            onChange={(value) => field.onChange(keepPhoneCharacters(value))}
            countryCode={values.country_code}
            onCountryCodeChange={(code) => setValue('country_code', code)}
            countryCodes={[...PHONE_COUNTRY_CODES]}
            countryCodeLabel={t('settings.phone.countryCode')}
            placeholder="1234567890"
            inputProps={{ onBlur: field.onBlur }}
          />
        )}
      />
      <Controller
        control={control}
        name="otpCode"
        render={({ field }) => (
          <OtpField
            label={t('settings.phone.code')}
            name="code"
            value={field.value}
            onChange={field.onChange}
            length={OTP_CODE_LENGTH}
          />
        )}
      />
      <StyledCardActions>
        <SendCodeButton
          onSend={send}
          disabled={!canSendPhoneCode(values.country_code, values.phone_number, user)}
          sentAt={codeSentAt}
          seconds={OTP_RESEND_SECONDS}
          noticeMs={NEW_CODE_NOTICE_MS}
          labels={sendCodeLabels}
        />
      </StyledCardActions>
    </EditableSettingCard>
  );
}
