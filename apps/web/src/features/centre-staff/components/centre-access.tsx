import type { CentreSettings } from '@cic/contract';
import { KeyRound, Link2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { formatDateTime } from '@/lib/time';
import { useGenerateCentrePassword } from '../api/generate-centre-password';
import { useCentreSettings } from '../api/get-centre-settings';
import { CopyField } from './copy-field';

/**
 * Centre management (spec 2 §2.2): a new centre password and access link, shown once with copy
 * buttons, after a warning that every other teacher of the centre is signed out.
 */
export function CentreAccess() {
  const settings = useCentreSettings();
  const generate = useGenerateCentrePassword();
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<CentreSettings | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Center access</CardTitle>
        <CardDescription>
          Teachers sign in with the center password or the access link.
          {settings.data ? (
            <>
              {' '}
              Password last changed:{' '}
              {settings.data.lastUpdated ? formatDateTime(settings.data.lastUpdated) : 'never'}.
            </>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isPending ? <Skeleton className="h-5 w-56" /> : null}
        {fresh ? (
          <div className="grid gap-3 rounded-xl border border-green-300 bg-green-50 p-3" role="status">
            <p className="text-sm font-semibold text-green-900">
              New password created. It is shown only now: copy it and share it with your teachers.
            </p>
            <CopyField label="Password" value={fresh.password} />
            <CopyField label="Access link" value={fresh.accessLink} />
          </div>
        ) : null}
        {settings.data && !fresh ? (
          <Button
            variant="outline"
            size="lg"
            onClick={async () => {
              const ok = settings.data ? await copyText(settings.data.accessLink) : false;
              toast(
                ok ? { title: 'Access link copied' } : { title: 'Could not copy', variant: 'destructive' },
              );
            }}
          >
            <Link2 aria-hidden="true" />
            Copy access link
          </Button>
        ) : null}
        <Button size="lg" disabled={generate.isPending} onClick={() => setConfirming(true)}>
          <KeyRound aria-hidden="true" />
          {generate.isPending ? 'Generating...' : 'Generate new password'}
        </Button>
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        icon={<TriangleAlert aria-hidden="true" className="size-5 text-amber-600" />}
        title="Generate a new password?"
        description="The old password and access link stop working, and every other teacher signed in at this center is signed out. They sign in again with the new access link."
        confirmLabel="Generate new password"
        large
        onConfirm={() =>
          generate.mutate(undefined, {
            onSuccess: (result) => {
              setFresh(result);
              toast({ title: 'Success', description: 'A new center password was created.' });
            },
            onError: (error) => toastError(error),
          })
        }
      />
    </Card>
  );
}
