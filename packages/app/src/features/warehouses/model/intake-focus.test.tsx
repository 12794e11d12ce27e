import { describe, expect, it } from 'vitest';
import { nextIntakeField } from './intake-focus';

function page(): { fields: HTMLElement[]; byName: (name: string) => HTMLElement } {
  document.body.innerHTML = `
    <form>
      <input name="inbound_date" />
      <input name="shelf_location" data-intake />
      <input name="tracking_id" data-intake />
      <input name="personal_id" data-intake />
      <textarea name="notes"></textarea>
      <select name="shipping_route_code" data-intake></select>
    </form>`;
  const fields = [...document.querySelectorAll<HTMLElement>('[data-intake]')];
  const byName = (name: string) => {
    const field = document.querySelector<HTMLElement>(`[name="${name}"]`);
    if (!field) throw new Error(`no field ${name}`);
    return field;
  };
  return { fields, byName };
}

describe('nextIntakeField', () => {
  it.each([
    ['tracking_id', 'personal_id'],
    ['shelf_location', 'tracking_id'],
    ['personal_id', 'shipping_route_code'],
    // A box outside the chain hands over to the first intake field after it.
    ['inbound_date', 'shelf_location'],
    ['notes', 'shipping_route_code'],
  ])('Enter in %s goes to %s', (from, to) => {
    const { fields, byName } = page();
    expect(nextIntakeField(fields, byName(from))?.getAttribute('name')).toBe(to);
  });

  it('the last field has no next one', () => {
    const { fields, byName } = page();
    expect(nextIntakeField(fields, byName('shipping_route_code'))).toBeNull();
  });

  it('a disabled field left out of the list is skipped', () => {
    const { fields, byName } = page();
    const enabled = fields.filter((field) => field.getAttribute('name') !== 'personal_id');
    expect(nextIntakeField(enabled, byName('tracking_id'))?.getAttribute('name')).toBe(
      'shipping_route_code',
    );
  });
});
