import { documentLinkSchema } from '@cic/contract/overtime/overtime-invoices';
import { useMutation } from '@tanstack/react-query';
import { toastError } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';

/**
 * Opens a PDF kept in the file store: the API answers a short-lived signed link in the reader's
 * language (decision 073), and the browser goes to it. Going, not fetching: the link may be on
 * another origin (S3), which the page's security policy does not let a script fetch.
 */
export function useOpenDocument(auth: 'parent' | 'staff') {
  return useMutation({
    mutationFn: (path: string) => api.get(path, { auth, schema: documentLinkSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastError(error),
  });
}
