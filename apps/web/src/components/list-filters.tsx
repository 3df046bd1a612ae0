import { useId } from 'react';
import { CentreOptions } from '@/lib/centre-options';
import { useCentres } from '@/lib/centres';
import { Checkbox } from './ui/checkbox';
import { FormField } from './ui/form-field';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';

/** A list's centre filter: the activated centres by name, after 'All centres' (no filter). */
export function CentreFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  onChange: (centerId: string | undefined) => void;
}) {
  const centres = useCentres();
  return (
    <FormField label={label}>
      <NativeSelect value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{allLabel}</option>
        <CentreOptions centres={centres.data} />
      </NativeSelect>
    </FormField>
  );
}

/** A list's yes-or-no filter, as a labelled checkbox in line with the other filters. */
export function CheckFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex h-10 items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
