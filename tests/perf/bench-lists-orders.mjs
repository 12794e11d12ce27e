// The orders, returns and settlements of `pnpm bench:lists` (issue 17, ADR 0054): their bulk
// seed and their cases. Every row goes in through plain INSERT … SELECT generate_series, so the
// per-status counter triggers of migrations 0010–0012 fire for each row and the counters stay
// exact; `verifyCounters` checks them against the rows after the seed.

/** Customer ids of the seeded parcels are 'C' + 6 digits under 20,000; the first of them order. */
const CUSTOMERS = 2_000;

/** The seeded customers by their number: a hash join, not a lookup per row. */
const CUSTOMER_NUMBERS = `(select id, username, substr(personal_id, 2)::int as k from customers
  where personal_id ~ '^C[0-9]{6}$' and substr(personal_id, 2)::int < ${CUSTOMERS}) as c`;

/** Pinyin names for the customers' usernames (the spec's customers are people, not numbers). */
const NAMES = [
  'wang.xiaoming',
  'li.na',
  'zhang.wei',
  'liu.yang',
  'chen.jing',
  'yang.fang',
  'zhao.lei',
  'huang.min',
  'zhou.jie',
  'wu.xiuying',
];

/** Order and return statuses by share (of 100): most are done, a tenth cancelled. */
const ORDER_STATUS_SHARES = `case when mod(h, 100) < 10 then 'unpacked' when mod(h, 100) < 20 then 'packed'
  when mod(h, 100) < 25 then 'paid' when mod(h, 100) < 40 then 'shipped'
  when mod(h, 100) < 55 then 'delivered' when mod(h, 100) < 90 then 'completed'
  else 'cancelled' end`;

const SETTLEMENT_STATUS_SHARES = `case when mod(h, 100) < 10 then 'unconfirmed'
  when mod(h, 100) < 20 then 'under_review' when mod(h, 100) < 95 then 'approved'
  else 'rejected' end`;

/** Creation times over the year before 2026-11-25, from the row's hash (as the parcels'). */
const CREATED = `timestamptz '2026-11-25T00:00:00Z' - mod(h / 3, 31536000) * interval '1 second'`;
const HASH = 'cross join lateral (select mod(i * 2654435761, 4294967291) as h) as hashed';

/** The customers orders and returns name (the platform's; none of them exist before). */
export function customersStatement() {
  const names = `(array[${NAMES.map((name) => `'${name}'`).join(',')}])[1 + k % ${NAMES.length}]`;
  return `
    insert into customers (username, email, personal_id)
    select ${names} || '.' || lpad(k::text, 4, '0'),
      ${names} || '.' || lpad(k::text, 4, '0') || '@example.com',
      'C' || lpad(k::text, 6, '0')
    from generate_series(0, ${CUSTOMERS - 1}) as k
    on conflict do nothing`;
}

/**
 * `count` orders from row number `first`, over `lines` (each `{id, merchant_id, warehouse_id,
 * route_code}`, round robin): tracking numbers once paid, prices once packed, the receivers of
 * Canadian cities. Order numbers come from the table's own identity.
 */
export function ordersStatement(first, count, lines) {
  const line = (column) =>
    `(array[${lines.map((row) => `'${row[column]}'`).join(',')}])[1 + i % ${lines.length}]`;
  return `
    insert into orders (merchant_id, customer_id, customer_username, shipping_line_id, route_code,
      warehouse_id, status, receiver_name, receiver_phone, receiver_address, receiver_country,
      receiver_city, weight, length, width, height, declared_value, total_price, tracking_number,
      packed_at, paid_at, shipped_at, delivered_at, completed_at, cancelled_at, created_at,
      updated_at)
    select ${line('merchant_id')}::uuid, c.id, c.username, ${line('id')}::uuid, ${line('route_code')},
      ${line('warehouse_id')}::uuid, t.status, '王小明 Wang Xiaoming', '+1 604-555-0142',
      '5300 No. 3 Rd, Unit 918, Richmond, BC V6X 2X9', 'CA', 'Richmond',
      case when t.status in ('unpacked', 'cancelled') then null else 1.5 + mod(h, 200) / 10.0 end,
      40, 30, 20, 120 + mod(h, 5000) / 10.0,
      case when t.status in ('unpacked', 'cancelled') then null else 35 + mod(h / 5, 40000) / 100.0 end,
      case when t.status in ('unpacked', 'packed', 'cancelled') then null
        when i % 2 = 0 then 'SF' || lpad(i::text, 14, '0') else 'YT' || lpad(i::text, 16, '0') end,
      case when t.status in ('unpacked', 'cancelled') then null else t.created + interval '1 day' end,
      case when t.status in ('unpacked', 'packed', 'cancelled') then null else t.created + interval '2 days' end,
      case when t.status in ('shipped', 'delivered', 'completed') then t.created + interval '3 days' end,
      case when t.status in ('delivered', 'completed') then t.created + interval '9 days' end,
      case when t.status = 'completed' then t.created + interval '12 days' end,
      case when t.status = 'cancelled' then t.created + interval '1 hour' end,
      t.created, t.created
    from generate_series(${first}, ${first + count - 1}) as i
    ${HASH}
    cross join lateral (select ${ORDER_STATUS_SHARES} as status, ${CREATED} as created) as t
    join ${CUSTOMER_NUMBERS} on c.k = mod(h / 7, ${CUSTOMERS})`;
}

