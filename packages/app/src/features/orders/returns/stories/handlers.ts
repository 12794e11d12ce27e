import { delay, http, HttpResponse } from 'msw';
import {
  API_BASE,
  apiPaths,
  parcelStatusForReturn,
  RETURN_MESSAGES,
  type ReturnListItem,
  type ReturnOrder,
} from '@jiyun/domain';

const url = (path: string) => `${API_BASE}${path}`;
const internal = () =>
  HttpResponse.json({ message: 'Internal error', code: 'INTERNAL' }, { status: 500 });

/** What the list stories can ask of `GET /merchants/returns`. */
export interface ReturnListApi {
  load?: 'ok' | 'loading' | 'error';
  /** The total the server says (a capped count stops at 10,000). */
  results?: number;
  /** The query strings the page sent, for the play to check. */
  sent?: string[];
}

/** The list answers `rows` filtered by status (repeated or comma list) and by search text. */
export function returnListHandler(rows: ReturnListItem[], api: ReturnListApi = {}) {
  return http.get(url(apiPaths.returns.list), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    api.sent?.push(query.toString());
    if (api.load === 'loading') await delay('infinite');
    if (api.load === 'error') return internal();
    const statuses = query.getAll('status').flatMap((value) => value.split(','));
    const search = (query.get('search') ?? '').toLowerCase();
    const data = rows.filter(
      (row) =>
        (statuses.length === 0 || statuses.includes(row.status)) &&
        [
          row.returnNo,
          row.tracking_number ?? '',
          row.customers.username,
          row.original_order_no ?? '',
        ]
          .join(' ')
          .toLowerCase()
          .includes(search),
    );
    return HttpResponse.json({ data, results: api.results ?? data.length });
  });
}

/** What the detail stories can ask of the return's calls. */
export interface ReturnDetailApi {
  load?: 'ok' | 'loading' | 'error' | 'missing';
  /** Every write answers this failure (a 409 names the status change, a 500 says nothing). */
  failWrites?: 'status_changed' | 'internal';
  /** What the page sent, for the play to check. */
  sent?: { patch: unknown[]; packed: Record<string, string | string[]>[]; cancel: number };
}

const resets = new Set<() => void>();

/** Every story starts from the fixtures again: the handlers outlive one story. */
export function resetStoryReturns() {
  for (const reset of resets) reset();
}

/** The return's calls over one return, changing it as the server would. */
export function returnDetailHandlers(initial: ReturnOrder, api: ReturnDetailApi = {}) {
  let current = structuredClone(initial);
  resets.add(() => {
    current = structuredClone(initial);
  });
  const refuse = () =>
    api.failWrites === 'status_changed'
      ? HttpResponse.json(
          { message: RETURN_MESSAGES.notAllowed, code: 'CONFLICT' },
          { status: 409 },
        )
      : internal();
  return [
    http.patch(url(apiPaths.returns.cancel), () => {
      if (api.sent) api.sent.cancel += 1;
      if (api.failWrites) return refuse();
      current = {
        ...current,
        status: 'cancelled',
        cancelled_at: '2026-11-26T02:00:00.000Z',
        parcel: { ...current.parcel, storage_status: parcelStatusForReturn('cancelled') },
      };
      return HttpResponse.json({ data: current });
    }),
    http.get(url(apiPaths.returns.one), async () => {
      if (api.load === 'loading') await delay('infinite');
      if (api.load === 'error') return internal();
      if (api.load === 'missing')
        return HttpResponse.json(
          { message: RETURN_MESSAGES.notFound, code: 'NOT_FOUND' },
          { status: 404 },
        );
      return HttpResponse.json({ data: current });
    }),
    http.patch(url(apiPaths.returns.one), async ({ request }) => {
      if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
        const form = await request.formData();
        const fields: Record<string, string | string[]> = {};
        for (const [key, value] of form.entries()) {
          const text = typeof value === 'string' ? value : value.name;
          fields[key] =
            key === 'package_photo' ? [...((fields[key] as string[]) ?? []), text] : text;
        }
        api.sent?.packed.push(fields);
        if (api.failWrites) return refuse();
        current = {
          ...current,
          status: 'packed',
          weight: Number(fields.weight),
          length: Number(fields.length),
          width: Number(fields.width),
          height: Number(fields.height),
          total_price: Number(fields.total_price),
        };
        return HttpResponse.json({ data: current });
      }
      const body = (await request.json()) as Partial<ReturnOrder>;
      api.sent?.patch.push(body);
      if (api.failWrites) return refuse();
      current = { ...current, ...body };
      return HttpResponse.json({ data: current });
    }),
  ];
}
