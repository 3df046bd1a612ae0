import type { AdminModuleKey, AdminPermissions } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { moduleChips } from '../lib/module-chips';

type ModuleChipsProps = {
  modules: AdminPermissions['modules'];
  titleOf: (key: AdminModuleKey) => string;
};

/** Modules Access: the first 4 modules by the admin's order plus '+N more', or 'No permissions set'. */
export function ModuleChips({ modules, titleOf }: ModuleChipsProps) {
  const { t } = useTranslation('admin');
  if (modules.length === 0)
    return <span className="text-sm text-zinc-500 italic">{t('permissions.noPermissions')}</span>;
  const { shown, more } = moduleChips(modules);
  const moreText = more > 0 ? t('permissions.more', { n: more }) : null;
  return (
    <ul className="flex flex-wrap items-center gap-1.5">
      {shown.map((module) => (
        <li key={module.key}>
          <Badge
            variant={module.isEnabled ? 'secondary' : 'outline'}
            title={module.isEnabled ? undefined : t('permissions.switchedOff')}
            className={module.isEnabled ? 'bg-brand-50 text-brand-800' : 'text-zinc-500'}
          >
            {titleOf(module.key)}
          </Badge>
        </li>
      ))}
      {moreText ? (
        <li>
          <Badge variant="outline">{moreText}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
