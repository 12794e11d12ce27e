import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pendingUntil, pricingDayStart, type ShippingLineDetail } from '@jiyun/domain';
import {
  activeLine,
  globalPricing,
  lineWithoutPricing,
  lineWithoutSize,
  lineWithPendingPricing,
  pendingLine,
  shenzhenWarehouse,
  suspendedLine,
  toronto,
} from '../stories/fixtures';
import { lineHandlers } from '../stories/handlers';
import { laptop1280 } from '../../../test/viewport';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

const meta = {
  title: 'Pages/Shipping Lines/Detail',
  component: AppStoryScreen,
  args: { entry: `/shippingLines/${activeLine.id}` },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: { handlers: lineHandlers(activeLine) },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = '温哥华空运普货物流专线';

async function pageOf(canvasElement: HTMLElement, title = NAME) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  return canvas;
}

/** The status tag beside the page's title. */
function titleRow(canvasElement: HTMLElement) {
  const heading = within(canvasElement).getByRole('heading', { level: 1 });
  return within(heading.parentElement as HTMLElement);
}

function sectionOf(canvasElement: HTMLElement, title: string): HTMLElement {
  const heading = within(canvasElement).getByRole('heading', { level: 2, name: title });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section titled ${title}`);
  return section;
}

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** An active line on its basic-information tab, as it opens. */
export const Default: Story = {};

export const BasicInformation: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Shipping Lines' })).toHaveAttribute(
      'href',
      '/shippingLines',
    );
    await expect(within(crumbs).getByText(`${NAME} Details`)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Basic information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('7 days – 2 weeks')).toBeVisible();
    const warehouse = sectionOf(canvasElement, 'Linked warehouse');
    await expect(
      within(warehouse).getByRole('link', { name: shenzhenWarehouse.warehouse_name }),
    ).toHaveAttribute('href', `/warehouse/${shenzhenWarehouse.id}`);
    const coverage = sectionOf(canvasElement, 'Province and city coverage');
    await expect(within(coverage).getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(
      within(coverage).getByRole('button', { name: 'Edit' }),
    ).toHaveAccessibleDescription(
      'Coverage is set when the line is created and cannot be changed.',
    );
    await expect(within(coverage).getByText('Toronto, Ottawa')).toBeVisible();
  },
};

/** A line waiting for approval: every Edit is disabled and the page says why (spec 4). */
export const PendingEditsDisabled: Story = {
  args: { entry: `/shippingLines/${pendingLine.id}` },
  parameters: { msw: { handlers: lineHandlers(pendingLine) } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'CN-CA-A-G');
    const reason =
      'This shipping line is pending approval (2–4 business days). Its sections can be edited once it is approved.';
    await expect(canvas.getByText(reason)).toBeVisible();
    for (const title of ['Display information', 'Route information', 'Linked warehouse']) {
      const edit = within(sectionOf(canvasElement, title)).getByRole('button', { name: 'Edit' });
      await expect(edit).toBeDisabled();
      await expect(edit).toHaveAccessibleDescription(reason);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Status settings' }));
    const items = canvas.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Delete']);
  },
};

export const SuspendFromMenu: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Status settings' }));
    await expect(canvas.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Suspend',
      'Delete',
    ]);
    // The trigger sits at the right edge of the page: its menu opens leftwards, on screen.
    const menu = canvas.getByRole('menu', { name: 'Status settings' });
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Suspend' }));
    const dialog = await body.findByRole('dialog', { name: 'Suspend this shipping line?' });
    await expect(
      within(dialog).getByText(
        'A suspended line takes no new orders. Its data is kept and you can reactivate it at any time.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    // The line is asked for again and shows its new status.
    await waitFor(() => expect(titleRow(canvasElement).getByText('Suspended')).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Status settings' }));
    await expect(canvas.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Reactivate',
      'Delete',
    ]);
  },
};

export const ReactivateSuspended: Story = {
  args: { entry: `/shippingLines/${suspendedLine.id}` },
  parameters: { msw: { handlers: lineHandlers(suspendedLine) } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, suspendedLine.basicInfo.displayInformation.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Status settings' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Reactivate' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Reactivate this shipping line?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(titleRow(canvasElement).getByText('Active')).toBeVisible(), {
      timeout: 5000,
    });
  },
};

export const DeleteGoesToList: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status settings' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete this shipping line?',
    });
    await expect(
      within(dialog).getByText(
        'Deleting cannot be undone: the line and its settings are gone for good.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Shipping Lines' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const StatusChangeFails: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine, { failPatch: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status settings' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Suspend' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Suspend this shipping line?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(
      await canvas.findByText(
        'Failed to change the status of the shipping line. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(titleRow(canvasElement).getByText('Active')).toBeVisible();
  },
};

/** Display: a blank name is refused; Save waits for a change; a save shows the new name. */
export const EditDisplay: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const section = within(sectionOf(canvasElement, 'Display information'));
    await userEvent.click(section.getByRole('button', { name: 'Edit' }));
    const save = section.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const name = section.getByRole('textbox', { name: 'Name' });
    await typeInto(name, '   ');
    await userEvent.tab();
    await expect(section.getByText('Enter a name of at most 100 characters.')).toBeVisible();
    await expect(save).toBeDisabled();
    await typeInto(name, '温哥华空运特快物流专线');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: '温哥华空运特快物流专线' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Route times compare in days (A18): 3 weeks is not less than 2 weeks. */
export const EditRouteValidation: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const section = within(sectionOf(canvasElement, 'Route information'));
    await userEvent.click(section.getByRole('button', { name: 'Edit' }));
    await userEvent.selectOptions(
      section.getByRole('combobox', { name: 'Unit of the shortest time' }),
      'weeks',
    );
    await typeInto(section.getByRole('textbox', { name: 'Shortest delivery time' }), '3');
    await userEvent.tab();
    await expect(
      section.getByText('The shortest time must be less than the longest.'),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
    await typeInto(section.getByRole('textbox', { name: 'Shortest delivery time' }), '1');
    await expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A failed save says so and keeps the form with what was typed (A23). */
export const FailedSaveKeepsInput: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine, { failPatch: true }) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const section = within(sectionOf(canvasElement, 'Route information'));
    await userEvent.click(section.getByRole('button', { name: 'Edit' }));
    const shortest = section.getByRole('textbox', { name: 'Shortest delivery time' });
    await typeInto(shortest, '5');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    await expect(
      await section.findByText(
        'Failed to save the changes. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(shortest).toHaveValue('5');
    await expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Clicking the chosen warehouse deselects it, and a warehouse is required (spec 5). */
export const EditWarehouse: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const section = within(sectionOf(canvasElement, 'Linked warehouse'));
    await userEvent.click(section.getByRole('button', { name: 'Edit' }));
    const current = await section.findByRole('button', {
      name: new RegExp(shenzhenWarehouse.warehouse_name),
    });
    await expect(current).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(current);
    await expect(current).toHaveAttribute('aria-pressed', 'false');
    await expect(section.getByText('Choose a warehouse.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(section.getByRole('button', { name: /Guangzhou Baiyun Consolidation/ }));
    await expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The price tab while a change waits for its 30 days (A25). */
export const PricePending: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  parameters: { msw: { handlers: lineHandlers(lineWithPendingPricing) } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Price settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const global = within(sectionOf(canvasElement, 'Global pricing'));
    await expect(global.getByText('Chinese Yuan (CNY)')).toBeVisible();
    await expect(global.getByText('Pending until 2026-12-20')).toBeVisible();
    await expect(global.getByText(/¥48\.00/)).toBeVisible();
    const exceptions = within(sectionOf(canvasElement, 'Exception cities'));
    await expect(exceptions.getByText('Pending until 2026-12-20')).toBeVisible();
  },
};

export const EditGlobalPricing: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const section = within(sectionOf(canvasElement, 'Global pricing'));
    await userEvent.click(section.getByRole('button', { name: 'Edit' }));
    await expect(section.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    const base = section.getByRole('textbox', { name: 'Base price' });
    await typeInto(base, '0');
    await userEvent.tab();
    await expect(
      section.getByText('Enter an amount above 0 with at most 2 decimals.'),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
    await typeInto(base, '46.5');
    await expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A line stored without prices: the card says so and offers Add, with the spec's defaults. */
export const AddGlobalPricing: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  parameters: { msw: { handlers: lineHandlers(lineWithoutPricing) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const section = within(sectionOf(canvasElement, 'Global pricing'));
    await expect(
      section.getByText('No global pricing yet. Add it so this line can price parcels.'),
    ).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Add' }));
    await expect(section.getByRole('textbox', { name: 'Volumetric divisor' })).toHaveValue('5000');
    await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
    await typeInto(section.getByRole('textbox', { name: 'Base price' }), '40');
    await typeInto(section.getByRole('textbox', { name: 'Additional weight price' }), '12');
    await expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A covered city is added at 0 / 0 / 1 kg / 5000 (A19); removing it again is no change. */
export const EditExceptionCities: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const section = within(sectionOf(canvasElement, 'Exception cities'));
    await userEvent.click(section.getByRole('button', { name: 'Edit' }));
    await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The covered cities come with the destination's locations.
    const addCity = section.getByRole('combobox', { name: 'Add a city' });
    await waitFor(() => expect(addCity).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(addCity);
    await userEvent.click(await within(document.body).findByRole('option', { name: /Vancouver/ }));
    await expect(section.getByRole('textbox', { name: 'Base price · Vancouver' })).toHaveValue('0');
    await expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(
      section.getByRole('button', { name: 'Remove Vancouver · British Columbia' }),
    );
    await waitFor(() => expect(section.getByRole('button', { name: 'Save' })).toBeDisabled());
  },
};

/** No constraints yet: Add; Save waits for all eight (spec 5). */
export const AddSizeConstraints: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/size` },
  parameters: { msw: { handlers: lineHandlers(lineWithoutSize) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const section = within(sectionOf(canvasElement, 'Parcel size constraints'));
    await userEvent.click(section.getByRole('button', { name: 'Add' }));
    const save = section.getByRole('button', { name: 'Save' });
    await typeInto(section.getByRole('textbox', { name: 'Minimum weight' }), '0.5');
    await typeInto(section.getByRole('textbox', { name: 'Maximum weight' }), '30');
    await typeInto(section.getByRole('textbox', { name: 'Maximum volume' }), '0');
    await userEvent.tab();
    await expect(section.getByText('Enter a number above 0 (digits and one dot).')).toBeVisible();
    await expect(save).toBeDisabled();
    await typeInto(section.getByRole('textbox', { name: 'Maximum volume' }), '0.2');
    await userEvent.selectOptions(
      section.getByRole('combobox', { name: 'Unit of the volume' }),
      'cubic_m',
    );
    await typeInto(section.getByRole('textbox', { name: 'Longest side' }), '120');
    await typeInto(section.getByRole('textbox', { name: 'Length + girth' }), '300');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await section.findByText('30 kg', {}, { timeout: 5000 })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Edit' })).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------
// Price calculator (issue 12): priced as typed, on the line's detail only
// ---------------------------------------------------------------------------------------------

/** The calculator's fields, found in its card. */
function calculatorOf(canvasElement: HTMLElement) {
  const card = within(sectionOf(canvasElement, 'Price calculator'));
  return {
    card,
    weight: card.getByRole('textbox', { name: 'Weight' }),
    length: card.getByRole('textbox', { name: 'Length' }),
    width: card.getByRole('textbox', { name: 'Width' }),
    height: card.getByRole('textbox', { name: 'Height' }),
    city: card.getByRole('combobox', { name: 'Destination city' }),
  };
}

async function typeParcel(
  canvasElement: HTMLElement,
  parcel: { weight: string; length: string; width: string; height: string },
) {
  const fields = calculatorOf(canvasElement);
  await typeInto(fields.weight, parcel.weight);
  await typeInto(fields.length, parcel.length);
  await typeInto(fields.width, parcel.width);
  await typeInto(fields.height, parcel.height);
}

async function chooseCity(canvasElement: HTMLElement, city: RegExp) {
  const { city: field } = calculatorOf(canvasElement);
  await userEvent.click(field);
  await userEvent.click(await within(document.body).findByRole('option', { name: city }));
}

/** A quote's breakdown as label → value, read from its list. */
function breakdownOf(canvasElement: HTMLElement, title: string): Record<string, string> {
  const quote = within(sectionOf(canvasElement, 'Price calculator')).getByRole('region', {
    name: title,
  });
  const rows: Record<string, string> = {};
  for (const term of quote.querySelectorAll('dt')) {
    rows[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return rows;
}

/** 40 × 30 × 20 cm at 1.2 kg weighs 4.8 kg by volume (÷ 5000): 5 kg charged, 0.5 kg + 9 steps. */
export const CalculatorGlobalPrice: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const { card } = calculatorOf(canvasElement);
    await expect(
      card.getByText('Enter the weight and the three sides to see the price.'),
    ).toBeVisible();
    await typeParcel(canvasElement, { weight: '1.2', length: '40', width: '30', height: '20' });
    await chooseCity(canvasElement, /Vancouver/);
    await expect(breakdownOf(canvasElement, 'Under the current prices')).toEqual({
      'Actual weight': '1.2 kg',
      'Volumetric weight': '4.8 kg',
      'Chargeable weight': '5 kg',
      'First weight (0.5 kg)': '¥45.00',
      'Additional weight': '9 × ¥15.00 = ¥135.00',
      'Pricing applied': 'Global pricing',
      'Total (CNY)': '¥180.00',
    });
    // Nothing is pending on this line: one quote only.
    await expect(card.queryByRole('region', { name: /pending prices/ })).toBeNull();
  },
};

/** Toronto has its own prices (52 + 18.5 per 0.5 kg, ÷ 6000): 2.35 kg → 2.5 kg charged. */
export const CalculatorExceptionCity: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    await typeParcel(canvasElement, { weight: '2.35', length: '30', width: '20', height: '15' });
    await chooseCity(canvasElement, /Toronto/);
    await expect(breakdownOf(canvasElement, 'Under the current prices')).toEqual({
      'Actual weight': '2.35 kg',
      'Volumetric weight': '1.5 kg',
      'Chargeable weight': '2.5 kg',
      'First weight (0.5 kg)': '¥52.00',
      'Additional weight': '4 × ¥18.50 = ¥74.00',
      'Pricing applied': 'Exception city: Toronto',
      'Total (CNY)': '¥126.00',
    });
    // Cleared, the city is priced with the global pricing again: 45 + 4 × 15 (2.35 kg > 1.5 kg).
    await userEvent.click(
      calculatorOf(canvasElement).card.getByRole('button', { name: 'Clear the destination city' }),
    );
    await waitFor(() =>
      expect(breakdownOf(canvasElement, 'Under the current prices')).toMatchObject({
        'Pricing applied': 'Global pricing',
        'Total (CNY)': '¥105.00',
      }),
    );
  },
};

