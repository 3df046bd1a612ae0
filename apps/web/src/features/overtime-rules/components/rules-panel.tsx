import type { OvertimeRuleGroup } from '@cic/contract';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteOvertimeRules } from '../api/delete-overtime-rules';
import { useOvertimePackages } from '../api/get-overtime-packages';
import { useOvertimeRules } from '../api/get-overtime-rules';
import { firstFreeChoice, packageChoices } from '../lib/rule-choices';
import { RuleFormDialog } from './rule-form-dialog';
import { RulesTable, rowName } from './rules-table';

type RulesPanelProps = {
  /** The search in force (the address bar's). */
  search: string;
  onClearSearch: () => void;
};

/** The rules list with 'Create Rule', the row menu's Edit and Delete, and their dialogs. */
export function RulesPanel({ search, onClearSearch }: RulesPanelProps) {
  const { t } = useTranslation('overtime');
  const groups = useOvertimeRules(search);
  // The whole list tells whether the default rules exist, whatever the search shows.
  const allGroups = useOvertimeRules('');
  const packages = useOvertimePackages();
  const remove = useDeleteOvertimeRules();
  const [creating, setCreating] = useState<{
    choices: ReturnType<typeof packageChoices>;
    first: string;
  } | null>(null);
  const [editing, setEditing] = useState<OvertimeRuleGroup | null>(null);
  const [deleting, setDeleting] = useState<OvertimeRuleGroup | null>(null);

  const startCreating = () => {
    if (!packages.data || !allGroups.data) return;
    const choices = packageChoices(
      packages.data,
      allGroups.data.some((group) => group.packageId === null),
      t,
    );
    const first = firstFreeChoice(choices);
    if (first === null) toast({ title: t('rules.allPackagesHaveRules') });
    else setCreating({ choices, first });
  };

  let empty: ReactNode;
  if (groups.isError)
    empty = (
      <span role="alert" className="text-red-600">
        {groups.error.message}
      </span>
    );
  else if (groups.isPending) empty = t('rules.loading');
  else if (search) {
    empty = (
      <span className="grid justify-items-center gap-2">
        <span>{t('rules.noMatch', { search })}</span>
        <Button variant="outline" size="sm" onClick={onClearSearch}>
          {t('rules.clearSearch')}
        </Button>
      </span>
    );
  } else empty = t('rules.empty');

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={startCreating} disabled={!packages.data || !allGroups.data}>
          <Plus aria-hidden="true" />
          {t('rules.create')}
        </Button>
      </div>
      <RulesTable
        groups={groups.data ?? []}
        busy={groups.isFetching}
        empty={empty}
        onEdit={setEditing}
        onDelete={setDeleting}
      />

      {creating ? (
        <RuleFormDialog
          mode="create"
          choices={creating.choices}
          firstChoice={creating.first}
          onClose={() => setCreating(null)}
        />
      ) : null}
      {editing ? <RuleFormDialog mode="edit" group={editing} onClose={() => setEditing(null)} /> : null}

      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('rules.deleteTitle')}
        description={t('rules.deleteDescription', { name: deleting ? rowName(deleting, t) : '' })}
        deletion={remove}
        variables={(group) => group.packageId}
        deletedTitle={t('rules.deleted')}
      />
    </div>
  );
}
