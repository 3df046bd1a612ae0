import { SearchX } from 'lucide-react';
import { ContactDialog } from '@/components/contact-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type NoChildrenDialogProps = { email: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Connecting found nothing: explain how children are linked and who can help. */
export function NoChildrenDialog({ email, open, onOpenChange }: NoChildrenDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mb-1 flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
            <SearchX aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>No Children Found</DialogTitle>
          <DialogDescription>
            We could not find any children registered with{' '}
            <strong className="font-medium break-all text-zinc-900">{email}</strong>.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm text-zinc-700">
          <p>
            Children are linked to your account through the e-mail address given at their registration. Please
            sign in with that address.
          </p>
          <p>If you gave a different address, or think this is a mistake, please contact the center.</p>
        </div>
        <DialogFooter>
          <ContactDialog trigger={<Button variant="outline">Contact Us</Button>} />
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
