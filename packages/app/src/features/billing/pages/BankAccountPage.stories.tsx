import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BankAccountChange } from '@jiyun/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { laptop1280 } from '../../../test/viewport';
import { bankAccount } from '../stories/fixtures';
import {
  bankAccountHandlers,
  resetStoryBilling,
  STORY_BANK_CODE,
  type BankAccountApi,
} from '../stories/handlers';
import { leaveNoFocus } from '../../../test/focus';

const sent: BankAccountChange[] = [];

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

/** Opens the saved account's form with Change. */
const change = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Change' }, { timeout: 10_000 }));
  return form(canvasElement);
};

/** Sends the code to the owner and types it (the stories' owner receives STORY_BANK_CODE). */
const enterCode = async (fields: ReturnType<typeof within>, code = STORY_BANK_CODE) => {
  await userEvent.click(fields.getByRole('button', { name: 'Send code' }));
  await expect(await fields.findByText('A new code has been sent')).toBeVisible();
  await userEvent.type(fields.getByRole('textbox', { name: 'Verification code' }), code);
};

/** The saved account: the number masked but for its last 4 digits, and Change (A48). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('•••• 5678', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(bankAccount.payee_name)).toBeVisible();
    await expect(canvas.queryByText(bankAccount.account_no)).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Change' })).toBeVisible();
  },
};

/** Change shows the whole number; only the changed field is sent, with the owner's code (A33, A48). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const fields = await change(canvasElement);
    await expect(fields.getByRole('textbox', { name: /Account number/ })).toHaveValue(
      bankAccount.account_no,
    );
    await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
    const bank = fields.getByRole('textbox', { name: /Bank name/ });
    await userEvent.clear(bank);
    await userEvent.type(bank, '招商银行深圳分行 China Merchants Bank Shenzhen');
    await enterCode(fields);
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Account details saved.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(sent).toEqual([
      { bank_name: '招商银行深圳分行 China Merchants Bank Shenzhen', otpCode: STORY_BANK_CODE },
    ]);
    // Back to the account on file, masked again.
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Change' }),
    ).toBeVisible();
  },
};

/** A wrong code is refused in the page's words, and what was typed stays. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const fields = await change(canvasElement);
    const number = fields.getByRole('textbox', { name: /Account number/ });
    await userEvent.clear(number);
    await userEvent.type(number, '6222 0240 0009 8765 432');
    await enterCode(fields, '000000');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await expect(
      await fields.findByText(
        'Invalid verification code. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(number).toHaveValue('6222 0240 0009 8765 432');
    leaveNoFocus(canvasElement);
  },
};

/** A code asked for again too soon says to wait, in the page's words. */
export const CodeWait: Story = {
  parameters: withAccount(bankAccount, { sendCode: 'wait' }),
  play: async ({ canvasElement }) => {
    const fields = await change(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Send code' }));
    await expect(
      await fields.findByText(
        'A code was sent a moment ago. Wait a little before asking for another.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    leaveNoFocus(canvasElement);
  },
};

/** A failed save says A33's "Failed to update account details." and keeps what was typed. */
export const SaveFailed: Story = {
  parameters: withAccount(bankAccount, { failSave: true }),
  play: async ({ canvasElement }) => {
    const fields = await change(canvasElement);
    const number = fields.getByRole('textbox', { name: /Account number/ });
    await userEvent.clear(number);
    await userEvent.type(number, '6222 0240 0009 8765 432');
    await enterCode(fields);
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await expect(
      await fields.findByText('Failed to update account details.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(number).toHaveValue('6222 0240 0009 8765 432');
    leaveNoFocus(canvasElement);
  },
};

/** No account yet: the form at once, every field and the code needed; not a number, refused. */
export const NoAccount: Story = {
  parameters: withAccount(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await expect(canvas.getByText('No bank account yet.')).toBeVisible();
    await userEvent.type(fields.getByRole('textbox', { name: /Payee name/ }), '枫叶国际物流');
    await userEvent.type(fields.getByRole('textbox', { name: /Account number/ }), '…7890 abc');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fields.getAllByText('Required.')).toHaveLength(1));
    await expect(
      fields.getByText('Digits only, with spaces or hyphens between them (6–30 digits).'),
    ).toBeVisible();
    await expect(fields.getByText('Enter the 6-digit code.')).toBeVisible();
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

/** The account tab in Chinese: the number masked, 修改 to change it. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: '修改' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('•••• 5678')).toBeVisible();
    await expect(canvas.getByText('银行账号')).toBeVisible();
  },
};
