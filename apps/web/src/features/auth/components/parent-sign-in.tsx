import { useState } from 'react';
import { EmailSignInForm } from './email-sign-in-form';
import { type SignedIn, VerifyCodeDialog } from './verify-code-dialog';

export type { SignedIn };

/** E-mail, then the code dialog; `onSignedIn` decides where the parent goes (spec 1 §4). */
export function ParentSignIn({ onSignedIn }: { onSignedIn: (result: SignedIn) => void }) {
  const [pending, setPending] = useState<{ email: string; sentAt: number } | null>(null);
  return (
    <>
      <EmailSignInForm onCodeSent={(email) => setPending({ email, sentAt: Date.now() })} />
      {pending ? (
        <VerifyCodeDialog
          key={pending.email}
          email={pending.email}
          sentAt={pending.sentAt}
          open
          onSentAgain={(sentAt) => setPending({ ...pending, sentAt })}
          onCancelled={() => setPending(null)}
          onSignedIn={onSignedIn}
        />
      ) : null}
    </>
  );
}
