import { describe, expect, it } from 'vitest';
import { PARCEL_STATUS_LABELS, PARCEL_STATUSES } from '@jiyun/domain';
import en from '../../../i18n/locales/en/warehouses.json';
import zhHans from '../../../i18n/locales/zhHans/warehouses.json';
import { parcelStatusLabelKey } from './parcel-status';

// The inventory search on the server matches what the page shows: the domain's copy of the
// status names must stay the words of the app's translations.
describe('parcel status labels', () => {
  it.each(PARCEL_STATUSES)('%s reads the same in the app and the domain', (status) => {
    const key = parcelStatusLabelKey(status).split('.')[1] as keyof typeof en.parcelStatus;
    expect({ en: en.parcelStatus[key], zhHans: zhHans.parcelStatus[key] }).toEqual(
      PARCEL_STATUS_LABELS[status],
    );
  });
});
