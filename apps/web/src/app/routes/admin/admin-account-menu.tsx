import { ChevronDown, LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { paths } from '@/app/paths';
import { SignOutEverywhereDialog, signOutEverywhereLabel } from '@/components/sign-out-everywhere';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '@/lib/session';

/** The admin header's account menu: the signed-in e-mail, Logout and "Sign out of all devices". */
export function AdminAccountMenu({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="min-w-0 px-2" aria-label="Account menu">
            <span className="hidden truncate text-sm font-normal text-zinc-600 sm:inline">{email}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="truncate font-normal">{email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              signOut('staff');
              window.location.replace(paths.adminLogin.path);
            }}
          >
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={() => setConfirming(true)}>
            <MonitorSmartphone aria-hidden="true" />
            {signOutEverywhereLabel}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SignOutEverywhereDialog
        kind="staff"
        loginPath={paths.adminLogin.path}
        open={confirming}
        onOpenChange={setConfirming}
      />
    </>
  );
}
