import { createElement, useEffect, useMemo, useRef } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitHandler,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LengthCounter } from '@jiyun/design-system';
import type { AnyObjectSchema } from 'yup';
import { failureKey, type FailureKeys } from './failure-keys';
import { firstFailedField } from './first-failed-field';
import { schemaFieldErrors, TOO_LONG, type FieldFailures } from './form-errors';
import { lengthLimitsOf } from './length-limits';
import './resources';
import { useUnsavedChanges } from './leave-guard';
import { schemaResolver } from './schema-resolver';

export interface SchemaFormOptions<Values extends FieldValues, Key extends string = never> {
  /** The domain's yup schema of the request the form sends. */
  schema: AnyObjectSchema;
  /** The values the fields start with (and return to on `reset()`). */
  defaultValues: Values;
  /** The request body the schema checks, built from the values as typed; the values by default. */
  toBody?: (values: Values) => unknown;
  /** Failures of rules the request schema cannot see, keyed by field like the schema's. */
  extraFailures?: (values: Values) => FieldFailures;
  /** Which i18n key tells each failure (`failureKey`); none for a form that only enables its button. */
  failureKeys?: FailureKeys<Key>;
  /**
   * When a field's problem is shown: once the field was left (`touched`), or only after a submit
   * (`submitted`: a scanner's form must not shout while it is being filled). Every problem shows
   * after a submit either way.
   */
  showFailures?: 'touched' | 'submitted';
  /**
   * Fields the server refused on the last save while they still hold what was refused, keyed by
   * field like the schema's failures (a taken name: `{ warehouse_name: 'taken' }`). They count as
   * problems, told through `failureKeys`; when they arrive, the cursor goes to the first of them
   * in page order.
   */
  serverFailures?: (values: Values) => FieldFailures;
  /**
   * Whether leaving the page while the values differ from `defaultValues` asks first (true by
   * default; `LeaveGuard`). Off where nothing typed can be lost: a draft kept as it is typed, the
   * signed-out pages. A page that leaves once its save went through uses `useNavigateAfterSave`.
   */
  asksBeforeLeaving?: boolean;
}

const asTyped = (values: unknown) => values;

/**
 * The one form hook of the app: react-hook-form holds the values, what was touched and whether a
 * submit was tried, and its submit runs the yup resolver over the domain schema. What is wrong is
 * also worked out from the same schema on every render, because the design system's fields and
 * buttons need it in the same render (an error under a field the moment it changes, Save enabled
 * only while valid, the cursor in the first problem as the key is pressed), while the resolver
 * answers a tick later.
 */
export function useSchemaForm<Values extends FieldValues, Key extends string = never>({
  schema,
  defaultValues,
  toBody = asTyped,
  extraFailures,
  failureKeys,
  showFailures = 'touched',
  serverFailures,
  asksBeforeLeaving = true,
}: SchemaFormOptions<Values, Key>) {
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: schemaResolver(schema, toBody, extraFailures),
    // Problems are worked out below on every render; the resolver only has to guard the submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The cursor goes to the first problem in page order, at once (see `submit`).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Every field is in `defaultValues`, so the watched record is always whole.
  const values = useWatch({ control: form.control }) as Values;
  const { touchedFields, isSubmitted, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(asksBeforeLeaving && isDirty);

  const refused = serverFailures?.(values) ?? {};
  const failures: FieldFailures = { ...extraFailures?.(values) };
  Object.assign(failures, schemaFieldErrors(schema, toBody(values)), refused);
  const isValid = Object.keys(failures).length === 0;
  const tried = isSubmitted || isSubmitting;
  const { t } = useTranslation('forms');
  const lengthLimits = useMemo(() => lengthLimitsOf(schema), [schema]);

  /** Whether a field's problem is to be shown now (see `showFailures`). */
  const showsFailureOf = (field: Path<Values>) =>
    tried ||
    (showFailures === 'touched' && Boolean((touchedFields as Record<string, unknown>)[field]));

  /** The i18n key of the problem to show under a field now, if any. */
  const errorKey = (field: Path<Values>): Key | undefined => {
    const rule = failures[field];
    if (rule === undefined || failureKeys === undefined) return undefined;
    return showsFailureOf(field) ? failureKey(failureKeys, { field, rule }) : undefined;
  };

  /**
   * The words under a field now, if any. A text over its length limit says so with the limit, the
   * same in every form; any other problem is told by the form's own words for its key (`tell`).
   */
  const errorText = (field: Path<Values>, tell: (key: Key) => string): string | undefined => {
    const limit = lengthLimits[field];
    if (failures[field] === TOO_LONG && limit !== undefined && showsFailureOf(field)) {
      return t('tooLong', { max: limit, length: String(form.getValues(field)).length });
    }
    const key = errorKey(field);
    return key && tell(key);
  };

  /** A text field's length counter, for `<TextField {...lengthProps(f)}>` (none without a limit). */
  const lengthProps = (field: Path<Values>) => {
    const limit = lengthLimits[field];
    if (limit === undefined) return {};
    const count = String(form.getValues(field) ?? '').length;
    const label = t('lengthCounter', { length: count, max: limit });
    return { aside: createElement(LengthCounter, { count, limit, label }) };
  };

  // A refusal of the server arrives after the submit: the cursor goes to the field it names then,
  // once per refusal (the names change when the merchant edits the field away and saves again).
  const refusedFields = Object.keys(refused).sort().join(' ');
  useEffect(() => {
    if (refusedFields === '') return;
    const named = Object.fromEntries(refusedFields.split(' ').map((field) => [field, 'server']));
    focusFirstProblem(formRef.current, named);
  }, [refusedFields]);

  /**
   * The submit of the form (an event handler, or called with no event from a shortcut). With a
   * problem, the cursor goes to the first field that has one and nothing is sent. While an
   * asynchronous `onValid` runs (`formState.isSubmitting`), another submit is ignored.
   */
  const submit =
    (onValid: SubmitHandler<Values>) =>
    (event?: { preventDefault: () => void }): void => {
      event?.preventDefault();
      if (form.formState.isSubmitting) return;
      if (!isValid) focusFirstProblem(formRef.current, failures);
      void form.handleSubmit(onValid)();
    };

  return {
    ...form,
    formRef,
    values,
    failures,
    isValid,
    submitTried: tried,
    /** A submit was tried and something still stops it: the form says so beside its buttons. */
    showsProblems: tried && !isValid,
    errorKey,
    errorText,
    lengthProps,
    submit,
  };
}

/**
 * Focuses a field and brings it to the middle of the screen: a long page's first problem may be
 * far above the button that was pressed, and the top of the page may sit under a sticky header.
 */
export function focusField(field: HTMLElement | null): void {
  if (!field) return;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** Puts the cursor in the form's first field with a problem, in page order (`[name]` elements). */
function focusFirstProblem(form: HTMLFormElement | null, problems: FieldFailures): void {
  if (!form) return;
  const names = [...form.querySelectorAll('[name]')].map(
    (field) => field.getAttribute('name') ?? '',
  );
  const first = firstFailedField(names, problems);
  if (first) focusField(form.querySelector<HTMLElement>(`[name="${first}"]`));
}
