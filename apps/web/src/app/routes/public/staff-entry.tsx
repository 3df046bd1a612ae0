import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';

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
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-zinc-900">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children ? <CardContent>{children}</CardContent> : null}
      </Card>
    </div>
  );
}

/** /teacher : centre login; the form comes with the teacher sign-in issue. */
export function TeacherLoginPage() {
  usePageTitle('Teacher Login');
  return (
    <EntryCard title="Teachers only zone" description="Select your centre and enter the centre password." />
  );
}

/** /admin : admin login; the form comes with the admin sign-in issue. */
export function AdminLoginPage() {
  usePageTitle('Admin Portal');
  return (
    <EntryCard title="Admin Portal" description="Sign in with your administrator e-mail and password.">
      <Link className="text-sm font-medium text-brand-700 hover:underline" to={paths.adminRegister.path}>
        Register
      </Link>
    </EntryCard>
  );
}

/** /admin/register : admin registration; the form and its access prompt come with the admin sign-in issue. */
export function AdminRegisterPage() {
  usePageTitle('Admin Registration');
  return (
    <EntryCard title="Admin Registration" description="Create an administrator account.">
      <Link className="text-sm font-medium text-brand-700 hover:underline" to={paths.adminLogin.path}>
        Existing admin? Login here
      </Link>
    </EntryCard>
  );
}
