export { PackingForm, type PackingFormProps } from './PackingForm';
export { MeasureFields, type MeasureFieldsProps } from './MeasureFields';
export {
  PackagePhotosField,
  usePackagePhotos,
  type PackagePhotos,
  type PackagePhotosFieldProps,
} from './PackagePhotosField';
export { MEASURE_FIELDS, type MeasureField, type MeasureValues } from './model/packing-form';
