import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { useNotificationSettings } from '../api/get-notification-settings';
import {
  useSendTestNotification,
  useSetAnnouncementEmail,
  useSetDevicePush,
  useSetEmailNotifications,
  useSetMessageNotices,
} from '../api/update-notifications';
import { deviceEndpoint, pushSupported } from '../lib/push-device';
import { CareSummaryRows } from './care-summary-rows';
import { SettingRow } from './setting-row';

/**
 * Settings' 'Notifications' section (issue 17): e-mail at each check-in and check-out, e-mail of
 * announcements (issue 30), the centre's messages by push and e-mail (issue 43), the day's care
 * log summary by push and e-mail (issue 44), push on this
 * device (the browser's own subscription), and a test notification.
 */
export function NotificationSettings({ email }: { email: string }) {
  const { t } = useTranslation('notification-settings');
  const settings = useNotificationSettings();
  const setEmail = useSetEmailNotifications();
  const setAnnouncementEmail = useSetAnnouncementEmail();
  const setMessages = useSetMessageNotices();
  const setPush = useSetDevicePush();
  const sendTest = useSendTestNotification();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const supported = pushSupported();

  useEffect(() => {
    void deviceEndpoint().then(setEndpoint);
  }, []);

  if (!settings.data) return <Skeleton className="h-48 rounded-2xl" />;
  const { data } = settings;
  const deviceOn = endpoint !== null && data.pushEndpoints.includes(endpoint);

  const changePush = (on: boolean) =>
    setPush.mutate(
      { on, publicKey: data.pushPublicKey },
      { onSuccess: () => void deviceEndpoint().then(setEndpoint), onError: (error) => toastError(error) },
    );

  return (
    <Card className="grid gap-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
        <BellRing aria-hidden className="size-5 text-brand-600" />
        {t('title')}
      </h2>
      <p className="text-sm text-zinc-600">{t('intro')}</p>
      <SettingRow
        label={t('email')}
        description={t('emailDescription', { email })}
        checked={data.email}
        disabled={setEmail.isPending}
        onChange={(on) => setEmail.mutate(on, { onError: (error) => toastError(error) })}
      />
      <SettingRow
        label={t('announcementEmail')}
        description={t('announcementEmailDescription', { email })}
        checked={data.announcementEmail}
        disabled={setAnnouncementEmail.isPending}
        onChange={(on) => setAnnouncementEmail.mutate(on, { onError: (error) => toastError(error) })}
      />
      <SettingRow
        label={t('messages')}
        description={t('messagesDescription', { email })}
        checked={data.messages}
        disabled={setMessages.isPending}
        onChange={(on) => setMessages.mutate(on, { onError: (error) => toastError(error) })}
      />
      <CareSummaryRows email={email} />
      <SettingRow
        label={t('push')}
        description={supported ? t('pushDescription') : t('pushUnsupported')}
        checked={deviceOn}
        disabled={!supported || setPush.isPending}
        onChange={changePush}
      />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={sendTest.isPending}
        onClick={() =>
          sendTest.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: t('testSent'),
                description: t('testSentDescription'),
              }),
            onError: (error) => toastError(error),
          })
        }
      >
        {t('sendTest')}
      </Button>
    </Card>
  );
}
