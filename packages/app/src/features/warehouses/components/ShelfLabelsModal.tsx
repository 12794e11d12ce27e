import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, TextField, theme, useToast } from '@jiyun/design-system';
import { apiPath, apiPaths, SHELF_LABELS_MAX, shelfRange } from '@jiyun/domain';
import { getFile } from '../../../api/get-file';
import { openPdf } from '../../../lib/save-file';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[4]};

  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
`;

const FORM_ID = 'shelf-labels';

interface ShelfLabelsModalProps {
  warehouseId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Shelf labels (issue 42.2): the first and last location of a range, every location between them
 * printed with its Code 128, 24 on an A4 sheet. The domain's rule says what a range is, here as on
 * the server, so a range that cannot be printed is said before anything is asked.
 */
export function ShelfLabelsModal({ warehouseId, open, onClose }: ShelfLabelsModalProps) {
  const { t } = useTranslation('warehouses');
  const toast = useToast();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [tried, setTried] = useState(false);
  const [printing, setPrinting] = useState(false);
  const range = shelfRange(from, to || from);
  const problem =
    tried && !range.ok
      ? t(`shelfLabels.problems.${range.problem}`, { max: SHELF_LABELS_MAX })
      : undefined;

  const close = () => {
    setTried(false);
    onClose();
  };
  const print = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!range.ok || printing) return;
    setPrinting(true);
    openPdf(
      getFile(apiPath(apiPaths.warehouses.shelfLabels, { warehouseId }), {
        from: from.trim(),
        to: (to || from).trim(),
      }),
      'shelf-labels.pdf',
    )
      .then(close)
      .catch(() => toast.show({ tone: 'error', message: t('shelfLabels.failed') }))
      .finally(() => setPrinting(false));
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('shelfLabels.title')}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={printing}>
            {range.ok
              ? t('shelfLabels.print', { count: range.locations.length })
              : t('shelfLabels.printNone')}
          </Button>
        </>
      }
    >
      <StyledForm id={FORM_ID} onSubmit={print} noValidate>
        <TextField
          label={t('shelfLabels.from')}
          name="from"
          required
          value={from}
          maxLength={32}
          onChange={(event) => setFrom(event.target.value)}
          error={problem}
        />
        <TextField
          label={t('shelfLabels.to')}
          name="to"
          value={to}
          maxLength={32}
          placeholder={from}
          onChange={(event) => setTo(event.target.value)}
        />
        <p>{t('shelfLabels.hint', { max: SHELF_LABELS_MAX })}</p>
      </StyledForm>
    </Modal>
  );
}
