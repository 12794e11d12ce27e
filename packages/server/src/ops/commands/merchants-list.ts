import { SHIPPING_LINE_STATUSES } from '@jiyun/domain';
import type { OpsCommand } from '../command.js';
import { dateTime, table } from '../format.js';

export const merchantsList: OpsCommand = {
  name: 'merchants:list',
  summary: 'Every company with its owner phone and its lines by status',
  usage: 'merchants:list',
  example: 'pnpm ops merchants:list',
  async run({ open }) {
    const { staff } = await open();
    const merchants = await staff.merchants();
    return {
      json: merchants.map((merchant) => ({
        ...merchant,
        created_at: merchant.created_at.toISOString(),
      })),
      text: table(
        ['Merchant id', 'Name', 'Company', 'Status', 'Owner phone', 'Lines', 'Joined'],
        merchants.map((merchant) => [
          merchant.id,
          merchant.display_name,
          merchant.company_name,
          merchant.status,
          merchant.owner_phone ?? '—',
          SHIPPING_LINE_STATUSES.filter((status) => merchant.lines[status])
            .map((status) => `${merchant.lines[status]} ${status}`)
            .join(', ') || 'none',
          dateTime(merchant.created_at),
        ]),
        'No merchant yet. Start the server once (npm start) to plant the demo companies.',
      ),
    };
  },
};
