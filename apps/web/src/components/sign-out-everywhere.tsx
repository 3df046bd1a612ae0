import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { signOutEverywhere } from '@/lib/session';
import type { TokenKind } from '@/lib/tokens';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';
import { toast, toastError } from './ui/use-toast';

function SignOutEverywhereText() {
  const { t } = useTranslation('common');
  return t('signOutEverywhere.label');
}

/** 'Sign out of all devices' for a menu or a button: an element, so it follows the page's language. */
export const signOutEverywhereLabel = <SignOutEverywhereText />;

type SignOutEverywhereDialogProps = {
  kind: TokenKind;
  /** The login page of the signed-in role, where the person lands afterwards. */
  loginPath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before ending every session of the account, then signs this device out and opens the login page. */
export function SignOutEverywhereDialog({
  kind,
  loginPath,
  open,
  onOpenChange,
}: SignOutEverywhereDialogProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await signOutEverywhere(kind);
    } catch (error) {
      setPending(false);
      toastError(error);
      return;
    }
    await navigate(loginPath, { replace: true });
    // Nothing of this account's data stays in memory, e.g. on a centre's shared phone.
    queryClient.clear();
    toast({ title: t('signOutEverywhere.done') });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('signOutEverywhere.title')}
      description={t('signOutEverywhere.description')}
      confirmLabel={t('signOutEverywhere.label')}
      pendingLabel={t('signOutEverywhere.pending')}
      pending={pending}
      cancelDisabled={pending}
      destructive
      onConfirm={() => void confirm()}
    />
  );
}

/** The settings pages' entry: a button that opens the confirmation. */
export function SignOutEverywhereButton({ kind, loginPath }: { kind: TokenKind; loginPath: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        // Wraps rather than widens the page: the Malay label is longer than a 360 px phone is wide.
        className="h-auto min-h-12 whitespace-normal py-2 text-center text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        <MonitorSmartphone aria-hidden="true" />
        {signOutEverywhereLabel}
      </Button>
      <SignOutEverywhereDialog kind={kind} loginPath={loginPath} open={open} onOpenChange={setOpen} />
    </>
  );
}
