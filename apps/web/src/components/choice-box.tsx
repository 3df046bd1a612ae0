import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/** A labelled checkbox drawn as a tile (a year, a centre). */
export function ChoiceBox({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
    >
      <Checkbox id={id} checked={checked} onCheckedChange={onToggle} />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}
