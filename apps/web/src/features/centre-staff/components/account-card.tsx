import type { StaffMe, StaffRole } from '@cic/contract';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Each role's text under `settings.roles.` in the teacher catalogue. */
const roleKeys: Record<StaffRole, string> = {
  teacher: 'teacher',
  'super manager': 'headOfCentre',
  admin: 'admin',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words text-zinc-950">{children}</dd>
    </div>
  );
}

/** Account information and Logout, for every teacher (spec 2 §2.2). */
export function AccountCard({ me, onLogout }: { me: StaffMe; onLogout: () => void }) {
  const { t } = useTranslation('teacher');
  const name = me.name ?? me.email ?? '-';
  const role = t(`settings.roles.${roleKeys[me.role]}`);
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <Avatar alt="" seed={name} className="size-12" />
        <div className="min-w-0">
          <CardTitle className="truncate text-lg">{name}</CardTitle>
          <p className="text-sm text-zinc-600">{role}</p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="divide-y divide-zinc-200 border-y border-zinc-200">
          <Row label={t('settings.name')}>{name}</Row>
          <Row label={t('settings.role')}>{role}</Row>
          <Row label={t('settings.centre')}>{me.centre?.name ?? '-'}</Row>
          {me.email ? <Row label={t('settings.email')}>{me.email}</Row> : null}
        </dl>
        <Button variant="outline" size="lg" className="text-red-700 hover:bg-red-50" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          {t('settings.logout')}
        </Button>
      </CardContent>
    </Card>
  );
}
