import { BellRing } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
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
} from '../api/update-notifications';
import { deviceEndpoint, pushSupported } from '../lib/push-device';

/**
 * A native checkbox drawn as a switch: the design system's Radix switch in this lazy chunk would
 * split Radix's shared context out of the entry and cost every page about 0.4 KiB (decision 048).
 */
const switchLook =
  'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-zinc-300 transition-colors checked:bg-brand-600 before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

function SettingRow(props: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-zinc-900">
          {props.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-zinc-600">
          {props.description}
        </p>
      </div>
      <input
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        className={switchLook}
        id={id}
        aria-describedby={`${id}-description`}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </div>
  );
}

/**
 * Settings' 'Notifications' section (issue 17): e-mail at each check-in and check-out, e-mail of
 * announcements (issue 30), push on this device (the browser's own subscription), and a test
 * notification.
 */
export function NotificationSettings({ email }: { email: string }) {
  const { t } = useTranslation('parent');
  const settings = useNotificationSettings();
  const setEmail = useSetEmailNotifications();
  const setAnnouncementEmail = useSetAnnouncementEmail();
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
        {t('notifications.title')}
      </h2>
      <p className="text-sm text-zinc-600">{t('notifications.intro')}</p>
      <SettingRow
        label={t('notifications.email')}
        description={t('notifications.emailDescription', { email })}
        checked={data.email}
        disabled={setEmail.isPending}
        onChange={(on) => setEmail.mutate(on, { onError: (error) => toastError(error) })}
      />
      <SettingRow
        label={t('notifications.announcementEmail')}
        description={t('notifications.announcementEmailDescription', { email })}
        checked={data.announcementEmail}
        disabled={setAnnouncementEmail.isPending}
        onChange={(on) => setAnnouncementEmail.mutate(on, { onError: (error) => toastError(error) })}
      />
      <SettingRow
        label={t('notifications.push')}
        description={supported ? t('notifications.pushDescription') : t('notifications.pushUnsupported')}
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
                title: t('notifications.testSent'),
                description: t('notifications.testSentDescription'),
              }),
            onError: (error) => toastError(error),
          })
        }
      >
        {t('notifications.sendTest')}
      </Button>
    </Card>
  );
}
