import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { canadaProvinces, operators, vancouver } from '../stories/fixtures';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { pngFile } from '../../../test/png-file';

const sent = fn<(fields: Record<string, string[]>) => void>();

async function fieldsOf(request: Request): Promise<Record<string, string[]>> {
  const form = await request.formData();
  const fields: Record<string, string[]> = {};
  for (const [key, value] of form.entries()) {
    fields[key] = [
      ...(fields[key] ?? []),
      typeof value === 'string' ? value : `file:${value.name}`,
    ];
  }
  return fields;
}

/** Whether an element is whole on the screen (not scrolled away above or below). */
function onScreen(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}

/** Types a whole value at once (a paste), so long forms stay quick to test. */
async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills every required field of the new-warehouse form with a valid value. */
async function fillNewWarehouse(canvas: ReturnType<typeof within>): Promise<void> {
  await fill(
    await canvas.findByRole('textbox', { name: 'Warehouse name' }, { timeout: 5000 }),
    'Delta Depot',
  );
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'CA');
  await userEvent.click(canvas.getByRole('combobox', { name: 'Province / state' }));
  await userEvent.click(await canvas.findByRole('option', { name: 'British Columbia' }));
  await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
  await userEvent.click(await canvas.findByRole('option', { name: 'Vancouver' }));
  await fill(canvas.getByRole('textbox', { name: 'Address line 1' }), '1 Main St');
  await fill(canvas.getByRole('textbox', { name: 'Contact person' }), 'Ann Lee');
  await fill(canvas.getByRole('textbox', { name: 'Phone number' }), '6045550100');
  await fill(canvas.getByRole('textbox', { name: 'Free storage duration' }), '7');
  await fill(canvas.getByRole('textbox', { name: 'Overdue storage fee' }), '1');
}

/** A picked file: the bytes a Windows program starts with, or a real PNG's. */
const programNamedPng = () =>
  new File([Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], 'warehouse-front.png', {
    type: 'image/png',
  });
const realPng = () => pngFile('warehouse-front.png');

const photoInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

// Operators and locations are asked by path before `:id` could swallow them.
const lookups = [
  http.get('/api/v1/merchants/warehouses/operators', () => HttpResponse.json({ data: operators })),
  http.get('/api/v1/merchants/locations', ({ request }) =>
    HttpResponse.json({
      data: new URL(request.url).searchParams.get('country_code') === 'CA' ? canadaProvinces : [],
    }),
  ),
  http.get('/api/v1/merchants/warehouses/:id/parcels', () =>
    HttpResponse.json({ data: [], results: 0 }),
  ),
];

const common = [
  ...lookups,
  http.get('/api/v1/merchants/warehouses/:id', () => HttpResponse.json({ data: vancouver })),
];

const meta = {
  title: 'Pages/Warehouses/Form',
  component: AppStoryScreen,
  args: { entry: '/warehouse/new-warehouse' },
  parameters: { layout: 'fullscreen', msw: { handlers: common } },
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new-warehouse form as it opens: empty, nothing said yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Create warehouse' }, { timeout: 5000 }),
    ).toBeEnabled();
    await expect(canvas.queryByText('Choose a province or state.')).toBeNull();
  },
};

