import { COUNTRY_NAMES, isSupportedCountry } from '@jiyun/domain';
import type { NewNotification } from '../notifications/notify.js';
import type { StaffProfileUpdate } from '../repositories/profile-reviews-staff.js';
import type { StaffDepositClaim, StaffLine } from '../repositories/shipping-lines-staff.js';

/** What staff decisions tell the merchant, in both languages of the app. */

function route(departing: string, arriving: string): { en: string; zhHans: string } {
  const name = (code: string) =>
    isSupportedCountry(code) ? COUNTRY_NAMES[code] : { name: code, zh_name: code };
  return {
    en: `${name(departing).name} → ${name(arriving).name}`,
    zhHans: `${name(departing).zh_name} → ${name(arriving).zh_name}`,
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function lineApproved(line: StaffLine): NewNotification {
  return {
    type: 'info',
    title: { en: 'Shipping line approved', zhHans: '物流专线已审核通过' },
    subject: { type: 'shipping_line', id: line.id, warehouse_id: null },
    body: {
      en: `Your shipping line ${line.name} (${line.route_code}) was approved and is now active: it takes new parcels and orders.`,
      zhHans: `您的物流专线「${line.name}」（${line.route_code}）已审核通过并启用，现在可以接收新的包裹和订单。`,
    },
  };
}

export function lineRejected(
  line: StaffLine,
  reason: { en: string; zhHans: string },
): NewNotification {
  return {
    type: 'error',
    title: { en: 'Shipping line not approved', zhHans: '物流专线未通过审核' },
    subject: { type: 'shipping_line', id: line.id, warehouse_id: null },
    body: {
      en: `Your shipping line ${line.name} (${line.route_code}) was not approved and has been removed. Reason: ${reason.en}`,
      zhHans: `您的物流专线「${line.name}」（${line.route_code}）未通过审核，已被移除。原因：${reason.zhHans}`,
    },
    mainContent: {
      en: `${reason.en}\nYou can submit the line again with the details corrected.`,
      zhHans: `${reason.zhHans}\n修改相关信息后，您可以重新提交该物流专线。`,
    },
  };
}

export function depositVerified(claim: StaffDepositClaim): NewNotification {
  const { en, zhHans } = route(claim.departing_country, claim.arriving_country);
  return {
    type: 'info',
    title: { en: 'Deposit payment verified', zhHans: '保证金付款已确认' },
    about: 'shipping_lines',
    body: {
      en: `Your deposit payment of USD ${dollars(claim.amount_cents)} for ${en} was verified.`,
      zhHans: `您为 ${zhHans} 物流专线支付的保证金 ${dollars(claim.amount_cents)} 美元已确认到账。`,
    },
  };
}

export function depositRefused(
  claim: StaffDepositClaim,
  reason: { en: string; zhHans: string },
): NewNotification {
  const { en, zhHans } = route(claim.departing_country, claim.arriving_country);
  return {
    type: 'warning',
    title: { en: 'Deposit payment not confirmed', zhHans: '保证金付款未确认' },
    about: 'shipping_lines',
    body: {
      en: `We could not confirm your deposit payment of USD ${dollars(claim.amount_cents)} for ${en}. Reason: ${reason.en}`,
      zhHans: `我们未能确认您为 ${zhHans} 物流专线支付的保证金 ${dollars(claim.amount_cents)} 美元。原因：${reason.zhHans}`,
    },
    mainContent: { en: reason.en, zhHans: reason.zhHans },
  };
}

/** What a display change asked for, in words: the new name, a new avatar, or both. */
function displayChange(update: StaffProfileUpdate): { en: string; zhHans: string } {
  const name = update.display_name;
  const avatar = update.avatar_url !== null;
  if (name !== null && avatar) {
    return { en: `the name "${name}" and the new avatar`, zhHans: `名称「${name}」和新头像` };
  }
  if (name !== null) return { en: `the name "${name}"`, zhHans: `名称「${name}」` };
  return { en: 'the new avatar', zhHans: '新头像' };
}

export function profileApproved(update: StaffProfileUpdate): NewNotification {
  const change = displayChange(update);
  return {
    type: 'info',
    title: { en: 'Display information approved', zhHans: '展示信息已审核通过' },
    about: 'admin',
    body: {
      en: `Your company now shows ${change.en} to customers in the mobile app.`,
      zhHans: `您的公司现已在客户端向客户展示${change.zhHans}。`,
    },
  };
}

export function profileRejected(
  update: StaffProfileUpdate,
  reason: { en: string; zhHans: string },
): NewNotification {
  const change = displayChange(update);
  return {
    type: 'error',
    title: { en: 'Display information not approved', zhHans: '展示信息未通过审核' },
    about: 'admin',
    body: {
      en: `Your request to show ${change.en} was not approved. Reason: ${reason.en}`,
      zhHans: `您提交的${change.zhHans}未通过审核。原因：${reason.zhHans}`,
    },
    mainContent: {
      en: `${reason.en}\nYour company keeps its current name and avatar. You can submit a new change under Admin → Company profile.`,
      zhHans: `${reason.zhHans}\n公司将继续使用当前的名称和头像。您可以在“管理 → 公司资料”中重新提交修改。`,
    },
  };
}

/** What an order step of staff (or of the customer, through staff) tells the merchant. */
export interface OrderNoticeSubject {
  id: string;
  order_no: number;
  customer_username: string;
  route_code: string;
  total_price: number | null;
  currency: string;
}

function orderSubject(order: OrderNoticeSubject): NewNotification['subject'] {
  return { type: 'order', id: order.id, warehouse_id: null };
}

export function orderCreated(order: OrderNoticeSubject, parcelCount: number): NewNotification {
  return {
    type: 'info',
    title: { en: 'New order to pack', zhHans: '新订单待打包' },
    subject: orderSubject(order),
    body: {
      en: `${order.customer_username} ordered ${parcelCount} parcel${parcelCount === 1 ? '' : 's'} on ${order.route_code}: order #${order.order_no} is waiting to be packed.`,
      zhHans: `客户 ${order.customer_username} 在物流专线 ${order.route_code} 下单了 ${parcelCount} 个包裹：订单 #${order.order_no} 等待打包。`,
    },
  };
}

export function orderPaid(order: OrderNoticeSubject): NewNotification {
  const amount = `${(order.total_price ?? 0).toFixed(2)} ${order.currency}`;
  return {
    type: 'info',
    title: { en: 'Order paid', zhHans: '订单已付款' },
    subject: orderSubject(order),
    body: {
      en: `${order.customer_username} paid ${amount} for order #${order.order_no}: enter the tracking number when it ships.`,
      zhHans: `客户 ${order.customer_username} 已为订单 #${order.order_no} 支付 ${amount}，发货后请填写运单号。`,
    },
  };
}

export function orderDelivered(order: OrderNoticeSubject): NewNotification {
  return {
    type: 'info',
    title: { en: 'Order delivered', zhHans: '订单已送达' },
    subject: orderSubject(order),
    body: {
      en: `Order #${order.order_no} of ${order.customer_username} was delivered.`,
      zhHans: `客户 ${order.customer_username} 的订单 #${order.order_no} 已送达。`,
    },
  };
}

export function orderCompleted(order: OrderNoticeSubject): NewNotification {
  return {
    type: 'info',
    title: { en: 'Order completed', zhHans: '订单已完成' },
    subject: orderSubject(order),
    body: {
      en: `${order.customer_username} confirmed order #${order.order_no}: it is completed.`,
      zhHans: `客户 ${order.customer_username} 已确认收货，订单 #${order.order_no} 已完成。`,
    },
  };
}

/** What a return step tells the merchant. */
export interface ReturnNoticeSubject {
  id: string;
  return_no: number;
  customer_username: string;
  total_price_cents: number | null;
  currency: string;
}

function returnSubject(row: ReturnNoticeSubject): NewNotification['subject'] {
  return { type: 'return', id: row.id, warehouse_id: null };
}

export function returnCreated(row: ReturnNoticeSubject, parcelId: number): NewNotification {
  return {
    type: 'info',
    title: { en: 'New return to pack', zhHans: '新退货单待打包' },
    subject: returnSubject(row),
    body: {
      en: `${row.customer_username} asked to return parcel ${parcelId}: return R${row.return_no} is waiting to be packed.`,
      zhHans: `客户 ${row.customer_username} 申请退回包裹 ${parcelId}：退货单 R${row.return_no} 等待打包。`,
    },
  };
}

export function returnPaid(row: ReturnNoticeSubject): NewNotification {
  const amount = `${dollars(row.total_price_cents ?? 0)} ${row.currency}`;
  return {
    type: 'info',
    title: { en: 'Return paid', zhHans: '退货单已付款' },
    subject: returnSubject(row),
    body: {
      en: `${row.customer_username} paid ${amount} for return R${row.return_no}: enter the tracking number when it ships.`,
      zhHans: `客户 ${row.customer_username} 已为退货单 R${row.return_no} 支付 ${amount}，发货后请填写运单号。`,
    },
  };
}

export function returnDelivered(row: ReturnNoticeSubject): NewNotification {
  return {
    type: 'info',
    title: { en: 'Return delivered', zhHans: '退货已送达' },
    subject: returnSubject(row),
    body: {
      en: `Return R${row.return_no} of ${row.customer_username} was delivered.`,
      zhHans: `客户 ${row.customer_username} 的退货单 R${row.return_no} 已送达。`,
    },
  };
}

export function returnCompleted(row: ReturnNoticeSubject): NewNotification {
  return {
    type: 'info',
    title: { en: 'Return completed', zhHans: '退货单已完成' },
    subject: returnSubject(row),
    body: {
      en: `${row.customer_username} confirmed return R${row.return_no}: it is completed.`,
      zhHans: `客户 ${row.customer_username} 已确认，退货单 R${row.return_no} 已完成。`,
    },
  };
}

/** What a settlement step tells the merchant (ADR 0063). */
export interface SettlementNoticeSubject {
  statement_no: number;
  cycle_from: string;
  cycle_to: string;
  payable_cents: number;
  currency: string;
}

function settlementSubject(row: SettlementNoticeSubject): NewNotification['subject'] {
  return { type: 'settlement', id: `S${row.statement_no}`, warehouse_id: null };
}

export function settlementIssued(row: SettlementNoticeSubject): NewNotification {
  const amount = `${dollars(row.payable_cents)} ${row.currency}`;
  return {
    type: 'warning',
    title: { en: 'New settlement statement', zhHans: '新的结算单' },
    subject: settlementSubject(row),
    body: {
      en: `Settlement S${row.statement_no} for ${row.cycle_from} – ${row.cycle_to} is ready: ${amount} payable to you. Confirm it by uploading your invoice.`,
      zhHans: `结算单 S${row.statement_no}（${row.cycle_from} 至 ${row.cycle_to}）已生成，应付您 ${amount}。请上传发票以确认。`,
    },
  };
}

export function settlementApproved(row: SettlementNoticeSubject): NewNotification {
  const amount = `${dollars(row.payable_cents)} ${row.currency}`;
  return {
    type: 'info',
    title: { en: 'Settlement approved', zhHans: '结算单已审核通过' },
    subject: settlementSubject(row),
    body: {
      en: `Settlement S${row.statement_no} was approved: ${amount} will be paid to your bank account.`,
      zhHans: `结算单 S${row.statement_no} 已审核通过，${amount} 将支付至您的银行账户。`,
    },
  };
}

export function settlementRejected(
  row: SettlementNoticeSubject,
  reason: { en: string; zhHans: string },
): NewNotification {
  return {
    type: 'error',
    title: { en: 'Settlement documents rejected', zhHans: '结算单资料未通过审核' },
    subject: settlementSubject(row),
    body: {
      en: `The documents for settlement S${row.statement_no} were rejected. Reason: ${reason.en}`,
      zhHans: `结算单 S${row.statement_no} 的资料未通过审核。原因：${reason.zhHans}`,
    },
    mainContent: {
      en: `${reason.en}\nUpload corrected documents from Billing.`,
      zhHans: `${reason.zhHans}\n请在账单页面重新上传更正后的资料。`,
    },
  };
}
