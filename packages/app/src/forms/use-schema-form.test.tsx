import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { object, string } from 'yup';
import type { FieldFailures } from './form-errors';
import { useSchemaForm } from './use-schema-form';

// A request of two required fields; the form trims what is typed before the schema sees it.
const schema = object({
  shelf: string().required(),
  tracking: string()
    .required()
    .matches(/^[A-Z0-9]+$/),
}).strict();

interface Typed {
  shelf: string;
  tracking: string;
}

const KEYS = {
  fields: { tracking: { matches: 'tracking.shape', '*': 'required' } },
  other: 'required',
} as const;

function Form({
  onValid,
  showFailures,
}: {
  onValid: (values: Typed) => void;
  showFailures: 'touched' | 'submitted';
}) {
  const { control, isValid, errorKey, formRef, submit } = useSchemaForm<
    Typed,
    'required' | 'tracking.shape'
  >({
    schema,
    defaultValues: { shelf: '', tracking: '' },
    toBody: ({ shelf, tracking }) => ({ shelf: shelf.trim(), tracking: tracking.trim() }),
    failureKeys: KEYS,
    showFailures,
  });
  return (
    <form ref={formRef} onSubmit={submit(onValid)} noValidate>
      {(['shelf', 'tracking'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <p>
              <label htmlFor={name}>{name}</label>
              <input
                id={name}
                name={name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
              <span>{`${name} says ${errorKey(name) ?? 'nothing'}`}</span>
            </p>
          )}
        />
      ))}
      <button type="submit">Save</button>
      <output>{isValid ? 'valid' : 'invalid'}</output>
    </form>
  );
}

/** A form whose "server" refuses the tracking id it is sent, as a 409 would. */
function RefusingForm() {
  const [taken, setTaken] = useState<string | null>(null);
  const { control, errorKey, formRef, submit, showsProblems } = useSchemaForm<
    Typed,
    'required' | 'tracking.shape' | 'tracking.taken'
  >({
    schema,
    defaultValues: { shelf: '', tracking: '' },
    toBody: ({ shelf, tracking }) => ({ shelf: shelf.trim(), tracking: tracking.trim() }),
    failureKeys: {
      fields: { tracking: { matches: 'tracking.shape', taken: 'tracking.taken', '*': 'required' } },
      other: 'required',
    },
    serverFailures: (typed): FieldFailures =>
      taken !== null && typed.tracking.trim() === taken ? { tracking: 'taken' } : {},
  });
  return (
    <form ref={formRef} onSubmit={submit((typed) => setTaken(typed.tracking.trim()))} noValidate>
      {(['tracking', 'shelf'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <p>
              <label htmlFor={name}>{name}</label>
              <input
                id={name}
                name={name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
              <span>{`${name} says ${errorKey(name) ?? 'nothing'}`}</span>
            </p>
          )}
        />
      ))}
      <button type="submit">Save</button>
      <output>{showsProblems ? 'stopped' : 'free'}</output>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows a problem once its field was left, and every problem after a submit', async () => {
    const onValid = vi.fn();
    const screen = await render(<Form onValid={onValid} showFailures="touched" />);
    await expect.element(screen.getByText('shelf says nothing')).toBeVisible();
    await userEvent.click(screen.getByRole('textbox', { name: 'shelf' }));
    await userEvent.tab();
    await expect.element(screen.getByText('shelf says required')).toBeVisible();
    await expect.element(screen.getByText('tracking says nothing')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByText('tracking says required')).toBeVisible();
    // The cursor goes to the first problem in page order.
    await expect.element(screen.getByRole('textbox', { name: 'shelf' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('says nothing before a submit when asked to wait for one', async () => {
    const onValid = vi.fn();
    const screen = await render(<Form onValid={onValid} showFailures="submitted" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'tracking' }), 'yt-1');
    await userEvent.tab();
    await expect.element(screen.getByText('tracking says nothing')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The rule that failed picks the message; problems stay live while corrected.
    await expect.element(screen.getByText('tracking says tracking.shape')).toBeVisible();
    await userEvent.clear(screen.getByRole('textbox', { name: 'tracking' }));
    await expect.element(screen.getByText('tracking says required')).toBeVisible();
  });

  it('hands the typed values to onValid once the schema accepts the body', async () => {
    const onValid = vi.fn();
    const screen = await render(<Form onValid={onValid} showFailures="touched" />);
    await expect.element(screen.getByText('invalid')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'shelf' }), ' A-01 ');
    await userEvent.type(screen.getByRole('textbox', { name: 'tracking' }), 'YT1 ');
    await expect.element(screen.getByText('valid', { exact: true })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ shelf: ' A-01 ', tracking: 'YT1 ' });
  });

  it('puts the cursor on a field the server refused, until it changes', async () => {
    const screen = await render(<RefusingForm />);
    const tracking = screen.getByRole('textbox', { name: 'tracking' });
    const shelf = screen.getByRole('textbox', { name: 'shelf' });
    await userEvent.type(tracking, 'YT2291834756012CN');
    await userEvent.type(shelf, 'B-10-05');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The refusal arrives after the submit: the field gets the cursor and says why.
    await expect.element(tracking).toHaveFocus();
    await expect.element(screen.getByText('tracking says tracking.taken')).toBeVisible();
    await expect.element(screen.getByText('stopped')).toBeVisible();
    await userEvent.type(tracking, 'X');
    await expect.element(screen.getByText('tracking says nothing')).toBeVisible();
    await expect.element(screen.getByText('free')).toBeVisible();
  });
});
