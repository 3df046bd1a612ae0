import type { SessionToken } from '@cic/contract';
import { LogIn } from 'lucide-react';
import { EmailPasswordForm } from '@/components/email-password-form';
import { toastSignInFailure } from '@/components/toast-sign-in-failure';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLoginAdmin } from '../api/login-admin';

const resolver = lazyZodResolver(() =>
  import('@cic/contract/admin-auth').then((m) => m.adminLoginBodySchema),
);

/** Spec 2 §2.6: Email, Password, Login. A failure is a destructive toast titled with the server's text. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (session: SessionToken) => void }) {
  const login = useLoginAdmin();
  return (
    <EmailPasswordForm
      resolver={resolver}
      onSubmit={(body) => login.mutate(body, { onSuccess: onSignedIn, onError: toastSignInFailure })}
      pending={login.isPending}
      emailLabel="Email"
      passwordLabel="Password"
      submitIcon={<LogIn aria-hidden="true" />}
      submitLabel="Login"
    />
  );
}
