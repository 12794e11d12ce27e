import { loadApi } from './http';

/**
 * `GET` of a file the API makes (a PDF, export.csv) as a Blob, through the client and its token.
 * A module of its own: only lazy pages fetch files, so /login's first load does not carry it.
 */
export async function getFile(path: string, params?: URLSearchParams | object): Promise<Blob> {
  const api = await loadApi();
  return (await api.get<Blob>(path, { params, responseType: 'blob' })).data;
}
