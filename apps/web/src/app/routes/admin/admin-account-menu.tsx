import { ChevronDown, Languages, LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { SignOutEverywhereDialog, signOutEverywhereLabel } from '@/components/sign-out-everywhere';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '@/lib/session';

/** The admin's own options: which language the pages speak (issue 18). */
function LanguageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.languageTitle')}
      description={t('account.languageDescription')}
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('account.close')}
        </Button>
      }
    >
      <LanguageSwitch />
    </DialogFrame>
  );
}

/** The admin header's account menu: the signed-in e-mail, Language, Logout and "Sign out of all devices". */
export function AdminAccountMenu({ email }: { email: string }) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="min-w-0 px-2" aria-label={t('account.menu')}>
            <span className="hidden truncate text-sm font-normal text-zinc-600 sm:inline">{email}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="truncate font-normal">{email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setChoosingLanguage(true)}>
            <Languages aria-hidden="true" />
            {t('account.language')}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              signOut('staff');
              window.location.replace(paths.adminLogin.path);
            }}
          >
            <LogOut aria-hidden="true" />
            {t('account.logout')}
          </DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={() => setConfirming(true)}>
            <MonitorSmartphone aria-hidden="true" />
            {signOutEverywhereLabel}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LanguageDialog open={choosingLanguage} onOpenChange={setChoosingLanguage} />
      <SignOutEverywhereDialog
        kind="staff"
        loginPath={paths.adminLogin.path}
        open={confirming}
        onOpenChange={setConfirming}
      />
    </>
  );
}
