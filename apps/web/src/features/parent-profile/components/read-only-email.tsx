import { Lock } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The account's e-mail: shown, never edited (it is how the parent signs in). */
export function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <FormField
      label="Email"
      hint={
        <span className="inline-flex items-center gap-1">
          <Lock aria-hidden="true" className="size-3" />
          You sign in with this address; it cannot be changed here.
        </span>
      }
    >
      <Input type="email" value={email} readOnly className="bg-zinc-50 text-zinc-600" />
    </FormField>
  );
}