/** A change saved three days ago, so it is still pending whenever the story runs (A25). */
const savedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
const pendingFrom = pendingUntil(savedAt);
const pendingChange = {
  saved_at: savedAt.toISOString(),
  effective_from: pricingDayStart(pendingFrom).toISOString(),
};
const lineWithPendingChange: ShippingLineDetail = {
  ...activeLine,
  pricingInfo: {
    globalPricingInfomation: {
      ...globalPricing,
      pending: {
        currency: 'CNY',
        base_price: 48,
        unit: 0.5,
        additional_weight_price: 16,
        per_unit: 'per_half_kg',
        volumetric_divisor: 5000,
        ...pendingChange,
      },
    },
    exceptionPricingInformation: {
      exception_arr: [toronto],
      pending: {
        ...pendingChange,
        exception_arr: [{ ...toronto, base_price: 0, additional_weight_price: 0 }],
      },
    },
  },
};

/** Both quotes: 45 + 2 × 15 now, 48 + 2 × 16 from the pending date; Toronto becomes free. */
export const CalculatorPendingChange: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  parameters: { msw: { handlers: lineHandlers(lineWithPendingChange) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    await typeParcel(canvasElement, { weight: '1.2', length: '30', width: '20', height: '10' });
    await chooseCity(canvasElement, /Ottawa/);
    const pendingTitle = `Under the pending prices, from ${pendingFrom}`;
    await expect(breakdownOf(canvasElement, 'Under the current prices')).toMatchObject({
      'Chargeable weight': '1.5 kg',
      'Additional weight': '2 × ¥15.00 = ¥30.00',
      'Total (CNY)': '¥75.00',
    });
    await expect(breakdownOf(canvasElement, pendingTitle)).toEqual({
      'Actual weight': '1.2 kg',
      'Volumetric weight': '1.2 kg',
      'Chargeable weight': '1.5 kg',
      'First weight (0.5 kg)': '¥48.00',
      'Additional weight': '2 × ¥16.00 = ¥32.00',
      'Pricing applied': 'Global pricing',
      'Total (CNY)': '¥80.00',
      'Difference from the current price': '+¥5.00',
    });
    await chooseCity(canvasElement, /Toronto/);
    await expect(breakdownOf(canvasElement, 'Under the current prices')).toMatchObject({
      'Pricing applied': 'Exception city: Toronto',
      'Total (CNY)': '¥89.00',
    });
    await expect(breakdownOf(canvasElement, pendingTitle)).toMatchObject({
      'Pricing applied': 'Exception city: Toronto',
      'Total (CNY)': '¥0.00',
      'Difference from the current price': '−¥89.00',
    });
  },
};

