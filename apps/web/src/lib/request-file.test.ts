import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFromDisposition, requestFile } from './request-file';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('file downloads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("names the file as the server's Content-Disposition says, UTF-8 name first", () => {
    expect(fileNameFromDisposition('attachment; filename="overtime-may-2026.csv"', 'x.csv')).toBe(
      'overtime-may-2026.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(
      fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''laporan%20%C3%A9.csv`, 'x.csv'),
    ).toBe('laporan é.csv');
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
  });

  it('sends the bearer token and returns the body with the server file name', async () => {
    vi.stubGlobal('document', { cookie: 'token=staff-token' });
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
    const fetch = vi.fn(
      async () =>
        new Response('\uFEFFCenter,Student\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="report.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await requestFile('/admin/overtime/reports/r1/export', {
      auth: 'staff',
      fallbackName: 'overtime.csv',
    });
    expect(file.fileName).toBe('report.csv');
    expect(await file.blob.text()).toContain('Center,Student');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v2/admin/overtime/reports/r1/export',
      expect.objectContaining({ headers: { Authorization: 'Bearer staff-token' } }),
    );
  });

  it("sends the list's filters and the page's language, which words the file (issue 40)", async () => {
    vi.stubGlobal('document', { cookie: 'token=staff-token', documentElement: { lang: 'ms' } });
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
    const fetch = vi.fn(async () => new Response('\uFEFFNombor Invois', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await requestFile('/admin/overtime/invoices/export', {
      auth: 'staff',
      fallbackName: 'invoices.csv',
      query: { status: 'PAID', search: undefined, overdue: 'true' },
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v2/admin/overtime/invoices/export?status=PAID&overdue=true',
      expect.objectContaining({
        headers: { 'Accept-Language': 'ms', Authorization: 'Bearer staff-token' },
      }),
    );
  });

  it("throws the server's error envelope", async () => {
    vi.stubGlobal('document', { cookie: 'token=staff-token' });
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
    vi.stubGlobal(
      'fetch',
      respond(409, { success: false, code: 'CONFLICT', message: 'This report is still being generated.' }),
    );
    await expect(
      requestFile('/admin/overtime/reports/r1/export', { auth: 'staff', fallbackName: 'overtime.csv' }),
    ).rejects.toMatchObject({ status: 409, message: 'This report is still being generated.' });
  });
});
