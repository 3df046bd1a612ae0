import { kualaLumpurDay, organisationName } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Year and the parent portal notice (spec 1 §2). */
export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <footer
      className={cn(
        'border-t border-zinc-200 bg-zinc-50 px-4 py-6 text-center text-xs text-zinc-500',
        className,
      )}
    >
      <p>
        {/* The contract's day rule, not lib/time: every page has a footer, not date-fns (decision 026). */}
        {t('shell.copyright', {
          year: kualaLumpurDay(new Date()).slice(0, 4),
          organisation: organisationName,
        })}
      </p>
      <p className="mt-1">{t('shell.portalNotice', { organisation: organisationName })}</p>
    </footer>
  );
}
