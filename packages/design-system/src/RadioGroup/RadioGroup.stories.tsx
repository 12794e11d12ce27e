import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import type { RadioGroupProps } from './RadioGroup';

function ControlledRadioGroup(args: RadioGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RadioGroup
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Pricing unit',
    name: 'pricingUnit',
    value: 'per_half_kg',
    onChange: fn(),
    options: [
      { value: 'per_half_kg', label: 'Per 0.5 kg' },
      { value: 'per_kg', label: 'Per 1 kg' },
      { value: 'per_parcel', label: 'Per parcel' },
    ],
  },
  render: (args) => <ControlledRadioGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Pricing unit' })).toBeVisible();
    const half = canvas.getByRole('radio', { name: 'Per 0.5 kg' });
    await expect(half).toBeChecked();
  },
};

/** A click and the arrow keys choose an option. */
export const ChoosingByClickAndArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Pricing unit' })).toBeVisible();
    const half = canvas.getByRole('radio', { name: 'Per 0.5 kg' });
    await expect(half).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Per 1 kg' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('per_kg');
    await expect(canvas.getByRole('radio', { name: 'Per 1 kg' })).toBeChecked();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Per parcel' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Per parcel' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('per_parcel');

    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('per_kg');
    await expect(half).not.toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Per 0.5 kg' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('per_kg');
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'User type',
    name: 'userType',
    value: 'root',
    options: [
      {
        value: 'root',
        label: 'Root user',
        description: 'The company owner who registered the account.',
      },
      { value: 'sub', label: 'Sub user', description: 'A team member invited by the owner.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Root user' });
    await expect(radio).toHaveAccessibleDescription(
      'The company owner who registered the account.',
    );
  },
};

export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'per_half_kg', label: 'Per 0.5 kg' },
      { value: 'per_kg', label: 'Per 1 kg', disabled: true },
      { value: 'per_parcel', label: 'Per parcel' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Per 1 kg' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Per 0.5 kg' }));
    await userEvent.keyboard('{ArrowDown}');
    // Arrow keys skip the disabled option.
    await expect(args.onChange).toHaveBeenLastCalledWith('per_parcel');
  },
};

export const WithError: Story = {
  args: { value: '', error: 'Choose a pricing unit.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Pricing unit' });
    await expect(group).toHaveAccessibleDescription('Choose a pricing unit.');
  },
};

export const ChineseText: Story = {
  args: {
    label: '用户类型',
    name: 'userTypeZh',
    value: 'root',
    orientation: 'horizontal',
    options: [
      { value: 'root', label: '主账号' },
      { value: 'sub', label: '子账号', disabled: true },
    ],
  },
};
