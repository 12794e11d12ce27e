import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  Button,
  Card,
  Loading,
  PasswordChecklist,
  PasswordField,
  theme,
  useToast,
} from '@jiyun/design-system';
import {
  isEmptyMemberPatch,
  memberChanges,
  memberCodeTarget,
  memberFormOf,
  memberPatchSchema,
  type MemberForm,
  type SubAccount,
} from '@jiyun/domain';
import { CodeEntry } from '../../../account/CodeEntry';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { passwordChecklistRows } from '../../../account/password-rules';
import '../../../account/resources';
import { useImageResolver } from '../../../api/files/image-resolver';
import { PageHeader } from '../../../components/PageHeader';
import type { FailureKeys } from '../../../forms/failure-keys';
import { FormActions } from '../../../forms/FormActions';
import { StyledFormGrid, StyledFormWide } from '../../../forms/form-layout';
import { useServerRefusal } from '../../../forms/server-refusal';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { AvatarPicker } from '../components/AvatarPicker';
import { DeleteMemberModal } from '../components/DeleteMemberModal';
import { MemberFields } from '../components/MemberFields';
import { PermissionChecks } from '../components/PermissionChecks';
import { useGranter } from '../model/granter';
import { memberPatchBody } from '../model/bodies';
import { adminFailureFrom, avatarRefusalKey, withReason } from '../model/failure';
import { memberName, phoneOf } from '../model/member-view';
import { usePatchMember, useSendMemberCode, useTeamMember } from '../queries';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 880px;
`;

const StyledFields = styled.div`
  display: grid;
  gap: ${theme.space[4]};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledCurrent = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
