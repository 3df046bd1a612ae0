import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { signOutEverywhere } from '@/lib/session';
import type { TokenKind } from '@/lib/tokens';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';
import { toast, toastError } from './ui/use-toast';

export const signOutEverywhereLabel = 'Sign out of all devices';

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
    toast({ title: 'Signed out of all devices' });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title="Sign out of all devices?"
      description="This account is signed out on every phone, tablet and computer, this one included. You will need to sign in again."
      confirmLabel={signOutEverywhereLabel}
      pendingLabel="Signing out..."
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
        className="text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        <MonitorSmartphone aria-hidden="true" />
        {signOutEverywhereLabel}
      </Button>
      <SignOutEverywhereDialog kind={kind} loginPath={loginPath} open={open} onOpenChange={setOpen} />
    </>
  );
}
