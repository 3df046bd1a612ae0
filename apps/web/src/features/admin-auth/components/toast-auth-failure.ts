import { toast } from '@/components/ui/use-toast';

/** Spec 2 §8: a failed admin login or registration shows a destructive toast titled with the server's text. */
export function toastAuthFailure(error: unknown): void {
  const title = error instanceof Error && error.message ? error.message : 'Something went wrong';
  toast({ title, variant: 'destructive' });
}
