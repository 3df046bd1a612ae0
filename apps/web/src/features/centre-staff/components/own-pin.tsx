import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useChangeOwnPin } from '../api/change-own-pin';

const PinDialog = lazy(() => import('./pin-dialog').then((m) => ({ default: m.PinDialog })));

/** A teacher or head of centre changes their own PIN: the current one, then the new one (decision 084). */
export function OwnPin() {
  const { t } = useTranslation('teacher');
  const change = useChangeOwnPin();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="text-lg">{t('pins.ownTitle')}</CardTitle>
          <CardDescription>{t('pins.ownDescription')}</CardDescription>
        </div>
        <Button size="lg" variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
          <KeyRound aria-hidden="true" />
          {t('pins.change')}
        </Button>
      </CardHeader>
      {open ? (
        <Suspense fallback={null}>
          <PinDialog
            open={open}
            title={t('pins.ownTitle')}
            description={t('pins.ownHint')}
            askCurrent
            pending={change.isPending}
            onClose={() => setOpen(false)}
            onSubmit={(body, refused) =>
              change.mutate(body, {
                onSuccess: (message) => {
                  toast({ title: t('pins.success'), description: message });
                  setOpen(false);
                },
                onError: refused,
              })
            }
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
