import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@jiyun/design-system';
import { SettingsAlert } from './SettingsAlert';
import {
  SettingsCard,
  StyledCardActions,
  StyledCardForm,
  StyledCurrentValue,
} from './SettingsCard';
import type { useSettingEdit } from './use-setting-edit';

interface EditableSettingCardProps {
  title: string;
  /** The state from useSettingEdit. */
  edit: Pick<
    ReturnType<typeof useSettingEdit>,
    'editing' | 'alert' | 'setAlert' | 'close' | 'edit'
  >;
  /** The stored value, shown while not editing. */
  current: ReactNode;
  /** The edit form's element (the form hook puts the cursor in its first problem). */
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  canSubmit: boolean;
  saving: boolean;
  /** The fields of the edit form, above its Save/Cancel row. */
  children: ReactNode;
}

/** A settings card showing one value, with an Edit button that opens a form to change it. */
export function EditableSettingCard({
  title,
  edit: state,
  current,
  formRef,
  onSubmit,
  submitLabel,
  canSubmit,
  saving,
  children,
}: EditableSettingCardProps) {
  const { t } = useTranslation('account');
  return (
    <SettingsCard title={title} onEdit={state.editing ? undefined : state.edit}>
      <SettingsAlert alert={state.alert} onDismiss={() => state.setAlert(null)} />
      {!state.editing ? (
        <StyledCurrentValue>{current}</StyledCurrentValue>
      ) : (
        <StyledCardForm ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
          {children}
          <StyledCardActions>
            <Button type="submit" variant="primary" disabled={!canSubmit} loading={saving}>
              {submitLabel}
            </Button>
            <Button variant="secondary" onClick={state.close} disabled={saving}>
              {t('settings.actions.cancel')}
            </Button>
          </StyledCardActions>
        </StyledCardForm>
      )}
    </SettingsCard>
  );
}
