import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { changeLanguage } from './i18n';

describe('switching the language', () => {
  afterEach(async () => {
    await changeLanguage('en');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for kept answers again, so words the server made come in the new language (issue 27)', async () => {
    vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'en' } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await changeLanguage('ms');
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith());
  });
});
