import { Link2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useConnectFamily } from '../api/connect-family';
import { NoChildrenDialog } from './no-children-dialog';

/** A parent without a family: link the children whose records carry this e-mail (spec 1 §2). */
export function ConnectFamilyCard({ email }: { email: string }) {
  const { t } = useTranslation('parent');
  const connect = useConnectFamily();
  const [nothingFound, setNothingFound] = useState(false);

  return (
    <Card className="overflow-hidden">
      <div className="flex justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-white py-8">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm">
          <UsersRound aria-hidden="true" className="size-8" />
        </span>
      </div>
      <CardHeader className="text-center">
        <h2 className="text-lg leading-tight font-semibold">{t('connectFamily.title')}</h2>
        <CardDescription>
          <Trans
            t={t}
            i18nKey="connectFamily.description"
            values={{ email }}
            components={{ email: <span className="break-all" /> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          size="lg"
          className="w-full"
          disabled={connect.isPending}
          onClick={() =>
            connect.mutate(undefined, {
              onSuccess: ({ families }) => {
                if (families.length === 0) setNothingFound(true);
                else toast({ title: t('connectFamily.connected') });
              },
              onError: (error) => toastError(error),
            })
          }
        >
          <Link2 aria-hidden="true" />
          {connect.isPending ? t('connectFamily.connecting') : t('connectFamily.connect')}
        </Button>
      </CardContent>
      <NoChildrenDialog email={email} open={nothingFound} onOpenChange={setNothingFound} />
    </Card>
  );
}
