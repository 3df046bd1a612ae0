import type { ConfigKey } from '@cic/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/components/ui/use-toast';
import { useConfigFlags } from '../api/get-config-flags';
import { useUpdateConfigFlag } from '../api/update-config-flag';

/** Spec 2 §2.19: the three switches, their labels and descriptions. */
export const configSwitches: { key: ConfigKey; label: string; description: string }[] = [
  {
    key: 'hoc-login',
    label: 'Enable HOC login',
    description: 'HOC can manage teachers and change the center password',
  },
  { key: 'activities', label: 'Enable Activities', description: 'Teachers create and manage' },
  {
    key: 'new-student-registration',
    label: 'Enable New Student Registration',
    description: 'Parents register new students from the parent dashboard',
  },
];

type SwitchRowProps = {
  label: string;
  description: string;
  checked: boolean | undefined;
  disabled: boolean;
  onChange: (enabled: boolean) => void;
};

function SwitchRow({ label, description, checked, disabled, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-6 p-5">
      <div className="grid gap-1">
        <Label htmlFor={id} className="text-base">
          {label}
        </Label>
        <p id={`${id}-description`} className="text-sm text-zinc-600">
          {description}
        </p>
      </div>
      {checked === undefined ? (
        <Skeleton className="h-6 w-11 rounded-full" />
      ) : (
        <Switch
          id={id}
          aria-describedby={`${id}-description`}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onChange}
        />
      )}
    </li>
  );
}

/** The global feature switches; a change shows 'Updating config' and refreshes the config everywhere. */
export function GeneralSettings() {
  const flags = useConfigFlags();
  const update = useUpdateConfigFlag();
  const pending = update.isPending ? update.variables : undefined;

  const switchValue = (key: ConfigKey): boolean | undefined => {
    if (pending?.key === key) return pending.enabled;
    if (!flags.data) return undefined;
    return flags.data.find((flag) => flag.key === key)?.enabled ?? false;
  };

  const change = (key: ConfigKey, enabled: boolean) => {
    toast({ title: 'Updating config', description: 'Please wait...' });
    update.mutate({ key, enabled }, { onError: (error) => toastError(error) });
  };

  if (flags.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {flags.error.message}
      </p>
    );
  }

  return (
    <Card>
      <ul className="divide-y divide-zinc-200">
        {configSwitches.map((item) => (
          <SwitchRow
            key={item.key}
            label={item.label}
            description={item.description}
            checked={switchValue(item.key)}
            disabled={update.isPending}
            onChange={(enabled) => change(item.key, enabled)}
          />
        ))}
      </ul>
    </Card>
  );
}
