import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { team } from '../stories/fixtures';
import { teamHandlers, type TeamApi } from '../stories/handlers';
import { laptop1280 } from '../../../test/viewport';
import { leaveNoFocus } from '../../../test/focus';

const meta = {
  title: 'Pages/Admin/Team Members',
  component: AppStoryScreen,
  args: { entry: '/admin/team-member' },
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

/** Three members: their groups, the warehouses they operate, a very long name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article', {}, { timeout: 10_000 });
    await expect(cards).toHaveLength(3);
    const lin = within(cards[0] as HTMLElement);
    await expect(lin.getByRole('heading', { name: 'Lin Chen' })).toBeVisible();
    await expect(lin.getByText('Warehouse and Parcels')).toBeVisible();
    await expect(lin.getByText('深圳宝安国际集运中心（福永仓）')).toBeVisible();
    await expect(within(cards[1] as HTMLElement).getByText('No warehouse assigned')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Team members' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The cards of a row are as tall as the tallest.
    const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};

/** Edit and Delete appear as the keyboard enters a card. */
export const ActionsOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('link', { name: 'Edit Lin Chen' }, { timeout: 10_000 });
    const actions = edit.parentElement as HTMLElement;
    await expect(getComputedStyle(actions).opacity).toBe('0');
    edit.focus();
    await waitFor(() => expect(getComputedStyle(actions).opacity).toBe('1'));
    await expect(edit).toHaveAttribute('href', `/admin/team-member/${team[0]?.id ?? ''}`);
    await expect(canvas.getByRole('button', { name: 'Delete Lin Chen' })).toBeVisible();
  },
};

export const InChinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '张晓梅' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加团队成员' })).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: '团队成员' }));
    await expect(cards.getAllByText('仓库与包裹')).toHaveLength(2);
    await expect(cards.getAllByText('未分配仓库')).toHaveLength(1);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: teamHandlers([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No team members yet' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add team member' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { load: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Loading the team…', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { load: 'error' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The team could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

const newMember = {
  first: '建华',
  last: '李',
  email: 'li.jianhua@maple-forwarding.example',
  phone: '13987654321',
  password: 'Harbour#2026',
  code: '482913',
};

/** Fills the add-member form up to the code, as the owner does. */
async function fillNewMember(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: 'Add team member' }, { timeout: 10_000 }),
  );
  const dialog = within(
    await body(canvasElement).findByRole('dialog', { name: 'Add team member' }),
  );
  await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), newMember.first);
  await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), newMember.last);
  await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), newMember.email);
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Country code' }), '+86');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Phone/ }), newMember.phone);
  await userEvent.type(dialog.getByLabelText(/^Password/), newMember.password);
  await userEvent.click(dialog.getByRole('checkbox', { name: /Orders/ }));
  await userEvent.click(dialog.getByRole('checkbox', { name: /Billing/ }));
  return dialog;
}

const created: NonNullable<TeamApi['sent']> = {
  codes: [],
  registrations: [],
  flowTokens: [],
  patches: [],
};

/**
 * Add team member, step by step: nothing can be added before the code is sent; the code goes
 * to the new phone and starts the 30 s countdown; the registration carries the flow token.
 */
export const AddMember: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { sent: created }) } },
  play: async ({ canvasElement }) => {
    Object.values(created).forEach((list: unknown[]) => (list.length = 0));
    const canvas = within(canvasElement);
    const dialog = await fillNewMember(canvasElement);
    await expect(dialog.getByText('At least 1 special character')).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Add member' });
    await expect(add).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(await dialog.findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    await expect(created.codes).toEqual([{ country_code: '+86', phone_number: newMember.phone }]);
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Verification code/ }),
      newMember.code,
    );
    await userEvent.click(add);
    await expect(
      await canvas.findByRole('heading', { name: '李建华' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(created.flowTokens).toEqual(['flow-story-7f3a']);
    await expect(created.registrations[0]).toEqual([
      ['country_code', '+86'],
      ['identifier', newMember.phone],
      ['first_name', newMember.first],
      ['last_name', newMember.last],
      ['email', newMember.email],
      ['password', newMember.password],
      ['verification_code', newMember.code],
      ['permission', 'orders'],
      ['permission', 'billing'],
    ]);
  },
};

/** Submitting an empty form says what each field needs. */
export const AddMemberValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add team member' }, { timeout: 10_000 }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Add team member' }),
    );
    const first = dialog.getByRole('textbox', { name: /First name/ });
    await userEvent.click(first);
    await userEvent.tab();
    await expect(
      await dialog.findByText('Enter a first name (at most 50 characters).'),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Phone/ }), '13912345678');
    await userEvent.tab();
    await expect(
      await dialog.findByText(
        'This phone number has the wrong number of digits for the country code.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Add member' })).toBeDisabled();
  },
};

export const AddMemberInChinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '添加团队成员' }, { timeout: 10_000 }),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '添加团队成员' }));
    await expect(dialog.getByRole('checkbox', { name: /物流专线/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '添加成员' })).toBeDisabled();
  },
};

/** A failed create keeps every input and says it failed (A29). */
export const AddMemberFailed: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { failCreate: true }) } },
  play: async ({ canvasElement }) => {
    const dialog = await fillNewMember(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await dialog.findByRole('button', { name: /Resend in \d+s/ });
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Verification code/ }),
      newMember.code,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add member' }));
    await expect(
      await dialog.findByText(/The team member could not be added\. Your input is kept/),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue(newMember.email);
    await expect(dialog.getByRole('checkbox', { name: /Billing/ })).toBeChecked();
  },
};

/** The confirmation names the member; the card leaves the list. */
export const DeleteMember: Story = {
  // A team of its own: the member it deletes stays in every other story's.
  parameters: { msw: { handlers: teamHandlers(team) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete 张晓梅' }, { timeout: 10_000 }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Delete team member?' }),
    );
    await expect(dialog.getByText(/张晓梅 will be removed permanently/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(await body(canvasElement).findByText('张晓梅 was deleted.')).toBeVisible();
  },
};

/** A failed delete says so and keeps the member (A29). */
export const DeleteFailed: Story = {
  parameters: { msw: { handlers: teamHandlers(team, { failDelete: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Lin Chen' }, { timeout: 10_000 }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Delete team member?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await dialog.findByText('Lin Chen could not be deleted. Try again.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    // Whether Delete shows its focus ring after the refused click depends on timing in Chromium
    // (a CI run saw it, the baseline has none): the picture is of the failure, not of the ring.
    leaveNoFocus(canvasElement);
  },
};
