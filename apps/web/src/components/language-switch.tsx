import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { isLanguage, languageNames, languages } from '@/i18n/languages';
import { cn } from '@/lib/cn';
import { NativeSelect } from './ui/native-select';

type LanguageSwitchProps = { className?: string };

/**
 * English or Bahasa Malaysia, each named in its own language so a person finds theirs whichever is
 * showing (issue 18). The page redraws in the chosen language at once; the browser remembers it,
 * and so does the server for whoever is signed in.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm text-zinc-600">
        <Languages aria-hidden="true" className="size-4" />
        {t('language.label')}
      </label>
      <NativeSelect
        id={id}
        className="h-9 w-auto py-1 text-sm sm:text-sm"
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void changeLanguage(language);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
