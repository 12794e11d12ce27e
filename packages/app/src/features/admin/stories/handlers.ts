import { delay, http, HttpResponse } from 'msw';
import type { CompanyProfile, LegalContactPatch, SubAccount } from '@jiyun/domain';
import { apiPaths, API_BASE, FLOW_TOKEN_HEADER } from '@jiyun/domain';
import { permissionsOf } from './fixtures';

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

/** What the team stories can ask of the API. */
export interface TeamApi {
  load?: 'ok' | 'loading' | 'error';
  /** The registration answers a 500 (A29). */
  failCreate?: boolean;
  /** The member PATCH answers a 500. */
  failSave?: boolean;
  /** The member PATCH refuses these fields of the body: a 400 with `details[].field`. */
  refuseSave?: string[];
  /** The DELETE answers a 500 (A29). */
  failDelete?: boolean;
  /** What the page sent: codes asked for, registration and patch bodies, the flow token. */
  sent?: {
    codes: unknown[];
    registrations: [string, string][][];
    flowTokens: (string | null)[];
    patches: [string, string][][];
  };
}

const entriesOf = (form: FormData): [string, string][] =>
  [...form.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

/**
 * The team as the server keeps it for a story: the list, one member, a new member registered from
 * the multipart body, a patch applied, a delete; failures where the story asks for them.
 */
export function teamHandlers(initial: SubAccount[], api: TeamApi = {}) {
  let members = structuredClone(initial);
  const failure = () =>
    HttpResponse.json({ message: 'Internal error', code: 'INTERNAL' }, { status: 500 });
  const notFound = () =>
    HttpResponse.json({ message: 'Team member not found.', code: 'NOT_FOUND' }, { status: 404 });
  return [
    http.get(url(apiPaths.admin.subaccounts), async () => {
      if (api.load === 'loading') await delay('infinite');
      if (api.load === 'error') return failure();
      return HttpResponse.json({ data: members });
    }),
    http.get(url(apiPaths.admin.member), ({ params }) => {
      const member = members.find((one) => one.id === params.memberId);
      return member ? HttpResponse.json({ data: member }) : notFound();
    }),
    http.post(url(apiPaths.admin.subAccountCode), async ({ request }) => {
      api.sent?.codes.push(await request.json());
      return HttpResponse.json({ data: { flow_token: 'flow-story-7f3a', resend_after: 30 } });
    }),
    http.post(url(apiPaths.admin.memberCode), async ({ request }) => {
      api.sent?.codes.push(await request.json());
      return HttpResponse.json({ data: { resend_after: 30 } });
    }),
    http.post(url(apiPaths.admin.registerSubAccount), async ({ request }) => {
      const form = await request.formData();
      api.sent?.registrations.push(entriesOf(form));
      api.sent?.flowTokens.push(request.headers.get(FLOW_TOKEN_HEADER));
      if (api.failCreate) return failure();
      const text = (name: string) => String(form.get(name) ?? '');
      const id = `new-member-${String(members.length + 1)}`;
      const names = form.getAll('permission').map(String);
      const created: SubAccount = {
        id,
        first_name: text('first_name'),
        last_name: text('last_name'),
        email: text('email'),
        country_code: text('country_code'),
        phone_number: text('identifier'),
        avatar_url: null,
        permissions: permissionsOf(id, names),
        warehouses: [],
        created_at: '2026-11-20T02:00:00.000Z',
      };
      members = [...members, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.patch(url(apiPaths.admin.member), async ({ request, params }) => {
      const form = await request.formData();
      api.sent?.patches.push(entriesOf(form));
      if (api.failSave) return failure();
      if (api.refuseSave)
        return HttpResponse.json(
          {
            message: 'Invalid input',
            code: 'VALIDATION_FAILED',
            details: api.refuseSave.map((field) => ({ field, message: `${field} is not valid` })),
          },
          { status: 400 },
        );
      const member = members.find((one) => one.id === params.memberId);
      if (!member) return notFound();
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : undefined;
      };
      const names = form.getAll('permission').map(String);
      const updated: SubAccount = {
        ...member,
        first_name: text('first_name') ?? member.first_name,
        last_name: text('last_name') ?? member.last_name,
        email: text('email') ?? member.email,
        country_code: text('country_code') ?? member.country_code,
        phone_number: text('identifier') ?? member.phone_number,
        permissions: names.length === 0 ? member.permissions : permissionsOf(member.id, names),
      };
      members = members.map((one) => (one.id === member.id ? updated : one));
      return HttpResponse.json({ data: updated });
    }),
    http.delete(url(apiPaths.admin.member), ({ params }) => {
      if (api.failDelete) return failure();
      members = members.filter((one) => one.id !== params.memberId);
      return HttpResponse.json({ data: { id: params.memberId } });
    }),
  ];
}
