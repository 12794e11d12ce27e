import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ItemResponse, ListResponse } from '@jiyun/domain';

/**
 * The one way a resource client calls the API: a path from the domain's `apiPaths` (filled with
 * `apiPath`), the envelope unwrapped. The HTTP client (axios, ~20 KB gzip) is loaded with the
 * first call rather than with the page, so /login keeps its first-load budget
 * (docs/decisions/0006-login-first-load.md); once loaded, every call shares it.
 */
export const loadApi = async (): Promise<AxiosInstance> => (await import('./client')).api;

type Config = Pick<AxiosRequestConfig, 'params' | 'signal' | 'headers'>;

/** `GET` of one resource: `{ data }` → data. */
export async function getItem<T>(path: string, config?: Config): Promise<T> {
  const api = await loadApi();
  return (await api.get<ItemResponse<T>>(path, config)).data.data;
}

/** `GET` of every row of a small list: `{ data, results }` → rows. */
export async function getRows<T>(path: string, config?: Config): Promise<T[]> {
  const api = await loadApi();
  return (await api.get<ListResponse<T>>(path, config)).data.data;
}

/** `GET` of one page of a list: the rows and the total across pages. */
export async function getPage<T>(path: string, config?: Config): Promise<ListResponse<T>> {
  const api = await loadApi();
  return (await api.get<ListResponse<T>>(path, config)).data;
}

/** A write answered with the whole body (login-like answers that are not `{ data }` alone). */
export async function send<Answer>(
  method: 'post' | 'patch' | 'put' | 'delete',
  path: string,
  body?: unknown,
  config?: Config,
): Promise<Answer> {
  const api = await loadApi();
  return (await api.request<Answer>({ method, url: path, data: body, ...config })).data;
}

/** A write answered with one resource: `{ data }` → data. */
export async function sendItem<T>(
  method: 'post' | 'patch' | 'put' | 'delete',
  path: string,
  body?: unknown,
  config?: Config,
): Promise<T> {
  return (await send<ItemResponse<T>>(method, path, body, config)).data;
}

/**
 * Query strings repeat a key for a list (`status=stored&status=error`), as the API reads them;
 * empty values are left out.
 */
export function listParams(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}