export const CreateWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole(
      'button',
      { name: 'Create warehouse' },
      { timeout: 5000 },
    );
    await userEvent.click(create);
    await expect(
      canvas.getByText('Enter the warehouse name (at most 100 characters).'),
    ).toBeVisible();
    // The cursor goes to the first field to correct, and the buttons say why nothing was sent.
    await expect(canvas.getByRole('textbox', { name: 'Warehouse name' })).toHaveFocus();
    await expect(
      canvas.getByText('Some fields need correcting: the first one is selected.'),
    ).toBeVisible();
    await expect(canvas.getByText('Choose a province or state.')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number greater than 0.')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'CA');
    const province = canvas.getByRole('combobox', { name: 'Province / state' });
    await userEvent.click(province);
    await userEvent.click(await canvas.findByRole('option', { name: 'British Columbia' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Richmond' }));
    await expect(canvas.queryByText('Choose a city.')).toBeNull();
    // Another province empties the city; another country empties both.
    await userEvent.clear(province);
    await userEvent.click(await canvas.findByRole('option', { name: 'Ontario' }));
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'US');
    await expect(canvas.getByRole('combobox', { name: 'Province / state' })).toHaveValue('');

    // Operators: the search ignores case, and an added operator leaves the list.
    const search = canvas.getByRole('combobox', { name: 'Add an operator' });
    await fill(search, 'LIN');
    await userEvent.click(await canvas.findByRole('option', { name: /Lin Chen/ }));
    await expect(canvas.getByRole('button', { name: 'Remove Lin Chen' })).toBeVisible();
    await userEvent.click(search);
    await expect(canvas.queryByRole('option', { name: /Lin Chen/ })).toBeNull();
    await expect(canvas.getByRole('option', { name: /Wei Zhang/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const CreateNameTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/warehouses', async ({ request }) => {
          sent(await fieldsOf(request));
          return HttpResponse.json(
            { message: 'A warehouse with this name already exists.', code: 'CONFLICT' },
            { status: 409 },
          );
        }),
        ...common,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(
      await canvas.findByRole('textbox', { name: 'Warehouse name' }, { timeout: 5000 }),
      'Vancouver Main Warehouse',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'CA');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Province / state' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Ontario' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Toronto' }));
    await fill(canvas.getByRole('textbox', { name: 'Address line 1' }), '1 Front St');
    await fill(canvas.getByRole('textbox', { name: 'Contact person' }), 'Ann Lee');
    await fill(canvas.getByRole('textbox', { name: 'Phone number' }), '4165550100');
    await fill(canvas.getByRole('textbox', { name: 'Free storage duration' }), '30');
    await fill(canvas.getByRole('textbox', { name: 'Overdue storage fee' }), '2.5');
    await fill(canvas.getByRole('combobox', { name: 'Add an operator' }), 'wei');
    await userEvent.click(await canvas.findByRole('option', { name: /Wei Zhang/ }));

    await userEvent.click(canvas.getByRole('button', { name: 'Create warehouse' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await expect(sent.mock.calls[0]?.[0]).toEqual({
      warehouse_name: ['Vancouver Main Warehouse'],
      contact_person: ['Ann Lee'],
      phone_number: ['4165550100'],
      country_code: ['+86'],
      country: ['CA'],
      state: ['CA-ON'],
      city: ['CA-ON-TORONTO'],
      address_line_1: ['1 Front St'],
      free_storage_duration: ['30'],
      free_storage_unit: ['days'],
      overdue_storage_fee: ['2.5'],
      overdue_fee_frequency: ['day'],
      label_size: ['100x150'],
      'operator_ids[]': [operators[1]?.id],
    });
    // The name is taken: said on the name field, which gets the cursor (scrolled into view from
    // the button at the bottom), and beside the button; gone once the name changes.
    const name = canvas.getByRole('textbox', { name: 'Warehouse name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const said = canvas.getAllByText('A warehouse with this name already exists.');
    await expect(said).toHaveLength(2);
    for (const text of said) await expect(text).toBeVisible();
    await expect(onScreen(name)).toBe(true);
    await userEvent.type(name, ' 2');
    await expect(canvas.queryByText('A warehouse with this name already exists.')).toBeNull();
  },
};

/** A2: the contact may be in any of the 23 countries; the number is checked against its prefix. */
export const CreateWithGermanContact: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/warehouses', async ({ request }) => {
          sent(await fieldsOf(request));
          return HttpResponse.json({ data: vancouver }, { status: 201 });
        }),
        ...common,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(
      await canvas.findByRole('textbox', { name: 'Warehouse name' }, { timeout: 5000 }),
      'Richmond Cross-Border Hub',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'CA');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Province / state' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'British Columbia' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Richmond' }));
    await fill(canvas.getByRole('textbox', { name: 'Address line 1' }), '13351 Commerce Pkwy');
    await fill(canvas.getByRole('textbox', { name: 'Contact person' }), 'Annegret Schönfeld-Weber');
    await fill(canvas.getByRole('textbox', { name: 'Free storage duration' }), '14');
    await fill(canvas.getByRole('textbox', { name: 'Overdue storage fee' }), '1.2');

    const prefix = canvas.getByRole('combobox', { name: 'Phone prefix' });
    await expect(canvas.getByRole('option', { name: '+1 Canada / United States' })).toBeVisible();
    await expect(canvas.getAllByRole('option', { name: /^\+\d+ / })).toHaveLength(22);
    await userEvent.selectOptions(prefix, '+49');
    await expect(prefix).toHaveDisplayValue('+49 Germany');
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await fill(phone, '0151');
    await userEvent.tab();
    await expect(
      canvas.getByText('A phone number for +49 has 5–15 digits, not counting a leading 0.'),
    ).toBeVisible();
    await fill(phone, '-23456789');
    await expect(canvas.queryByText(/A phone number for \+49/)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Create warehouse' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await expect(sent.mock.calls[0]?.[0]).toMatchObject({
      country_code: ['+49'],
      phone_number: ['0151-23456789'],
    });
  },
};

