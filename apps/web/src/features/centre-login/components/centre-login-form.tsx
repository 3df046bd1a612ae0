import type { CentreLoginBody, CentreTeacher } from '@cic/contract';
import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginButton } from '@/components/login-button';
import { toastSignInFailure } from '@/components/toast-sign-in-failure';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { CentreOptions } from '@/lib/centre-options';
import { lazySchema, useCheckedForm } from '@/lib/use-checked-form';
import { useLoginCentre } from '../api/login-centre';
import type { CentreList } from '../api/use-centre-list';

const schema = lazySchema(() =>
  import('@cic/contract/centre/centre-login').then((m) => m.centreLoginBodySchema),
);

type CentreLoginFormProps = {
  /** The page's list of centres (one fetch for the page and the form). */
  centres: CentreList;
  /** Values to start with (the access link's `id` and `password`, or the previous entry after Back). */
  initial: CentreLoginBody;
  /** Submit `initial` at once (the access link). */
  autoSubmit: boolean;
  /** After Back from the teacher grid: focus the first field, where the person starts again. */
  focusFirstField: boolean;
  onLoggedIn: (teachers: CentreTeacher[], body: CentreLoginBody) => void;
};

/** Centre select ('Select a CIC center'), centre password and Login (spec 2 §2.1). */
export function CentreLoginForm({
  centres,
  initial,
  autoSubmit,
  focusFirstField,
  onLoggedIn,
}: CentreLoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useLoginCentre();
  const form = useCheckedForm<CentreLoginBody, CentreLoginBody>({ defaults: initial, schema });

  useEffect(() => {
    if (centres.isError) {
      const description = centres.error.message || t('centreLogin.somethingWrong');
      toast({ title: t('centreLogin.loadError'), description, variant: 'destructive' });
    }
  }, [centres.isError, centres.error, t]);

  const submit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: (teachers) => onLoggedIn(teachers, body),
      onError: toastSignInFailure,
    }),
  );

  // Only on mount: the grid that had focus is gone, and on first load the page's heading has it.
  const focusFirst = useRef(focusFirstField);
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirst.current) setFocus('id');
  }, [setFocus]);

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit();
  }, [autoSubmit, submit]);

  const errors = form.errors;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label={t('centreLogin.centre')} error={errors.id}>
        <NativeSelect
          className="h-12"
          aria-busy={centres.isPending || undefined}
          // Controlled, so the linked centre shows as soon as the list arrives.
          {...form.field('id')}
        >
          <option value="" disabled>
            {centres.isPending ? t('centreLogin.loadingCentres') : t('centreLogin.selectCentre')}
          </option>
          <CentreOptions centres={centres.data} />
        </NativeSelect>
      </FormField>
      <FormField label={t('centreLogin.password')} error={errors.password}>
        <Input type="password" autoComplete="current-password" className="h-12" {...form.field('password')} />
      </FormField>
      <LoginButton pending={login.isPending} icon={<LogIn aria-hidden="true" />} large>
        {t('centreLogin.login')}
      </LoginButton>
    </form>
  );
}
