import type { CentreLoginBody, CentreTeacher } from '@cic/contract';
import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { LoginButton } from '@/components/login-button';
import { toastSignInFailure } from '@/components/toast-sign-in-failure';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useCentres } from '@/lib/centres';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLoginCentre } from '../api/login-centre';

const resolver = lazyZodResolver(() =>
  import('@cic/contract/centre/centre-login').then((m) => m.centreLoginBodySchema),
);

type CentreLoginFormProps = {
  /** Values to start with (the access link's `id` and `password`, or the previous entry after Back). */
  initial: CentreLoginBody;
  /** Submit `initial` at once (the access link). */
  autoSubmit: boolean;
  /** After Back from the teacher grid: focus the first field, where the person starts again. */
  focusFirstField: boolean;
  onLoggedIn: (teachers: CentreTeacher[], body: CentreLoginBody) => void;
};

/** Centre select ('Select a CIC center'), centre password and Login (spec 2 §2.1). */
export function CentreLoginForm({ initial, autoSubmit, focusFirstField, onLoggedIn }: CentreLoginFormProps) {
  const centres = useCentres();
  const login = useLoginCentre();
  const form = useForm<CentreLoginBody>({
    resolver,
    defaultValues: initial,
  });

  useEffect(() => {
    if (centres.isError) {
      const description = centres.error.message || 'Something went wrong';
      toast({ title: 'Error loading centers', description, variant: 'destructive' });
    }
  }, [centres.isError, centres.error]);

  const submit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: (teachers) => onLoggedIn(teachers, body),
      onError: toastSignInFailure,
    }),
  );

  // Only on mount: the grid that had focus is gone, and on first load the page's heading has it.
  const focusFirst = useRef(focusFirstField);
  useEffect(() => {
    if (focusFirst.current) form.setFocus('id');
  }, [form]);

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit();
  }, [autoSubmit, submit]);

  const errors = form.formState.errors;
  const idField = form.register('id');
  const centreId = form.watch('id');
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Center" error={errors.id?.message}>
        <NativeSelect
          className="h-12"
          aria-busy={centres.isPending || undefined}
          {...idField}
          // Controlled, so the linked centre shows as soon as the list arrives.
          value={centreId}
        >
          <option value="" disabled>
            {centres.isPending ? 'Loading centers...' : 'Select a CIC center'}
          </option>
          {centres.data?.map((centre) => (
            <option key={centre.id} value={centre.id}>
              {centre.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          className="h-12"
          {...form.register('password')}
        />
      </FormField>
      <LoginButton pending={login.isPending} icon={<LogIn aria-hidden="true" />} large>
        Login
      </LoginButton>
    </form>
  );
}
