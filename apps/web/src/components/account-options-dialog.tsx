import type { StaffRole } from '@cic/contract';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { signOut, useParentAuth, useStaffMe } from '@/lib/session';
import { type TokenKind, useToken } from '@/lib/tokens';
import { Avatar } from './avatar';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/** Spec 1 §2: which accounts are logged in. The staff token (admin, teacher or HOC) is the Administrator account. */
export function accountsStatement(staff: boolean, parent: boolean): string {
  if (staff && parent) return 'You are logged in as Administrator and Parent.';
  if (staff) return 'You are logged in as Administrator.';
  if (parent) return 'You are logged in as Parent.';
  return 'You are not logged in.';
}

const roleLabel: Record<StaffRole, string> = {
  admin: 'Admin',
  teacher: 'Teacher',
  'super manager': 'Head of Center',
};

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
          Dashboard
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
          Logout
        </Button>
      </div>
    </Card>
  );
}

function StaffAccount() {
  const me = useStaffMe();
  const email = me.data
    ? (me.data.email ?? me.data.name ?? '-')
    : me.isError
      ? 'Session unavailable'
      : 'Loading…';
  return (
    <AccountCard
      kind="staff"
      title="Administrator"
      email={email}
      badge={me.data ? roleLabel[me.data.role] : undefined}
    />
  );
}

function ParentAccount() {
  const auth = useParentAuth();
  const email = auth.data ? auth.data.user.email : auth.isError ? 'Session unavailable' : 'Loading…';
  return <AccountCard kind="parent" title="Parent" email={email} />;
}

type AccountOptionsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Account Options': one card per signed-in account with Dashboard and Logout. */
export function AccountOptionsDialog({ open, onOpenChange }: AccountOptionsDialogProps) {
  const staff = useToken('staff') !== null;
  const parent = useToken('parent') !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Account Options</DialogTitle>
          <DialogDescription>{accountsStatement(staff, parent)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {staff ? <StaffAccount /> : null}
          {parent ? <ParentAccount /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
