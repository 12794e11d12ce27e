import { delay, http, HttpResponse } from 'msw';
import type { CompanyProfile, LegalContactPatch } from '@jiyun/domain';
import { apiPaths, API_BASE } from '@jiyun/domain';

const url = (path: string) => `${API_BASE}${path}`;

/** What the profile stories can ask of the API. */
export interface ProfileApi {
  /** `loading` never answers; `error` answers a 500. */
  load?: 'ok' | 'loading' | 'error';
  /** A save answers a 500 (A29: the page keeps the input and says so). */
  failSave?: boolean;
  /** The bodies the page sent, for the play to check. */
  sent?: { legal: LegalContactPatch[]; display: [string, string][][] };
}

/**
 * `GET /merchants/profile` as the story says; the two saves apply to the profile as the server
 * would (a display change waits for review in `updates`, a legal change replaces the contact).
 */
export function profileHandlers(initial: CompanyProfile, api: ProfileApi = {}) {
  let profile = structuredClone(initial);
  const failure = () =>
    HttpResponse.json({ message: 'Internal error', code: 'INTERNAL' }, { status: 500 });
  return [
    http.get(url(apiPaths.profile), async () => {
      if (api.load === 'loading') await delay('infinite');
      if (api.load === 'error') return failure();
      return HttpResponse.json({ data: profile });
    }),
    http.patch(url(apiPaths.profile), async ({ request }) => {
      const body = (await request.json()) as LegalContactPatch;
      api.sent?.legal.push(body);
      if (api.failSave) return failure();
      const rep = profile.company.legal_rep;
      if (rep)
        profile = { ...profile, company: { ...profile.company, legal_rep: { ...rep, ...body } } };
      return HttpResponse.json({ data: profile });
    }),
    http.patch(url(apiPaths.admin.displayInfo), async ({ request }) => {
      const form = await request.formData();
      api.sent?.display.push(
        [...form.entries()].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : `file:${value.name}`,
        ]),
      );
      if (api.failSave) return failure();
      const name = form.get('display_name');
      profile = {
        ...profile,
        status: 'updated',
        updates: [
          {
            id: 'upd_story',
            display_name: typeof name === 'string' ? name : null,
            avatar_url: null,
            submitted_at: '2026-11-20T02:00:00.000Z',
          },
        ],
      };
      return HttpResponse.json({ data: profile });
    }),
  ];
}
