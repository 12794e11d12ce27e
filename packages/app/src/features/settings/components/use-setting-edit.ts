import { useState } from 'react';
import { useToast } from '@jiyun/design-system';
import { readApiFailure } from '../../../api/api-error';
import { settingsAlertFor, type SettingsAction, type SettingsAlert } from '../rules';

/**
 * The view → Edit → save cycle of a settings card: Edit (and Cancel) start from the stored value,
 * a save closes the edit with a toast, a failed save closes it with the old value and says why.
 */
export function useSettingEdit(reset: () => void) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [alert, setAlert] = useState<SettingsAlert | null>(null);

  const close = () => {
    setEditing(false);
    reset();
  };

  const edit = () => {
    close();
    setAlert(null);
    setEditing(true);
  };

  /** The mutation callbacks of a save; `afterSave` runs before the toast. */
  const saveCallbacks = (action: SettingsAction, savedMessage: string, afterSave?: () => void) => ({
    onSuccess: () => {
      setEditing(false);
      afterSave?.();
      toast.show({ tone: 'success', message: savedMessage });
    },
    onError: (error: unknown) => {
      close();
      setAlert(settingsAlertFor(action, readApiFailure(error)));
    },
  });

  return { editing, alert, setAlert, close, edit, saveCallbacks };
}
