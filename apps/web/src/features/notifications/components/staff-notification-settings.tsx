import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError } from '@/components/ui/use-toast';
import { useSetStaffMessageEmails } from '../api/set-staff-message-emails';
import { useSetStaffDevicePush, useStaffNotificationSettings } from '../api/staff-push';
import { deviceEndpoint, pushSupported } from '../lib/push-device';
import { SettingRow } from './setting-row';

/**
 * The teacher app's Settings → Notifications: push on this device, so a head of centre or teacher
 * hears at closing time which children are still checked in and when a parent writes (issue 30,
 * decision 079), and e-mails of parents' new messages (issue 43, decision 114), which say why they
 * cannot be had without an address on the account.
 */
export function StaffNotificationSettings() {
  const { t } = useTranslation('teacher');
  const settings = useStaffNotificationSettings();
  const setPush = useSetStaffDevicePush(() => ({
    unsupported: t('notifications.refused.unsupported'),
    blocked: t('notifications.refused.blocked'),
    installing: t('notifications.refused.installing'),
    failed: t('notifications.refused.failed'),
  }));
  const setMessageEmails = useSetStaffMessageEmails();
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
      <SettingRow
        label={t('notifications.messageEmails')}
        description={
          data.messageEmailAddress
            ? t('notifications.messageEmailsDescription', { email: data.messageEmailAddress })
            : t('notifications.messageEmailsUnavailable')
        }
        checked={data.messageEmails}
        disabled={!data.messageEmailAddress || setMessageEmails.isPending}
        onChange={(on) => setMessageEmails.mutate(on, { onError: (error) => toastError(error) })}
      />
    </Card>
  );
}