/**
 * Returns of the parcels `parcelWhere` picks, one each (the open-return index allows one open
 * return per parcel), numbered from `first`: their shelf, the seller's order number (Taobao's
 * shape) and the customer named by the parcel's customer id.
 */
export function returnsStatement(first, count, parcelWhere) {
  return `
    insert into return_orders (merchant_id, customer_id, customer_username, parcel_id,
      original_shelf, original_order_no, reason, status, receiver_name, receiver_phone,
      receiver_address, weight, length, width, height, total_price_cents, tracking_number,
      packed_at, paid_at, shipped_at, delivered_at, completed_at, cancelled_at, created_at,
      updated_at)
    select p.merchant_id, c.id, c.username, p.id, p.shelf_location,
      'TB' || lpad((7000000000000000 + i)::text, 16, '0'),
      '尺码不合适，退回卖家换货 Wrong size, back to the seller for an exchange', t.status,
      '杭州优品服饰有限公司退货部 Hangzhou Youpin Apparel Returns Dept.', '+86 571-8888-0142',
      '浙江省杭州市余杭区文一西路 969 号 969 Wenyi West Rd, Yuhang, Hangzhou',
      case when t.status in ('unpacked', 'cancelled') then null else 1.2 + mod(h, 200) / 10.0 end,
      40, 30, 20,
      case when t.status in ('unpacked', 'cancelled') then null else 2500 + mod(h / 5, 40000) end,
      case when t.status in ('unpacked', 'packed', 'cancelled') then null
        else 'SF' || lpad(i::text, 14, '0') end,
      case when t.status in ('unpacked', 'cancelled') then null else t.created + interval '1 day' end,
      case when t.status in ('unpacked', 'packed', 'cancelled') then null else t.created + interval '2 days' end,
      case when t.status in ('shipped', 'delivered', 'completed') then t.created + interval '3 days' end,
      case when t.status in ('delivered', 'completed') then t.created + interval '9 days' end,
      case when t.status = 'completed' then t.created + interval '12 days' end,
      case when t.status = 'cancelled' then t.created + interval '1 hour' end,
      t.created, t.created
    from (select p.*, ${first} - 1 + row_number() over (order by p.id) as i
          from parcels p where ${parcelWhere} order by p.id limit ${count}) as p
    ${HASH}
    cross join lateral (select ${ORDER_STATUS_SHARES} as status, ${CREATED} as created) as t
    join ${CUSTOMER_NUMBERS} on c.k = mod(h / 7, ${CUSTOMERS})`;
}

/**
 * `count` settlements from row number `first` over `merchantIds` (round robin): weekly cycles
 * going back from 2026-11-23, one day apart per row number so each company's cycles stay unique
 * (the (merchant, cycle_from, cycle_to) index), amounts with the 2 % fee.
 */
export function settlementsStatement(first, count, merchantIds) {
  const merchant = `(array[${merchantIds.map((id) => `'${id}'::uuid`).join(',')}])[1 + i % ${merchantIds.length}]`;
  return `
    insert into settlements (merchant_id, cycle_from, cycle_to, status, total_cents, fee_cents,
      payable_cents, rejection_reason, submitted_at, reviewed_at, created_at, updated_at)
    select ${merchant}, d.cycle_from, d.cycle_from + 6, t.status, a.total, a.total / 50,
      a.total - a.total / 50,
      case when t.status = 'rejected' then '发票抬头有误 The invoice title is wrong' end,
      case when t.status <> 'unconfirmed' then d.issued + interval '2 days' end,
      case when t.status in ('approved', 'rejected') then d.issued + interval '4 days' end,
      d.issued, d.issued
    from generate_series(${first}, ${first + count - 1}) as i
    ${HASH}
    cross join lateral (select date '2026-11-23' - (i - 1) as cycle_from) as c0
    cross join lateral (select c0.cycle_from,
      (c0.cycle_from + 7)::timestamp at time zone 'UTC' as issued) as d
    cross join lateral (select ${SETTLEMENT_STATUS_SHARES} as status) as t
    cross join lateral (select 10000 + mod(h / 3, 5000000)::bigint as total) as a`;
}

