import type { ConfigKey } from '@cic/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/components/ui/use-toast';
import { useConfigFlags } from '../api/get-config-flags';
import { useUpdateConfigFlag } from '../api/update-config-flag';

/** Spec 2 §2.19's three switches and Teacher PINs (decision 084); labels and descriptions are full catalogue keys. */
export const configSwitches: { key: ConfigKey; label: string; description: string }[] = [
  {
    key: 'hoc-login',
    label: 'admin:settings.switches.hocLogin.label',
    description: 'admin:settings.switches.hocLogin.description',
  },
  {
    key: 'activities',
    label: 'admin:settings.switches.activities.label',
    description: 'admin:settings.switches.activities.description',
  },
  {
    key: 'new-student-registration',
    label: 'admin:settings.switches.newStudentRegistration.label',
    description: 'admin:settings.switches.newStudentRegistration.description',
  },
  {
    key: 'teacher-pins',
    label: 'admin:settings.switches.teacherPins.label',
    description: 'admin:settings.switches.teacherPins.description',
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
  const { t } = useTranslation('admin');
  const flags = useConfigFlags();
  const update = useUpdateConfigFlag();
  const pending = update.isPending ? update.variables : undefined;

  const switchValue = (key: ConfigKey): boolean | undefined => {
    if (pending?.key === key) return pending.enabled;
    if (!flags.data) return undefined;
    return flags.data.find((flag) => flag.key === key)?.enabled ?? false;
  };

  const change = (key: ConfigKey, enabled: boolean) => {
    toast({ title: t('settings.updating'), description: t('settings.pleaseWait') });
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
            label={t(item.label)}
            description={t(item.description)}
            checked={switchValue(item.key)}
            disabled={update.isPending}
            onChange={(enabled) => change(item.key, enabled)}
          />
        ))}
      </ul>
    </Card>
  );
}
