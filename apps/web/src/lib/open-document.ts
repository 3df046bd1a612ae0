import type { DocumentLink } from '@cic/contract/overtime/overtime-invoices';
import { useMutation } from '@tanstack/react-query';
import { toastError } from '@/components/ui/use-toast';

/**
 * Opens a PDF kept in the file store: `linkOf` asks the API for a short-lived signed link in the
 * reader's language (decision 073), and the browser goes to it. Going, not fetching: the link may
 * be on another origin (S3), which the page's security policy does not let a script fetch.
 */
export function useOpenDocument<Input>(linkOf: (input: Input) => Promise<DocumentLink>) {
  return useMutation({
    mutationFn: linkOf,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastError(error),
  });
}
