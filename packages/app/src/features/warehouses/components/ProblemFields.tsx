import { Fragment, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, TextArea, Toggle } from '@jiyun/design-system';
import { PARCEL_PROBLEM_TYPES, type ParcelProblemType } from '@jiyun/domain';

/** The problem flag of a parcel form (new parcel and parcel edit share it). */
export interface ProblemValues {
  is_problem: boolean;
  problem_type: ParcelProblemType | '';
  description: string;
}

// One signature per field, so a form's own generic `set` fits without a cast.
interface ProblemSetter {
  (field: 'is_problem', value: boolean): void;
  (field: 'problem_type', value: ProblemValues['problem_type']): void;
  (field: 'description', value: string): void;
}

interface ProblemFieldsProps {
  values: ProblemValues;
  onChange: ProblemSetter;
  errorOf: (field: 'problem_type' | 'description') => string | undefined;
  /** Wraps the toggle alone, e.g. to stretch it across a two-column grid. */
  ToggleFrame?: ComponentType<{ children: ReactNode }>;
}

/** The problem toggle; when on, the problem type and its description (both required, spec 4). */
export function ProblemFields({
  values,
  onChange,
  errorOf,
  ToggleFrame = Fragment,
}: ProblemFieldsProps) {
  const { t } = useTranslation('warehouses');
  return (
    <>
      <ToggleFrame>
        <Toggle
          label={t('parcel.fields.is_problem')}
          checked={values.is_problem}
          onChange={(checked) => onChange('is_problem', checked)}
        />
      </ToggleFrame>
      {values.is_problem && (
        <>
          <Select
            label={t('parcel.fields.problem_type')}
            name="problem_type"
            required
            placeholder={t('newParcel.problemTypePlaceholder')}
            options={PARCEL_PROBLEM_TYPES.map((type) => ({
              value: type,
              label: t(`problemType.${type}`),
            }))}
            value={values.problem_type}
            onChange={(event) =>
              onChange('problem_type', event.target.value as ProblemValues['problem_type'])
            }
            error={errorOf('problem_type')}
          />
          <TextArea
            label={t('parcel.fields.description')}
            name="description"
            required
            value={values.description}
            onChange={(event) => onChange('description', event.target.value)}
            maxLength={500}
            minRows={2}
            error={errorOf('description')}
          />
        </>
      )}
    </>
  );
}
