import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BankAccountPatch } from '@jiyun/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { laptop1280 } from '../../../test/viewport';
import { bankAccount } from '../stories/fixtures';
import { bankAccountHandlers, resetStoryBilling, type BankAccountApi } from '../stories/handlers';
import { leaveNoFocus } from '../../../test/focus';

const sent: BankAccountPatch[] = [];

const meta = {
  title: 'Pages/Billing/Bank Account',
  component: AppStoryScreen,
  args: { entry: '/billing/account' },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: { handlers: bankAccountHandlers(bankAccount, { sent }) },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    resetStoryBilling();
    sent.length = 0;
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withAccount = (account: typeof bankAccount | null, api: BankAccountApi = {}) => ({
  msw: { handlers: bankAccountHandlers(account, { sent, ...api }) },
});
const form = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('form', { name: 'Bank account' }, { timeout: 10_000 }),
  );

/** The saved account: the number masked but for its last 4 digits, Save off until a change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await expect(canvas.getByText('Account on file: •••• 5678')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Only the changed field is sent; "Account details saved." (A33). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    const bank = fields.getByRole('textbox', { name: /Bank name/ });
    await userEvent.clear(bank);
    await userEvent.type(bank, '招商银行深圳分行 China Merchants Bank Shenzhen');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Account details saved.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(sent).toEqual([{ bank_name: '招商银行深圳分行 China Merchants Bank Shenzhen' }]);
  },
};

/** A failed save says A33's "Failed to update account details." and keeps what was typed. */
export const SaveFailed: Story = {
  parameters: withAccount(bankAccount, { failSave: true }),
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    const number = fields.getByRole('textbox', { name: /Account number/ });
    await userEvent.clear(number);
    await userEvent.type(number, '6222 0240 0009 8765 432');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await expect(
      await fields.findByText('Failed to update account details.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(number).toHaveValue('6222 0240 0009 8765 432');
    leaveNoFocus(canvasElement);
  },
};

/** No account yet: every field is needed. */
export const NoAccount: Story = {
  parameters: withAccount(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await expect(canvas.getByText('No bank account yet.')).toBeVisible();
    await userEvent.type(fields.getByRole('textbox', { name: /Payee name/ }), '枫叶国际物流');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fields.getAllByText('Required.')).toHaveLength(2));
    await expect(sent).toEqual([]);
  },
};

export const Loading: Story = {
  parameters: withAccount(bankAccount, { load: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading bank account…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: withAccount(bankAccount, { load: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load the bank account.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

/** The account tab in Chinese. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('form', { name: '银行账户' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('已保存账号：•••• 5678')).toBeVisible();
  },
};
