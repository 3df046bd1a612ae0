import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type ProfileFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's request runs: its button is disabled (and says so in `button`). */
  sending: boolean;
  /** The submit button's words and icon. */
  button: ReactNode;
  children: ReactNode;
};

/** A parent's profile form (registering, or a settings section): its fields, then one large submit button. */
export function ProfileForm({ onSubmit, sending, button, children }: ProfileFormProps) {
  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit}>
      {children}
      <Button type="submit" size="lg" disabled={sending}>
        {button}
      </Button>
    </form>
  );
}
