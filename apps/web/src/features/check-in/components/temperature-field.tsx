import { temperatureRules } from '@cic/contract';
import { Minus, Plus } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type TemperatureFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  error: string | undefined;
  onStep: (delta: number) => void;
};

/**
 * Temperature in °C (step 0.01, 35–42) with large − / + buttons of 0.1, so a reading near the
 * default needs no keyboard (spec 2 §2.4).
 */
export function TemperatureField({ error, onStep, ...input }: TemperatureFieldProps) {
  const { t } = useTranslation('teacher');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('form.temperature')}</Label>
      <div className="flex items-stretch gap-2">
        <Button
          variant="outline"
          className="h-14 w-14 shrink-0 [&_svg]:size-6"
          aria-label={t('form.lower')}
          onClick={() => onStep(-0.1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step={temperatureRules.step}
          min={temperatureRules.min}
          max={temperatureRules.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-14 text-center text-2xl font-semibold sm:text-2xl"
          {...input}
        />
        <Button
          variant="outline"
          className="h-14 w-14 shrink-0 [&_svg]:size-6"
          aria-label={t('form.raise')}
          onClick={() => onStep(0.1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
