import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '@/components/ui/use-toast';
import { useRequestOtp } from '../api/request-otp';
import { VerifyCodeDialog } from './verify-code-dialog';

export type EmailProofDialogProps = {
  email: string;
  onVerified: () => void;
  /** Cancelled, or the code could not be sent. */
  onClose: () => void;
};

/**
 * 'Verify Email' in the registration wizard (spec 1 §5): sends a code to another parent's e-mail
 * and opens the sign-in's code dialog for it; a right code verifies the e-mail without signing in.
 */
export function EmailProofDialog({ email, onVerified, onClose }: EmailProofDialogProps) {
  const { t } = useTranslation('auth');
  const request = useRequestOtp();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const asked = useRef(false);
  const { mutate } = request;

  useEffect(() => {
    // Once per dialog, also under StrictMode's second effect run.
    if (asked.current) return;
    asked.current = true;
    mutate(
      { email },
      {
        onSuccess: (message) => {
          toast({ title: message, description: t('codeSent', { email }) });
          setSentAt(Date.now());
        },
        onError: (error) => {
          toastError(error);
          onClose();
        },
      },
    );
  }, [email, mutate, onClose, t]);

  if (sentAt === null) return null;
  return (
    <VerifyCodeDialog
      email={email}
      sentAt={sentAt}
      open
      onSentAgain={setSentAt}
      onCancelled={onClose}
      onEmailVerified={onVerified}
    />
  );
}
