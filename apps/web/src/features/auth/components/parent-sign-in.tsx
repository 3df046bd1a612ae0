import { lazy, Suspense, useState } from 'react';
import { EmailSignInForm } from './email-sign-in-form';
import type { SignedIn } from './verify-code-dialog';

// The code dialog (Radix, zod) loads once a code is sent: /login draws without it (decision 026).
const VerifyCodeDialog = lazy(() =>
  import('./verify-code-dialog').then((m) => ({ default: m.VerifyCodeDialog })),
);

export type { SignedIn };

/** E-mail, then the code dialog; `onSignedIn` decides where the parent goes (spec 1 §4). */
export function ParentSignIn({ onSignedIn }: { onSignedIn: (result: SignedIn) => void }) {
  const [pending, setPending] = useState<{ email: string; sentAt: number } | null>(null);
  return (
    <>
      <EmailSignInForm onCodeSent={(email) => setPending({ email, sentAt: Date.now() })} />
      {pending ? (
        <Suspense fallback={null}>
          <VerifyCodeDialog
            key={pending.email}
            email={pending.email}
            sentAt={pending.sentAt}
            open
            onSentAgain={(sentAt) => setPending({ ...pending, sentAt })}
            onCancelled={() => setPending(null)}
            onSignedIn={onSignedIn}
          />
        </Suspense>
      ) : null}
    </>
  );
}
