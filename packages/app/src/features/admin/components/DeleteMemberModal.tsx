import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, ConfirmModal, theme, useToast } from '@jiyun/design-system';
import type { SubAccount } from '@jiyun/domain';
import { memberName } from '../model/member-view';
import { useDeleteMember } from '../queries';

const StyledMessage = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

/**
 * The confirmation that names the member (spec §5). Deleting is permanent and signs the member
 * out at once; a failed delete keeps the dialog open and says it failed (A29).
 */
export function DeleteMemberModal({
  member,
  onClose,
  onDeleted,
}: {
  /** The member to delete; null keeps the dialog closed. */
  member: SubAccount | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const remove = useDeleteMember();
  const name = member ? memberName(member) : '';
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      open={member !== null}
      tone="danger"
      title={t('delete.title')}
      message={
        <StyledMessage>
          <p>{t('delete.message', { name })}</p>
          {remove.isError && <Alert tone="error">{t('delete.failed', { name })}</Alert>}
        </StyledMessage>
      }
      confirmLabel={t('delete.confirm')}
      backLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      confirming={remove.isPending}
      onBack={close}
      onConfirm={() => {
        if (!member || remove.isPending) return;
        remove.mutate(member.id, {
          onSuccess: () => {
            toast.show({ tone: 'success', message: t('delete.done', { name }) });
            close();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
