import { type SentThreads, type StaffThreadForm, staffThreadFormSchema } from '@cic/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/checkbox-field';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { FieldError, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { refusedField } from '@/lib/refused-field';
import { zodResolver } from '@/lib/zod-resolver';
import { type CentreChild, useCentreChildren } from '../api/get-centre-children';
import { useStartCentreThreads } from '../api/start-thread';
import { type KnownFamily, type RecipientChoice, recipientsError, recipientsOf } from '../lib/recipients';
import { useChosenFiles } from './attachment-picker';
import { ChildrenPicker } from './children-picker';
import { MessageFormActions } from './message-form-actions';
import { MessageTextFields } from './message-text-fields';

type CentreThreadFormProps = {
  family?: KnownFamily | undefined;
  cancelHref: string;
  onSent: (sent: SentThreads) => void;
};

/**
 * Staff's new message: to the family they came from, one child's family, the families of chosen
 * children or every family of the centre (one conversation each), marked urgent or sensitive.
 */
export function CentreThreadForm({ family, cancelHref, onSent }: CentreThreadFormProps) {
  const { t } = useTranslation('conversations');
  const start = useStartCentreThreads();
  const centreChildren = useCentreChildren();
  const [choice, setChoice] = useState<RecipientChoice>(family ? 'thisFamily' : 'oneChild');
  const [child, setChild] = useState('');
  const [children, setChildren] = useState<string[]>([]);
  const form = useForm<StaffThreadForm>({
    resolver: zodResolver(staffThreadFormSchema),
    defaultValues: { to: { kind: 'CENTRE' }, subject: '', body: '', urgent: false, sensitive: false },
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  const errors = form.formState.errors;
  const toError = recipientsError(errors.to);
  const refused = start.error instanceof ApiError ? start.error : null;
  const attachments = useChosenFiles();
  const refusal = attachments.waiting
    ? t('attach.waiting')
    : start.error && !refusedField(start.error, ['subject', 'body']) && !refused?.field?.startsWith('to')
      ? getErrorMessage(start.error)
      : null;
  const focusFirstInvalid = () =>
    focusAfter(
      () => firstInvalidField(formRef.current),
      () => send.current,
    );

  const choose = (next: RecipientChoice, to: Partial<{ child: string; children: string[] }> = {}) => {
    setChoice(next);
    if (to.child !== undefined) setChild(to.child);
    if (to.children !== undefined) setChildren(to.children);
    const recipients = recipientsOf({
      choice: next,
      family,
      child: to.child ?? child,
      children: to.children ?? children,
    });
    form.setValue('to', recipients, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = (event: FormEvent) => {
    form.setValue('to', recipientsOf({ choice, family, child, children }));
    return form.handleSubmit((values) => {
      const attachmentIds = attachments.ready();
      if (!attachmentIds) return;
      start.mutate(
        { ...values, attachmentIds },
        {
          onSuccess: onSent,
          onError: (error) => {
            const field = error instanceof ApiError ? error.field : undefined;
            const message = getErrorMessage(error);
            if (field === 'subject' || field === 'body') form.setError(field, { message });
            else if (field?.startsWith('to')) form.setError('to', { message });
            focusFirstInvalid();
          },
        },
      );
    }, focusFirstInvalid)(event);
  };

  const choices: RecipientChoice[] = family
    ? ['thisFamily', 'oneChild', 'children', 'centre']
    : ['oneChild', 'children', 'centre'];
  const labels: Record<RecipientChoice, [string, string]> = {
    thisFamily: [t('form.toThisFamily', { family: family?.name }), t('form.toThisFamilyHint')],
    oneChild: [t('form.toFamily'), t('form.toFamilyHint')],
    children: [t('form.toChildren'), t('form.toChildrenHint')],
    centre: [t('form.toCentre'), t('form.toCentreHint')],
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <ChoiceCards
        legend={t('form.to')}
        name="to"
        choices={choices}
        value={choice}
        onChange={(next) => choose(next)}
        label={(item) => labels[item][0]}
        hint={(item) => labels[item][1]}
      />
      <Recipients
        choice={choice}
        centreChildren={centreChildren}
        chosenChild={child}
        chosenChildren={children}
        error={toError}
        onChild={(next) => choose('oneChild', { child: next })}
        onChildren={(next) => choose('children', { children: next })}
      />
      <MessageTextFields side="centre" form={form} attachments={attachments} />
      <CheckboxField
        label={t('form.urgent')}
        hint={t('form.urgentHint')}
        checked={form.watch('urgent') === true}
        onChange={(checked) => form.setValue('urgent', checked)}
      />
      <CheckboxField
        label={t('form.sensitive')}
        hint={t('form.sensitiveHint')}
        checked={form.watch('sensitive') === true}
        onChange={(checked) => form.setValue('sensitive', checked)}
      />
      <MessageFormActions refusal={refusal} cancelHref={cancelHref} send={send} sending={start.isPending} />
    </form>
  );
}

/** The children behind the choice: one to pick, several to pick, or none (the error alone). */
function Recipients({
  choice,
  centreChildren,
  chosenChild,
  chosenChildren,
  error,
  onChild,
  onChildren,
}: {
  choice: RecipientChoice;
  centreChildren: { data?: CentreChild[] | undefined; isPending: boolean };
  chosenChild: string;
  chosenChildren: string[];
  error: string | undefined;
  onChild: (childId: string) => void;
  onChildren: (childIds: string[]) => void;
}) {
  const { t } = useTranslation('conversations');
  if (choice !== 'oneChild' && choice !== 'children') return <FieldError error={error} />;
  if (!centreChildren.data) {
    return (
      <p role={centreChildren.isPending ? 'status' : 'alert'} className="text-sm text-zinc-600">
        {centreChildren.isPending ? t('form.loadingChildren') : t('form.childrenFailed')}
      </p>
    );
  }
  if (choice === 'children') {
    return (
      <ChildrenPicker
        centreChildren={centreChildren.data}
        value={chosenChildren}
        onChange={onChildren}
        error={error}
      />
    );
  }
  return (
    <FormField label={t('form.child')} error={error}>
      <NativeSelect value={chosenChild} onChange={(event) => onChild(event.target.value)}>
        <option value="">{t('form.chooseChild')}</option>
        {centreChildren.data.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
