import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type NumberSettingProps = {
  icon: ReactNode;
  label: string;
  description: string;
  /** The value in force as the field shows it; undefined until it has loaded. */
  saved: string | undefined;
  loading: boolean;
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  inputMode: 'decimal' | 'numeric';
  /** Saves the typed text, or answers the message key of what is wrong with it. */
  save: (text: string) => string | null;
};

/** One number head office sets on General Settings: its field, a save button and the field's message. */
export function NumberSetting(props: NumberSettingProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { saved } = props;
  useEffect(() => {
    if (saved !== undefined) setValue(saved);
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(props.save(value));
  };

  return (
    <Card className="mt-6 p-5">
      <form noValidate onSubmit={submit} className="grid gap-3">
        <div className="grid gap-1">
          <Label htmlFor={id} className="flex items-center gap-1.5 text-base">
            {props.icon}
            {props.label}
          </Label>
          <p id={`${id}-description`} className="text-sm text-zinc-600">
            {props.description}
          </p>
        </div>
        <div className="flex items-start gap-3">
          <Input
            id={id}
            inputMode={props.inputMode}
            value={value}
            disabled={props.loading}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setValue(event.target.value)}
            className="w-28"
          />
          <Button type="submit" disabled={props.saving || props.loading}>
            {props.saving ? props.savingLabel : props.saveLabel}
          </Button>
        </div>
        <FieldError id={`${id}-error`} error={error} />
      </form>
    </Card>
  );
}
