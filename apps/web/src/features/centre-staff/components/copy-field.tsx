import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';

/** A read-only value with a large copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('teacher');
  const [copied, setCopied] = useState(false);
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-stretch gap-2">
        <output
          id={id}
          className="flex min-h-12 min-w-0 flex-1 items-center rounded-lg border border-zinc-300 bg-zinc-50 px-3 font-mono text-sm break-all text-zinc-950 select-all"
        >
          {value}
        </output>
        <Button
          variant="outline"
          className="h-auto min-h-12 w-24 shrink-0"
          aria-label={t('copy.named', { label: label.toLowerCase() })}
          onClick={async () => {
            const ok = await copyText(value);
            setCopied(ok);
            toast(
              ok
                ? { title: t('copy.done', { label }) }
                : {
                    title: t('copy.failed'),
                    description: t('copy.failedHint'),
                    variant: 'destructive',
                  },
            );
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('copy.copied') : t('copy.button')}
        </Button>
      </div>
    </div>
  );
}
