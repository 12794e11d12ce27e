import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  CompanyType,
  ContactPosition,
  DaysUnit,
  DepositClaimStatus,
  DepositPaymentMethod,
  FreeStorageUnit,
  GoodsType,
  LengthUnit,
  NotificationSubjectType,
  NotificationType,
  OrderCalculations,
  OrderStatus,
  OverdueFeeFrequency,
  ParcelLabelSize,
  ParcelProblemType,
  ParcelStatus,
  PerUnit,
  Permission,
  PricingCurrency,
  PricingUnit,
  SettlementLineKind,
  SettlementStatus,
  ShippingLineStatus,
  TransportType,
  UserStatus,
  UserType,
  VolumeUnit,
  WarehouseStatus,
} from '@jiyun/domain';

// This file is read by drizzle-kit as well: keep relative imports out of it.

export type SmsOutboxStatus = 'pending' | 'sent' | 'failed' | 'withheld';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    display_name: text('display_name').notNull(),
    avatar_url: text('avatar_url'),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    company_name: text('company_name').notNull().default(''),
    company_address: text('company_address').notNull().default(''),
    company_type: text('company_type').$type<CompanyType>().notNull().default('LLC'),
    legal_rep_name: text('legal_rep_name'),
    legal_rep_contact_name: text('legal_rep_contact_name'),
    legal_rep_is_contact: boolean('legal_rep_is_contact').notNull().default(true),
    legal_rep_contact_position: text('legal_rep_contact_position').$type<ContactPosition>(),
    legal_rep_country_code: text('legal_rep_country_code'),
    legal_rep_phone_number: text('legal_rep_phone_number'),
    legal_rep_email: text('legal_rep_email'),
    legal_rep_pending_review: boolean('legal_rep_pending_review').notNull().default(false),
    ...timestamps,
  },
  // Each column holding a file key has an index on it, so asking whether a key is still in use
  // (releasing a replaced or refused upload, `pnpm ops files:sweep`) never reads a whole table.
  (table) => [
    index('merchants_avatar_idx')
      .on(table.avatar_url)
      .where(sql`${table.avatar_url} is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type').$type<UserType>().notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    country_code: text('country_code').notNull(),
    phone_number: text('phone_number').notNull(),
    password_hash: text('password_hash').notNull(),
    avatar_url: text('avatar_url'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    /**
     * Carried in every access token and compared on every signed-in request: bumped when the
     * user's status, permissions or password change and on logout, so older tokens stop working.
     */
    token_version: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_phone_type_unique').on(table.country_code, table.phone_number, table.type),
    index('users_avatar_idx')
      .on(table.avatar_url)
      .where(sql`${table.avatar_url} is not null`),
    // The team list (cards, oldest first): read through the index in its order, never sorted. It
    // starts with the merchant, so it also serves every read of a merchant's users (ADR 0052).
    index('users_merchant_type_created_idx').on(
      table.merchant_id,
      table.type,
      table.created_at,
      table.id,
    ),
    // "This email is already in use." compares addresses without case.
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

export type MerchantUpdateStatus = 'pending' | 'approved' | 'rejected';

/**
 * A change of the company's display name or avatar, submitted by the owner (or an admin) and
 * decided by platform staff (`pnpm ops profiles:*`). A null field is one the submission leaves
 * as it is. At most one is pending per company: a new submission replaces it.
 */
export const merchantUpdates = pgTable(
  'merchant_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    display_name: text('display_name'),
    avatar_url: text('avatar_url'),
    status: text('status').$type<MerchantUpdateStatus>().notNull().default('pending'),
    submitted_by: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
  },
  (table) => [
    uniqueIndex('merchant_updates_one_pending')
      .on(table.merchant_id)
      .where(sql`${table.status} = 'pending'`),
    // Staff's queue, oldest first, across companies.
    index('merchant_updates_pending_idx')
      .on(table.submitted_at, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('merchant_updates_avatar_idx')
      .on(table.avatar_url)
      .where(sql`${table.avatar_url} is not null`),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<Permission>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.permission] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    replaced_by: uuid('replaced_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.token_hash),
    index('refresh_tokens_family_idx').on(table.family_id),
    index('refresh_tokens_user_idx').on(table.user_id),
  ],
);

/**
 * One verification-code flow: a code sent to a phone for one purpose (`password_reset` or
 * `phone_change`), found by the hash of its flow token. A password-reset flow that verified
 * its code carries the hash of the single-use reset token.
 */
export const otpFlows = pgTable(
  'otp_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flow_token_hash: text('flow_token_hash').notNull(),
    purpose: text('purpose').notNull(),
    /** Whose password or phone changes; null for a reset asked for an unknown phone. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    country_code: text('country_code').notNull(),
    phone_number: text('phone_number').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    reset_token_hash: text('reset_token_hash'),
    reset_expires_at: timestamp('reset_expires_at', { withTimezone: true }),
    reset_used_at: timestamp('reset_used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('otp_flows_token_unique').on(table.flow_token_hash),
    index('otp_flows_phone_idx').on(table.country_code, table.phone_number, table.purpose),
    index('otp_flows_user_idx').on(table.user_id, table.purpose),
    uniqueIndex('otp_flows_reset_token_unique').on(table.reset_token_hash),
  ],
);

/** Every code sent (or asked for), counted per phone and per client address for rate limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Country code and number, e.g. `+16045550123`. */
    phone: text('phone').notNull(),
    client_address: text('client_address').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_sends_phone_created_idx').on(table.phone, table.created_at),
    index('otp_sends_address_created_idx').on(table.client_address, table.created_at),
    index('otp_sends_created_idx').on(table.created_at),
  ],
);

/**
 * Every text message, written in the request that asks for it and handed to the SMS transport
 * in the background (`pending` until `sent`, or `failed` after the last try). A `withheld` row
 * stands for a text that is never sent (a password reset for an unknown phone), so both answers
 * do the same work. The text of a delivered webhook message is cleared: codes are not kept.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    text: text('text'),
    status: text('status').$type<SmsOutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take the row next: now, after a retry delay, or after a claim lapses. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_outbox_to_created_idx').on(table.to, table.created_at),
    index('sms_outbox_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * News for a company (shipping line approved, settlement rejected, parcel exception …).
 * Texts are stored in both languages of the app; who has read it is `notificationUnread`'s.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title_en: text('title_en').notNull(),
    title_zh: text('title_zh').notNull(),
    body_en: text('body_en').notNull(),
    body_zh: text('body_zh').notNull(),
    main_content_en: text('main_content_en'),
    main_content_zh: text('main_content_zh'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What it is about (a warehouse, a parcel, a shipping line …); null for account news. */
    subject_type: text('subject_type').$type<NotificationSubjectType>(),
    subject_id: text('subject_id'),
    /** The warehouse of a parcel subject (a parcel's page is inside its warehouse). */
    subject_warehouse_id: uuid('subject_warehouse_id'),
    /**
     * Who may read it (A46, `notificationArea`): holders of this permission and the owner; null
     * for the whole team.
     */
    area: text('area').$type<Permission>(),
    /** The warehouse a parcel or warehouse notice is kept to: only its operators read it. */
    area_warehouse_id: uuid('area_warehouse_id'),
  },
  (table) => [
    index('notifications_merchant_created_idx').on(
      table.merchant_id,
      table.created_at.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * Read marks are per person (A46): a row for each team member who may read a notification and
 * has not yet, written with the notification. The bell counts the reader's rows, so an inbox
 * read to the end costs nothing, and a member who joins later starts with nothing unread.
 */
export const notificationUnread = pgTable(
  'notification_unread',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification_id: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.notification_id] }),
    index('notification_unread_notification_idx').on(table.notification_id),
  ],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    warehouse_name: text('warehouse_name').notNull(),
    status: text('status').$type<WarehouseStatus>().notNull().default('active'),
    /** File key of the warehouse picture. */
    image: text('image'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** Province id from the locations list (ISO 3166-2). */
    state: text('state').notNull(),
    /** City id from the locations list. */
    city: text('city').notNull(),
    contact_person: text('contact_person').notNull(),
    country_code: text('country_code').notNull(),
    phone_number: text('phone_number').notNull(),
    address_line_1: text('address_line_1').notNull(),
    address_line_2: text('address_line_2'),
    free_storage_duration: integer('free_storage_duration').notNull(),
    free_storage_unit: text('free_storage_unit').$type<FreeStorageUnit>().notNull(),
    overdue_storage_fee: numeric('overdue_storage_fee', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    overdue_fee_frequency: text('overdue_fee_frequency').$type<OverdueFeeFrequency>().notNull(),
    label_size: text('label_size').$type<ParcelLabelSize>().notNull().default('100x150'),
    ...timestamps,
  },
  (table) => [
    index('warehouses_image_idx')
      .on(table.image)
      .where(sql`${table.image} is not null`),
    // Names are unique per merchant whatever their case ("Vancouver" = "vancouver").
    uniqueIndex('warehouses_merchant_name_unique').on(
      table.merchant_id,
      sql`lower(${table.warehouse_name})`,
    ),
    index('warehouses_merchant_created_idx').on(table.merchant_id, table.created_at),
  ],
);

export const warehouseOperators = pgTable(
  'warehouse_operators',
  {
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.warehouse_id, table.user_id] }),
    index('warehouse_operators_user_idx').on(table.user_id),
  ],
);

/**
 * A merchant's shipping line. A deleted line keeps its row (status `deleted`, `deleted_at`): its
 * parcels and orders still name it; every list and lookup leaves it out.
 */
export const shippingLines = pgTable(
  'shipping_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    warehouse_id: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image'),
    status: text('status').$type<ShippingLineStatus>().notNull().default('pending'),
    origin_country: text('origin_country').notNull().default('CN'),
    destination_country: text('destination_country').notNull(),
    transport_type: text('transport_type').$type<TransportType>().notNull(),
    goods_type: text('goods_type').$type<GoodsType>().notNull(),
    /** e.g. CN-CA-A-G, built by the domain's routeCode. */
    route_code: text('route_code').notNull(),
    min_working_days: integer('min_working_days').notNull(),
    min_days_unit: text('min_days_unit').$type<DaysUnit>().notNull(),
    max_working_days: integer('max_working_days').notNull(),
    max_days_unit: text('max_days_unit').$type<DaysUnit>().notNull(),
    /** When the line was deleted (status `deleted`); null otherwise. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('shipping_lines_image_idx')
      .on(table.image)
      .where(sql`${table.image} is not null`),
    index('shipping_lines_merchant_warehouse_idx').on(table.merchant_id, table.warehouse_id),
    index('shipping_lines_warehouse_route_idx').on(table.warehouse_id, table.route_code),
    // The list: a merchant's lines that are not deleted, newest first.
    index('shipping_lines_merchant_status_created_idx').on(
      table.merchant_id,
      table.status,
      table.created_at,
    ),
  ],
);

/** A province a line delivers to (ids and names of the locations list, kept as chosen). */
export const shippingLineProvinces = pgTable(
  'shipping_line_provinces',
  {
    shipping_line_id: uuid('shipping_line_id')
      .notNull()
      .references(() => shippingLines.id, { onDelete: 'cascade' }),
    /** ISO 3166-2, e.g. CA-BC. */
    province_id: text('province_id').notNull(),
    province_name: text('province_name').notNull(),
    province_zh_name: text('province_zh_name').notNull(),
    /** Every city of the province was chosen ("select all"). */
    all_cities: boolean('all_cities').notNull().default(false),
    /** The order the merchant chose them in. */
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shipping_line_id, table.province_id] })],
);

/** A city a line delivers to, within one of its provinces. */
export const shippingLineCities = pgTable(
  'shipping_line_cities',
  {
    shipping_line_id: uuid('shipping_line_id')
      .notNull()
      .references(() => shippingLines.id, { onDelete: 'cascade' }),
    province_id: text('province_id').notNull(),
    /** e.g. CA-BC-VANCOUVER. */
    city_id: text('city_id').notNull(),
    city_name: text('city_name').notNull(),
    city_zh_name: text('city_zh_name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shipping_line_id, table.city_id] })],
);

export type PricingKind = 'global' | 'exception';

/**
 * A saved pricing of a line, global or its list of exception cities (A25): in force from
 * `effective_from` (at once when the line is created, 30 days after `saved_at` when changed).
 * The one in force is the latest whose `effective_from` has come; one in the future is pending,
 * and a new change replaces it.
 */
export const shippingLinePricingVersions = pgTable(
  'shipping_line_pricing_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipping_line_id: uuid('shipping_line_id')
      .notNull()
      .references(() => shippingLines.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PricingKind>().notNull(),
    saved_at: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    effective_from: timestamp('effective_from', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('shipping_line_pricing_versions_line_kind_idx').on(
      table.shipping_line_id,
      table.kind,
      table.effective_from,
    ),
  ],
);

/**
 * The prices of a version: one row without a city for a global version, one row per city for an
 * exception version (none: no exception cities). Amounts in CNY.
 */
export const shippingLinePrices = pgTable(
  'shipping_line_prices',
  {
    version_id: uuid('version_id')
      .notNull()
      .references(() => shippingLinePricingVersions.id, { onDelete: 'cascade' }),
    /** Empty for the global prices; the city id (e.g. CA-ON-TORONTO) of an exception city. */
    city_id: text('city_id').notNull().default(''),
    city_name: text('city_name'),
    city_zh_name: text('city_zh_name'),
    province_id: text('province_id'),
    province_name: text('province_name'),
    currency: text('currency').$type<PricingCurrency>().notNull().default('CNY'),
    base_price: numeric('base_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unit: numeric('unit', { precision: 2, scale: 1, mode: 'number' })
      .$type<PricingUnit>()
      .notNull(),
    additional_weight_price: numeric('additional_weight_price', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    per_unit: text('per_unit').$type<PerUnit>().notNull(),
    volumetric_divisor: numeric('volumetric_divisor', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.version_id, table.city_id] })],
);

/** What a parcel of a line may weigh and measure; no row until the merchant adds them. */
export const shippingLineSizeConstraints = pgTable('shipping_line_size_constraints', {
  shipping_line_id: uuid('shipping_line_id')
    .primaryKey()
    .references(() => shippingLines.id, { onDelete: 'cascade' }),
  min_weight: numeric('min_weight', { precision: 15, scale: 3, mode: 'number' }).notNull(),
  max_weight: numeric('max_weight', { precision: 15, scale: 3, mode: 'number' }).notNull(),
  max_volume: numeric('max_volume', { precision: 15, scale: 3, mode: 'number' }).notNull(),
  max_volume_unit: text('max_volume_unit').$type<VolumeUnit>().notNull(),
  max_single_length: numeric('max_single_length', {
    precision: 15,
    scale: 3,
    mode: 'number',
  }).notNull(),
  max_single_length_unit: text('max_single_length_unit').$type<LengthUnit>().notNull(),
  max_sum_three_side: numeric('max_sum_three_side', {
    precision: 15,
    scale: 3,
    mode: 'number',
  }).notNull(),
  max_sum_three_side_unit: text('max_sum_three_side_unit').$type<LengthUnit>().notNull(),
  ...timestamps,
});

/**
 * The routes merchants may open lines on: data the platform changes (seeded by the migration
 * `0006_shipping_lines_full`); a disabled route is no longer offered.
 */
export const routeOptions = pgTable(
  'route_options',
  {
    origin_country: text('origin_country').notNull(),
    destination_country: text('destination_country').notNull(),
    transport_type: text('transport_type').$type<TransportType>().notNull(),
    goods_type: text('goods_type').$type<GoodsType>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    primaryKey({
      columns: [
        table.origin_country,
        table.destination_country,
        table.transport_type,
        table.goods_type,
      ],
    }),
    index('route_options_enabled_idx').on(table.enabled, table.origin_country),
  ],
);

/** The deposit a merchant pays to open lines on a route, in US cents. */
export const routeDeposits = pgTable(
  'route_deposits',
  {
    departing_country: text('departing_country').notNull(),
    arriving_country: text('arriving_country').notNull(),
    amount_cents: integer('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.departing_country, table.arriving_country] })],
);

/** Discounts on a route's deposit, in order: the first applies to a first line (A20). */
export const routeDepositDiscounts = pgTable(
  'route_deposit_discounts',
  {
    departing_country: text('departing_country').notNull(),
    arriving_country: text('arriving_country').notNull(),
    position: integer('position').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    zh_description: text('zh_description').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.departing_country, table.arriving_country, table.position] }),
  ],
);

/** "I have completed payment" (A20): what the merchant says they paid, until staff verify it. */
export const depositClaims = pgTable(
  'deposit_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Who pressed the button; null once that user is removed. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    departing_country: text('departing_country').notNull(),
    arriving_country: text('arriving_country').notNull(),
    method: text('method').$type<DepositPaymentMethod>().notNull(),
    /** The deposit due when the claim was made, in US cents. */
    amount_cents: integer('amount_cents').notNull(),
    status: text('status').$type<DepositClaimStatus>().notNull().default('claimed'),
    claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff verified or refused it. */
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('deposit_claims_merchant_claimed_idx').on(table.merchant_id, table.claimed_at),
    index('deposit_claims_status_claimed_idx').on(table.status, table.claimed_at),
    // One payment, one claim: a merchant has at most one claim per route waiting for staff, so
    // a double click or a second tab cannot have one payment verified twice (issue 39).
    uniqueIndex('deposit_claims_one_open_per_route_idx')
      .on(table.merchant_id, table.departing_country, table.arriving_country)
      .where(sql`${table.status} = 'claimed'`),
  ],
);

export const parcels = pgTable(
  'parcels',
  {
    /** The merchant-facing parcel number: short, readable, searchable. */
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 100001 }),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    tracking_id: text('tracking_id').notNull(),
    /** The customer's id. */
    personal_id: text('personal_id').notNull(),
    status: text('status').$type<ParcelStatus>().notNull().default('pending'),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    inbound_date: date('inbound_date', { mode: 'string' }).notNull(),
    shelf_location: text('shelf_location').notNull(),
    shipping_line_id: uuid('shipping_line_id').references(() => shippingLines.id, {
      onDelete: 'set null',
    }),
    content_name: text('content_name'),
    content_value: numeric('content_value', { precision: 12, scale: 2, mode: 'number' }),
    content_quantity: integer('content_quantity'),
    notes: text('notes'),
    is_problem: boolean('is_problem').notNull().default(false),
    problem_type: text('problem_type').$type<ParcelProblemType>(),
    problem_description: text('problem_description'),
    /**
     * Received on purpose with a tracking id already in the warehouse (`confirm_duplicate`):
     * the unique tracking index leaves such parcels out.
     */
    confirmed_duplicate: boolean('confirmed_duplicate').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // One parcel per tracking id (any case) in a warehouse, unless the merchant confirmed the
    // duplicate; the database decides, so concurrent receipts cannot both pass the check.
    uniqueIndex('parcels_warehouse_tracking_unique')
      .on(table.warehouse_id, sql`upper(${table.tracking_id})`)
      .where(sql`not ${table.confirmed_duplicate}`),
    // The inventory page: newest first within a warehouse. The status rides along so a status
    // filter, a date range and a deep page are all index-only walks in the page's order (ADR 0054);
    // the inbound date too, so the overdue filter (in stock, stored on or before a cutoff) is one.
    index('parcels_warehouse_created_status_idx').on(
      table.warehouse_id,
      table.created_at,
      table.id,
      table.status,
      table.inbound_date,
    ),
    // Searches match the start of the text, case-insensitively (scanner input is a prefix); the
    // text and the page order ride along, so a capped count is index-only (ADR 0068).
    startsWithIndex(
      'parcels_warehouse_tracking_idx',
      table.warehouse_id,
      table.tracking_id,
      table.created_at,
      table.id,
    ),
    startsWithIndex(
      'parcels_warehouse_personal_idx',
      table.warehouse_id,
      table.personal_id,
      table.created_at,
      table.id,
    ),
    startsWithIndex(
      'parcels_warehouse_shelf_idx',
      table.warehouse_id,
      table.shelf_location,
      table.created_at,
      table.id,
    ),
    // Search by weight (a range at the typed precision) and by the date a parcel was stored,
    // with the page order riding along: a stored date's parcels are read newest first straight
    // from the index, and a weight range's few hundred are sorted from it without touching a
    // row. Without it PostgreSQL walked the whole warehouse newest first looking for matches: an
    // old date skipped 113,000 rows of 200,000 (ADR 0070).
    index('parcels_warehouse_weight_idx').on(
      table.warehouse_id,
      table.weight,
      table.created_at,
      table.id,
    ),
    index('parcels_warehouse_inbound_idx').on(
      table.warehouse_id,
      table.inbound_date,
      table.created_at,
      table.id,
    ),
    index('parcels_merchant_idx').on(table.merchant_id),
    // A stored-date search within chosen statuses may read it (ADR 0077).
    index('parcels_warehouse_status_inbound_idx').on(
      table.warehouse_id,
      table.status,
      table.inbound_date,
    ),
    // Problem parcels, a few of a warehouse, in the inventory's order: the card's figure counts
    // them and the inventory's problem filter pages them, both from this small index alone.
    index('parcels_warehouse_problem_idx')
      .on(table.warehouse_id, table.created_at, table.id, table.status)
      .where(sql`${table.is_problem}`),
  ],
);

/**
 * How many parcels each warehouse holds in each status, kept exact by triggers on `parcels` in the
 * same transaction as every write (hand-written in migration 0009): the inventory's unfiltered and
 * status-filtered totals sum a handful of rows here instead of counting a million (ADR 0054).
 * Each database session adds its changes to rows of its own (`slot`, its backend pid; 0 for the
 * backfill and for what `foldParcelCounterSlots` folds), so concurrent transactions never wait
 * for, or deadlock on, each other's counters.
 * No foreign key: a warehouse's deletion cascades to its parcels, whose triggers then write here.
 */
export const parcelStatusCounts = pgTable(
  'parcel_status_counts',
  {
    warehouse_id: uuid('warehouse_id').notNull(),
    status: text('status').$type<ParcelStatus>().notNull(),
    slot: integer('slot').notNull(),
    parcels: bigint('parcels', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.warehouse_id, table.status, table.slot] }),
    // The rows `foldParcelCounterSlots` folds into slot 0 (ADR 0074), found without a scan.
    index('parcel_status_counts_slot_idx')
      .on(table.slot)
      .where(sql`${table.slot} <> 0`),
  ],
);

/**
 * How many parcels each warehouse holds in each status, per UTC day of their creation, kept
 * exact by the same statement triggers as `parcel_status_counts` (migration 0020, ADR 0074): a
 * deep inventory page sums these from the nearer end to find the day it starts in, and a
 * creation date window's total sums its days. Written per session slot like the status counts;
 * `foldParcelCounterSlots` folds the slots into slot 0 now and then, so their rows stay about
 * (days × statuses) per warehouse. The key starts with the day so the sums read it in order.
 */
export const parcelDayCounts = pgTable(
  'parcel_day_counts',
  {
    warehouse_id: uuid('warehouse_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<ParcelStatus>().notNull(),
    slot: integer('slot').notNull(),
    parcels: bigint('parcels', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.warehouse_id, table.day, table.status, table.slot] }),
    index('parcel_day_counts_slot_idx')
      .on(table.slot)
      .where(sql`${table.slot} <> 0`),
  ],
);

/**
 * How many parcels each warehouse holds in each status, per inbound date (the day a parcel was
 * stored, which the merchant may set to an earlier day than its creation), kept exact by the same
 * statement triggers as `parcel_status_counts` (migration 0023, ADR 0077): a warehouse card's
 * overdue figure is its parcels in stock less those stored after its overdue cutoff, a month or
 * so of these rows instead of counting up to 10,000 parcels. Written per session slot and folded
 * into slot 0 like the other parcel counters.
 */
export const parcelInboundCounts = pgTable(
  'parcel_inbound_counts',
  {
    warehouse_id: uuid('warehouse_id').notNull(),
    status: text('status').$type<ParcelStatus>().notNull(),
    inbound_date: date('inbound_date', { mode: 'string' }).notNull(),
    slot: integer('slot').notNull(),
    parcels: bigint('parcels', { mode: 'number' }).notNull(),
  },
  (table) => [
    // A status's days after a cutoff are one range of the key.
    primaryKey({ columns: [table.warehouse_id, table.status, table.inbound_date, table.slot] }),
    index('parcel_inbound_counts_slot_idx')
      .on(table.slot)
      .where(sql`${table.slot} <> 0`),
  ],
);

/**
 * A customer of the platform (decisions.md, "Who creates what the merchant does not"): they
 * order from merchants through the customer app. `personal_id` is the customer id written on
 * their parcels (`parcels.personal_id`). Usernames do not change, so orders keep a copy.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    personal_id: text('personal_id').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customers_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('customers_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('customers_personal_id_unique').on(sql`upper(${table.personal_id})`),
  ],
);

/** The platform's exchange rate of a day: `currency` per 1 CNY (A21), set by staff. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    /** The day (Asia/Shanghai, YYYY-MM-DD) the rate is the platform's rate for. */
    day: date('day', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    set_at: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.day] })],
);

/**
 * The index of a list's search field, matched from the start of the text (ADR 0033) within the
 * merchant's rows (a warehouse's, for parcels). The text itself, the creation time and the id ride along in the key: PostgreSQL
 * answers `upper(text) like …` from an index alone only when `text` is in it, so the capped count
 * of a search and the page's ids are index-only scans instead of one heap visit per match.
 */
function startsWithIndex(
  name: string,
  owner: AnyPgColumn,
  text: AnyPgColumn,
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
) {
  return index(name).on(owner, sql`upper(${text}) text_pattern_ops`, text, createdAt, id);
}

/**
 * A customer's order from a merchant: some of the customer's parcels of one warehouse, shipped on
 * one of the merchant's lines. Amounts in `currency` (CAD, A21). The route code and the username
 * are copied from the line and the customer (neither changes) so every search field is an index
 * of this table in the list's order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The merchant-facing order number ("Order# 2600001"). */
    order_no: bigint('order_no', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 2600001 }),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customer_username: text('customer_username').notNull(),
    shipping_line_id: uuid('shipping_line_id')
      .notNull()
      .references(() => shippingLines.id, { onDelete: 'restrict' }),
    route_code: text('route_code').notNull(),
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('unpacked'),
    receiver_name: text('receiver_name').notNull(),
    receiver_phone: text('receiver_phone').notNull(),
    receiver_address: text('receiver_address').notNull(),
    /** ISO 3166-1 alpha-2 and the city's name: the quote's exception city. */
    receiver_country: text('receiver_country').notNull(),
    receiver_city: text('receiver_city').notNull(),
    optimization: boolean('optimization').notNull().default(false),
    remove_gift: boolean('remove_gift').notNull().default(false),
    note: text('note'),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }),
    /** CNY: the parcels' declared values. */
    declared_value: numeric('declared_value', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    total_price: numeric('total_price', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('CAD'),
    is_excepted: boolean('is_excepted').notNull().default(false),
    /** The quote recorded at packing (weights, fees, the rate used). */
    calculations: jsonb('calculations').$type<OrderCalculations>(),
    tracking_number: text('tracking_number'),
    packed_at: timestamp('packed_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_order_no_unique').on(table.order_no),
    // The list, newest first: every status, one status, and each search field.
    index('orders_merchant_created_idx').on(table.merchant_id, table.created_at, table.id),
    index('orders_merchant_status_created_idx').on(
      table.merchant_id,
      table.status,
      table.created_at,
      table.id,
    ),
    startsWithIndex(
      'orders_merchant_tracking_idx',
      table.merchant_id,
      table.tracking_number,
      table.created_at,
      table.id,
    ),
    startsWithIndex(
      'orders_merchant_route_idx',
      table.merchant_id,
      table.route_code,
      table.created_at,
      table.id,
    ),
    startsWithIndex(
      'orders_merchant_username_idx',
      table.merchant_id,
      table.customer_username,
      table.created_at,
      table.id,
    ),
    index('orders_customer_idx').on(table.customer_id),
    index('orders_line_idx').on(table.shipping_line_id),
    index('orders_warehouse_idx').on(table.warehouse_id),
  ],
);

/**
 * Exact order totals per merchant and status, kept by a trigger in the same transaction as every
 * order write (ADR 0056): the unfiltered and status-filtered list totals read these, not rows.
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchant_id, table.status] })],
);

/**
 * Exact order totals per merchant, route code and status, kept by a trigger beside
 * `order_counters` (ADR 0072): a route search's total. A company has a few routes, each on a
 * large share of its orders, so counting the matching orders read thousands of index entries on
 * every request; summing these reads a few rows.
 */
export const orderRouteCounters = pgTable(
  'order_route_counters',
  {
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    route_code: text('route_code').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchant_id, table.route_code, table.status] })],
);

/**
 * A company's orders per status and day of creation (UTC), kept by a trigger beside
 * `order_counters` (ADR 0073): where a deep page starts, without walking every order before it.
 */
export const orderDayCounters = pgTable(
  'order_day_counters',
  {
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    total: integer('total').notNull().default(0),
  },
  // The key starts with (company, day): a deep page's sum reads the days in order from its end
  // and stops at the page's day (ADR 0074).
  (table) => [primaryKey({ columns: [table.merchant_id, table.day, table.status] })],
);

/**
 * A parcel of an order. `active` while the parcel is in the order; a parcel taken out (A5) or of a
 * cancelled order keeps its row (`removed_at`) for the cancelled-parcels table. The partial unique
 * index is the rule that a parcel is in at most one open order: two concurrent orders of the same
 * parcel cannot both commit.
 */
export const orderParcels = pgTable(
  'order_parcels',
  {
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parcel_id: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    /** The shelf the parcel was on when ordered: where a cancel or a return puts it back. */
    original_shelf: text('original_shelf').notNull(),
    active: boolean('active').notNull().default(true),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.order_id, table.parcel_id] }),
    uniqueIndex('order_parcels_one_open_order')
      .on(table.parcel_id)
      .where(sql`${table.active}`),
  ],
);

/** A fee added at packing, in the order's currency. */
export const orderAdditionalFees = pgTable(
  'order_additional_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('order_additional_fees_order_idx').on(table.order_id, table.position)],
);

/** A package photo taken at packing: a key of the file storage (`files/storage.ts`). */
export const orderPhotos = pgTable(
  'order_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    file_key: text('file_key').notNull(),
    position: integer('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_photos_order_idx').on(table.order_id, table.position),
    index('order_photos_file_idx').on(table.file_key),
  ],
);

/** A payment the customer made for an order (recorded by staff, `pnpm ops orders:pay`). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_payments_order_idx').on(table.order_id, table.paid_at)],
);

/**
 * A customer's return: one stored parcel sent back out of the warehouse (to the seller, or another
 * address), packed and priced by the merchant (ADR 0061). The username is copied from the customer
 * (it does not change) so each search field is an index of this table. The total is in CAD cents.
 */
export const returnOrders = pgTable(
  'return_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The merchant-facing return number ("R2600001"). */
    return_no: bigint('return_no', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 2600001 }),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customer_username: text('customer_username').notNull(),
    parcel_id: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    /** The shelf the parcel was on when the return was asked for: where a cancel puts it back. */
    original_shelf: text('original_shelf').notNull(),
    /** The order number of the purchase being returned, as the customer gives it. */
    original_order_no: text('original_order_no'),
    reason: text('reason').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('unpacked'),
    receiver_name: text('receiver_name').notNull(),
    receiver_phone: text('receiver_phone').notNull(),
    receiver_address: text('receiver_address').notNull(),
    note: text('note'),
    customer_support_note: text('customer_support_note'),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }),
    total_price_cents: integer('total_price_cents'),
    currency: text('currency').notNull().default('CAD'),
    tracking_number: text('tracking_number'),
    packed_at: timestamp('packed_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('return_orders_return_no_unique').on(table.return_no),
    // The list, newest first: every status, one status, and each search field.
    index('return_orders_merchant_created_idx').on(table.merchant_id, table.created_at, table.id),
    index('return_orders_merchant_status_created_idx').on(
      table.merchant_id,
      table.status,
      table.created_at,
      table.id,
    ),
    startsWithIndex(
      'return_orders_merchant_tracking_idx',
      table.merchant_id,
      table.tracking_number,
      table.created_at,
      table.id,
    ),
    startsWithIndex(
      'return_orders_merchant_username_idx',
      table.merchant_id,
      table.customer_username,
      table.created_at,
      table.id,
    ),
    startsWithIndex(
      'return_orders_merchant_order_no_idx',
      table.merchant_id,
      table.original_order_no,
      table.created_at,
      table.id,
    ),
    // A parcel is in at most one open return: two concurrent returns of one parcel cannot both
    // commit. (Not at once in an open order: creation checks that under the parcel's row lock.)
    uniqueIndex('return_orders_one_open_return')
      .on(table.parcel_id)
      .where(sql`${table.status} in ('unpacked', 'packed', 'paid')`),
    index('return_orders_parcel_idx').on(table.parcel_id, table.created_at),
    index('return_orders_customer_idx').on(table.customer_id),
  ],
);

/** Exact return totals per merchant and status, kept by a trigger (like `order_counters`). */
export const returnOrderCounters = pgTable(
  'return_order_counters',
  {
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchant_id, table.status] })],
);

/**
 * A company's returns per status and day of creation (UTC), kept by a trigger beside
 * `return_order_counters` (ADR 0073): where a deep page starts.
 */
export const returnOrderDayCounters = pgTable(
  'return_order_day_counters',
  {
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    total: integer('total').notNull().default(0),
  },
  // The key starts with (company, day): a deep page's sum reads the days in order from its end
  // and stops at the page's day (ADR 0074).
  (table) => [primaryKey({ columns: [table.merchant_id, table.day, table.status] })],
);

/** A package photo of a return, taken at packing: a key of the file storage. */
export const returnOrderPhotos = pgTable(
  'return_order_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    return_id: uuid('return_id')
      .notNull()
      .references(() => returnOrders.id, { onDelete: 'cascade' }),
    file_key: text('file_key').notNull(),
    position: integer('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('return_order_photos_return_idx').on(table.return_id, table.position),
    index('return_order_photos_file_idx').on(table.file_key),
  ],
);

/** A payment the customer made for a return (staff, `pnpm ops returns:pay`), in cents. */
export const returnOrderPayments = pgTable(
  'return_order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    return_id: uuid('return_id')
      .notNull()
      .references(() => returnOrders.id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('return_order_payments_return_idx').on(table.return_id, table.paid_at)],
);

/** The company's bank account (spec 3): where the platform pays its settlements. One per company. */
export const bankAccounts = pgTable('bank_accounts', {
  merchant_id: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  payee_name: text('payee_name').notNull(),
  bank_name: text('bank_name').notNull(),
  account_no: text('account_no').notNull(),
  ...timestamps,
});

/**
 * A settlement statement (ADR 0063): what the platform owes a company for one billing cycle's
 * completed orders and returns, minus its fee. Issued by staff (`pnpm ops billing:close-cycle`).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The merchant-facing statement number ("S2600001"). */
    statement_no: bigint('statement_no', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 2600001 }),
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    cycle_from: date('cycle_from', { mode: 'string' }).notNull(),
    cycle_to: date('cycle_to', { mode: 'string' }).notNull(),
    status: text('status').$type<SettlementStatus>().notNull().default('unconfirmed'),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
    fee_cents: bigint('fee_cents', { mode: 'number' }).notNull(),
    payable_cents: bigint('payable_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('CAD'),
    rejection_reason: text('rejection_reason'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('settlements_statement_no_unique').on(table.statement_no),
    // One statement per company and cycle: closing a cycle twice issues nothing new.
    uniqueIndex('settlements_merchant_cycle_unique').on(
      table.merchant_id,
      table.cycle_from,
      table.cycle_to,
    ),
    // The overview, newest cycle first: every status, and one status.
    index('settlements_merchant_cycle_idx').on(table.merchant_id, table.cycle_to, table.id),
    index('settlements_merchant_status_cycle_idx').on(
      table.merchant_id,
      table.status,
      table.cycle_to,
      table.id,
    ),
    // Search by amount (total or payable, A43): a bitmap OR of the two, not a scan of the
    // company's settlements (seen in `pnpm bench:lists`, ADR 0067).
    index('settlements_merchant_total_idx').on(table.merchant_id, table.total_cents),
    index('settlements_merchant_payable_idx').on(table.merchant_id, table.payable_cents),
  ],
);

/**
 * Settlement totals per company and status, kept by a trigger in the same transaction as every
 * settlement write (as `order_counters`, ADR 0056): the overview's tiles and unfiltered totals.
 */
export const settlementCounters = pgTable(
  'settlement_counters',
  {
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status').$type<SettlementStatus>().notNull(),
    total: integer('total').notNull().default(0),
    payable_cents: bigint('payable_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchant_id, table.status] })],
);

/**
 * How many statements each company has in each status, per year of their cycle's end, kept
 * exact by a row trigger in the transaction of every write (hand-written in migration 0021, ADR
 * 0074): a deep page of the billing overview sums these from the nearer end to find the year it
 * starts in. A year, not a day: a company has one statement per cycle, so counters per cycle end
 * would be as many as the statements (ADR 0073). `year` is the year's first day; the key starts
 * with it so the sums read a company's years in order.
 */
export const settlementYearCounters = pgTable(
  'settlement_year_counters',
  {
    merchant_id: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    year: date('year', { mode: 'string' }).notNull(),
    status: text('status').$type<SettlementStatus>().notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchant_id, table.year, table.status] })],
);

/**
 * One itemised line of a statement: a completed order or return, its total and the platform's
 * fee. An order or return is settled at most once (the unique indexes).
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settlement_id: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SettlementLineKind>().notNull(),
    // A statement is a record of what was paid: it outlives its order or return (then null; the
    // number and amounts stay on the line).
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    return_id: uuid('return_id').references(() => returnOrders.id, { onDelete: 'set null' }),
    /** The order or return number as shown ("2600012", "R2600012"). */
    number: text('number').notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull(),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
    fee_cents: bigint('fee_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('settlement_lines_settlement_idx').on(table.settlement_id, table.completed_at, table.id),
    uniqueIndex('settlement_lines_order_unique')
      .on(table.order_id)
      .where(sql`${table.order_id} is not null`),
    uniqueIndex('settlement_lines_return_unique')
      .on(table.return_id)
      .where(sql`${table.return_id} is not null`),
  ],
);

/** A document the merchant uploaded for a settlement (at most 2 kept): a key of the file storage. */
export const settlementDocuments = pgTable(
  'settlement_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settlement_id: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    size: integer('size').notNull(),
    position: integer('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('settlement_documents_settlement_idx').on(table.settlement_id, table.position),
    index('settlement_documents_file_idx').on(table.file_key),
  ],
);
