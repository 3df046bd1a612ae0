import { type PickupPerson, pickupPersonsLimit } from '@cic/contract/parent/pickup-persons';
import { Pencil, Phone, Trash2, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { DeleteDialog } from '@/components/delete-dialog';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { IconButton } from '@/components/icon-button';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pickupRelationshipLabel } from '@/lib/family-relation';
import { usePickupPersons } from '../api/get-pickup-persons';
import { useRemovePickupPerson } from '../api/remove-pickup-person';
import { PickupPersonDialog } from './pickup-person-dialog';

type Editing = { person?: PickupPerson } | null;

/** The people allowed to collect one child, with add, edit and remove (at most ten). */
export function PickupPersonList({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation('parent');
  const persons = usePickupPersons(childId);
  const remove = useRemovePickupPerson(childId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PickupPerson | null>(null);

  if (persons.isPending) {
    return <LoadingBlocks label={t('pickupList.loading')} blocks={['h-20', 'h-20']} />;
  }
  if (persons.isError) {
    return (
      <LoadFailedState
        icon={<UsersRound aria-hidden="true" />}
        title={t('pickupList.loadFailed')}
        error={persons.error}
        onRetry={persons.refetch}
      />
    );
  }

  const list = persons.data;
  const full = list.length >= pickupPersonsLimit;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-zinc-600">
        {t('pickupList.intro', { name: childName, used: list.length, limit: pickupPersonsLimit })}
      </p>
      {list.length === 0 ? (
        <EmptyState
          icon={<UsersRound aria-hidden="true" />}
          title={t('pickupList.empty')}
          text={t('pickupList.emptyText', { name: childName })}
        />
      ) : (
        <ul className="grid gap-3">
          {list.map((person) => (
            <li key={person.id}>
              <Card className="flex items-center gap-3 p-3">
                <Avatar src={person.thumbnailUrl} alt="" seed={person.name} className="size-12" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-zinc-900">{person.name}</p>
                  <p className="truncate text-sm text-zinc-600">
                    {pickupRelationshipLabel(person.relationship)}
                  </p>
                  <p className="flex items-center gap-1 text-sm text-zinc-600">
                    <Phone aria-hidden="true" className="size-3.5" />
                    {person.phoneNumber}
                  </p>
                </div>
                <IconButton
                  icon={Pencil}
                  label={t('pickupList.edit', { name: person.name })}
                  onClick={() => setEditing({ person })}
                />
                <IconButton
                  icon={Trash2}
                  label={t('pickupList.remove', { name: person.name })}
                  onClick={() => setRemoving(person)}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Button className="w-fit" disabled={full} onClick={() => setEditing({})}>
        <UserPlus aria-hidden="true" />
        {t('pickupList.add')}
      </Button>
      {full ? <p className="text-sm text-zinc-600">{t('pickupList.full')}</p> : null}

      {editing ? (
        <PickupPersonDialog
          childId={childId}
          childName={childName}
          person={editing.person}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog
        target={removing}
        onClose={() => setRemoving(null)}
        title={t('pickupList.removeTitle', { name: removing?.name ?? '' })}
        description={t('pickupList.removeDescription', { name: removing?.name ?? '', child: childName })}
        deletion={remove}
        variables={(person) => person.id}
        deletedTitle={t('pickupList.removed')}
        confirmLabel={t('pickupList.confirmRemove')}
        pendingLabel={t('pickupList.removing')}
      />
    </div>
  );
}