/** 31 kg, 130 × 50 × 40 cm breaks four of the line's limits; each says why, in words. */
export const CalculatorSizeRefusal: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    await typeParcel(canvasElement, { weight: '31', length: '130', width: '50', height: '40' });
    const quote = within(
      calculatorOf(canvasElement).card.getByRole('region', { name: 'Under the current prices' }),
    );
    await expect(quote.getByText('This line cannot take this parcel:')).toBeVisible();
    await expect(quote.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The parcel weighs 31 kg; this line takes parcels of at most 30 kg.',
      "The parcel's volume is 0.26 m³; this line takes at most 0.2 m³.",
      "The parcel's longest side is 130 cm; this line takes at most 120 cm.",
      "The parcel's longest side plus twice the other two is 310 cm; this line takes at most 300 cm.",
    ]);
    await expect(quote.queryByText('Total (CNY)')).toBeNull();
  },
};

/** The same refusal in Chinese. */
export const CalculatorSizeRefusalInChinese: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const card = within(sectionOf(canvasElement, '运费试算'));
    await typeInto(card.getByRole('textbox', { name: '重量' }), '0.05');
    await typeInto(card.getByRole('textbox', { name: '长' }), '121');
    await typeInto(card.getByRole('textbox', { name: '宽' }), '10');
    await typeInto(card.getByRole('textbox', { name: '高' }), '10');
    const quote = within(card.getByRole('region', { name: '按当前价格' }));
    await expect(quote.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '包裹重量为 0.05 千克，该物流专线只接受至少 0.1 千克的包裹。',
      '包裹最长边为 121 厘米，该物流专线最多接受 120 厘米。',
    ]);
  },
};

