import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isStepEnabled, type WizardStep } from '../lib/wizard-steps';

type StepDotsProps = {
  steps: WizardStep[];
  current: number;
  complete: boolean[];
  onSelect: (index: number) => void;
};

/** The step dots (spec 1 §4): each a button, enabled by the one rule in `isStepEnabled`. */
export function StepDots({ steps, current, complete, onSelect }: StepDotsProps) {
  const { t } = useTranslation('registration');
  return (
    <nav aria-label={t('wizard.steps')}>
      <ol className="flex items-center justify-between gap-1">
        {steps.map((step, index) => (
          <li key={step} className="flex flex-1 justify-center">
            <button
              type="button"
              aria-label={t('wizard.dot', { number: index + 1, title: t(`step.${step}`) })}
              aria-current={index === current ? 'step' : undefined}
              disabled={!isStepEnabled(index, current, complete)}
              onClick={() => onSelect(index)}
              className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
            >
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-xs font-semibold transition-colors',
                  index === current
                    ? 'bg-brand-600 text-white'
                    : complete[index]
                      ? 'bg-brand-100 text-brand-800'
                      : 'bg-zinc-200 text-zinc-600',
                  'group-disabled:opacity-50',
                )}
              >
                {index + 1}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
