import type { CentreSettings } from '@cic/contract';
import { KeyRound, Link2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { removeDevice } from '@/lib/device-session';
import { formatDateTime } from '@/lib/time';
import { useGenerateCentrePassword } from '../api/generate-centre-password';
import { useCentreSettings } from '../api/get-centre-settings';
import { CopyField } from './copy-field';

/**
 * Centre management (spec 2 §2.2): a new centre password and access link, shown once with copy
 * buttons, after a warning that every other teacher of the centre is signed out.
 */
export function CentreAccess() {
  const { t } = useTranslation('teacher');
  const settings = useCentreSettings();
  const generate = useGenerateCentrePassword();
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<CentreSettings | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('centreAccess.title')}</CardTitle>
        <CardDescription>
          {t('centreAccess.description')}
          {settings.data ? (
            <>
              {' '}
              {t('centreAccess.lastChanged', {
                when: settings.data.lastUpdated
                  ? formatDateTime(settings.data.lastUpdated)
                  : t('centreAccess.never'),
              })}
            </>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isPending ? <Skeleton className="h-5 w-56" /> : null}
        {fresh ? (
          <div className="grid gap-3 rounded-xl border border-green-300 bg-green-50 p-3" role="status">
            <p className="text-sm font-semibold text-green-900">{t('centreAccess.created')}</p>
            <CopyField label={t('centreAccess.password')} value={fresh.password} />
            <CopyField label={t('centreAccess.accessLink')} value={fresh.accessLink} />
          </div>
        ) : null}
        {settings.data && !fresh ? (
          <Button
            variant="outline"
            size="lg"
            onClick={async () => {
              const ok = settings.data ? await copyText(settings.data.accessLink) : false;
              toast(
                ok
                  ? { title: t('centreAccess.linkCopied') }
                  : { title: t('copy.failed'), variant: 'destructive' },
              );
            }}
          >
            <Link2 aria-hidden="true" />
            {t('centreAccess.copyLink')}
          </Button>
        ) : null}
        <Button size="lg" disabled={generate.isPending} onClick={() => setConfirming(true)}>
          <KeyRound aria-hidden="true" />
          {generate.isPending ? t('centreAccess.generating') : t('centreAccess.generate')}
        </Button>
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        icon={<TriangleAlert aria-hidden="true" className="size-5 text-amber-600" />}
        title={t('centreAccess.confirmTitle')}
        description={t('centreAccess.confirmDescription')}
        confirmLabel={t('centreAccess.generate')}
        large
        onConfirm={() =>
          generate.mutate(undefined, {
            onSuccess: (result) => {
              // The server signed this centre's devices out: this one asks for the new password next.
              removeDevice();
              setFresh(result);
              toast({ title: t('centreAccess.success'), description: t('centreAccess.createdToast') });
            },
            onError: (error) => toastError(error),
          })
        }
      />
    </Card>
  );
}
