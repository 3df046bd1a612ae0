import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { checkRegistrationCode } from '@/features/admin-auth/api/check-registration-code';
import { AdminLoginForm } from '@/features/admin-auth/components/admin-login-form';
import { AdminRegisterForm } from '@/features/admin-auth/components/admin-register-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { i18n } from '@/i18n/i18n';
import { getToken, setToken } from '@/lib/tokens';
import { SessionEndedNotice } from './session-ended-notice';

function EntryCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <LanguageSwitch className="self-end" />
          <h1 className="text-2xl font-semibold text-zinc-900">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children ? <CardContent className="grid gap-4">{children}</CardContent> : null}
      </Card>
    </div>
  );
}

const linkClass = 'justify-self-center text-sm font-medium text-brand-700 hover:underline';

/** /admin (spec 2 §2.6): 'Admin Portal'. Only without a staff token (adminLoginLoader). */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('adminLogin.title'));
  const navigate = useNavigate();
  return (
    <EntryCard title={t('adminLogin.title')} description={t('adminLogin.description')}>
      <SessionEndedNotice />
      <AdminLoginForm
        onSignedIn={(session) => {
          setToken('staff', session);
          navigate(paths.admin.root.path, { replace: true });
        }}
      />
      <p className="text-center text-sm text-zinc-600">
        {t('adminLogin.newAdmin')}{' '}
        <Link className="font-medium text-brand-700 hover:underline" to={paths.adminRegister.path}>
          {t('adminLogin.register')}
        </Link>
      </p>
    </EntryCard>
  );
}

/**
 * /admin/register's loader (spec 2 §2.7): a browser prompt asks for the registration password and
 * the server checks it (the code never ships in the bundle). Wrong: alert 'Invalid password', back
 * to /admin; cancelled: back to /admin. Right: the page gets the code to send with the form.
 */
export async function adminRegisterLoader(): Promise<{ registrationCode: string }> {
  // The parent /admin loader runs alongside; never prompt someone who is signed in anyway.
  if (getToken('staff')) throw redirect(paths.admin.root.path);
  // The question of the registration prompt (spec 2 §2.7 leaves its wording open).
  const code = window.prompt(i18n.t('auth:adminRegister.prompt'));
  if (code === null) throw redirect(paths.adminLogin.path);
  const check = await checkRegistrationCode(code);
  if (!check.ok) {
    window.alert(check.message);
    throw redirect(paths.adminLogin.path);
  }
  return { registrationCode: code };
}

/** /admin/register: 'Admin Registration', reached only through the prompt (adminRegisterLoader). */
export function AdminRegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('adminRegister.title'));
  const navigate = useNavigate();
  const { registrationCode } = useLoaderData<typeof adminRegisterLoader>();
  return (
    <EntryCard title={t('adminRegister.title')} description={t('adminRegister.description')}>
      <AdminRegisterForm
        registrationCode={registrationCode}
        onRegistered={() => navigate(paths.adminLogin.path, { replace: true })}
      />
      <Link className={linkClass} to={paths.adminLogin.path}>
        {t('adminRegister.existingAdmin')}
      </Link>
    </EntryCard>
  );
}
