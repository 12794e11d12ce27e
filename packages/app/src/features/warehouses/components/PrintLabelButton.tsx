import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useToast, type ButtonProps } from '@jiyun/design-system';
import { openPdf } from '../../../lib/save-file';
import { parcelsClient } from '../api/parcels';

interface PrintLabelButtonProps {
  warehouseId: string;
  parcelId: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The button's name where its text alone would not say which parcel (a row of a list). */
  'aria-label'?: string;
}

/**
 * Print label: the parcel's label PDF, made by the server at the warehouse's label size (ADR
 * 0086), shown in a tab opened at the click, from where it prints; a failure is said.
 */
export function PrintLabelButton({
  warehouseId,
  parcelId,
  variant = 'secondary',
  size,
  'aria-label': ariaLabel,
}: PrintLabelButtonProps) {
  const { t } = useTranslation('warehouses');
  const toast = useToast();
  const [printing, setPrinting] = useState(false);
  const print = (event: MouseEvent) => {
    // In a row that opens the parcel, the click prints only.
    event.stopPropagation();
    if (printing) return;
    setPrinting(true);
    openPdf(parcelsClient.label(warehouseId, parcelId), `parcel-${parcelId}.pdf`)
      .catch(() => toast.show({ tone: 'error', message: t('parcel.printFailed') }))
      .finally(() => setPrinting(false));
  };
  return (
    <Button variant={variant} size={size} loading={printing} onClick={print} aria-label={ariaLabel}>
      {t('parcel.printLabel')}
    </Button>
  );
}
