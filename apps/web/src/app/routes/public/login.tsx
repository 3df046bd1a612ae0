import { ArrowRight, BookOpenCheck, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useParentSession } from '@/features/auth/api/use-parent-session';
import { ParentSignIn } from '@/features/auth/components/parent-sign-in';
import { usePageTitle } from '@/hooks/use-page-title';

/** /login : the parent landing text, then Go to Dashboard when signed in, else the e-mail sign-in (spec 1 §2). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const { checking, auth } = useParentSession();
  const signedIn = auth !== undefined;
  // The parent page a signed-out link asked for (the guard's `next`); only a parent-area path.
  const next = useSearchParams()[0].get('next');
  const returnTo =
    next?.startsWith(`${paths.parent.root.path}/`) && !next.startsWith('//') ? next : undefined;
  const fullName = auth?.user.fullName;
  // What signing in gives a parent, each beside its icon.
  const benefits = [
    { icon: TrendingUp, text: t('login.trackProgress') },
    { icon: BookOpenCheck, text: t('login.supportJourney') },
  ];

  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <LanguageSwitch className="self-end" />
          <h1 className="text-2xl font-semibold text-zinc-900">
            {t('login.welcome', { name: fullName || t('login.dearParent') })}
          </h1>
          <CardDescription>{t('login.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ul className="grid gap-2 text-sm text-zinc-700">
            {benefits.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                {text}
              </li>
            ))}
          </ul>
          {checking ? (
            <Skeleton className="h-12" />
          ) : signedIn ? (
            <Button asChild size="lg">
              <Link to={returnTo ?? paths.parent.root.path}>
                {t('login.goToDashboard')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <ParentSignIn
              onSignedIn={({ isNewUser }) =>
                navigate(isNewUser ? paths.parent.register.path : (returnTo ?? paths.parent.home.path), {
                  replace: true,
                })
              }
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
