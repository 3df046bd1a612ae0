import { FileJson } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

type TransactionDetailsDialogProps = {
  paymentId: string;
  transactionData: Record<string, unknown>;
};

/** Spec 3 §2.5: the raw JSON the gateway sent for a payment, in a 'Transaction Details' dialog. */
export function TransactionDetailsDialog({ paymentId, transactionData }: TransactionDetailsDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FileJson aria-hidden="true" />
          {/* The table is wide: the visible word is short, the name says it all. */}
          <span>
            <span className="sr-only">Transaction </span>Details
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Transaction Details</DialogTitle>
          <DialogDescription className="break-all">Payment {paymentId}</DialogDescription>
        </DialogHeader>
        <pre className="max-h-[60vh] overflow-auto rounded-lg bg-zinc-950 p-4 font-mono text-xs leading-relaxed text-zinc-100">
          {JSON.stringify(transactionData, null, 2)}
        </pre>
      </DialogContent>
    </Dialog>
  );
}