/** Wrong fields say why under themselves; the quote waits until all four can be read. */
export const CalculatorInvalidInput: Story = {
  args: { entry: `/shippingLines/${activeLine.id}/price` },
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement);
    const { card, weight, length, width, height } = calculatorOf(canvasElement);
    // Blank fields are not called wrong before the merchant has been in them.
    await expect(height).not.toHaveAttribute('aria-invalid');
    await typeInto(weight, '0');
    await typeInto(length, '1.005');
    await typeInto(width, '1001');
    await userEvent.click(height);
    await userEvent.tab();
    await expect(weight).toHaveAccessibleDescription(/Enter a number above 0\./);
    await expect(length).toHaveAccessibleDescription(/Enter at most 2 decimals\./);
    await expect(width).toHaveAccessibleDescription(/Enter at most 1,000 cm\./);
    await expect(height).toHaveAccessibleDescription(/Enter a value\./);
    await expect(
      card.getByText('Enter the weight and the three sides to see the price.'),
    ).toBeVisible();
    await typeParcel(canvasElement, { weight: '0.8', length: '25', width: '20', height: '10' });
    await expect(weight).not.toHaveAttribute('aria-invalid', 'true');
    await expect(breakdownOf(canvasElement, 'Under the current prices')).toMatchObject({
      'Chargeable weight': '1 kg',
      'Total (CNY)': '¥60.00',
    });
  },
};

export const InChinese: Story = {
  parameters: { msw: { handlers: lineHandlers(activeLine) } },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: '面包屑导航' });
    await expect(within(crumbs).getByRole('link', { name: '物流专线' })).toBeVisible();
    await expect(within(crumbs).getByText(`${NAME} 详情`)).toBeVisible();
    await expect(titleRow(canvasElement).getByText('运营中')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '价格设置' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/shipping-lines/:id', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: activeLine });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Shipping Lines' }, { timeout: 5000 });
    await expect(canvas.queryByText('Loading the shipping line…')).toBeNull();
    await expect(
      await canvas.findByText('Loading the shipping line…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/shipping-lines/:id', () =>
          HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Shipping line not found.', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to shipping lines' })).toBeVisible();
  },
};