`;

type EditForm = MemberForm & { avatar: File | null };

type ErrorKey =
  | 'member.errors.first_name'
  | 'member.errors.last_name'
  | 'member.errors.email'
  | 'member.errors.country_code'
  | 'member.errors.identifier'
  | 'member.errors.phoneLength'
  | 'member.errors.password'
  | 'member.errors.otpCode'
  | 'member.errors.permission'
  | 'member.errors.avatar';

const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    identifier: { 'phone-length': 'member.errors.phoneLength', '*': 'member.errors.identifier' },
  },
  other: (field) => `member.errors.${field}` as ErrorKey,
};

/** When the code was sent, counted from the server's wait (read in the send handler). */
const sentAtFromNow = (resendAfter: number) => codeSentAtFor(resendAfter, Date.now());

/** The code of the current save: where it went and when (the countdown starts from there). */
interface SentCode {
  to: string;
  at: number;
}

function MemberForm({ member, onSaved }: { member: SubAccount; onSaved: () => void }) {
  const { t } = useTranslation(['admin', 'account']);
  const toast = useToast();
  const resolveSrc = useImageResolver();
  const save = usePatchMember(member.id);
  const sendCode = useSendMemberCode(member.id);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const refusal = useServerRefusal<EditForm>();
  const { control, values, setValue, formRef, submit, isValid, errorText } = useSchemaForm<
    EditForm,
    ErrorKey
  >({
    schema: memberPatchSchema,
    defaultValues: { ...memberFormOf(member), avatar: null },
    toBody: (form) => ({
      ...memberChanges(member, form),
      ...(form.avatar ? { avatar: form.avatar } : {}),
    }),
    failureKeys: FAILURE_KEYS,
    serverFailures: refusal.serverFailures,
  });
  const patch = memberChanges(member, values);
  const nothingChanged = isEmptyMemberPatch(patch, values.avatar !== null);
  // A30: a new phone takes the code texted to it; a new password alone, the member's own phone.
  const codeTarget = memberCodeTarget(member, patch);
  const codeTo = codeTarget ? phoneOf(codeTarget) : null;
  const busy = save.isPending;
  const granter = useGranter();

  const send = async () => {
    if (!codeTarget || !codeTo) return;
    setCodeProblem(null);
    try {
      const answer = await sendCode.mutateAsync(codeTarget);
      setSent({ to: codeTo, at: sentAtFromNow(answer.resend_after) });
    } catch (error) {
      setCodeProblem(t(adminFailureFrom(error).key));
      throw error;
    }
  };

  const onSubmit = submit((form) => {
    if (busy || nothingChanged) return;
    refusal.clear();
    save.mutate(memberPatchBody(memberChanges(member, form), form.avatar), {
      onError: refusal.onError(form),
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('detail.saved') });
        onSaved();
      },
    });
  });

  const errorOf = (field: Parameters<typeof errorText>[0]) => {
    return errorText(field, (key) => t(key));
  };
  const avatarRefused = save.isError ? avatarRefusalKey(save.error) : null;
  const failure =
    save.isError && !refusal.refused && !avatarRefused
      ? withReason(t('detail.saveFailed'), adminFailureFrom(save.error), t)
      : codeProblem;
  const name = memberName(member);

  return (
    <StyledForm
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('team.editMember', { name })}
      aria-busy={busy}
    >
      <Card as="section">
        <StyledFields>
          <StyledFormGrid>
            <MemberFields
              control={control}
              countryCode={values.country_code}
              onCountryCodeChange={(code) => setValue('country_code', code)}
              errorOf={errorOf}
              disabled={busy}
            />
            <StyledFormWide>
              <Controller
                control={control}
                name="password"
                render={({ field }) => (
                  <PasswordField
                    label={t('member.newPassword')}
                    name="password"
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
              {values.password !== '' && (
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
              )}
            </StyledFormWide>
            {codeTarget && codeTo && (
              <StyledFormWide>
                <StyledFields>
                  <StyledHint>
                    {patch.identifier !== undefined
                      ? t('member.codeForNewPhone')
                      : t('member.codeForPassword', { phone: codeTo })}
                  </StyledHint>
                  <CodeEntry
                    // Another target phone starts a countdown of its own.
                    key={codeTo}
                    control={control}
                    name="otpCode"
                    label={t('member.code')}
                    required
                    error={errorOf('otpCode')}
                    disabled={busy}
                    onSend={send}
                    sendDisabled={errorOf('identifier') !== undefined}
                    sentAt={sent?.to === codeTo ? sent.at : undefined}
                  />
                </StyledFields>
              </StyledFormWide>
            )}
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
                    held={member.permissions.map((group) => group.name)}
                    lockedNote={granter?.id === member.id ? t('member.ownPermissions') : undefined}
                  />
                )}
              />
            </StyledFormWide>
            <StyledFormWide>
              {!values.avatar && (
                <StyledCurrent>
                  <Avatar src={member.avatar_url} name={name} resolveSrc={resolveSrc} size="lg" />
                </StyledCurrent>
              )}
              <AvatarPicker
                label={t('member.avatar')}
                file={values.avatar}
                onChange={(file) => setValue('avatar', file)}
                disabled={busy}
                refusal={avatarRefused && t(avatarRefused)}
              />
            </StyledFormWide>
          </StyledFormGrid>
        </StyledFields>
      </Card>
      <FormActions problem={failure}>
        <Button
          type="submit"
          variant="primary"
          loading={busy}
          disabled={nothingChanged || !isValid}
        >
          {t('actions.save')}
        </Button>
      </FormActions>
    </StyledForm>
  );
}

/**
 * /admin/team-member/{id}: the member's names, email, phone, password, permissions and avatar;
 * only what changed is sent. An unknown member (or one that cannot be loaded) sends the owner
 * back to the list with a message (spec §2).
 */
export function MemberDetailPage() {
  const { t } = useTranslation('admin');
  const { memberId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const member = useTeamMember(memberId);
  const showLoading = useDelayed(member.isPending);
  const [saves, setSaves] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const me = useGranter();

  useEffect(() => {
    if (member.isError)
      toast.show({ tone: 'error', message: t(adminFailureFrom(member.error).key) });
  }, [member.isError, member.error, toast, t]);

  if (member.isError) return <Navigate to={urls.admin.teamMembers()} replace />;
  const data = member.data;
  return (
    <>
      <PageHeader
        title={data ? memberName(data) : t('detail.loading')}
        actions={
          // Nobody removes themselves (A47).
          data &&
          data.id !== me?.id && (
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('actions.delete')}
            </Button>
          )
        }
      />
      {showLoading && <Loading label={t('detail.loading')} delay={0} />}
      {data && (
        <MemberForm
          // After a save the form starts again from the member as saved.
          key={`${data.id}:${saves}`}
          member={data}
          onSaved={() => setSaves((count) => count + 1)}
        />
      )}
      <DeleteMemberModal
        member={deleting && data ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(urls.admin.teamMembers(), { replace: true })}
      />
    </>
  );
}
