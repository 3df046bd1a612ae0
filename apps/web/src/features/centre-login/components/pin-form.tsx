import type { CentreTeacher, PinSession } from '@cic/contract';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoginButton } from '@/components/login-button';
import { toastSignInFailure } from '@/components/toast-sign-in-failure';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { lazySchema, useCheckedForm } from '@/lib/use-checked-form';
import { useLoginPin } from '../api/login-pin';

const schema = lazySchema(() =>
  import('@cic/contract/centre/teacher-pins').then((m) => m.teacherPinBodySchema),
);

type PinFormProps = {
  device: string;
  person: CentreTeacher;
  onSignedIn: (session: PinSession) => void;
  /** A head of centre may sign in with their e-mail and password instead (hoc-login, decision 084). */
  onUsePassword: () => void;
  /** The device was signed out (a new centre password) or PINs were switched off: the centre login again. */
  onDeviceSignedOut: () => void;
  onBack: () => void;
};

/** The person picked types their own PIN (decision 084); focus starts in the PIN field. */
export function PinForm({
  device,
  person,
  onSignedIn,
  onUsePassword,
  onDeviceSignedOut,
  onBack,
}: PinFormProps) {
  const { t } = useTranslation('auth');
  const login = useLoginPin();
  const form = useCheckedForm({ defaults: { pin: '' }, schema });
  const choosing = person.pin === 'not-set';
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
              else {
                toastSignInFailure(error);
                if (code === 'pins.deviceSignedOut' || code === 'pins.pinsSwitchedOff') onDeviceSignedOut();
              }
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
      {person.superManager ? (
        <Button variant="link" onClick={onUsePassword}>
          {t('pinLogin.usePassword')}
        </Button>
      ) : null}
    </form>
  );
}
