import type { SessionToken } from '@cic/contract';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { EmailPasswordForm } from '@/components/email-password-form';
import { Button } from '@/components/ui/button';
import { lazySchema } from '@/lib/use-checked-form';
import { useLoginHoc } from '../api/login-hoc';

const schema = lazySchema(() =>
  import('@cic/contract/centre/centre-login').then((m) => m.hocLoginBodySchema),
);

type HocLoginFormProps = {
  name: string;
  onSignedIn: (session: SessionToken) => void;
  onBack: () => void;
};

/** A head of centre proves who they are with their own e-mail and password (spec 2 §2.1). */
export function HocLoginForm({ name, onSignedIn, onBack }: HocLoginFormProps) {
  return (
    <EmailPasswordForm
      schema={schema}
      login={useLoginHoc()}
      onSignedIn={onSignedIn}
      emailLabel="HOC email"
      passwordLabel="HOC Password"
      submitIcon={<ShieldCheck aria-hidden="true" />}
      submitLabel="Login as HOC"
      large
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-zinc-900">Login as HOC</h2>
          <p className="truncate text-sm text-zinc-600">{name}</p>
        </div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
    </EmailPasswordForm>
  );
}
