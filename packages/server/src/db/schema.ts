import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  CompanyType,
  ContactPosition,
  NotificationType,
  Permission,
  UserStatus,
  UserType,
} from '@jiyun/domain';

// This file is read by drizzle-kit as well: keep relative imports out of it.

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const merchants = pgTable('merchants', {
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
});

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
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_phone_type_unique').on(table.country_code, table.phone_number, table.type),
    index('users_merchant_idx').on(table.merchant_id),
    // "This email is already in use." compares addresses without case.
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
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

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_to_created_idx').on(table.to, table.created_at)],
);

/**
 * News for a company (shipping line approved, settlement rejected, parcel exception …).
 * Texts are stored in both languages of the app; read state is shared by the company's team.
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
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_merchant_created_idx').on(
      table.merchant_id,
      table.created_at.desc(),
      table.id.desc(),
    ),
  ],
);
