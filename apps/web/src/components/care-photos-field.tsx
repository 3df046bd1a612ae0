import { FormField } from './ui/form-field';
import { Input } from './ui/input';

/** Up to `max` photos chosen from the phone, sent through the care photo upload (a note's, a report's). */
export function CarePhotosField({
  label,
  max,
  error,
  onChange,
}: {
  label: string;
  max: number;
  error?: string | undefined;
  onChange: (photos: File[]) => void;
}) {
  return (
    <FormField label={label} error={error}>
      <Input
        type="file"
        accept="image/*"
        multiple
        onChange={(event) => onChange([...(event.target.files ?? [])].slice(0, max))}
      />
    </FormField>
  );
}
