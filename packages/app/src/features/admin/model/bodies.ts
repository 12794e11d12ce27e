import type { DisplayInfoPatch, MemberPatch, SubAccountRegistration } from '@jiyun/domain';

/**
 * The multipart bodies of the admin calls (spec §7). Each holds only what it is given: the
 * only-changed rule is the domain's (`memberChanges`, `displayInfoChanges`); these put it on the
 * wire, with `permission` repeated once per group and the avatar as a file part when chosen.
 */
function appendFields(body: FormData, fields: object): void {
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const one of value) body.append(name, String(one));
    } else {
      body.append(name, String(value));
    }
  }
}

function withAvatar(body: FormData, avatar: File | null): FormData {
  if (avatar) body.append('avatar', avatar);
  return body;
}

/** `PATCH /merchants/display-info`: the new name when it changed, the new avatar when chosen. */
export function displayInfoBody(patch: DisplayInfoPatch, avatar: File | null): FormData {
  const body = new FormData();
  appendFields(body, patch);
  return withAvatar(body, avatar);
}

/** `POST /merchants/auth/register/sub-account`: every field, the groups repeated. */
export function registrationBody(
  registration: SubAccountRegistration,
  avatar: File | null,
): FormData {
  const body = new FormData();
  appendFields(body, registration);
  return withAvatar(body, avatar);
}

/** `PATCH /merchants/team/{id}`: only the changed fields, the groups repeated. */
export function memberPatchBody(patch: MemberPatch, avatar: File | null): FormData {
  const body = new FormData();
  appendFields(body, patch);
  return withAvatar(body, avatar);
}

/** A body as `[name, value]` pairs, files by name: what tests and stories compare. */
export function bodyEntries(body: FormData): [string, string][] {
  return [...body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}
