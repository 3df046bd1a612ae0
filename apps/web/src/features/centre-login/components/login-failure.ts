import { toast } from '@/components/ui/use-toast';

/**
 * Spec 2 §8: a failed login shows a destructive toast titled with the server's text (a wrong
 * centre or password, or the 429 'too many attempts' message).
 */
export function toastLoginFailure(error: unknown): void {
  const title = error instanceof Error && error.message ? error.message : 'Something went wrong';
  toast({ title, variant: 'destructive' });
}
