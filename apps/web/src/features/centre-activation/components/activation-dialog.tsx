import { centreActivationBodySchema } from '@cic/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import { type CentreActivationBody, useActivateCentre } from '../api/activate-centre';
import { placeServerError } from '../lib/server-errors';

type ActivationDialogProps = {
  centre: { id: string; name: string };
  onClose: () => void;
  /** After 'Center activated successfully': the page refreshes its lists and opens the centre. */
  onActivated: (centreId: string) => void;
};

const editableFields = ['email', 'password', 'confirmPassword', 'centerPassword'] as const;

/**
 * Spec 2 §2.16: activates a centre by creating its head of centre and centre password. The page
 * mounts it per opening, so every opening starts blank. A failure keeps it open with the reason.
 */
export function ActivationDialog({ centre, onClose, onActivated }: ActivationDialogProps) {
  const { t } = useTranslation('admin');
  const activate = useActivateCentre();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CentreActivationBody>({
    resolver: zodResolver(centreActivationBodySchema),
    defaultValues: {
      name: centre.name,
      centerId: centre.id,
      email: '',
      password: '',
      confirmPassword: '',
      centerPassword: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    setFormError(null);
    activate.mutate(body, {
      onSuccess: () => {
        toast({ title: t('activation.activated') });
        onActivated(centre.id);
      },
      onError: (error) => {
        const placed = placeServerError(error, editableFields);
        for (const [field, message] of Object.entries(placed.fieldErrors)) {
          form.setError(field as (typeof editableFields)[number], { message: message as string });
        }
        setFormError(placed.formError);
      },
    });
  });

  return (
    <DialogFrame
      onClose={onClose}
      busy={activate.isPending}
      title={t('activation.title')}
      description={t('activation.description')}
      onSubmit={submit}
      footer={
        <>
          <Button variant="outline" disabled={activate.isPending} onClick={onClose}>
            {t('activation.cancel')}
          </Button>
          <Button type="submit" disabled={activate.isPending}>
            {activate.isPending ? t('activation.activating') : t('activation.activate')}
          </Button>
        </>
      }
    >
      <input type="hidden" {...form.register('centerId')} />
      <FormField label={t('activation.centre')} error={errors.name?.message ?? errors.centerId?.message}>
        <Input readOnly aria-readonly="true" className="bg-zinc-50" {...form.register('name')} />
      </FormField>
      <FormField label={t('activation.hocEmail')} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t('activation.hocPassword')} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('activation.confirmPassword')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <FormField
        label={t('activation.centrePassword')}
        hint={t('activation.centrePasswordHint')}
        error={errors.centerPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('centerPassword')} />
      </FormField>
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
    </DialogFrame>
  );
}
