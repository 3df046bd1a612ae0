import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

type LoginButtonProps = {
  pending: boolean;
  icon: ReactNode;
  children: ReactNode;
  /** Taller, as on the centre's phones. */
  large?: boolean;
};

/** A sign-in form's submit button: 'Logging in...' while the server checks. */
export function LoginButton({ pending, icon, children, large = false }: LoginButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button type="submit" size={large ? 'lg' : undefined} disabled={pending}>
      {icon}
      {pending ? t('actions.loggingIn') : children}
    </Button>
  );
}
