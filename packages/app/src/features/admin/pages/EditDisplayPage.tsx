import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Avatar, Button, Card, TextField, theme, useToast } from '@jiyun/design-system';
import {
  displayInfoChanges,
  displayInfoSchema,
  shownDisplayInfo,
  type CompanyProfile,
} from '@jiyun/domain';
import { useImageResolver } from '../../../api/files/image-resolver';
import type { FailureKeys } from '../../../forms/failure-keys';
import { FormActions } from '../../../forms/FormActions';
import { useServerRefusal } from '../../../forms/server-refusal';
import { useNavigateAfterSave } from '../../../forms/leave-guard';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { urls } from '../../../routes/urls';
import { AvatarPicker } from '../components/AvatarPicker';
import { displayInfoBody } from '../model/bodies';
import {
  BackToProfileButton,
  ProfileEditFrame,
  StyledProfileFields,
  StyledProfileForm,
} from '../components/ProfileEditFrame';
import { adminFailureFrom, avatarRefusalKey } from '../model/failure';
import { usePatchDisplayInfo } from '../queries';

const StyledCurrent = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

interface DisplayForm {
  display_name: string;
  avatar: File | null;
}

type ErrorKey = 'editDisplay.errors.display_name' | 'editDisplay.errors.avatar';
const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: { avatar: 'editDisplay.errors.avatar' },
  other: 'editDisplay.errors.display_name',
};

function DisplayForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('admin');
  const navigateAfterSave = useNavigateAfterSave();
  const toast = useToast();
  const resolveSrc = useImageResolver();
  const shown = shownDisplayInfo(profile);
  const save = usePatchDisplayInfo();
  const refusal = useServerRefusal<DisplayForm>();
  const { control, values, setValue, formRef, submit, isValid, errorKey, lengthProps, errorText } =
    useSchemaForm<DisplayForm, ErrorKey>({
      schema: displayInfoSchema,
      defaultValues: { display_name: shown.display_name, avatar: null },
      // The schema takes no empty avatar: a form without a new one sends the name alone.
      toBody: ({ display_name, avatar }) => (avatar ? { display_name, avatar } : { display_name }),
      failureKeys: FAILURE_KEYS,
      serverFailures: refusal.serverFailures,
    });
  const patch = displayInfoChanges(shown, values);
  // Spec §5: Save only when the name or the avatar changed.
  const changed = patch.display_name !== undefined || values.avatar !== null;
  const nameError = errorText('display_name', (key) => t(key));
  const avatarError = errorKey('avatar');
  const avatarRefused = save.isError ? avatarRefusalKey(save.error) : null;
  const failure =
    save.isError && !refusal.refused && !avatarRefused ? t(adminFailureFrom(save.error).key) : null;

  const onSubmit = submit((values) => {
    if (save.isPending || !changed) return;
    refusal.clear();
    save.mutate(displayInfoBody(displayInfoChanges(shown, values), values.avatar), {
      onError: refusal.onError(values),
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('editDisplay.submitted') });
        navigateAfterSave(urls.admin.companyProfile());
      },
    });
  });

  return (
    <StyledProfileForm
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('editDisplay.title')}
      aria-busy={save.isPending}
    >
      <Alert tone="info">{t('editDisplay.reviewNote')}</Alert>
      <Card as="section">
        <StyledProfileFields>
          <Controller
            control={control}
            name="display_name"
            render={({ field }) => (
              <TextField
                label={t('editDisplay.name')}
                name="display_name"
                {...lengthProps('display_name')}
                required
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={nameError}
                disabled={save.isPending}
              />
            )}
          />
          {!values.avatar && (
            <StyledCurrent>
              <Avatar
                src={shown.avatar_url}
                name={shown.display_name}
                resolveSrc={resolveSrc}
                size="lg"
              />
              {t('editDisplay.currentAvatar')}
            </StyledCurrent>
          )}
          <AvatarPicker
            label={t('editDisplay.avatar')}
            file={values.avatar}
            onChange={(file) => setValue('avatar', file, { shouldTouch: true })}
            disabled={save.isPending}
            refusal={avatarRefused && t(avatarRefused)}
          />
          {avatarError && <Alert tone="error">{t(avatarError)}</Alert>}
        </StyledProfileFields>
      </Card>
      <FormActions problem={failure}>
        <BackToProfileButton disabled={save.isPending} />
        <Button
          type="submit"
          variant="primary"
          loading={save.isPending}
          disabled={!changed || !isValid}
        >
          {t('editDisplay.submit')}
        </Button>
      </FormActions>
    </StyledProfileForm>
  );
}

/** /admin/company-profile/edit-display: the name and avatar, submitted for review (spec §4). */
export function EditDisplayPage() {
  const { t } = useTranslation('admin');
  return (
    <ProfileEditFrame
      title={t('editDisplay.title')}
      form={(profile) => <DisplayForm profile={profile} />}
    />
  );
}