const COUNTED = {
  orders: 'order_counters',
  return_orders: 'return_order_counters',
  settlements: 'settlement_counters',
};

/**
 * The per-status counters of `merchantId` against its rows, table by table: throws when one
 * differs. The count reads the company's rows once; the bench only calls it at the sizes where
 * that is quick (`rows` ≤ 200,000), a check of the seed, not of the server.
 */
export async function verifyCounters(bare, merchantId) {
  for (const [table, counters] of Object.entries(COUNTED)) {
    const { rows } = await bare.query(
      `select s.status, coalesce(k.total, 0)::int as kept, coalesce(r.total, 0)::int as actual
       from (select status from ${counters} where merchant_id = $1
             union select distinct status from ${table} where merchant_id = $1) as s
       left join ${counters} k on k.merchant_id = $1 and k.status = s.status
       left join (select status, count(*) as total from ${table} where merchant_id = $1
                  group by status) as r on r.status = s.status`,
      [merchantId],
    );
    const off = rows.filter((row) => row.kept !== row.actual);
    if (off.length > 0) {
      throw new Error(`${counters} is not exact after the seed: ${JSON.stringify(off)}`);
    }
  }
  // The per-route counters (ADR 0072), route code by route code and status.
  const { rows: routes } = await bare.query(
    `select coalesce(k.route_code, r.route_code) as route_code, coalesce(k.status, r.status) as status,
       coalesce(k.total, 0)::int as kept, coalesce(r.total, 0)::int as actual
     from (select route_code, status, total from order_route_counters where merchant_id = $1) k
     full join (select route_code, status, count(*) as total from orders where merchant_id = $1
                group by route_code, status) r on r.route_code = k.route_code and r.status = k.status`,
    [merchantId],
  );
  const off = routes.filter((row) => row.kept !== row.actual);
  if (off.length > 0) {
    throw new Error(`order_route_counters is not exact after the seed: ${JSON.stringify(off)}`);
  }
  // The per-day counters (ADR 0073), day by day and status, and the settlements' per year of
  // cycle end (ADR 0074).
  for (const [table, counters, day, period] of [
    ['orders', 'order_day_counters', 'day', `(created_at at time zone 'UTC')::date`],
    ['return_orders', 'return_order_day_counters', 'day', `(created_at at time zone 'UTC')::date`],
    [
      'settlements',
      'settlement_year_counters',
      'year',
      `date_trunc('year', cycle_to::timestamp)::date`,
    ],
  ]) {
    const { rows: days } = await bare.query(
      `select coalesce(k.day, r.day)::text as day, coalesce(k.status, r.status) as status,
         coalesce(k.total, 0)::int as kept, coalesce(r.total, 0)::int as actual
       from (select ${day} as day, status, total from ${counters} where merchant_id = $1) k
       full join (select ${period} as day, status, count(*) as total
                  from ${table} where merchant_id = $1 group by 1, 2) r
         on r.day = k.day and r.status = k.status`,
      [merchantId],
    );
    const wrong = days.filter((row) => row.kept !== row.actual);
    if (wrong.length > 0) {
      throw new Error(
        `${counters} is not exact after the seed: ${JSON.stringify(wrong.slice(0, 5))}`,
      );
    }
  }
}

/**
 * Seeds `rows` orders, returns and settlements for the company of `target` and as many for the
 * other companies. Answers a sample of each list, 5,000 rows down (as the parcels' sample).
 */
