import { ORDER_CURRENCY, ORDER_MESSAGES, orderQuote, pricingDay } from '@jiyun/domain';
import type { AdditionalFee, PackageMeasures, PriceQuote } from '@jiyun/domain';
import { AppError } from '../../http/app-error.js';
import { fieldError } from '../../http/params.js';
import type { OrderRepository, OrderRow, PackValues } from '../../repositories/orders.js';
import type { ShippingLineRepository } from '../../repositories/shipping-lines.js';
import { pricedLineAt } from './present.js';

/**
 * The quote of an order's package as measured (ADR 0056): the line's prices in force at `now`,
 * the warehouse's storage terms, the parcels still in the order and the platform's rate of the
 * day, through the domain's `orderQuote`. Packing, check-price and the demo all price here.
 */
export async function quoteOrder(
  repositories: { orders: OrderRepository; shippingLines: ShippingLineRepository },
  order: OrderRow,
  measures: PackageMeasures,
  fees: readonly AdditionalFee[],
  now: Date,
): Promise<{ quote: PriceQuote; isExcepted: boolean }> {
  const { orders, shippingLines } = repositories;
  const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
  const lineRecord = await shippingLines.find(order.merchant_id, order.shipping_line_id);
  const line = lineRecord ? pricedLineAt(lineRecord, now) : null;
  if (!line) throw conflict(ORDER_MESSAGES.noPricing);
  const rate = await orders.exchangeRate(ORDER_CURRENCY, pricingDay(now));
  if (!rate) throw conflict(ORDER_MESSAGES.noExchangeRate);
  const warehouse = await orders.warehouseOf(order.merchant_id, order.warehouse_id);
  if (!warehouse) throw conflict(ORDER_MESSAGES.noPricing);
  const parcels = (await orders.parcels(order.id)).filter((parcel) => parcel.active);
  const result = orderQuote({
    line,
    measures,
    city: order.receiver_city,
    parcels: parcels.map(({ parcel }) => ({ id: parcel.id, inbound_date: parcel.inbound_date })),
    storagePolicy: warehouse,
    additionalFees: fees,
    rate,
    at: now,
  });
  if (!result.ok) {
    if (result.reason === 'negative_total') {
      throw fieldError('additional_fees', ORDER_MESSAGES.negativeTotal);
    }
    throw new AppError(
      422,
      'VALIDATION_FAILED',
      ORDER_MESSAGES.sizeRefused,
      result.refusals.map((refusal) => ({ field: refusal.rule, message: refusal.message })),
    );
  }
  return { quote: result.quote, isExcepted: result.quote.pricingUsed !== 'global' };
}

/** What packing records (the route and the demo alike): the package, and the quote it was packed at. */
export function packValuesOf(
  measures: PackageMeasures,
  fees: AdditionalFee[],
  photoKeys: string[],
  { quote, isExcepted }: { quote: PriceQuote; isExcepted: boolean },
): PackValues {
  return {
    weight: measures.weight,
    length: measures.length,
    width: measures.width,
    height: measures.height,
    fees,
    photoKeys,
    totalPrice: quote.totalPrice,
    calculations: {
      ...quote.calculations,
      shippingFee: quote.shippingFee,
      totalStorageFee: quote.totalStorageFee,
      additionalFees: quote.additionalFees,
      exchangeRate: quote.exchangeRate,
    },
    isExcepted,
  };
}
