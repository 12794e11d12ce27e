/**
 * Query keys for one resource, nested so that invalidating a broader key reaches the narrower
 * ones: `all` ⊃ `lists()` ⊃ `list(params)`, and `all` ⊃ `details()` ⊃ `detail(id)`.
 */
export function queryKeysFor<const Resource extends string>(resource: Resource) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Params extends object>(params: Params) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}
