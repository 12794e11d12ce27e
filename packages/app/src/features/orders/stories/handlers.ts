import { delay, http, HttpResponse } from 'msw';
import {
  API_BASE,
  apiPaths,
  CSV_BOM,
  ORDER_CSV_FILE_NAME,
  ORDER_MESSAGES,
  orderCsvHeader,
  orderCsvLine,
  type Order,
  type OrderListItem,
  type OrderParcel,
} from '@jiyun/domain';

const url = (path: string) => `${API_BASE}${path}`;
const internal = () =>
  HttpResponse.json({ message: 'Internal error', code: 'INTERNAL' }, { status: 500 });

/** What the list stories can ask of `GET /merchants/orders`. */
export interface ListApi {
  load?: 'ok' | 'loading' | 'error';
  /** The total the server says (a capped count past 10,000: 10,001). */
  results?: number;
  /** The query strings the page sent, for the play to check. */
  sent?: string[];
}

/** The list answers `rows` filtered by status and by search (text anywhere), as the server does. */
export function listHandler(rows: OrderListItem[], api: ListApi = {}) {
  return http.get(url(apiPaths.orders.list), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    api.sent?.push(query.toString());
    if (api.load === 'loading') await delay('infinite');
    if (api.load === 'error') return internal();
    const statuses = query.getAll('status');
    const search = (query.get('search') ?? '').toLowerCase();
    const data = rows.filter(
      (row) =>
        (statuses.length === 0 || statuses.includes(row.status)) &&
        [row.orderNo, row.tracking_number ?? '', row.customers.username]
          .join(' ')
          .toLowerCase()
          .includes(search),
    );
    return HttpResponse.json({ data, results: api.results ?? data.length });
  });
}

/** What the export stories can ask of `GET /merchants/orders/export`. */
export interface ExportApi {
  fail?: boolean;
  /** The query strings the page sent, for the play to check. */
  sent?: string[];
}

/** export.csv of the rows the query names (ids, else the status filter), as the server streams it. */
export function exportHandler(rows: OrderListItem[], api: ExportApi = {}) {
  return http.get(url(apiPaths.orders.export), ({ request }) => {
    const query = new URL(request.url).searchParams;
    api.sent?.push(query.toString());
    if (api.fail) return internal();
    const ids = query.getAll('ids');
    const statuses = query.getAll('status');
    const chosen = rows.filter((row) =>
      ids.length > 0
        ? ids.includes(row.id)
        : statuses.length === 0 || statuses.includes(row.status),
    );
    return new HttpResponse(CSV_BOM + orderCsvHeader() + chosen.map(orderCsvLine).join(''), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${ORDER_CSV_FILE_NAME}"`,
      },
    });
  });
}

/** What the detail stories can ask of the order's calls. */
export interface DetailApi {
  load?: 'ok' | 'loading' | 'error' | 'missing';
  /** Every write answers this failure (a 409 names the status change, a 500 says nothing). */
  failWrites?: 'status_changed' | 'internal';
  /** The bodies the page sent, for the play to check. */
  sent?: { patch: unknown[]; cancel: number; returned: string[] };
}

const resets = new Set<() => void>();

/** Every story starts from the fixtures again: the handlers outlive one story. */
export function resetStoryOrders() {
  for (const reset of resets) reset();
}

/** The order's calls over one order and its parcels, changing them as the server would. */
export function detailHandlers(initial: Order, parcels: OrderParcel[], api: DetailApi = {}) {
  let order = structuredClone(initial);
  let stock = structuredClone(parcels);
  resets.add(() => {
    order = structuredClone(initial);
    stock = structuredClone(parcels);
  });
  const refuse = () =>
    api.failWrites === 'status_changed'
      ? HttpResponse.json({ message: ORDER_MESSAGES.notAllowed, code: 'CONFLICT' }, { status: 409 })
      : internal();
  return [
    http.get(url(apiPaths.orders.parcels), () => HttpResponse.json({ data: stock })),
    http.patch(url(apiPaths.orders.cancel), () => {
      if (api.sent) api.sent.cancel += 1;
      if (api.failWrites) return refuse();
      stock = stock.map((parcel) => ({
        ...parcel,
        removed: true,
        storage_status: order.status === 'packed' ? 'restored' : 'stored',
      }));
      order = { ...order, status: 'cancelled', cancelled_at: '2026-11-26T02:00:00.000Z' };
      return HttpResponse.json({ data: order });
    }),
    http.patch(url(apiPaths.orders.returnParcel), ({ params }) => {
      api.sent?.returned.push(String(params.parcelId));
      if (api.failWrites) return refuse();
      stock = stock.map((parcel) =>
        String(parcel.id) === params.parcelId
          ? { ...parcel, removed: true, storage_status: 'restored' }
          : parcel,
      );
      return HttpResponse.json({ data: stock });
    }),
    http.get(url(apiPaths.orders.one), async () => {
      if (api.load === 'loading') await delay('infinite');
      if (api.load === 'error') return internal();
      if (api.load === 'missing')
        return HttpResponse.json(
          { message: ORDER_MESSAGES.notFound, code: 'NOT_FOUND' },
          { status: 404 },
        );
      return HttpResponse.json({ data: order });
    }),
    http.patch(url(apiPaths.orders.one), async ({ request }) => {
      const body = (await request.json()) as Partial<Order>;
      api.sent?.patch.push(body);
      if (api.failWrites) return refuse();
      order = { ...order, ...body };
      return HttpResponse.json({ data: order });
    }),
  ];
}
