import { Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Card } from '@/components/ui/card';
import { useRatioRules } from '../api/ratio-rules';
import { RatioRulesForm } from './ratio-rules-form';

/** Head office's staff-to-child ratios (issue 45): each centre type's age bands, one form a type. */
export function RatioRulesSettings() {
  const { t } = useTranslation('ratios');
  const id = useId();
  const rules = useRatioRules();
  return (
    <Card className="mt-6 p-5">
      <section aria-labelledby={`${id}-title`} className="grid gap-5">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="flex items-center gap-1.5 text-base font-semibold text-zinc-900">
            <Scale aria-hidden="true" className="size-4 text-brand-600" />
            {t('rules.title')}
          </h2>
          <p className="text-sm text-zinc-600">{t('rules.description')}</p>
        </div>
        {rules.data ? (
          rules.data.map((type) => <RatioRulesForm key={type.careType} rules={type} />)
        ) : rules.isError ? (
          <InlineLoadError error={rules.error} onRetry={rules.refetch} />
        ) : (
          <LoadingBlocks label={t('rules.loading')} blocks={['h-32', 'h-32']} />
        )}
      </section>
    </Card>
  );
}
