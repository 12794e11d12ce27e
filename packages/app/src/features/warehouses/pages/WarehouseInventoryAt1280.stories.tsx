import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { busyStock, vancouver } from '../stories/fixtures';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

const opened = busyStock[0];

const handlers = [
  http.get('/api/v1/merchants/warehouses/:id/parcels/:parcelId', () =>
    HttpResponse.json({ data: opened }),
  ),
  http.get('/api/v1/merchants/warehouses/:id/parcels', () =>
    HttpResponse.json({ data: busyStock, results: 184 }),
  ),
  http.get('/api/v1/merchants/warehouses/:id', () => HttpResponse.json({ data: vancouver })),
];

/**
 * The inventory on a 1280 × 720 screen with the navigation open, in both languages: every column
 * shows without scrolling sideways, and ids, shelves and dates stay on one line (issue 11).
 */
const meta = {
  title: 'Pages/Warehouses/Inventory at 1280 px',
  component: AppStoryScreen,
  args: { entry: `/warehouse/${vancouver.id}` },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
    viewport: {
      options: {
        laptop1280: {
          name: 'Laptop 1280 × 720',
          styles: { width: '1280px', height: '720px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'laptop1280', isRotated: false } },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many lines a cell's text takes (a wrapped id takes two or three). */
function linesOf(cell: Element): number {
  // The text's own boxes: a cut id sits in a box of its own, whose top is not a line of text.
  const range = document.createRange();
  const tops = new Set<number>();
  const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

async function expectEveryColumnShown(canvasElement: HTMLElement, trackingHeader: string) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', {}, { timeout: 5000 });
  await within(table).findByText('YT79396945573264681', {}, { timeout: 5000 });
  await expect(window.innerWidth).toBe(1280);

  const scroller = table.parentElement;
  if (!scroller) throw new Error('The table has no scroll container.');
  await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );

  const headers = within(table).getAllByRole('columnheader');
  await expect(headers).toHaveLength(10);
  const tracking = headers.findIndex((header) => header.textContent === trackingHeader);
  await expect(tracking).toBe(1);
  // Parcel, tracking and customer ids, shelf and inbound date: one line each, in every row.
  const oneLine = [0, 1, 2, 6, 7];
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(busyStock.length);
  for (const row of rows) {
    const cells = within(row).getAllByRole('cell');
    const wrapped = oneLine
      .map((index) => cells[index])
      .filter((cell) => !cell || linesOf(cell) !== 1)
      .map((cell) => cell?.textContent);
    await expect(wrapped).toEqual([]);
  }
}

/** Chinese, the default language. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    await expectEveryColumnShown(canvasElement, '快递单号');
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByText('退货处理中')[0]).toBeVisible();
  },
};

/** English, whose headings and status labels are longer. */
export const English: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'en' })],
  play: async ({ canvasElement }) => {
    await expectEveryColumnShown(canvasElement, 'Tracking ID');
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByText('Return Processing')[0]).toBeVisible();
  },
};

/** Whether an element is whole on the screen. */
function onScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}

interface PanelWords {
  title: string;
  edit: string;
  save: string;
  cancel: string;
  problem: string;
  problemType: string;
  checkFields: string;
}

/**
 * The parcel edit is taller than a 720 px screen: its Save and Cancel stay in the panel's footer,
 * on screen, wherever the form is scrolled to, and a refused Save says why there (issue 11).
 */
async function expectEditButtonsStay(words: PanelWords) {
  const body = within(document.body);
  const panel = await body.findByRole('dialog', { name: words.title }, { timeout: 5000 });
  await userEvent.click(await within(panel).findByRole('button', { name: words.edit }));
  const save = within(panel).getByRole('button', { name: words.save });
  const cancel = within(panel).getByRole('button', { name: words.cancel });
  const form = panel.querySelector('form');
  const scroller = form?.parentElement;
  if (!form || !scroller) throw new Error('The panel has no edit form.');
  // The buttons are the footer's, outside the scrolling form, and Save still sends that form.
  await waitFor(() => expect(form.contains(save)).toBe(false));
  await expect(save.getAttribute('form')).toBe(form.id);
  await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);

  scroller.scrollTop = scroller.scrollHeight;
  await expect(onScreen(save)).toBe(true);
  await expect(onScreen(cancel)).toBe(true);
  await userEvent.click(within(panel).getByRole('switch', { name: words.problem }));
  scroller.scrollTop = 0;
  await expect(onScreen(save)).toBe(true);

  await userEvent.click(save);
  await expect(within(panel).getByRole('combobox', { name: words.problemType })).toHaveFocus();
  const why = within(panel).getByText(words.checkFields);
  await expect(onScreen(why)).toBe(true);
  await expect(onScreen(save)).toBe(true);
}

/** The parcel side panel's edit in Chinese. */
export const ParcelEditChinese: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=${opened?.parcel_id ?? ''}` },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async () => {
    await expectEditButtonsStay({
      title: `包裹 ${opened?.parcel_id ?? ''}`,
      edit: '编辑',
      save: '保存',
      cancel: '取消',
      problem: '问题包裹',
      problemType: '问题类型',
      checkFields: '有字段需要修改，已定位到第一个。',
    });
  },
};

/** The parcel side panel's edit in English. */
export const ParcelEditEnglish: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=${opened?.parcel_id ?? ''}` },
  loaders: [freshPageLoad({ signedIn: true, lang: 'en' })],
  play: async () => {
    await expectEditButtonsStay({
      title: `Parcel ${opened?.parcel_id ?? ''}`,
      edit: 'Edit',
      save: 'Save',
      cancel: 'Cancel',
      problem: 'Problem parcel',
      problemType: 'Problem type',
      checkFields: 'Some fields need correcting: the first one is selected.',
    });
  },
};
