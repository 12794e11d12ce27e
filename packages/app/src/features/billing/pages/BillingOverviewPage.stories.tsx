import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { laptop1280 } from '../../../test/viewport';
import {
  overviewOf,
  REJECTION_REASON,
  settlementDetail,
  settlementRows,
} from '../stories/fixtures';
import {
  overviewHandler,
  resetStoryBilling,
  settlementHandlers,
  type OverviewApi,
  type SettlementApi,
} from '../stories/handlers';
import { leaveNoFocus } from '../../../test/focus';

const sent: string[] = [];
const uploads: string[][] = [];

const meta = {
  title: 'Pages/Billing/Overview',
  component: AppStoryScreen,
  args: { entry: '/billing/overview' },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: {
      handlers: [
        overviewHandler(overviewOf(settlementRows, 37), { sent }),
        ...settlementHandlers(settlementDetail('unconfirmed'), { uploads }),
      ],
    },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    resetStoryBilling();
    sent.length = 0;
    uploads.length = 0;
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withOverview = (rows: typeof settlementRows, api: OverviewApi, results?: number) => ({
  msw: { handlers: [overviewHandler(overviewOf(rows, results), { sent, ...api })] },
});
const withUpload = (api: SettlementApi) => ({
  msw: {
    handlers: [
      overviewHandler(overviewOf(settlementRows, 37), { sent }),
      ...settlementHandlers(settlementDetail('unconfirmed'), { uploads, ...api }),
    ],
  },
});

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Settlements' }, { timeout: 10_000 });
const documentFile = (name: string, size = 4096) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const fileInput = () =>
  document.querySelector<HTMLInputElement>(
    '[role="dialog"] input[type="file"]',
  ) as HTMLInputElement;

/** Opens Confirm on the newest (unconfirmed) statement and adds two documents. */
const confirmWithTwo = async (canvasElement: HTMLElement) => {
  const rows = within(await table(canvasElement));
  await userEvent.click(
    await rows.findByRole('button', { name: 'Confirm settlement S2600012' }, { timeout: 5000 }),
  );
  const dialog = within(
    await body(canvasElement).findByRole('dialog', { name: 'Confirm settlement S2600012' }),
  );
  await userEvent.upload(fileInput(), [
    documentFile('枫叶集运-2026年11月-发票-INV20261125.pdf'),
    documentFile('Maple Forwarding stamped statement November 2026.pdf'),
  ]);
  await expect(
    await dialog.findByText('Maple Forwarding stamped statement November 2026.pdf'),
  ).toBeVisible();
  return dialog;
};

/** The tiles, 10 statements in every status, their actions and the disabled Download. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('S2600012', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('412385.60 CAD')).toBeVisible();
    // The tile sums what the platform pays, so it is named apart from the column's totals.
    await expect(canvas.getByText('Total payable')).toBeVisible();
    await expect(canvas.getByText('Outstanding invoices')).toBeVisible();
    // A heading row and 10 statements (spec 9).
    await expect(rows.getAllByRole('row')).toHaveLength(11);
    await expect(rows.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Statement number',
      'Billing cycle',
      'Total amount',
      'Payable amount',
      'Status',
      'Actions',
    ]);
    for (const status of ['Unconfirmed', 'Rejected', 'Under Review', 'Approved']) {
      await expect(rows.getAllByText(status).length).toBeGreaterThan(0);
    }
    await expect(rows.getByText('10/27/2026 – 11/25/2026')).toBeVisible();
    await expect(rows.getByText('18640.35 CAD')).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Confirm settlement S2600012' })).toBeVisible();
    await expect(rows.getByRole('button', { name: 'View settlement S2600011' })).toBeVisible();
    await expect(rows.queryByRole('button', { name: 'Confirm settlement S2600010' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(canvas.getByText('37 settlements')).toBeVisible();
    await expect(sent.at(-1)).toBe('page=1&take=10');
  },
};

/** Status, search field and cycle go to the call (A28: `take`, `searchField`) and the URL. */
export const Filters: Story = {
  args: { entry: '/billing/overview?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await waitFor(() => expect(sent.at(-1)).toBe('page=2&take=10'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const panel = within(await body(canvasElement).findByRole('dialog', { name: 'Status' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Rejected' }));
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent.at(-1)).toBe('page=1&take=10&status=rejected'), {
      timeout: 5000,
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Search in' }), 'id');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search settlements' }), 'S2600011');
    await waitFor(
      () =>
        expect(sent.at(-1)).toBe('page=1&take=10&status=rejected&search=S2600011&searchField=id'),
      { timeout: 5000 },
    );
  },
};

