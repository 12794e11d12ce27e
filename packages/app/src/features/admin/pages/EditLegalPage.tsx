import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, ConfirmModal, PhoneField, TextField, useToast } from '@jiyun/design-system';
import {
  keepPhoneCharacters,
  legalContactChanges,
  legalContactOf,
  legalContactSchema,
  type CompanyProfile,
  type LegalContact,
} from '@jiyun/domain';
import { contactCodeOptions } from '../../../forms/dialling-codes';
import type { FailureKeys } from '../../../forms/failure-keys';
import { FormActions } from '../../../forms/FormActions';
import { useServerRefusal } from '../../../forms/server-refusal';
import { useNavigateAfterSave } from '../../../forms/leave-guard';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { languageFromStored } from '../../../i18n/language';
import { urls } from '../../../routes/urls';
import {
  BackToProfileButton,
  ProfileEditFrame,
  StyledProfileFields,
  StyledProfileForm,
} from '../components/ProfileEditFrame';
import { adminFailureFrom } from '../model/failure';
import { phoneOf } from '../model/member-view';
import { usePatchLegalContact } from '../queries';

type ErrorKey =
  | 'editLegal.errors.country_code'
  | 'editLegal.errors.phone_number'
  | 'editLegal.errors.phoneLength'
  | 'editLegal.errors.email';
const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    country_code: 'editLegal.errors.country_code',
    phone_number: {
      'phone-length': 'editLegal.errors.phoneLength',
      '*': 'editLegal.errors.phone_number',
    },
  },
  other: 'editLegal.errors.email',
};

function LegalForm({ profile }: { profile: CompanyProfile }) {
  const { t, i18n } = useTranslation('admin');
  const navigateAfterSave = useNavigateAfterSave();
  const toast = useToast();
  const language = languageFromStored(i18n.language);
  const codeOptions = useMemo(() => contactCodeOptions(language), [language]);
  const rep = profile.company.legal_rep;
  const save = usePatchLegalContact();
  const refusal = useServerRefusal<LegalContact>();
  const [confirming, setConfirming] = useState(false);
  const {
    control,
    values,
    setValue,
    getValues,
    formRef,
    submit,
    isValid,
    errorKey,
    lengthProps,
    errorText,
  } = useSchemaForm<LegalContact, ErrorKey>({
    serverFailures: refusal.serverFailures,
    schema: legalContactSchema,
    defaultValues: legalContactOf(rep),
    toBody: (values) => ({ ...values, email: values.email.trim() }),
    failureKeys: FAILURE_KEYS,
  });
  const patch = legalContactChanges(rep, values);
  // Spec §5: Save only when the phone, its prefix or the email changed.
  const changed = Object.keys(patch).length > 0;
  const failure = save.isError && !refusal.refused ? t(adminFailureFrom(save.error).key) : null;
  const phoneError = errorKey('phone_number') ?? errorKey('country_code');
  const emailError = errorText('email', (key) => t(key));

  const onSubmit = submit(() => {
    if (save.isPending || !changed) return;
    save.reset();
    setConfirming(true);
  });

  const confirm = () => {
    const sent = getValues();
    refusal.clear();
    save.mutate(legalContactChanges(rep, sent), {
      onSuccess: () => {
        setConfirming(false);
        toast.show({ tone: 'success', message: t('editLegal.saved') });
        navigateAfterSave(urls.admin.companyProfile());
      },
      // The modal closes and the form keeps what was typed; the reason shows beside Save.
      onError: (error) => {
        setConfirming(false);
        refusal.onError(sent)(error);
      },
    });
  };

  return (
    <StyledProfileForm
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('editLegal.title')}
      aria-busy={save.isPending}
    >
      <Card as="section">
        <StyledProfileFields>
          <Controller
            control={control}
            name="phone_number"
            render={({ field }) => (
              <PhoneField
                label={t('editLegal.phone')}
                name="phone_number"
                required
                value={field.value}
                onChange={(value) => field.onChange(keepPhoneCharacters(value))}
                countryCode={values.country_code}
                onCountryCodeChange={(code) =>
                  setValue('country_code', code, { shouldTouch: true })
                }
                countryCodeOptions={codeOptions}
                countryCodeLabel={t('editLegal.countryCode')}
                placeholder="1234567890"
                error={phoneError && t(phoneError)}
                disabled={save.isPending}
                inputProps={{ onBlur: field.onBlur }}
              />
            )}
          />
          <Controller
            control={control}
            name="email"
            render={({ field }) => (
              <TextField
                label={t('editLegal.email')}
                name="email"
                {...lengthProps('email')}
                type="email"
                required
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={emailError}
                disabled={save.isPending}
              />
            )}
          />
        </StyledProfileFields>
      </Card>
      <FormActions problem={failure}>
        <BackToProfileButton disabled={save.isPending} />
        <Button type="submit" variant="primary" disabled={!changed || !isValid}>
          {t('actions.save')}
        </Button>
      </FormActions>
      <ConfirmModal
        open={confirming}
        title={t('editLegal.confirmTitle')}
        message={t('editLegal.confirmMessage', {
          phone: phoneOf({
            country_code: values.country_code,
            phone_number: values.phone_number.trim(),
          }),
          email: values.email.trim(),
        })}
        confirmLabel={t('editLegal.confirm')}
        backLabel={t('actions.back')}
        closeLabel={t('actions.close')}
        onConfirm={confirm}
        onBack={() => setConfirming(false)}
        confirming={save.isPending}
      />
    </StyledProfileForm>
  );
}

/** /admin/company-profile/edit-legal: the legal contact's phone and email (spec §5). */
export function EditLegalPage() {
  const { t } = useTranslation('admin');
  return (
    <ProfileEditFrame
      title={t('editLegal.title')}
      form={(profile) => <LegalForm profile={profile} />}
    />
  );
}
