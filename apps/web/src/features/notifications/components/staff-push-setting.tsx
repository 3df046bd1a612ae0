import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError } from '@/components/ui/use-toast';
import { useSetStaffDevicePush, useStaffPushSettings } from '../api/staff-push';
import { deviceEndpoint, pushSupported } from '../lib/push-device';
import { SettingRow } from './setting-row';

/**
 * The teacher app's Settings → Notifications (issue 30): push on this device, so a head of centre
 * or teacher hears at closing time which children are still checked in.
 */
export function StaffPushSetting() {
  const { t } = useTranslation('teacher');
  const settings = useStaffPushSettings();
  const setPush = useSetStaffDevicePush(() => ({
    unsupported: t('notifications.refused.unsupported'),
    blocked: t('notifications.refused.blocked'),
    installing: t('notifications.refused.installing'),
    failed: t('notifications.refused.failed'),
  }));
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const supported = pushSupported();

  useEffect(() => {
    void deviceEndpoint().then(setEndpoint);
  }, []);

  if (!settings.data) return <Skeleton className="h-32 rounded-2xl" />;
  const { data } = settings;
  const deviceOn = endpoint !== null && data.pushEndpoints.includes(endpoint);

  return (
    <Card className="grid gap-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
        <BellRing aria-hidden className="size-5 text-brand-600" />
        {t('notifications.title')}
      </h2>
      <SettingRow
        label={t('notifications.push')}
        description={supported ? t('notifications.pushDescription') : t('notifications.pushUnsupported')}
        checked={deviceOn}
        disabled={!supported || setPush.isPending}
        onChange={(on) =>
          setPush.mutate(
            { on, publicKey: data.pushPublicKey },
            {
              onSuccess: () => void deviceEndpoint().then(setEndpoint),
              onError: (error) => toastError(error),
            },
          )
        }
      />
    </Card>
  );
}
