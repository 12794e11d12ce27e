import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { canadaProvinces, operators, vancouver } from '../stories/fixtures';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

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

/** Types a whole value at once (a paste), so long forms stay quick to test. */
async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

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
      'operator_ids[]': [operators[1]?.id],
    });
    // The name is taken: said on the name field, and gone once the name changes.
    const name = canvas.getByRole('textbox', { name: 'Warehouse name' });
    await expect(
      await canvas.findByText('A warehouse with this name already exists.'),
    ).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, ' 2');
    await expect(canvas.queryByText('A warehouse with this name already exists.')).toBeNull();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Create warehouse' }));
    await expect(
      await canvas.findByText('Failed to create warehouse. Please try again.'),
    ).toBeVisible();
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
    const contact = await canvas.findByRole(
      'textbox',
      { name: 'Contact person' },
      { timeout: 5000 },
    );
    // Read-only until Edit.
    await expect(contact).toBeDisabled();
    await expect(contact).toHaveValue('Lin Chen');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();

    // Cancel restores what was stored.
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Someone Else');
    await expect(save).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('textbox', { name: 'Contact person' })).toHaveValue('Lin Chen');

    // Removing the only operator is not allowed to be saved.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Lin Chen' }));
    await expect(canvas.getByText('Choose at least one operator.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const editable = canvas.getByRole('textbox', { name: 'Contact person' });
    await userEvent.clear(editable);
    await userEvent.type(editable, 'Mei Wong');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    // Only what changed is sent.
    await expect(sent.mock.calls[0]?.[0]).toEqual({ contact_person: ['Mei Wong'] });
    // Toasts live in a region at the edge of the page, outside the page's own element.
    await expect(await within(document.body).findByText('Warehouse settings saved.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Contact person' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Contact person' })).toHaveValue('Mei Wong');
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
