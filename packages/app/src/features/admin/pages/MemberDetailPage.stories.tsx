import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { linChen, team } from '../stories/fixtures';
import { teamHandlers, type TeamApi } from '../stories/handlers';
import { laptop1280 } from '../../../test/viewport';
import { ownerUser } from '../../../test/fixtures';

const meta = {
  title: 'Pages/Admin/Team Member',
  component: AppStoryScreen,
  args: { entry: `/admin/team-member/${linChen.id}` },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: { handlers: teamHandlers(team) },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const emptySent = (): NonNullable<TeamApi['sent']> => ({
  codes: [],
  registrations: [],
  flowTokens: [],
  patches: [],
});

/** The member as stored; Save waits for a change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Lin Chen' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(linChen.email);
    await expect(canvas.getByRole('checkbox', { name: /Warehouse and Parcels/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Billing/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.queryByRole('textbox', { name: /Verification code/ })).toBeNull();
  },
};

export const InChinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: /邮箱/ }, { timeout: 10_000 }),
    ).toHaveValue(linChen.email);
    await expect(canvas.getByRole('button', { name: '保存' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除' })).toBeVisible();
  },
};

/** Lin Chen signed in, with `admin`, on her own record: nothing of her groups to change (A47). */
export const OwnRecord: Story = {
  loaders: [
    freshPageLoad({
      signedIn: true,
      user: {
        ...ownerUser,
        id: linChen.id,
        type: 'sub',
        first_name: 'Lin',
        last_name: 'Chen',
        permissions: ['warehouse', 'orders', 'admin'],
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Lin Chen' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText('You cannot change your own permissions; the company owner can.'),
    ).toBeVisible();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Her name and phone stay hers to change.
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeEnabled();
  },
};

/**
 * A member with Orders and Admin on Lin Chen's record: she may take away what Lin has, and grant
 * only Orders, which she holds; Admin is the owner's to give (A47).
 */
export const AdminGrantsWhatSheHolds: Story = {
  loaders: [
    freshPageLoad({
      signedIn: true,
      user: {
        ...ownerUser,
        id: 'usr_min_zhao',
        type: 'sub',
        first_name: 'Min',
        last_name: 'Zhao',
        permissions: ['orders', 'admin'],
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Lin Chen' }, { timeout: 10_000 });
    const box = (name: RegExp) => canvas.getByRole('checkbox', { name });
    await expect(box(/Warehouse and Parcels/)).toBeEnabled();
    await expect(box(/Orders/)).toBeEnabled();
    await expect(box(/Shipping Lines/)).toBeDisabled();
    await expect(box(/Billing/)).toBeDisabled();
    await expect(box(/Admin/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

const permissionSent = emptySent();

/** Removing a group sends the groups alone. */
export const ChangePermissions: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { sent: permissionSent }) } },
  play: async ({ canvasElement }) => {
    permissionSent.patches.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: /Warehouse and Parcels/ }, { timeout: 10_000 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes saved.')).toBeVisible();
    await expect(permissionSent.patches).toEqual([[['permission', 'orders']]]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
  },
};

/** No group left: the form says one is needed. */
export const PermissionValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: /Warehouse and Parcels/ }, { timeout: 10_000 }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /Orders/ }));
    await userEvent.tab();
    await expect(await canvas.findByText('Choose at least one permission.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

const phoneSent = emptySent();

/** A new phone: the code goes to the new phone, and phone and code are sent together (A30). */
export const ChangePhone: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { sent: phoneSent }) } },
  play: async ({ canvasElement }) => {
    phoneSent.codes.length = 0;
    phoneSent.patches.length = 0;
    const canvas = within(canvasElement);
    const phone = await canvas.findByRole('textbox', { name: /^Phone/ }, { timeout: 10_000 });
    await userEvent.clear(phone);
    await userEvent.type(phone, '604-555-0199');
    await expect(canvas.getByText('We text the code to the new phone number.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    await expect(phoneSent.codes).toEqual([{ country_code: '+1', phone_number: '6045550199' }]);
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '735102');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes saved.')).toBeVisible();
    await expect(phoneSent.patches).toEqual([
      [
        ['country_code', '+1'],
        ['identifier', '6045550199'],
        ['otpCode', '735102'],
      ],
    ]);
  },
};

/** A new password alone: the code goes to the member's own phone (A30). */
export const ChangePassword: Story = {
  // A team of its own: what it saves stays out of every other story's.
  parameters: { msw: { handlers: teamHandlers(team) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^New password/, {}, { timeout: 10_000 }),
      'Operator#2027',
    );
    await expect(
      canvas.getByText("We text the code to the member's phone +1 6045550124."),
    ).toBeVisible();
    await expect(canvas.getByText('8 to 25 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A failed save keeps what was typed and says it failed (A29). */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { failSave: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const last = await canvas.findByRole('textbox', { name: /Last name/ }, { timeout: 10_000 });
    await userEvent.clear(last);
    await userEvent.type(last, '陈');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(/The changes could not be saved\. Your input is kept/),
    ).toBeVisible();
    await expect(last).toHaveValue('陈');
  },
};

/**
 * The server refuses a field the page let through: the reason stands under that field (not as a
 * general failure beside Save) until the field is changed.
 */
export const SaveRefusedField: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { refuseSave: ['email'] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /Email/ }, { timeout: 10_000 });
    await userEvent.clear(email);
    await userEvent.type(email, 'lin.chen@maple-forwarding-logistics.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Enter a valid email address/));
    await expect(canvas.queryByText(/could not be saved/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Another address is a new try: the refusal goes with the refused value.
    await userEvent.type(email, 'm');
    await expect(email).not.toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** An unknown member: back to the list, saying the member no longer exists. */
export const UnknownMember: Story = {
  args: { entry: '/admin/team-member/3c9e1d2a-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await body(canvasElement).findByText(
        'That team member no longer exists.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Team members' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Delete from the member page: the confirmation names them; the list follows. */
export const DeleteFromDetail: Story = {
  // A team of its own: the member it deletes stays in every other story's.
  parameters: { msw: { handlers: teamHandlers(team) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Delete team member?' }),
    );
    await expect(dialog.getByText(/Lin Chen will be removed permanently/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Team members' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(await body(canvasElement).findByText('Lin Chen was deleted.')).toBeVisible();
    // The deleted member is not asked for again: no "no longer exists" on top of the success.
    await expect(body(canvasElement).queryByText('That team member no longer exists.')).toBeNull();
  },
};
