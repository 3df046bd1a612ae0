import type { CentreView } from '@cic/contract';
import { Camera, NotebookPen, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin-section';
import { numberColumn, type SortableColumn, SortableTable } from '@/components/sortable-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { loadCatalogues } from '@/i18n/i18n';
import { formatOpenDay } from '@/lib/open-day';
import { type SortState, sortRows } from '@/lib/sort-cycle';
import { formatDateTime, formatTime } from '@/lib/time';
import { CheckInPhotoDialog, type PhotoTarget } from './check-in-photo-dialog';
import type { CareDayTarget } from './child-care-day-dialog';

// The care log's dialog and its words load when an admin first opens a child's day.
const ChildCareDayDialog = lazy(() =>
  Promise.all([import('./child-care-day-dialog'), loadCatalogues(['care'])]).then(([m]) => ({
    default: m.ChildCareDayDialog,
  })),
);

type StudentRow = CentreView['students'][number];
type Movement = StudentRow['checkins']['in'];
type StudentSortField = 'name' | 'age' | 'package' | 'in' | 'out';

const sortValueOf = (row: StudentRow, field: StudentSortField) => {
  switch (field) {
    case 'name':
      return row.studentName;
    case 'age':
      return row.Age;
    case 'package':
      return row.Package;
    case 'in':
      return row.checkins.in ? Date.parse(row.checkins.in.time) : null;
    case 'out':
      return row.checkins.out ? Date.parse(row.checkins.out.time) : null;
  }
};

function MovementCell({
  movement,
  onPhoto,
  label,
}: {
  movement: Movement;
  onPhoto: () => void;
  label: string;
}) {
  const { t } = useTranslation('admin');
  if (!movement) return <span className="text-zinc-400">-</span>;
  return (
    <span className="grid">
      <span className="flex items-center gap-1">
        <span className="font-medium text-zinc-900 tabular-nums">{formatTime(movement.time)}</span>
        {movement.recordedAfterwards ? null : (
          <Button
            variant="ghost"
            size="icon"
            className="size-7 text-brand-700"
            aria-label={label}
            title={label}
            onClick={onPhoto}
          >
            <Camera aria-hidden="true" />
          </Button>
        )}
      </span>
      <span className="text-xs whitespace-nowrap text-zinc-500">{movement.manager.name}</span>
      {movement.recordedAfterwards ? (
        // The head of centre's record of a missed check-out: no photo to open (decision 095).
        <span className="text-xs whitespace-nowrap text-amber-800">
          {t('students.recordedAfterwards', { time: formatDateTime(movement.receivedAt) })}
        </span>
      ) : null}
      {movement.sentLater ? (
        <span className="text-xs whitespace-nowrap text-amber-800">
          {t('students.sentLater', { time: formatDateTime(movement.receivedAt) })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The day's students (spec 2 §2.13): sortable by name, age, package, in and out time; with the
 * CARE module (`careDate`, the page's day), each child's care log of that day (issue 44).
 */
export function StudentsTable({
  students,
  careDate,
}: {
  students: StudentRow[];
  careDate?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const [sort, setSort] = useState<SortState<StudentSortField>>(null);
  const [photo, setPhoto] = useState<PhotoTarget | null>(null);
  const [careDay, setCareDay] = useState<CareDayTarget | null>(null);
  const checkedIn = students.filter((row) => row.checkins.in).length;
  const checkedOut = students.filter((row) => row.checkins.out).length;

  const open = (row: StudentRow, kind: 'In' | 'Out') => {
    const movement = kind === 'In' ? row.checkins.in : row.checkins.out;
    if (movement?.signedUrl) {
      setPhoto({
        checkInId: movement.checkInId,
        url: movement.signedUrl,
        studentName: row.studentName,
        kind,
      });
    }
  };

  /** The arrival or the departure: its time, who recorded it, and a button for its photo. */
  const movementColumn = (
    kind: 'In' | 'Out',
    header: string,
    photoLabel: (studentName: string) => string,
  ): SortableColumn<StudentRow, StudentSortField> => {
    const side = kind === 'In' ? 'in' : 'out';
    return {
      id: side,
      header,
      sortField: side,
      className: 'min-w-32',
      cell: (row) => (
        <MovementCell
          movement={row.checkins[side]}
          label={photoLabel(row.studentName)}
          onPhoto={() => open(row, kind)}
        />
      ),
    };
  };

  const columns: SortableColumn<StudentRow, StudentSortField>[] = [
    {
      id: 'name',
      header: t('students.columns.name'),
      sortField: 'name',
      className: 'min-w-48',
      cell: (row) => (
        <span className="grid">
          <span className="font-medium text-zinc-900">{row.studentName}</span>
          {row.Category && row.Category !== row.Package ? (
            <span className="text-xs text-zinc-500">{row.Category}</span>
          ) : null}
          {row.notCheckedOutOn ? (
            <Badge variant="warning" className="mt-1 justify-self-start">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              {t('students.notCheckedOutOn', {
                day: formatOpenDay(row.notCheckedOutOn),
              })}
            </Badge>
          ) : null}
        </span>
      ),
    },
    numberColumn({ id: 'age', header: t('students.columns.age'), sortField: 'age', cell: (row) => row.Age }),
    {
      id: 'package',
      header: t('students.columns.package'),
      sortField: 'package',
      cell: (row) => row.Package ?? '-',
    },
    movementColumn('In', t('students.columns.in', { n: checkedIn }), (name) =>
      t('students.photoOf.in', { name }),
    ),
    movementColumn('Out', t('students.columns.out', { n: checkedOut }), (name) =>
      t('students.photoOf.out', { name }),
    ),
    ...(careDate
      ? [
          {
            id: 'care',
            header: t('students.columns.care'),
            cell: (row: StudentRow) => (
              <Button
                variant="outline"
                size="sm"
                aria-label={t('students.careOf', { name: row.studentName })}
                onClick={() => setCareDay({ childId: row.id, studentName: row.studentName })}
              >
                <NotebookPen aria-hidden="true" />
                {t('students.care')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <AdminSection
      id="students-title"
      className="grid gap-3"
      title={
        <>
          {t('students.title')} <span className="text-sm font-normal text-zinc-500">({students.length})</span>
        </>
      }
    >
      <SortableTable
        label={t('students.title')}
        columns={columns}
        rows={sortRows(students, sort, sortValueOf)}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        stickyFirstColumn
        empty={t('students.empty')}
      />
      <CheckInPhotoDialog target={photo} onClose={() => setPhoto(null)} />
      {careDay && careDate ? (
        <Suspense fallback={null}>
          <ChildCareDayDialog target={careDay} date={careDate} onClose={() => setCareDay(null)} />
        </Suspense>
      ) : null}
    </AdminSection>
  );
}
