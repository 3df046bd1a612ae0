/** The admin's announcement pages (issue 30): a chunk of their own, loaded with their words. */
import { type AnnouncementStatusFilter, announcementStatusFilters } from '@cic/contract';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useAnnouncement } from '@/features/announcements/api/get-announcement';
import { AnnouncementDetail } from '@/features/announcements/components/announcement-detail';
import { AnnouncementForm } from '@/features/announcements/components/announcement-form';
import { AnnouncementsTable } from '@/features/announcements/components/announcements-table';
import { useListParams } from '@/hooks/use-list-params';
import { AdminPage } from './admin-page';

const A = paths.admin;

const isStatus = (value: string | null): value is AnnouncementStatusFilter =>
  (announcementStatusFilters as readonly (string | null)[]).includes(value);

/** The status filter in the address bar ('ALL' is no filter), so a reload or a shared link shows the same. */
const readStatusFilter = (params: URLSearchParams): { status?: AnnouncementStatusFilter } => {
  const status = params.get('status');
  return isStatus(status) && status !== 'ALL' ? { status } : {};
};

/** /app/admin/announcements: every announcement, newest first, by status, with its reach. */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const { filters, page, set } = useListParams(readStatusFilter);
  const status = filters.status ?? 'ALL';
  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <Button asChild>
          <Link to={A.announcementNew.path}>
            <Plus aria-hidden="true" />
            {t('list.new')}
          </Link>
        </Button>
      }
    >
      <FormField label={t('list.statusFilter')} className="w-full sm:w-56">
        <NativeSelect
          value={status}
          onChange={(event) => {
            const value = event.target.value;
            if (isStatus(value)) set({ status: value === 'ALL' ? undefined : value });
          }}
        >
          {announcementStatusFilters.map((choice) => (
            <option key={choice} value={choice}>
              {t(`statusFilter.${choice}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Card className="p-4">
        <AnnouncementsTable
          writer="admin"
          query={{ status, page }}
          onPage={(next, how) => set({ page: next }, how)}
          detailHref={A.announcement.href}
        />
      </Card>
    </AdminPage>
  );
}

/** /app/admin/announcements/new */
export function NewAnnouncementPage() {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  return (
    <AdminPage title={t('form.newTitle')} back={{ to: A.announcements.path, label: t('detail.back') }}>
      <Card className="p-5">
        <AnnouncementForm
          writer="admin"
          cancelTo={A.announcements.path}
          onSaved={(announcementId) => navigate(A.announcement.href(announcementId))}
        />
      </Card>
    </AdminPage>
  );
}

/** /app/admin/announcements/{id}/edit: a draft or scheduled announcement. */
export function EditAnnouncementPage() {
  const { t } = useTranslation('announcements');
  const { announcementId = '' } = useParams();
  const navigate = useNavigate();
  const announcement = useAnnouncement('admin', announcementId);
  return (
    <AdminPage
      title={t('form.editTitle')}
      back={{ to: A.announcement.href(announcementId), label: t('form.backToAnnouncement') }}
    >
      {announcement.error ? (
        <DetailError error={announcement.error} notFound={t('detail.notFound')} />
      ) : announcement.data ? (
        <Card className="p-5">
          <AnnouncementForm
            writer="admin"
            editing={announcement.data}
            cancelTo={A.announcement.href(announcementId)}
            onSaved={(id) => navigate(A.announcement.href(id))}
          />
        </Card>
      ) : (
        <DetailSkeleton />
      )}
    </AdminPage>
  );
}

/** /app/admin/announcements/{id}: the announcement, its reach and its actions. */
export function AnnouncementPage() {
  const { t } = useTranslation('announcements');
  const { announcementId = '' } = useParams();
  return (
    <AdminPage
      title={t('detail.pageTitle')}
      showHeading={false}
      back={{ to: A.announcements.path, label: t('detail.back') }}
    >
      <AnnouncementDetail writer="admin" announcementId={announcementId} editHref={A.announcementEdit.href} />
    </AdminPage>
  );
}
