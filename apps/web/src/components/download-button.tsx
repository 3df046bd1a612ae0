import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/use-toast';

/** The part of a download's mutation the button uses (`useExportAgeing()`, `useDownloadInvoicePdf()`…). */
type FileDownload<Input> = {
  isPending: boolean;
  mutate(input: Input, options: { onError: (error: Error) => void }): void;
};

type DownloadButtonProps<Input> = {
  download: FileDownload<Input>;
  /** What the file is made of: a list's filters, an invoice's id, a statement's period… */
  input: Input;
  label: string;
  /** Said instead of `label` while the file is on its way. */
  pendingLabel: string;
  disabled?: boolean;
  className?: string;
};

/**
 * The button that fetches a file (a list's CSV, an invoice's or a statement's PDF). It is off
 * while the file comes, so one click makes one file; a failure is a toast and the page stays.
 */
export function DownloadButton<Input>({
  download,
  input,
  label,
  pendingLabel,
  disabled = false,
  className,
}: DownloadButtonProps<Input>) {
  return (
    <Button
      variant="outline"
      className={className}
      disabled={disabled || download.isPending}
      onClick={() => download.mutate(input, { onError: (error) => toastError(error) })}
    >
      <Download aria-hidden="true" />
      {download.isPending ? pendingLabel : label}
    </Button>
  );
}
