import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Modal,
  OtpField,
  PasswordChecklist,
  PasswordField,
  SendCodeButton,
  theme,
  useToast,
} from '@jiyun/design-system';
import {
  DEFAULT_LOGIN_COUNTRY_CODE,
  NEW_CODE_NOTICE_MS,
  OTP_CODE_LENGTH,
  OTP_RESEND_SECONDS,
  subAccountRegistrationSchema,
} from '@jiyun/domain';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { passwordChecklistRows } from '../../../account/password-rules';
import { useSendCodeLabels } from '../../../account/use-send-code-labels';
import '../../../account/resources';
import type { FailureKeys } from '../../../forms/failure-keys';
import { FormActions } from '../../../forms/FormActions';
import { StyledFormGrid, StyledFormWide } from '../../../forms/form-layout';
import { useServerRefusal } from '../../../forms/server-refusal';
import { useSchemaForm } from '../../../forms/use-schema-form';
import {
  canSendNewMemberCode,
  codePhoneOf,
  codeStillValid,
  emptyAddMemberForm,
  registrationOf,
  type AddMemberForm,
} from '../model/add-member';
import { registrationBody } from '../model/bodies';
import { adminFailureFrom, avatarRefusalKey, withReason } from '../model/failure';
import { useRegisterMember, useSendNewMemberCode } from '../queries';
import { AvatarPicker } from './AvatarPicker';
import { MemberFields } from './MemberFields';
import { PermissionChecks } from './PermissionChecks';
import { useGranter } from '../model/granter';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

const StyledCodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
`;

const FORM_ID = 'add-team-member';

type ErrorKey =
  | 'member.errors.first_name'
  | 'member.errors.last_name'
  | 'member.errors.email'
  | 'member.errors.country_code'
  | 'member.errors.identifier'
  | 'member.errors.phoneLength'
  | 'member.errors.password'
  | 'member.errors.verification_code'
  | 'member.errors.permission'
  | 'member.errors.avatar'
  | 'add.codeFirst';

const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    identifier: { 'phone-length': 'member.errors.phoneLength', '*': 'member.errors.identifier' },
    verification_code: {
      'code-not-sent': 'add.codeFirst',
      '*': 'member.errors.verification_code',
    },
  },
  other: (field) => `member.errors.${field}` as ErrorKey,
};

/** The current flow: the phone the code went to, its token, and when it was sent. */
interface CodeFlow {
  sentTo: string;
  flowToken: string;
  sentAt: number;
}

/**
 * Add team member (spec §5): names, email, the phone with a code texted to it (30 s countdown;
 * the answer's flow token proves it on the registration), a password with the live checklist,
 * at least one permission group and an optional avatar. A failed create keeps every input and
 * says it failed (A29); a created member closes the modal.
 */
export function AddMemberModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'account']);
  const toast = useToast();
  const sendCodeLabels = useSendCodeLabels();
  const [flow, setFlow] = useState<CodeFlow | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const sendCode = useSendNewMemberCode();
  const register = useRegisterMember();
  const refusal = useServerRefusal<AddMemberForm>();
  const { control, values, setValue, formRef, submit, reset, isValid, showsProblems, errorText } =
    useSchemaForm<AddMemberForm, ErrorKey>({
      schema: subAccountRegistrationSchema,
      defaultValues: emptyAddMemberForm(DEFAULT_LOGIN_COUNTRY_CODE),
      toBody: (form) => ({
        ...registrationOf(form),
        ...(form.avatar ? { avatar: form.avatar } : {}),
      }),
      extraFailures: (form): Record<string, string> =>
        codeStillValid(flow?.sentTo ?? null, form) ? {} : { verification_code: 'code-not-sent' },
      failureKeys: FAILURE_KEYS,
      serverFailures: refusal.serverFailures,
    });

  const close = () => {
    // Closing without adding forgets the input: the next member starts from an empty form.
    reset(emptyAddMemberForm(DEFAULT_LOGIN_COUNTRY_CODE));
    setFlow(null);
    setCodeProblem(null);
    refusal.clear();
    register.reset();
    onClose();
  };

  const send = async () => {
    setCodeProblem(null);
    try {
      const sent = await sendCode.mutateAsync({
        country_code: registrationOf(values).country_code,
        phone_number: registrationOf(values).identifier,
      });
      setFlow({
        sentTo: codePhoneOf(values),
        flowToken: sent.flow_token,
        sentAt: codeSentAtFor(sent.resend_after, Date.now()),
      });
    } catch (error) {
      setCodeProblem(t(adminFailureFrom(error).key));
      // The button starts no countdown after a refusal.
      throw error;
    }
  };

  const onSubmit = submit((form) => {
    if (register.isPending || !flow) return;
    refusal.clear();
    register.mutate(
      { body: registrationBody(registrationOf(form), form.avatar), flowToken: flow.flowToken },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('add.created') });
          close();
        },
        onError: refusal.onError(form),
      },
    );
  });

  const errorOf = (field: Parameters<typeof errorText>[0]) => {
    return errorText(field, (key) => t(key));
  };
  const avatarRefused = register.isError ? avatarRefusalKey(register.error) : null;
  const failure =
    register.isError && !refusal.refused && !avatarRefused
      ? withReason(t('add.createFailed'), adminFailureFrom(register.error), t)
      : showsProblems
        ? null
        : codeProblem;
  const busy = register.isPending;
  const granter = useGranter();

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('add.title')}
      closeLabel={t('actions.close')}
      size="lg"
      dismissible={!busy}
      footer={
        <FormActions problem={failure}>
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={busy} disabled={!isValid}>
            {t('add.submit')}
          </Button>
        </FormActions>
      }
    >
      <StyledForm
        id={FORM_ID}
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('add.title')}
        aria-busy={busy}
      >
        <StyledFormGrid>
          <MemberFields
            control={control}
            countryCode={values.country_code}
            onCountryCodeChange={(code) => setValue('country_code', code)}
            errorOf={errorOf}
            disabled={busy}
          />
          <StyledFormWide>
            <StyledCodeRow>
              <Controller
                control={control}
                name="verification_code"
                render={({ field }) => (
                  <OtpField
                    label={t('member.code')}
                    name="verification_code"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    length={OTP_CODE_LENGTH}
                    error={errorOf('verification_code')}
                    disabled={busy}
                  />
                )}
              />
              <SendCodeButton
                // A new phone starts a new countdown of its own.
                key={flow?.sentTo ?? 'none'}
                onSend={send}
                disabled={busy || !canSendNewMemberCode(values)}
                sentAt={flow?.sentAt}
                seconds={OTP_RESEND_SECONDS}
                noticeMs={NEW_CODE_NOTICE_MS}
                labels={sendCodeLabels}
              />
            </StyledCodeRow>
          </StyledFormWide>
          <StyledFormWide>
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <PasswordField
                  label={t('member.password')}
                  name="password"
                  required
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  autoComplete="new-password"
                  showLabel={t('account:password.show')}
                  hideLabel={t('account:password.hide')}
                  error={errorOf('password')}
                  disabled={busy}
                />
              )}
            />
            <PasswordChecklist
              title={t('account:password.checklistTitle')}
              metLabel={t('account:password.met')}
              unmetLabel={t('account:password.unmet')}
              items={passwordChecklistRows(values.password).map((row) => ({
                key: row.key,
                met: row.met,
                label: t(`account:password.${row.key}`),
              }))}
            />
          </StyledFormWide>
          <StyledFormWide>
            <Controller
              control={control}
              name="permission"
              render={({ field }) => (
                <PermissionChecks
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorOf('permission')}
                  disabled={busy}
                  granter={granter}
                />
              )}
            />
          </StyledFormWide>
          <StyledFormWide>
            <AvatarPicker
              label={t('member.avatar')}
              file={values.avatar}
              onChange={(file) => setValue('avatar', file)}
              disabled={busy}
              refusal={avatarRefused && t(avatarRefused)}
            />
          </StyledFormWide>
        </StyledFormGrid>
      </StyledForm>
    </Modal>
  );
}
