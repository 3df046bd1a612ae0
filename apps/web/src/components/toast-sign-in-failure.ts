import { getErrorMessage } from '@/lib/api-client';
import { toast } from './ui/use-toast';

/**
 * Spec 2 §8: a failed sign-in (centre, head of centre, admin) or admin registration shows a
 * destructive toast titled with the server's text, e.g. a wrong password or the 429 'too many
 * attempts' message.
 */
export function toastSignInFailure(error: unknown): void {
  toast({ title: getErrorMessage(error), variant: 'destructive' });
}
