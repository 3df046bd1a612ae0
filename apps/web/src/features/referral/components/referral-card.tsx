import { referralRules } from '@cic/contract';
import { Check, Copy, Gift, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';

// The share dialog draws the referral image: it loads after Home is drawn (decision 026).
const ShareReferralDialog = lazy(() =>
  import('./share-referral-dialog').then((m) => ({ default: m.ShareReferralDialog })),
);

/** Spec 1 §9: a flat RM25 off for the new family, RM25 credit for the referrer per new student. */
const referralAmount = `RM${referralRules.discountSen / 100}`;

type ReferralUser = { id: string; referralCode: string | null; families: unknown[] };

/** Home's referral programme card: shown only with a family and a code (spec 1 §2, §6). */
export function ReferralCard({ user }: { user: ReferralUser }) {
  const { t } = useTranslation('parent');
  const [sharing, setSharing] = useState(false);
  const [copied, setCopied] = useState(false);
  const code = user.referralCode;
  if (!code || user.families.length === 0) return null;

  const copy = async () => {
    if (await copyText(code)) {
      setCopied(true);
      toast({ title: t('referral.copied') });
      window.setTimeout(() => setCopied(false), 2000);
    } else {
      toast({ title: t('referral.copyFailed'), description: t('referral.yourCodeIs', { code }) });
    }
  };

  return (
    <Card
      role="region"
      aria-labelledby="referral-heading"
      className="overflow-hidden border-0 bg-gradient-to-br from-brand-600 to-fuchsia-600 text-white"
    >
      <div className="grid gap-4 p-5">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
            <Gift aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="referral-heading" className="text-lg font-semibold">
              {t('referral.title')}
            </h2>
            <p className="text-sm text-white/85">{t('referral.description', { amount: referralAmount })}</p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-2 rounded-xl bg-white px-4 py-3 text-zinc-900">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">
              {t('referral.yourCode')}
            </p>
            <p className="font-mono text-2xl font-bold tracking-widest text-brand-700">{code}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label={t('referral.copy')} onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
        </div>
        <Button
          variant="secondary"
          size="lg"
          className="bg-white/15 text-white hover:bg-white/25"
          onClick={() => setSharing(true)}
        >
          <Share2 aria-hidden="true" />
          {t('referral.share')}
        </Button>
      </div>
      <Suspense fallback={null}>
        <ShareReferralDialog code={code} discount={referralAmount} open={sharing} onOpenChange={setSharing} />
      </Suspense>
    </Card>
  );
}
