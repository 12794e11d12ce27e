/** A multipart/form-data request body as a browser would send it, for `app.inject`. */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; type: string; content: Buffer }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) {
    form.append(file.field, new Blob([file.content], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
