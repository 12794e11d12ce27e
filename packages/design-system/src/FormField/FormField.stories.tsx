import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './FormField';
import type { FormFieldControlProps, FormFieldProps } from './FormField';

const selectStyle = { height: 40, padding: '0 8px', font: 'inherit' };

const warehouseSelect = ({ id, describedBy, invalid, required }: FormFieldControlProps) => (
  <select
    id={id}
    aria-describedby={describedBy}
    aria-invalid={invalid || undefined}
    aria-required={required || undefined}
    defaultValue="gz"
    style={selectStyle}
  >
    <option value="gz">Guangzhou Baiyun</option>
    <option value="sz">Shenzhen Bao&apos;an</option>
  </select>
);

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: 'Receiving warehouse',
    children: warehouseSelect as FormFieldProps['children'],
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Receiving warehouse' });
    await expect(select).not.toHaveAttribute('aria-invalid');
    await expect(select).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'Parcels are consolidated here before export.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Receiving warehouse' });
    await expect(select).toHaveAccessibleDescription(
      'Parcels are consolidated here before export.',
    );
  },
};

export const WithError: Story = {
  args: {
    hint: 'Parcels are consolidated here before export.',
    error: 'This warehouse does not accept batteries.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Receiving warehouse' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Parcels are consolidated here before export. This warehouse does not accept batteries.',
    );
    const error = canvas.getByText('This warehouse does not accept batteries.');
    await expect(error).toBeVisible();
    await expect(error).not.toHaveAttribute('role');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Receiving warehouse' })).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LabelHidden: Story = {
  args: { labelHidden: true, label: 'Warehouse filter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Warehouse filter' })).toBeVisible();
    const label = canvas.getByText('Warehouse filter');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A plain child with its own id: `htmlFor` ties the label to it. */
export const WithHtmlFor: Story = {
  args: {
    label: 'Internal note',
    htmlFor: 'internal-note',
    children: <input id="internal-note" defaultValue="Fragile" style={selectStyle} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Internal note' })).toHaveValue(
      'Fragile',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Warehouse that receives the domestic parcels of customers before they are consolidated',
    hint: 'Choose the warehouse closest to where most of your customers’ sellers ship from, so parcels arrive sooner.',
  },
};

export const ChineseText: Story = {
  args: {
    label: '收货仓库',
    hint: '包裹在此合箱后出口。',
    error: '该仓库不接收电池。',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '收货仓库' });
    await expect(select).toHaveAccessibleDescription('包裹在此合箱后出口。 该仓库不接收电池。');
  },
};
