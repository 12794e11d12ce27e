import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE, apiPaths, type LegalContactPatch } from '@jiyun/domain';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { mapleProfile, pendingProfile } from '../stories/fixtures';
import { profileHandlers } from '../stories/handlers';
import { laptop1280 } from '../../../test/viewport';
import { pngFile } from '../../../test/png-file';

const meta = {
  title: 'Pages/Admin/Company Profile',
  component: AppStoryScreen,
  args: { entry: '/admin/company-profile' },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: { handlers: profileHandlers(mapleProfile) },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Display information, the company and its legal representative; nothing waits for review. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('枫叶国际转运 Maple Forwarding', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Company profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Limited liability company (LLC)')).toBeVisible();
    await expect(canvas.getByText('王建国')).toBeVisible();
    await expect(canvas.getByText('Director')).toBeVisible();
    await expect(canvas.getByText('+1 6045550100')).toBeVisible();
    await expect(canvas.queryByText('Pending Review')).toBeNull();
  },
};

export const InChinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '公司资料' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('有限责任公司（LLC）')).toBeVisible();
    await expect(canvas.getByText('董事')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '法定代表人与联系人' })).toBeVisible();
  },
};

/** The submitted name shows to the owner with "Pending Review"; the legal contact too. */
export const PendingReview: Story = {
  parameters: { msw: { handlers: profileHandlers(pendingProfile) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        '枫叶国际转运（温哥华）Maple Forwarding Vancouver',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getAllByText('Pending Review')).toHaveLength(2);
  },
};

export const PendingReviewInChinese: Story = {
  parameters: { msw: { handlers: profileHandlers(pendingProfile) } },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('审核中', {}, { timeout: 10_000 })).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: profileHandlers(mapleProfile, { load: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Loading the company profile…', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: profileHandlers(mapleProfile, { load: 'error' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The company profile could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const displaySent: { legal: LegalContactPatch[]; display: [string, string][][] } = {
  legal: [],
  display: [],
};

/** A new name goes for review: only the name is sent, and the profile shows it pending. */
export const EditDisplay: Story = {
  args: { entry: '/admin/company-profile/edit-display' },
  parameters: { msw: { handlers: profileHandlers(mapleProfile, { sent: displaySent }) } },
  play: async ({ canvasElement }) => {
    displaySent.display.length = 0;
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Display name/ }, { timeout: 10_000 });
    await expect(canvas.getByText(/reviewed by our staff within 2–4 business days/)).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Submit for review' });
    await expect(submit).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, '  枫叶国际转运（温哥华）  ');
    await userEvent.click(submit);
    // Back on the profile, whose code may still be arriving.
    await expect(await canvas.findByText('Pending Review', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('枫叶国际转运（温哥华）')).toBeVisible();
    await expect(displaySent.display).toEqual([[['display_name', '枫叶国际转运（温哥华）']]]);
  },
};

/** A name of spaces says what is wrong and cannot be submitted. */
export const EditDisplayValidation: Story = {
  args: { entry: '/admin/company-profile/edit-display' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Display name/ }, { timeout: 10_000 });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Enter a display name (at most 100 characters).'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  },
};

/** A failed submission keeps the new name and says it failed (A29). */
export const EditDisplayFailed: Story = {
  args: { entry: '/admin/company-profile/edit-display' },
  parameters: { msw: { handlers: profileHandlers(mapleProfile, { failSave: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Display name/ }, { timeout: 10_000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maple Forwarding 枫叶');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(
      await canvas.findByText('Something went wrong. Your input is kept; try again.'),
    ).toBeVisible();
    await expect(name).toHaveValue('Maple Forwarding 枫叶');
  },
};

/** The server's refusal of the avatar (415) is said under the avatar, not beside the button. */
export const EditDisplayAvatarRefused: Story = {
  args: { entry: '/admin/company-profile/edit-display' },
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API_BASE}${apiPaths.admin.displayInfo}`, () =>
          HttpResponse.json(
            {
              message: 'Avatar must be a JPG or PNG image.',
              code: 'UNSUPPORTED_MEDIA_TYPE',
              details: [{ field: 'avatar', message: 'Avatar must be a JPG or PNG image.' }],
            },
            { status: 415 },
          ),
        ),
        ...profileHandlers(mapleProfile),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Display name/ }, { timeout: 10_000 });
    const avatar = pngFile('枫叶-标志.png');
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[name="avatar"]') as HTMLInputElement,
      avatar,
    );
    await canvas.findByRole('img', { name: '枫叶-标志.png' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(
      await canvas.findByText('The avatar must be a JPG or PNG file.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Something went wrong/)).toBeNull();
  },
};

export const EditDisplayInChinese: Story = {
  args: { entry: '/admin/company-profile/edit-display' },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '编辑展示信息' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '提交审核' })).toBeDisabled();
    await expect(canvas.getByText(/2–4 个工作日内审核/)).toBeVisible();
  },
};

const legalSent: { legal: LegalContactPatch[]; display: [string, string][][] } = {
  legal: [],
  display: [],
};

/** A new email: the confirmation names it, only the email is sent, the profile shows it. */
export const EditLegal: Story = {
  args: { entry: '/admin/company-profile/edit-legal' },
  parameters: { msw: { handlers: profileHandlers(mapleProfile, { sent: legalSent }) } },
  play: async ({ canvasElement }) => {
    legalSent.legal.length = 0;
    const canvas = within(canvasElement);
    const email = await canvas.findByRole(
      'textbox',
      { name: /Contact email/ },
      { timeout: 10_000 },
    );
    // All 23 countries' dialling codes are offered (A2).
    const codes = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(codes).toHaveValue('+1');
    await expect(within(codes).getByRole('option', { name: '+44 United Kingdom' })).toBeDefined();
    await userEvent.clear(email);
    await userEvent.type(email, 'grace.wang@maple-forwarding.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Save the legal contact?' });
    await expect(
      within(dialog).getByText(/\+1 6045550100 and grace\.wang@maple-forwarding\.example/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('grace.wang@maple-forwarding.example', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(legalSent.legal).toEqual([{ email: 'grace.wang@maple-forwarding.example' }]);
  },
};

/** A number too short for its prefix is refused under the field. */
export const EditLegalValidation: Story = {
  args: { entry: '/admin/company-profile/edit-legal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByRole(
      'textbox',
      { name: /Contact phone/ },
      { timeout: 10_000 },
    );
    await userEvent.clear(phone);
    await userEvent.type(phone, '60455');
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        'This phone number has the wrong number of digits for the country code.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A failed save closes the confirmation, keeps the input and says it failed (A29). */
export const EditLegalFailed: Story = {
  args: { entry: '/admin/company-profile/edit-legal' },
  parameters: { msw: { handlers: profileHandlers(mapleProfile, { failSave: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole(
      'textbox',
      { name: /Contact email/ },
      { timeout: 10_000 },
    );
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@maple.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Save the legal contact?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Something went wrong. Your input is kept; try again.'),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(email).toHaveValue('grace@maple.example');
  },
};
