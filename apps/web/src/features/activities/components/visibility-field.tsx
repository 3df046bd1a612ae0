import type { ActivityVisibilityChoice } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '@/components/ui/choice-cards';

/** In the form's order; each names its label and hint under `activityForm.visibilityChoice.`. */
const choices: readonly ActivityVisibilityChoice[] = ['all', 'year', 'none'];

type VisibilityFieldProps = {
  value: ActivityVisibilityChoice | undefined;
  onChange: (value: ActivityVisibilityChoice) => void;
};

/** Who among the parents sees the post once published (spec 3 §6): all, year or none. */
export function VisibilityField({ value, onChange }: VisibilityFieldProps) {
  const { t } = useTranslation('teacher');
  return (
    <ChoiceCards
      legend={t('activityForm.visibility')}
      name="visibility"
      choices={choices}
      value={value}
      onChange={onChange}
      label={(choice) => t(`activityForm.visibilityChoice.${choice}`)}
      hint={(choice) => t(`activityForm.visibilityChoice.${choice}Hint`)}
    />
  );
}
