import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../PasswordField';
import { PasswordChecklist } from './PasswordChecklist';
import type { PasswordChecklistItem } from './PasswordChecklist';

/** Story-only stand-in for the domain's checkPassword: the app passes the real results. */
function storyChecklist(password: string): PasswordChecklistItem[] {
  return [
    { key: 'length', label: '8–25 characters', met: password.length >= 8 && password.length <= 25 },
    { key: 'uppercase', label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { key: 'digit', label: 'One digit', met: /\d/.test(password) },
    { key: 'special', label: 'One special character', met: /[^A-Za-z0-9]/.test(password) },
  ];
}

const meta = {
  title: 'Forms/PasswordChecklist',
  component: PasswordChecklist,
  tags: ['autodocs'],
  args: { title: 'Your password needs', items: storyChecklist('parcel7') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your password needs' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('8–25 characters, Not met');
    await expect(items[2]).toHaveTextContent('One digit, Met');
    await expect(list.parentElement).toHaveAttribute('aria-live', 'polite');
  },
};

export const AllMet: Story = { args: { items: storyChecklist('Parcel-2026') } };

export const NoneMet: Story = { args: { items: storyChecklist('') } };

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).not.toHaveAttribute('aria-labelledby');
  },
};

/** Wired to a password field: the marks follow what is typed. */
export const LiveWithPasswordField: Story = {
  render: function Render(args) {
    const [password, setPassword] = useState('');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <PasswordField
          label="New password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordChecklist {...args} items={storyChecklist(password)} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = () => canvas.getAllByRole('listitem');
    await expect(items()[1]).toHaveTextContent('One uppercase letter, Not met');
    await userEvent.type(canvas.getByLabelText('New password'), 'Parcel');
    await expect(items()[1]).toHaveTextContent('One uppercase letter, Met');
    await expect(items()[0]).toHaveTextContent('8–25 characters, Not met');
    await userEvent.type(canvas.getByLabelText('New password'), '-2026');
    for (const item of items()) await expect(item).toHaveTextContent(/, Met$/);
  },
};

export const LongText: Story = {
  args: {
    title: 'For the safety of your merchant account, the new password must meet all of these',
    items: [
      { key: 'length', label: 'Between 8 and 25 characters long, counting spaces', met: true },
      {
        key: 'mixed',
        label: 'At least one uppercase letter from A to Z anywhere in it',
        met: false,
      },
    ],
  },
};

export const ChineseText: Story = {
  args: {
    title: '密码要求',
    metLabel: '已满足',
    unmetLabel: '未满足',
    items: [
      { key: 'length', label: '8–25 个字符', met: true },
      { key: 'uppercase', label: '至少一个大写字母', met: false },
      { key: 'digit', label: '至少一个数字', met: true },
      { key: 'special', label: '至少一个特殊字符', met: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('8–25 个字符, 已满足');
    await expect(items[1]).toHaveTextContent('至少一个大写字母, 未满足');
  },
};
