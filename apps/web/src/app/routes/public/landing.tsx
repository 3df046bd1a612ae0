import { organisationName, productName } from '@cic/contract';
import { ArrowRight, CalendarCheck, KeyRound, MailCheck, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ContactDialog } from '@/components/contact-dialog';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

function Step({
  number,
  icon,
  title,
  children,
}: {
  number: number;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <li className="flex gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-zinc-900">
          <span className="sr-only">{t('landing.step', { number })}</span>
          {title}
        </h3>
        <p className="mt-1 text-sm text-zinc-600">{children}</p>
      </div>
    </li>
  );
}

/** / : welcome, how to use, Get Started and the contact dialog (spec 1 §2). */
export function LandingPage() {
  const { t } = useTranslation('auth');
  usePageTitle(null);
  return (
    <>
      <section
        aria-labelledby="welcome-heading"
        className="bg-gradient-to-b from-brand-50 via-white to-white px-5 pt-12 pb-10 sm:pt-20"
      >
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <LanguageSwitch className="mb-4 self-end" />
          <p className="rounded-full bg-brand-100 px-3 py-1 text-xs font-medium text-brand-800">
            {t('landing.portal', { organisation: organisationName })}
          </p>
          <h1
            id="welcome-heading"
            className="mt-4 text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl"
          >
            {t('landing.welcome', { product: productName })}
          </h1>
          <p className="mt-3 max-w-xl text-base text-zinc-600 sm:text-lg">{t('landing.intro')}</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={paths.login.path}>
                {t('landing.getStarted')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <ContactDialog
              trigger={
                <Button variant="outline" size="lg" className="w-full sm:w-auto">
                  <MessageCircle aria-hidden="true" />
                  {t('landing.contactUs')}
                </Button>
              }
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="px-5 py-10">
        <div className="mx-auto max-w-2xl">
          <h2 id="how-heading" className="text-xl font-semibold text-zinc-900">
            {t('landing.howTo', { product: productName })}
          </h2>
          <p className="mt-2 text-sm text-zinc-600">{t('landing.mustRegister')}</p>
          <ol className="mt-5 grid gap-3">
            <Step number={1} icon={<MailCheck />} title={t('landing.emailTitle')}>
              {t('landing.emailText')}
            </Step>
            <Step number={2} icon={<KeyRound />} title={t('landing.codeTitle')}>
              {t('landing.codeText')}
            </Step>
            <Step number={3} icon={<CalendarCheck />} title={t('landing.followTitle')}>
              {t('landing.followText')}
            </Step>
          </ol>
          <p className="mt-8 text-center text-sm text-zinc-500">
            {t('landing.staff')}{' '}
            <Link className="font-medium text-brand-700 hover:underline" to={paths.teacherLogin.path}>
              {t('landing.teacherLogin')}
            </Link>{' '}
            ·{' '}
            <Link className="font-medium text-brand-700 hover:underline" to={paths.adminLogin.path}>
              {t('landing.adminPortal')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
