import type { SessionToken } from '@cic/contract';
import { LogIn } from 'lucide-react';
import { EmailPasswordForm } from '@/components/email-password-form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLoginAdmin } from '../api/login-admin';

const resolver = lazyZodResolver(() =>
  import('@cic/contract/admin/admin-auth').then((m) => m.adminLoginBodySchema),
);

/** Spec 2 §2.6: Email, Password, Login. A failure is a destructive toast titled with the server's text. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (session: SessionToken) => void }) {
  return (
    <EmailPasswordForm
      resolver={resolver}
      login={useLoginAdmin()}
      onSignedIn={onSignedIn}
      emailLabel="Email"
      passwordLabel="Password"
      submitIcon={<LogIn aria-hidden="true" />}
      submitLabel="Login"
    />
  );
}
