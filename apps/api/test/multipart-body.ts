/**
 * Builds a multipart body for `app.inject` the way a browser would (tests and the bench): text
 * fields plus files, through the platform's FormData and Request.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: { field: string; bytes: Buffer; type: string; name: string }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
