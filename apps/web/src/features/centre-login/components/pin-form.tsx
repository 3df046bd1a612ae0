import type { CentreTeacher, ClockDirection, PinSession } from '@cic/contract';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockButtons } from '@/components/clock-buttons';
import { LoginButton } from '@/components/login-button';
import { RefusalMessage } from '@/components/refusal-message';
import { toastSignInFailure } from '@/components/toast-sign-in-failure';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { clockedText, keptClockText } from '@/lib/clock-words';
import { refusedField } from '@/lib/refused-field';
import { lazySchema, useCheckedForm } from '@/lib/use-checked-form';
import { type DoorClockResult, useClockAtDoor } from '../api/clock-at-door';
import { useLoginPin } from '../api/login-pin';

const schema = lazySchema(() =>
  import('@cic/contract/centre/teacher-pins').then((m) => m.teacherPinBodySchema),
);

type PinFormProps = {
  device: string;
  person: CentreTeacher;
  onSignedIn: (session: PinSession) => void;
  /** A clock entry was recorded or kept: the names again, for the next person (issue 45). */
  onClocked: () => void;
  /** A head of centre may sign in with their e-mail and password instead (hoc-login, decision 084). */
  onUsePassword: () => void;
  /** The device was signed out (a new centre password) or PINs were switched off: the centre login again. */
  onDeviceSignedOut: () => void;
  onBack: () => void;
};

/**
 * The person picked types their own PIN (decision 084); focus starts in the PIN field. With it they
 * sign in, or clock in or out without signing in (issue 45); choosing a first PIN only signs in.
 */
export function PinForm({
  device,
  person,
  onSignedIn,
  onClocked,
  onUsePassword,
  onDeviceSignedOut,
  onBack,
}: PinFormProps) {
  const { t } = useTranslation('auth');
  const login = useLoginPin();
  const clock = useClockAtDoor();
  const [clocking, setClocking] = useState<ClockDirection | null>(null);
  const [clockRefusal, setClockRefusal] = useState<string | null>(null);
  const clockRefusalId = useId();
  const form = useCheckedForm({ defaults: { pin: '' }, schema });
  const choosing = person.pin === 'not-set';

  const deviceRefused = (error: Error) => {
    const code = error instanceof ApiError ? error.messageCode : undefined;
    toastSignInFailure(error);
    if (code === 'pins.deviceSignedOut' || code === 'pins.pinsSwitchedOff') onDeviceSignedOut();
  };

  const clocked = (result: DoorClockResult, direction: ClockDirection) => {
    toast({
      title:
        result.kind === 'clocked' ? clockedText(result.entry) : keptClockText(direction, result.capturedAt),
    });
    onClocked();
  };

  const clockWithPin = (direction: ClockDirection) =>
    void form.handleSubmit(({ pin }) => {
      setClocking(direction);
      setClockRefusal(null);
      clock.mutate(
        { device, person, pin, direction },
        {
          onSuccess: (result) => clocked(result, direction),
          onError: (error) => {
            setClocking(null);
            const wrongPin = refusedField(error, ['pin'] as const);
            if (wrongPin) form.setError('pin', wrongPin.message, { focus: true });
            else if (error instanceof ApiError && error.field === 'direction') setClockRefusal(error.message);
            else deviceRefused(error);
          },
        },
      );
    })();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ pin }) =>
        login.mutate(
          { device, id: person.id, pin },
          {
            onSuccess: onSignedIn,
            onError: (error) => {
              const code = error instanceof ApiError ? error.messageCode : undefined;
              if (code === 'pins.pinNotSet' && person.superManager) onUsePassword();
              else deviceRefused(error);
            },
          },
        ),
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-zinc-900">{t('pinLogin.heading')}</h2>
          <p className="truncate text-sm text-zinc-600">{person.name}</p>
        </div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('pinLogin.back')}
        </Button>
      </div>
      <FormField label={choosing ? t('pinLogin.choosePin') : t('pinLogin.pin')} error={form.errors.pin}>
        <Input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className="h-12 text-lg tracking-widest"
          autoFocus
          {...form.field('pin')}
        />
      </FormField>
      <LoginButton pending={login.isPending} icon={<KeyRound aria-hidden="true" />} large>
        {t('pinLogin.signIn')}
      </LoginButton>
      {choosing ? null : (
        <div className="grid gap-2">
          <ClockButtons
            pending={clocking}
            describedBy={clockRefusal ? clockRefusalId : undefined}
            onClock={clockWithPin}
          />
          <div id={clockRefusalId}>
            <RefusalMessage refusal={clockRefusal} />
          </div>
        </div>
      )}
      {person.superManager ? (
        <Button variant="link" onClick={onUsePassword}>
          {t('pinLogin.usePassword')}
        </Button>
      ) : null}
    </form>
  );
}
