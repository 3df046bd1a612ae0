import type { LucideIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';

/** What the setting's one field is given so that it is labelled, described and marked when refused. */
export type SettingFieldProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
};

type CentreSettingFormProps = {
  icon: LucideIcon;
  title: string;
  /** What the setting does, with the centre's saved value; it also describes the field. */
  description: ReactNode;
  label: string;
  field: (props: SettingFieldProps) => ReactNode;
  /** The field's problem (the contract's check, or the server's refusal of it), said under the form. */
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * One of the centre page's settings (the closing time, the idle time): a titled panel with what
 * the setting does, its field and Save; the field's problem under it.
 */
export function CentreSettingForm({
  icon: Icon,
  title,
  description,
  label,
  field,
  error,
  onSubmit,
  saving,
  saveLabel,
  savingLabel,
  buttonRef,
}: CentreSettingFormProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-zinc-200 bg-white p-3">
      <form noValidate onSubmit={onSubmit} className="grid gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold text-zinc-900">
          <Icon aria-hidden="true" className="size-4 text-brand-600" />
          {title}
        </h2>
        <p id={`${id}-description`} className="text-sm text-zinc-600">
          {description}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={id}>{label}</Label>
            {field({
              id,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': `${id}-description${error ? ` ${id}-error` : ''}`,
            })}
          </div>
          <Button ref={buttonRef} type="submit" disabled={saving}>
            {saving ? savingLabel : saveLabel}
          </Button>
        </div>
        <FieldError id={`${id}-error`} error={error} />
      </form>
    </section>
  );
}
