import { toast } from './ui/use-toast';

/**
 * Spec 2 §8: a failed sign-in (centre, head of centre, admin) or admin registration shows a
 * destructive toast titled with the server's text, e.g. a wrong password or the 429 'too many
 * attempts' message.
 */
export function toastSignInFailure(error: unknown): void {
  const title = error instanceof Error && error.message ? error.message : 'Something went wrong';
  toast({ title, variant: 'destructive' });
}