/** A link with a cycle window and statuses opens on them. */
export const FromALink: Story = {
  args: { entry: '/billing/overview?status=unconfirmed,rejected&from=2026-09-01&to=2026-11-30' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await waitFor(
      () =>
        expect(sent.at(-1)).toBe(
          'page=1&take=10&status=unconfirmed&status=rejected&cycle_from=2026-09-01&cycle_to=2026-11-30',
        ),
      { timeout: 5000 },
    );
  },
};

/** A company without statements yet. */
export const Empty: Story = {
  parameters: withOverview([], {}, 0),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No settlements yet', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withOverview(settlementRows, { load: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading settlements…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** A failed load: the empty table says so and offers a retry (spec 8). */
export const LoadFailed: Story = {
  parameters: withOverview(settlementRows, { load: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load the settlements.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Confirm: two documents chosen, ready to upload. */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await confirmWithTwo(canvasElement);
    await expect(dialog.getByText(/Payable: 17708.33 CAD/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

/** A third document is refused with a message; the two chosen stay (A43). */
export const ThirdDocumentRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await confirmWithTwo(canvasElement);
    await userEvent.upload(fileInput(), [documentFile('补充说明-2026年11月.pdf')]);
    await expect(
      await dialog.findByText(/补充说明-2026年11月.pdf was not added: at most 2 documents/),
    ).toBeVisible();
    await expect(dialog.getByText('枫叶集运-2026年11月-发票-INV20261125.pdf')).toBeVisible();
    await expect(
      dialog.getByText('Maple Forwarding stamped statement November 2026.pdf'),
    ).toBeVisible();
  },
};

/** The upload moves the statement to under review: "Upload successful" and the dialog closes. */
export const UploadSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await confirmWithTwo(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(
      await body(canvasElement).findByText('Upload successful', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(uploads).toEqual([
      [
        '枫叶集运-2026年11月-发票-INV20261125.pdf',
        'Maple Forwarding stamped statement November 2026.pdf',
      ],
    ]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The server reads the content and refuses it: "Upload failed" with its reason, at the uploader. */
export const UploadFailed: Story = {
  parameters: withUpload({ failUpload: 'document_type' }),
  play: async ({ canvasElement }) => {
    const dialog = await confirmWithTwo(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    const uploader = within(dialog.getByRole('group', { name: 'Documents' }));
    await expect(
      await uploader.findByText(
        'Upload failed: Documents must be PDF, DOC or DOCX files.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // Whether Upload shows its focus ring after the refused click depends on timing in Chromium
    // (a CI run saw it, the baseline has none): the picture is of the failure, not of the ring.
    leaveNoFocus(canvasElement);
  },
};

/** View on a rejected statement: staff's reason and the upload again. */
export const RejectedView: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(
      await rows.findByRole('button', { name: 'View settlement S2600011' }, { timeout: 5000 }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Settlement S2600011 was rejected' }),
    );
    await expect(dialog.getByText(REJECTION_REASON)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload again' })).toBeVisible();
  },
};

/** The overview in Chinese. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: '结算单' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('待交发票')).toBeVisible();
    await expect((await canvas.findAllByText('待确认', {}, { timeout: 5000 }))[0]).toBeVisible();
    await expect(canvas.getByText('2026-10-27 至 2026-11-25')).toBeVisible();
  },
};
