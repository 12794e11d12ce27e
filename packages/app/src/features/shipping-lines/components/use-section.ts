import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@jiyun/design-system';

/**
 * The view → edit → save cycle of one section: `saved` (the mutation's onSuccess) returns to view
 * and says so; a failed save leaves the form as it is (A23).
 */
export function useSection(reset: () => void) {
  const { t } = useTranslation('shippingLines');
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  return {
    editing,
    start: () => {
      reset();
      setEditing(true);
    },
    cancel: () => {
      reset();
      setEditing(false);
    },
    saved: () => {
      setEditing(false);
      toast.show({ tone: 'success', message: t('detail.saved') });
    },
  };
}
