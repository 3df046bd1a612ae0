import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { PickupPersonList } from '@/features/pickup-persons/components/pickup-person-list';
import { usePageTitle } from '@/hooks/use-page-title';
import { useParentUser } from './use-parent-user';

/** /parent/children/{childId}/pickup-persons : who may collect the child, reached from the child's page. */
export function PickupPersonsPage() {
  const { childId = '' } = useParams();
  const user = useParentUser();
  const child = user?.families.flatMap((link) => link.family.children).find((item) => item.id === childId);
  const childName = child?.name ?? 'your child';
  usePageTitle(child ? `Pick-up persons of ${child.name}` : 'Pick-up persons');

  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to={paths.parent.childCheckIn.href(childId)}>
          <ArrowLeft aria-hidden="true" />
          {child?.name ?? 'Check-ins'}
        </Link>
      </Button>
      <div>
        <h1 className="text-xl font-semibold text-zinc-900">Pick-up persons</h1>
        <p className="text-sm text-zinc-600">Who may collect {childName} from the center</p>
      </div>
      <PickupPersonList key={childId} childId={childId} childName={childName} />
    </section>
  );
}
