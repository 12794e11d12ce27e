import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField, TextField } from '@jiyun/design-system';
import { keepPhoneCharacters, PHONE_COUNTRY_CODES, type MemberForm } from '@jiyun/domain';
import { StyledFormWide } from '../../../forms/form-layout';

/** The fields of a member both forms hold: the names, the email and the phone with its prefix. */
export type MemberContact = Pick<
  MemberForm,
  'first_name' | 'last_name' | 'email' | 'country_code' | 'identifier'
>;

interface MemberFieldsProps<Values extends MemberContact> {
  /** The form's control (add member or the member page). */
  control: Control<Values>;
  /** The phone prefix as the form holds it. */
  countryCode: string;
  /** Sets the form's phone prefix. */
  onCountryCodeChange: (code: string) => void;
  /** The translated problem to show under a field now, if any. */
  errorOf: (field: keyof MemberContact) => string | undefined;
  /** While a save runs. */
  disabled: boolean;
}

/**
 * First and last name side by side, then the email and the phone across the grid: the add-member
 * modal and the member page ask for a member alike. Rendered inside the form's `StyledFormGrid`.
 */
export function MemberFields<Values extends MemberContact>({
  control,
  countryCode,
  onCountryCodeChange,
  errorOf,
  disabled,
}: MemberFieldsProps<Values>) {
  const { t } = useTranslation('admin');
  // Values holds every field of MemberContact with the same type, so its control serves these
  // fields; react-hook-form's Control is invariant in its values, which TypeScript cannot see.
  const contact = control as unknown as Control<MemberContact>;
  return (
    <>
      <Controller
        control={contact}
        name="first_name"
        render={({ field }) => (
          <TextField
            label={t('member.firstName')}
            name="first_name"
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={errorOf('first_name')}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={contact}
        name="last_name"
        render={({ field }) => (
          <TextField
            label={t('member.lastName')}
            name="last_name"
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={errorOf('last_name')}
            disabled={disabled}
          />
        )}
      />
      <StyledFormWide>
        <Controller
          control={contact}
          name="email"
          render={({ field }) => (
            <TextField
              label={t('member.email')}
              name="email"
              type="email"
              required
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={errorOf('email')}
              disabled={disabled}
            />
          )}
        />
      </StyledFormWide>
      <StyledFormWide>
        <Controller
          control={contact}
          name="identifier"
          render={({ field }) => (
            <PhoneField
              label={t('member.phone')}
              name="identifier"
              required
              value={field.value}
              onChange={(value) => field.onChange(keepPhoneCharacters(value))}
              countryCode={countryCode}
              onCountryCodeChange={onCountryCodeChange}
              countryCodes={[...PHONE_COUNTRY_CODES]}
              countryCodeLabel={t('member.countryCode')}
              placeholder="1234567890"
              error={errorOf('identifier') ?? errorOf('country_code')}
              disabled={disabled}
              inputProps={{ onBlur: field.onBlur }}
            />
          )}
        />
      </StyledFormWide>
    </>
  );
}
