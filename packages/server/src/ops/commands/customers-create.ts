import { isUniqueViolation } from '../../repositories/warehouses.js';
import { OpsRefusal, OpsUsageError, requiredText } from '../command.js';
import type { OpsCommand } from '../command.js';

const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const customersCreate: OpsCommand = {
  name: 'customers:create',
  summary: "Create a customer of the platform (the customer app's sign-up stand-in)",
  usage: 'customers:create <username> --email <email> --personal-id <customer id on parcels>',
  example:
    'pnpm ops customers:create wang.xiaoming --email wang.xiaoming@example.com --personal-id SZ4821',
  positionals: 1,
  options: { email: { type: 'string' }, 'personal-id': { type: 'string' } },
  async run({ open }, input) {
    const username = input.positionals[0];
    if (username === undefined) throw new OpsUsageError('Missing <username>.');
    if (!USERNAME.test(username)) {
      throw new OpsUsageError(
        '<username> must be 3-40 letters, digits, dots, hyphens or underscores.',
      );
    }
    const email = requiredText(input, 'email', 'wang.xiaoming@example.com');
    if (!EMAIL.test(email)) throw new OpsUsageError(`--email must be an email address, got "${email}".`);
    const personalId = requiredText(input, 'personal-id', 'SZ4821');
    const { orders } = await open();
    try {
      const customer = await orders.createCustomer({
        username,
        email,
        personal_id: personalId,
      });
      return {
        json: customer,
        text: `Created customer ${customer.username} <${customer.email}> (customer id ${customer.personal_id}): ${customer.id}`,
      };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new OpsRefusal(
          'A customer with this username, email or customer id already exists.',
        );
      }
      throw error;
    }
  },
};
