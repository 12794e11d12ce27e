import { useTranslation } from 'react-i18next';
import { DatePicker } from '@jiyun/design-system';
import { datePickerLabels } from '../../../forms/date-picker-labels';
import { languageFromStored } from '../../../i18n/language';
import { dateFromIso, isoFromDate, pickerDateFormat } from '../../../lib/dates';

interface InboundDateFieldProps {
  /** The date as the API takes it (YYYY-MM-DD); empty when none is picked. */
  value: string;
  onChange: (isoDate: string) => void;
  error?: string;
}

/** The day a parcel came in, as the new-parcel page and the parcel edit both ask for it. */
export function InboundDateField({ value, onChange, error }: InboundDateFieldProps) {
  const { t, i18n } = useTranslation('warehouses');
  return (
    <DatePicker
      label={t('parcel.fields.inbound_date')}
      name="inbound_date"
      required
      value={dateFromIso(value)}
      onChange={(date) => onChange(isoFromDate(date))}
      labels={datePickerLabels((word) => t(`parcel.datePicker.${word}`), i18n.language)}
      dateFormat={pickerDateFormat(languageFromStored(i18n.language))}
      placeholder={t('parcel.datePicker.placeholder')}
      invalidLabel={t('parcel.datePicker.invalid')}
      error={error}
    />
  );
}
