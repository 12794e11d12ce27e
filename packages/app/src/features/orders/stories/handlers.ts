import { delay, http, HttpResponse } from 'msw';
import { packQuote, sizeRefusalDetails } from './fixtures';
import {
  API_BASE,
  apiPaths,
  CSV_BOM,
  ORDER_CSV_FILE_NAME,
  ORDER_MESSAGES,
  orderCsvHeader,
  orderCsvLine,
  type AdditionalFee,
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

/** What the packing stories can ask of check-price and the multipart pack. */
export interface PackingApi {
  /** check-price: the quote, a size refusal (422), a failure (500), or no answer yet. */
  check?: 'ok' | 'size' | 'error' | 'pending';
  /**
   * The multipart PATCH: packed, a failure (500), a photo the server refuses by its content (415),
   * or no answer yet (submitting).
   */
  pack?: 'ok' | 'error' | 'photoRefused' | 'pending';
  /** The check-price bodies and the pack forms' text fields and photo names, for the play. */
  sent?: { checks: unknown[]; packs: [string, string][][] };
}

/** What the detail stories can ask of the order's calls. */
export interface DetailApi {
  packing?: PackingApi;
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
    http.post(url(apiPaths.orders.checkPrice), async ({ request }) => {
      const packing = api.packing ?? {};
      packing.sent?.checks.push(await request.json());
      if (packing.check === 'pending') await delay('infinite');
      if (packing.check === 'error') return internal();
      if (packing.check === 'size')
        return HttpResponse.json(
          {
            message: ORDER_MESSAGES.sizeRefused,
            code: 'VALIDATION_FAILED',
            details: sizeRefusalDetails,
          },
          { status: 422 },
        );
      return HttpResponse.json({ data: packQuote });
    }),
    http.patch(url(apiPaths.orders.one), async ({ request }) => {
      if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
        const packing = api.packing ?? {};
        const form = await request.formData();
        packing.sent?.packs.push(
          [...form.entries()].map(([name, value]) => [
            name,
            typeof value === 'string' ? value : value.name,
          ]),
        );
        if (packing.pack === 'pending') await delay('infinite');
        if (packing.pack === 'error') return internal();
        if (packing.pack === 'photoRefused') {
          const message = 'Package photos must be JPG or PNG images.';
          return HttpResponse.json(
            {
              message,
              code: 'UNSUPPORTED_MEDIA_TYPE',
              details: [{ field: 'package_photo', message }],
            },
            { status: 415 },
          );
        }
        const number = (name: string) => Number(form.get(name));
        const fees = JSON.parse(String(form.get('additional_fees'))) as AdditionalFee[];
        order = {
          ...order,
          status: 'packed',
          weight: number('weight'),
          length: number('length'),
          width: number('width'),
          height: number('height'),
          additional_fees: fees,
          total_price: packQuote.totalPrice,
          calculations: {
            ...packQuote.calculations,
            shippingFee: packQuote.shippingFee,
            totalStorageFee: packQuote.totalStorageFee,
            additionalFees: packQuote.additionalFees,
            exchangeRate: packQuote.exchangeRate,
          },
          order_photos: form.getAll('package_photo').map((_, index) => ({
            id: `new-${index}`,
            url: `orders/2600001/packed-${index}.png`,
          })),
        };
        return HttpResponse.json({ data: order });
      }
      const body = (await request.json()) as Partial<Order>;
      api.sent?.patch.push(body);
      if (api.failWrites) return refuse();
      order = { ...order, ...body };
      return HttpResponse.json({ data: order });
    }),
  ];
}
