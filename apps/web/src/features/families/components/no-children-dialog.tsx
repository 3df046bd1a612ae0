import { SearchX } from 'lucide-react';
import { ContactDialog } from '@/components/contact-dialog';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';

type NoChildrenDialogProps = { email: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Connecting found nothing: explain how children are linked and who can help. */
export function NoChildrenDialog({ email, open, onOpenChange }: NoChildrenDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      icon={
        <span className="mb-1 flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
          <SearchX aria-hidden="true" className="size-5" />
        </span>
      }
      title="No Children Found"
      description={
        <>
          We could not find any children registered with{' '}
          <strong className="font-medium break-all text-zinc-900">{email}</strong>.
        </>
      }
      footer={
        <>
          <ContactDialog trigger={<Button variant="outline">Contact Us</Button>} />
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </>
      }
    >
      <div className="grid gap-2 text-sm text-zinc-700">
        <p>
          Children are linked to your account through the e-mail address given at their registration. Please
          sign in with that address.
        </p>
        <p>If you gave a different address, or think this is a mistake, please contact the center.</p>
      </div>
    </DialogFrame>
  );
}
