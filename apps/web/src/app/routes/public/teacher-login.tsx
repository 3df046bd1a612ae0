import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TeacherLogin } from '@/features/centre-login/components/teacher-login';
import { usePageTitle } from '@/hooks/use-page-title';
import { SessionEndedNotice } from './session-ended-notice';

/**
 * /teacher (spec 2 §2.1): 'Teachers only zone'. The centre access link
 * (`/teacher?id=&password=`) fills the form and submits it; someone already signed in with a role
 * never gets here (teacherLoginLoader sends them to /app).
 */
export function TeacherLoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('teacherLogin.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the link is kept in the address bar so "Add to Home screen" keeps it.
  const [access] = useState(() => {
    const id = searchParams.get('id');
    const password = searchParams.get('password');
    return id && password ? { id, password } : null;
  });

  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <LanguageSwitch className="self-end" />
          <h1 className="text-2xl font-semibold text-zinc-900">{t('teacherLogin.heading')}</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SessionEndedNotice />
          <TeacherLogin access={access} onSignedIn={() => navigate(paths.app.path, { replace: true })} />
        </CardContent>
      </Card>
    </div>
  );
}