export const CreateFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/warehouses', () =>
          HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...common,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewWarehouse(canvas);
    const create = canvas.getByRole('button', { name: 'Create warehouse' });
    await userEvent.click(create);
    // Said at the top of the form and beside the button that was pressed.
    const said = await canvas.findAllByText('Failed to create warehouse. Please try again.');
    await expect(said).toHaveLength(2);
    const [, besideButton] = said;
    await expect(besideButton && onScreen(besideButton)).toBe(true);
    await expect(onScreen(create)).toBe(true);
  },
};

/** A program renamed .png is refused at the uploader by its first bytes, before any save. */
export const PhotoThatIsNoImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Warehouse name' }, { timeout: 5000 });
    await userEvent.upload(photoInput(canvasElement), programNamedPng());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'warehouse-front.png is not a JPG or PNG image.',
    );
    await expect(canvas.queryByRole('img', { name: 'warehouse-front.png' })).toBeNull();
  },
};

/** The server's refusal of the photo (415) is said at the uploader, not as "failed, try again". */
export const CreatePhotoRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/warehouses', () =>
          HttpResponse.json(
            {
              message: 'Warehouse image must be a JPG or PNG.',
              code: 'UNSUPPORTED_MEDIA_TYPE',
              details: [{ field: 'image', message: 'Warehouse image must be a JPG or PNG.' }],
            },
            { status: 415 },
          ),
        ),
        ...common,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewWarehouse(canvas);
    await userEvent.upload(photoInput(canvasElement), realPng());
    await canvas.findByRole('img', { name: 'warehouse-front.png' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Create warehouse' }));
    await expect(
      await canvas.findByText(
        'The server refused this photo: it is not a JPG or PNG image. Remove it and choose another.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Failed to create warehouse. Please try again.')).toBeNull();
  },
};

// The stored warehouse of the settings story: a save changes what the next GET answers.
let stored = vancouver;

export const SettingsEdit: Story = {
  args: { entry: `/warehouse/${vancouver.id}/settings` },
  beforeEach: () => {
    stored = vancouver;
  },
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/v1/merchants/warehouses/:id', async ({ request }) => {
          const fields = await fieldsOf(request);
          sent(fields);
          stored = {
            ...stored,
            contact_person: fields.contact_person?.[0] ?? stored.contact_person,
            updated_at: '2026-11-21T09:00:00.000Z',
          };
          return HttpResponse.json({ data: stored });
        }),
        ...lookups,
        http.get('/api/v1/merchants/warehouses/:id', () => HttpResponse.json({ data: stored })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Read-only: the stored values as text, no inputs, no required stars; Edit at the top.
    const edit = await canvas.findByRole('button', { name: 'Edit' }, { timeout: 5000 });
    await expect(canvas.getByText('Lin Chen')).toBeVisible();
    await expect(canvas.getByText('+1 6045550199')).toBeVisible();
    await expect(canvas.getByText('1 month')).toBeVisible();
    await expect(canvas.getByText('8.00 CNY per week')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByText('*')).toBeNull();
    await expect(onScreen(edit)).toBe(true);
    await expect(edit.getBoundingClientRect().top).toBeLessThan(
      canvas.getByRole('heading', { name: 'Basic information' }).getBoundingClientRect().top,
    );

    await userEvent.click(edit);
    const contact = canvas.getByRole('textbox', { name: 'Contact person' });
    await expect(canvas.getByRole('textbox', { name: 'Warehouse name' })).toHaveFocus();
    await expect(contact).toHaveValue('Lin Chen');
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();

    // Cancel goes back to the stored values, as text.
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Someone Else');
    await expect(save).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('textbox', { name: 'Contact person' })).toBeNull();
    await expect(canvas.getByText('Lin Chen')).toBeVisible();
    // The cursor is back on Edit, where it started.
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();

    // Removing the only operator is not allowed to be saved.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Lin Chen' }));
    await expect(canvas.getByText('Choose at least one operator.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const editable = canvas.getByRole('textbox', { name: 'Contact person' });
    await expect(editable).toHaveValue('Lin Chen');
    await userEvent.clear(editable);
    await userEvent.type(editable, 'Mei Wong');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    // Only what changed is sent.
    await expect(sent.mock.calls[0]?.[0]).toEqual({ contact_person: ['Mei Wong'] });
    // Toasts live in a region at the edge of the page, outside the page's own element.
    await expect(await within(document.body).findByText('Warehouse settings saved.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Contact person' })).toBeNull();
    await expect(canvas.getByText('Mei Wong')).toBeVisible();
  },
};

