import type { Announcement } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import {
  announcementBody,
  announcementFormState,
  centreAnnouncementBody,
  imageChanges,
  publishAt,
} from './announcement-form-values';

const scheduled: Announcement = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Hari Raya closure',
  body: 'Closed on Monday.',
  status: 'SCHEDULED',
  state: 'SCHEDULED',
  audience: 'CENTRES',
  centres: [{ id: '22222222-2222-4222-8222-222222222222', name: 'CIC Bangsar' }],
  years: [4, 3],
  pinned: true,
  publishAt: '2026-12-01T01:30:00.000Z',
  publishedAt: null,
  endDate: '2026-12-31',
  images: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      url: '/u/1',
      thumbnailUrl: '/t/1',
      description: null,
    },
  ],
  author: { name: 'Admin', role: 'ADMIN' },
  centre: null,
  reach: { reached: 0, opened: 0 },
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
};

describe('announcement form values', () => {
  it('opens a scheduled announcement at its Kuala Lumpur day and time', () => {
    const values = announcementFormState(scheduled);
    expect(values).toMatchObject({
      when: 'later',
      publishDay: '01/12/2026',
      publishTime: '09:30',
      centres: [{ id: '22222222-2222-4222-8222-222222222222', name: 'CIC Bangsar' }],
      endDate: '31/12/2026',
    });
    expect(values.images).toEqual([
      expect.objectContaining({ id: '33333333-3333-4333-8333-333333333333', preview: '/t/1' }),
    ]);
  });

  it('sends the chosen centres only for chosen centres, years in order, no end as null', () => {
    const values = { ...announcementFormState(scheduled), endDate: '' };
    expect(announcementBody(values)).toMatchObject({
      audience: 'CENTRES',
      centreIds: ['22222222-2222-4222-8222-222222222222'],
      years: [3, 4],
      endDate: null,
    });
    expect(announcementBody({ ...values, audience: 'ALL_CENTRES' }).centreIds).toEqual([]);
    expect(announcementBody({ ...values, endDate: '31/12/2026' }).endDate).toBe('2026-12-31');
    expect(centreAnnouncementBody(values)).not.toHaveProperty('audience');
  });

  it('publishes now, or at a Kuala Lumpur instant, and refuses an incomplete time', () => {
    expect(publishAt({ when: 'now', publishDay: '', publishTime: '' })).toBeUndefined();
    expect(publishAt({ when: 'later', publishDay: '01/12/2026', publishTime: '09:30' })).toBe(
      '2026-12-01T09:30:00+08:00',
    );
    expect(publishAt({ when: 'later', publishDay: '', publishTime: '09:30' })).toBeNull();
    expect(publishAt({ when: 'later', publishDay: '01/12/26', publishTime: '09:30' })).toBeNull();
    expect(publishAt({ when: 'later', publishDay: '01/12/2026', publishTime: '24:00' })).toBeNull();
  });

  it('removes the images taken out and uploads only new files', () => {
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const changes = imageChanges(scheduled.images, [
      { key: 'new-1', file, preview: 'blob:1', description: '' },
    ]);
    expect(changes.removed).toEqual(['33333333-3333-4333-8333-333333333333']);
    expect(changes.added.map((image) => image.key)).toEqual(['new-1']);
    expect(changes.recaptioned).toEqual([]);
  });

  it('saves the caption of a kept image only when it changed', () => {
    const [saved] = scheduled.images;
    const kept = { key: saved?.id ?? '', id: saved?.id, preview: saved?.thumbnailUrl ?? '' };
    const same = imageChanges(scheduled.images, [{ ...kept, description: `${saved?.description ?? ''} ` }]);
    expect(same.recaptioned).toEqual([]);
    const changed = imageChanges(scheduled.images, [{ ...kept, description: 'The hall' }]);
    expect(changed.recaptioned.map((image) => image.id)).toEqual([saved?.id]);
    expect(changed.removed).toEqual([]);
  });
});
