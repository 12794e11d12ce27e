import type { FastifyInstance } from 'fastify';
import type { ReturnRow } from '../repositories/returns.js';

let customerCount = 0;

/**
 * An unpacked return of one of the merchant's parcels in stock (in no open order), for the
 * parcel's customer (created when the platform has none with that customer id).
 */
export async function plantReturn(app: FastifyInstance, merchantId: string): Promise<ReturnRow> {
  const { orders, returns } = app.repositories;
  const [parcel] = await returns.returnableParcels(merchantId, undefined, 1);
  if (!parcel) throw new Error('No parcel in stock for a test return.');
  customerCount += 1;
  const stamp = `${customerCount}${Date.now() % 100000}`;
  const customer =
    (await orders.findCustomer(parcel.personal_id)) ??
    (await orders.createCustomer({
      username: `li.na.returns.${stamp}`,
      email: `li.na.returns.${stamp}@example.com`,
      personal_id: parcel.personal_id,
    }));
  const created = await returns.create({
    merchantId,
    customer,
    parcelId: parcel.id,
    reason: '尺码不合适，退回卖家换货 Wrong size, back to the seller for an exchange',
    originalOrderNo: `TB${stamp.padStart(16, '7')}`,
    receiver: {
      receiver_name: '杭州优品服饰有限公司退货部 Hangzhou Youpin Apparel Returns Dept.',
      receiver_phone: '+86 571-8765-4321',
      receiver_address: '浙江省杭州市余杭区文一西路969号 3号楼 5层 退货仓',
    },
    note: '请用原包装寄回。Please return in the original box.',
  });
  if (!created.ok) throw new Error(`The test return was refused: ${created.refusal}`);
  return created.value;
}
