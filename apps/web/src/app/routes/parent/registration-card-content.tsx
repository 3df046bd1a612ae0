import { ClipboardPen, Lock, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFeatureConfig } from '@/lib/feature-config';
import { hasResumableDraft } from '@/lib/registration-draft';

/** Home's registration card: Register Now, Resume Registration (saved draft) or a disabled Registration Closed. */
export function RegistrationCardContent() {
  const { t } = useTranslation('parent');
  const config = useFeatureConfig();
  if (config.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  const open = config.data?.['new-student-registration'] ?? false;
  const resume = open && hasResumableDraft();

  return (
    <Card
      role="region"
      aria-labelledby="registration-heading"
      aria-disabled={open ? undefined : true}
      className={cn('grid gap-4 p-5', !open && 'bg-zinc-50')}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-xl',
            open ? 'bg-amber-100 text-amber-700' : 'bg-zinc-200 text-zinc-500',
          )}
        >
          {open ? (
            <ClipboardPen aria-hidden="true" className="size-5" />
          ) : (
            <Lock aria-hidden="true" className="size-5" />
          )}
        </span>
        <div>
          <h2 id="registration-heading" className="text-lg font-semibold text-zinc-900">
            {open ? t('registrationCard.registerNewChild') : t('registrationCard.closed')}
          </h2>
          <p className="text-sm text-zinc-600">
            {!open
              ? t('registrationCard.closedText')
              : resume
                ? t('registrationCard.resumeText')
                : t('registrationCard.openText')}
          </p>
        </div>
      </div>
      {!open ? (
        <Button size="lg" variant="outline" disabled>
          <Lock aria-hidden="true" />
          {t('registrationCard.closed')}
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link to={paths.parent.childRegister.path}>
            {resume ? <RotateCcw aria-hidden="true" /> : <ClipboardPen aria-hidden="true" />}
            {resume ? t('registrationCard.resume') : t('registrationCard.registerNow')}
          </Link>
        </Button>
      )}
    </Card>
  );
}