/** A23: a refused save keeps the form and what was typed, and says so beside Save. */
export const SettingsSaveFails: Story = {
  args: { entry: `/warehouse/${vancouver.id}/settings` },
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/v1/merchants/warehouses/:id', () =>
          HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...common,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
    const contact = canvas.getByRole('textbox', { name: 'Contact person' });
    await userEvent.clear(contact);
    await userEvent.type(contact, '王美丽');
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(save);
    const said = await canvas.findAllByText('Failed to update warehouse. Please try again.');
    await expect(said).toHaveLength(2);
    const [, besideSave] = said;
    await expect(besideSave && onScreen(besideSave)).toBe(true);
    await expect(canvas.getByRole('textbox', { name: 'Contact person' })).toHaveValue('王美丽');
    await expect(save).toBeEnabled();
  },
};

/** A settings save refused because another warehouse has the name: the name field says so. */
export const SettingsNameTaken: Story = {
  args: { entry: `/warehouse/${vancouver.id}/settings` },
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/v1/merchants/warehouses/:id', () =>
          HttpResponse.json(
            { message: 'A warehouse with this name already exists.', code: 'CONFLICT' },
            { status: 409 },
          ),
        ),
        ...common,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
    const name = canvas.getByRole('textbox', { name: 'Warehouse name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Shenzhen Consolidation Centre');
    const save = canvas.getByRole('button', { name: 'Save changes' });
    // The cursor is elsewhere when Save is pressed; the refusal brings it back to the name.
    await userEvent.click(save);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('A warehouse with this name already exists.')).toHaveLength(2);
    // The same name cannot be sent again; another one can.
    await expect(save).toBeDisabled();
    await userEvent.type(name, ' 2');
    await expect(save).toBeEnabled();
    await expect(canvas.queryByText('A warehouse with this name already exists.')).toBeNull();
  },
};

// A14: a company without team members, so the warehouse has no operator to name.
const alone = { ...vancouver, operator_ids: [], warehouse_operators: [] };

/** An owner with no team members saves the settings of a warehouse that has no operator (A14). */
export const SettingsWithoutTeam: Story = {
  args: { entry: `/warehouse/${vancouver.id}/settings` },
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/v1/merchants/warehouses/:id', async ({ request }) => {
          const fields = await fieldsOf(request);
          sent(fields);
          return HttpResponse.json({
            data: { ...alone, contact_person: fields.contact_person?.[0] ?? alone.contact_person },
          });
        }),
        http.get('/api/v1/merchants/warehouses/operators', () => HttpResponse.json({ data: [] })),
        ...lookups,
        http.get('/api/v1/merchants/warehouses/:id', () => HttpResponse.json({ data: alone })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
    const contact = canvas.getByRole('textbox', { name: 'Contact person' });
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Mei Wong');
    await expect(canvas.queryByText('Choose at least one operator.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await expect(sent.mock.calls[0]?.[0]).toEqual({ contact_person: ['Mei Wong'] });
    await expect(await within(document.body).findByText('Warehouse settings saved.')).toBeVisible();
  },
};

export const SettingsNotFound: Story = {
  args: { entry: '/warehouse/0d9b8a1e-1111-4c2b-8f00-00000000dead/settings' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses/:id', () =>
          HttpResponse.json(
            { message: 'Warehouse not found.', code: 'NOT_FOUND' },
            { status: 404 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Warehouse not found', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
