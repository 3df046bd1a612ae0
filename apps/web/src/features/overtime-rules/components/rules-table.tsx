import { type OvertimeRuleGroup, overtimeRuleGroupIsActive } from '@cic/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteMenu } from '@/components/edit-delete-menu';
import { type SortableColumn, SortableTable } from '@/components/sortable-table';
import { Badge } from '@/components/ui/badge';
import { formatClockTime } from '@/lib/time';

type RulesTableProps = {
  groups: readonly OvertimeRuleGroup[];
  busy: boolean;
  /** Shown when there is no group: 'No rules yet', or the no-match state of a search. */
  empty: ReactNode;
  onEdit: (group: OvertimeRuleGroup) => void;
  onDelete: (group: OvertimeRuleGroup) => void;
};

/** Spec 3 §2.4: Package Name, Time Blocks as start-end badges (KL clock times), Status, Edit/Delete. */
export function RulesTable({ groups, busy, empty, onEdit, onDelete }: RulesTableProps) {
  const { t } = useTranslation('overtime');
  const columns: SortableColumn<OvertimeRuleGroup>[] = [
    {
      id: 'package',
      header: t('rules.columns.package'),
      className: 'min-w-40',
      cell: (group) => (
        <span className="grid">
          <span className="font-medium text-zinc-900">{packageName(group, t)}</span>
          {group.centerName ? <span className="text-xs text-zinc-500">{group.centerName}</span> : null}
        </span>
      ),
    },
    {
      id: 'blocks',
      header: t('rules.columns.blocks'),
      cell: (group) => (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('rules.blocksLabel')}>
          {group.rules.map((rule) => (
            <li key={rule.id}>
              <Badge
                variant={rule.isActive ? 'secondary' : 'outline'}
                className={rule.isActive ? 'tabular-nums' : 'text-zinc-400 tabular-nums line-through'}
                title={
                  rule.isActive
                    ? rule.description
                    : t('rules.inactiveTitle', { description: rule.description }).trim()
                }
              >
                {formatClockTime(rule.startTime)} - {formatClockTime(rule.endTime)}
                {rule.isActive ? null : <span className="sr-only">{t('rules.inactiveNote')}</span>}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'status',
      header: t('rules.columns.status'),
      cell: (group) =>
        overtimeRuleGroupIsActive(group) ? (
          <Badge variant="success">{t('rules.active')}</Badge>
        ) : (
          <Badge variant="secondary">{t('rules.inactive')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('rules.columns.actions')}</span>,
      className: 'w-12 text-right',
      cell: (group) => (
        <EditDeleteMenu
          name={rowName(group, t)}
          onEdit={() => onEdit(group)}
          onDelete={() => onDelete(group)}
        />
      ),
    },
  ];

  return (
    <SortableTable
      label={t('rules.tableLabel')}
      columns={columns}
      rows={groups}
      rowKey={(group) => group.packageId ?? 'default'}
      empty={empty}
      busy={busy}
    />
  );
}

type RowNaming = Pick<OvertimeRuleGroup, 'packageId' | 'packageName' | 'centerName'>;

/** A group's package name; the default rules' name (the server's English) in the page's language. */
const packageName = (group: RowNaming, t: TFunction) =>
  group.packageId === null ? t('overtime:rules.defaultRules') : group.packageName;

/** 'Full Day (CIC Bangsar)' or 'Default Rules': names a row for screen readers and the delete question. */
export const rowName = (group: RowNaming, t: TFunction) =>
  group.centerName ? `${packageName(group, t)} (${group.centerName})` : packageName(group, t);
