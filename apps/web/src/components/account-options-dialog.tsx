import { LayoutDashboard, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { signOut, useParentAuth, useStaffMe } from '@/lib/session';
import { type TokenKind, useToken } from '@/lib/tokens';
import { Avatar } from './avatar';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/**
 * Spec 1 §2: which accounts are logged in, as a `common` key. The staff token (admin, teacher or
 * HOC) is the Administrator account.
 */
function accountsStatement(staff: boolean, parent: boolean) {
  if (staff && parent) return 'both';
  if (staff) return 'staff';
  if (parent) return 'parent';
  return 'none';
}

const sectionOf: Record<TokenKind, string> = { staff: '/app', parent: '/parent' };

function inSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

type AccountCardProps = {
  kind: TokenKind;
  title: string;
  email: string;
  badge?: string | undefined;
};

function AccountCard({ kind, title, email, badge }: AccountCardProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const section = sectionOf[kind];
  const here = inSection(pathname, section);
  return (
    <Card className="p-4">
      <div className="flex items-center gap-3">
        <Avatar alt={email} seed={email} className="size-10" />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
            {badge ? <Badge variant="secondary">{badge}</Badge> : null}
          </div>
          <p className="truncate text-sm text-zinc-600">{email}</p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={here} onClick={() => navigate(section)}>
          <LayoutDashboard aria-hidden="true" />
          {t('account.dashboard')}
        </Button>
        <Button
          variant="outline"
          className="text-red-700 hover:bg-red-50"
          onClick={() => {
            signOut(kind);
            window.location.reload();
          }}
        >
          <LogOut aria-hidden="true" />
          {t('account.logout')}
        </Button>
      </div>
    </Card>
  );
}

function StaffAccount() {
  const { t } = useTranslation('common');
  const me = useStaffMe();
  const email = me.data
    ? (me.data.email ?? me.data.name ?? '-')
    : me.isError
      ? t('account.unavailable')
      : t('account.loading');
  return (
    <AccountCard
      kind="staff"
      title={t('account.staffTitle')}
      email={email}
      badge={me.data ? t(`account.role.${me.data.role}`) : undefined}
    />
  );
}

function ParentAccount() {
  const { t } = useTranslation('common');
  const auth = useParentAuth();
  const email = auth.data
    ? auth.data.user.email
    : auth.isError
      ? t('account.unavailable')
      : t('account.loading');
  return <AccountCard kind="parent" title={t('account.parentTitle')} email={email} />;
}

type AccountOptionsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Account Options': one card per signed-in account with Dashboard and Logout. */
export function AccountOptionsDialog({ open, onOpenChange }: AccountOptionsDialogProps) {
  const { t } = useTranslation('common');
  const staff = useToken('staff') !== null;
  const parent = useToken('parent') !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('account.options')}</DialogTitle>
          <DialogDescription>{t(`account.statement.${accountsStatement(staff, parent)}`)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {staff ? <StaffAccount /> : null}
          {parent ? <ParentAccount /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
