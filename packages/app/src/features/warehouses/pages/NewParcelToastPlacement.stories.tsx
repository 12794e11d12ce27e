import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ParcelCreateRequest } from '@jiyun/domain';
import { busyStock, parcels, vancouver, vancouverLines } from '../stories/fixtures';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

const handlers = [
  http.get('/api/v1/merchants/warehouses/shipping-lines', () =>
    HttpResponse.json({ data: vancouverLines }),
  ),
  http.post('/api/v1/merchants/warehouses/:id/parcels', async ({ request }) => {
    const body = (await request.json()) as Partial<ParcelCreateRequest>;
    return HttpResponse.json({ data: { ...parcels[0], ...body } }, { status: 201 });
  }),
  http.get('/api/v1/merchants/warehouses/:id/parcels', () =>
    HttpResponse.json({ data: busyStock, results: 184 }),
  ),
  http.get('/api/v1/merchants/warehouses/:id', () => HttpResponse.json({ data: vancouver })),
];

const screen = (width: number, height: number) => ({
  [`screen${width}`]: {
    name: `${width} × ${height}`,
    styles: { width: `${width}px`, height: `${height}px` },
    type: 'desktop' as const,
  },
});

/**
 * Issue 11: the "Parcel received" toast covered "Submit and scan" at the bottom right and stayed
 * while the pointer rested there. After a scan is saved, the toast covers no button, link or
 * field of the page, nor the tracking field the next scan goes into, on a 1280 and a 1440 screen.
 */
const meta = {
  title: 'Pages/Warehouses/New parcel toast placement',
  component: AppStoryScreen,
  args: { entry: `/warehouse/${vancouver.id}/new-parcel` },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
    viewport: { options: { ...screen(1280, 720), ...screen(1440, 900) } },
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function saveOneAndCheck(
  canvasElement: HTMLElement,
  width: number,
  button: RegExp,
  then: (canvas: ReturnType<typeof within>) => Promise<HTMLElement>,
) {
  const canvas = within(canvasElement);
  await canvas.findByRole(
    'textbox',
    { name: /Tracking ID|快递单号/ },
    {
      timeout: 5000,
    },
  );
  await expect(window.innerWidth).toBe(width);
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}B-10-05{Tab}');
  await userEvent.keyboard('YT2291834756012CN{Enter}C7{Enter}2.5{Enter}30{Enter}20{Enter}10');
  await userEvent.click(canvas.getByRole('button', { name: button }));
  const region = within(document.body).getByRole('region', { name: /^(Messages|消息提示)$/ });
  const toast = await within(region).findByRole('status', {}, { timeout: 5000 });
  await expect(toast).toHaveTextContent('YT2291834756012CN');
  const next = await then(canvas);

  const rect = toast.getBoundingClientRect();
  await expect(rect.height).toBeGreaterThan(0);
  const main = within(canvasElement).getByRole('main');
  const controls = [
    ...main.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea'),
  ].filter((el) => el.getBoundingClientRect().height > 0);
  await expect(controls).toContain(next);
  const covered = controls
    .filter((el) => overlaps(rect, el.getBoundingClientRect()))
    .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName);
  await expect(covered).toEqual([]);
}

const scanAgain = /^(Submit and scan|提交并扫描)$/;
const submit = /^(Submit|提交)$/;

/** After "Submit and scan" the cursor waits in the tracking field for the next parcel. */
async function nextScan(canvas: ReturnType<typeof within>) {
  const tracking = canvas.getByRole('textbox', { name: /Tracking ID|快递单号/ });
  await waitFor(() => expect(tracking).toHaveFocus());
  return tracking;
}

/**
 * After "Submit" the inventory shows, with the toast over it. Its "New parcel" button says the
 * page changed (the new-parcel page has a table of its own: the batch received so far).
 */
async function inventory(canvas: ReturnType<typeof within>) {
  const newParcel = await canvas.findByRole(
    'button',
    { name: /^(New parcel|新包裹)$/ },
    { timeout: 5000 },
  );
  await canvas.findByText('YT79396945573264681', {}, { timeout: 5000 });
  return newParcel;
}

/** The page at 1280 × 720 before a scan: no toast yet. */
export const Default: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'en' })],
  globals: { viewport: { value: 'screen1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Tracking ID' }, { timeout: 5000 });
    const region = within(document.body).getByRole('region', { name: 'Messages' });
    await expect(within(region).queryByRole('status')).toBeNull();
  },
};

export const English1280: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'en' })],
  globals: { viewport: { value: 'screen1280', isRotated: false } },
  play: ({ canvasElement }) => saveOneAndCheck(canvasElement, 1280, scanAgain, nextScan),
};

export const Chinese1280: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  globals: { viewport: { value: 'screen1280', isRotated: false } },
  play: ({ canvasElement }) => saveOneAndCheck(canvasElement, 1280, scanAgain, nextScan),
};

export const English1440: Story = {
  // The static Storybook check shows a story tagged so on a 1440 × 900 page (its viewport global
  // only resizes Storybook's own frame).
  tags: ['screen-1440'],
  loaders: [freshPageLoad({ signedIn: true, lang: 'en' })],
  globals: { viewport: { value: 'screen1440', isRotated: false } },
  play: ({ canvasElement }) => saveOneAndCheck(canvasElement, 1440, scanAgain, nextScan),
};

export const SubmitToInventory1280: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'en' })],
  globals: { viewport: { value: 'screen1280', isRotated: false } },
  play: ({ canvasElement }) => saveOneAndCheck(canvasElement, 1280, submit, inventory),
};