export async function seedLists(bare, target, rows) {
  const one = async (text, params) => (await bare.query(text, params)).rows[0];
  await bare.query(customersStatement());
  const linesOf = async (where, params) =>
    (
      await bare.query(
        `select id, merchant_id, warehouse_id, route_code from shipping_lines
         where ${where} and warehouse_id is not null order by id`,
        params,
      )
    ).rows;
  const ownLines = await linesOf('merchant_id = $1', [target.merchant_id]);
  const otherLines = await linesOf('merchant_id <> $1', [target.merchant_id]);
  const others = (
    await bare.query('select id from merchants where id <> $1 order by id', [target.merchant_id])
  ).rows.map((row) => row.id);
  if (ownLines.length === 0 || otherLines.length === 0 || others.length === 0) {
    throw new Error('The demo seed has no shipping lines or companies to order on.');
  }
  const started = performance.now();
  // Small statements: the row triggers upsert one counter row per (company, status), and within
  // one transaction every upsert of that row walks the versions the earlier ones left (quadratic:
  // 20,000 settlements in one statement took minutes). Between statements they are pruned.
  const chunk = 2_000;
  const chunks = async (firstRow, statementOf) => {
    for (let first = firstRow; first < firstRow + rows; first += chunk) {
      await bare.query(statementOf(first, Math.min(chunk, firstRow + rows - first)));
    }
  };
  await chunks(1, (first, count) => ordersStatement(first, count, ownLines));
  await chunks(rows + 1, (first, count) => ordersStatement(first, count, otherLines));
  // Returns take the seeded parcels (one each): the company's in order of id, then the others'.
  await chunks(1, (first, count) =>
    returnsStatement(
      first,
      count,
      `p.merchant_id = '${target.merchant_id}' and p.id > coalesce((select max(parcel_id) from return_orders where merchant_id = '${target.merchant_id}'), 0)`,
    ),
  );
  await chunks(rows + 1, (first, count) =>
    returnsStatement(
      first,
      count,
      `p.merchant_id <> '${target.merchant_id}' and p.id > coalesce((select max(parcel_id) from return_orders where merchant_id <> '${target.merchant_id}'), 0)`,
    ),
  );
  await chunks(1, (first, count) => settlementsStatement(first, count, [target.merchant_id]));
  await chunks(rows + 1, (first, count) => settlementsStatement(first, count, others));
  await bare.query('vacuum analyze orders');
  await bare.query('vacuum analyze return_orders');
  await bare.query('vacuum analyze settlements');
  await bare.query('vacuum analyze customers');
  // What was seeded, read from the counters the triggers keep (a handful of rows), not by
  // counting a million rows; `verifyCounters` below checks them against the rows where that is quick.
  const counts = await one(
    `select (select coalesce(sum(total), 0) from order_counters where merchant_id = $1)::int as orders,
       (select coalesce(sum(total), 0) from return_order_counters where merchant_id = $1)::int as returns,
       (select coalesce(sum(total), 0) from settlement_counters where merchant_id = $1)::int as settlements`,
    [target.merchant_id],
  );
  console.log(
    `seeded ${counts.orders.toLocaleString('en')} orders, ${counts.returns.toLocaleString('en')} returns, ${counts.settlements.toLocaleString('en')} settlements for the company (as many elsewhere) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (rows <= 200_000) {
    await verifyCounters(bare, target.merchant_id);
    console.log(
      'order (by status, route and day), return (by status and day) and settlement (by status and year) counters match their rows',
    );
  }
  // A row from inside the list, not its newest; within the list at small --rows too.
  const sampleAt = Math.min(5000, Math.floor(rows / 4));
  const order = await one(
    `select order_no::text as order_no, tracking_number, route_code, customer_username
     from orders where merchant_id = $1 and tracking_number is not null
     order by created_at desc, id desc offset $2 limit 1`,
    [target.merchant_id, sampleAt],
  );
  const ret = await one(
    `select r.return_no::text as return_no, p.tracking_id, r.customer_username, r.original_order_no
     from return_orders r join parcels p on p.id = r.parcel_id where r.merchant_id = $1
     order by r.created_at desc, r.id desc offset $2 limit 1`,
    [target.merchant_id, sampleAt],
  );
  const settlement = await one(
    `select statement_no::text as statement_no, total_cents::text as total_cents
     from settlements where merchant_id = $1 order by cycle_to desc, id desc offset $2 limit 1`,
    [target.merchant_id, sampleAt],
  );
  return { order, ret, settlement, counts };
}

/**
 * The list cases: page 1, each status, each search field, a created range, a deep page and the
 * last page.
 */
export function listCases(domain, samples, rows) {
  const deep = (pageSize) => Math.min(10_000, Math.ceil(rows / pageSize));
  const { order, ret, settlement, counts } = samples;
  // The list's last page, as a merchant reaches it from the pager: read from the oldest end.
  const last = (total, pageSize) => Math.max(1, Math.ceil(total / pageSize));
  const orderCase = (name, query) => ({ name: `orders: ${name}`, kind: 'orders', query });
  const returnCase = (name, query) => ({ name: `returns: ${name}`, kind: 'returns', query });
  const settlementCase = (name, query) => ({
    name: `settlements: ${name}`,
    kind: 'settlements',
    query,
  });
  const month = { created_from: '2026-05-01', created_to: '2026-05-31' };
  const prefix = (text) => text.slice(0, Math.max(4, text.length - 4));
  return [
    orderCase('page 1', {}),
    ...domain.ORDER_STATUSES.map((status) => orderCase(`status ${status}`, { status: [status] })),
    orderCase('search id', { search: order.order_no, search_field: 'id' }),
    orderCase('search tracking', {
      search: prefix(order.tracking_number),
      search_field: 'tracking_number',
    }),
    orderCase('search route', { search: order.route_code, search_field: 'route_code' }),
    orderCase('search username', {
      search: order.customer_username,
      search_field: 'username',
    }),
    orderCase('search all', { search: order.tracking_number, search_field: 'all' }),
    orderCase('created a month', month),
    orderCase('deep page', { page: deep(domain.ORDER_PAGE_SIZE) }),
    orderCase('last page', { page: last(counts.orders, domain.ORDER_PAGE_SIZE) }),
    returnCase('page 1', {}),
    ...domain.RETURN_ORDER_STATUSES.map((status) =>
      returnCase(`status ${status}`, { status: [status] }),
    ),
    returnCase('search id', { search: `R${ret.return_no}`, search_field: 'id' }),
    returnCase('search tracking', { search: ret.tracking_id, search_field: 'tracking_number' }),
    returnCase('search username', { search: ret.customer_username, search_field: 'username' }),
    returnCase('search order no', {
      search: prefix(ret.original_order_no),
      search_field: 'order_no',
    }),
    returnCase('search all', { search: ret.customer_username, search_field: 'all' }),
    returnCase('created a month', month),
    returnCase('deep page', { page: deep(domain.RETURN_PAGE_SIZE) }),
    returnCase('last page', { page: last(counts.returns, domain.RETURN_PAGE_SIZE) }),
    settlementCase('page 1', {}),
    ...domain.SETTLEMENT_STATUSES.map((status) =>
      settlementCase(`status ${status}`, { status: [status] }),
    ),
    settlementCase('search id', { search: settlement.statement_no, searchField: 'id' }),
    settlementCase('search amount', {
      search: (Number(settlement.total_cents) / 100).toFixed(2),
      searchField: 'amount',
    }),
    settlementCase('search all', { search: settlement.statement_no, searchField: 'all' }),
    settlementCase('cycle a month', { cycle_from: '2026-05-01', cycle_to: '2026-05-31' }),
    settlementCase('deep page', { page: deep(domain.SETTLEMENT_PAGE_SIZE) }),
    settlementCase('last page', { page: last(counts.settlements, domain.SETTLEMENT_PAGE_SIZE) }),
  ];
}

/** The server's address of a list case (the domain's own paths). */
export function listPath(domain, kind) {
  switch (kind) {
    case 'orders':
      return domain.apiPaths.orders.list;
    case 'returns':
      return domain.apiPaths.returns.list;
    default:
      return domain.apiPaths.billing.overview;
  }
}

/**
 * Runs, against `db`, what the list route of `item` runs: its domain filter, then the
 * repository's reads (settlements: the tiles and the page together, as the route does).
 */
export async function replayList(domain, repositories, db, merchantId, item) {
  if (item.kind === 'orders') {
    const read = domain.orderListFilter({ page: 1, take: domain.ORDER_PAGE_SIZE, ...item.query });
    await repositories.createOrderRepository(db).list(merchantId, read.filter);
  } else if (item.kind === 'returns') {
    const read = domain.returnListFilter({
      page: 1,
      limit: domain.RETURN_PAGE_SIZE,
      ...item.query,
    });
    await repositories.createReturnRepository(db).list(merchantId, read.filter);
  } else {
    const billing = repositories.createBillingRepository(db);
    const filter = domain.settlementListFilter({
      page: 1,
      take: domain.SETTLEMENT_PAGE_SIZE,
      ...item.query,
    });
    await Promise.all([billing.tiles(merchantId), billing.list(merchantId, filter)]);
  }
}
