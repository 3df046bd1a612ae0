import {
  type Activity,
  activityMessages,
  maxActivityImages,
  messageText,
  typedDateMessages,
} from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { addImageFiles } from '@/components/images-field';
import {
  type ActivityFormState,
  activityFormData,
  activityToForm,
  emptyActivityForm,
  formProblems,
  type ImageEntry,
} from './activity-form-values';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const entry = (name: string): ImageEntry => ({
  key: name,
  file: file(name),
  preview: `blob:${name}`,
  description: '',
});

const filled: ActivityFormState = {
  title: ' Sports day ',
  years: [4, 5],
  description: 'Races on the field',
  activityDate: '20/11/2026',
  images: [
    {
      key: 'kept',
      id: '7f9d2c1e-0000-4000-8000-000000000001',
      preview: 'https://x/t.jpg',
      description: ' Start ',
    },
    { key: 'new-1', file: file('a.png'), preview: 'blob:a', description: 'Finish line' },
  ],
  visibility: 'year',
};

describe('formProblems', () => {
  it('lists every message of spec §5 for a new, untouched form, in the form order', () => {
    // The words are spec §5's, pinned by the contract's own test of the form.
    const { title, years, description, activityDate, images, visibility } = activityMessages;
    expect(formProblems({ ...emptyActivityForm('2026-11-20'), activityDate: '' }, 'publish')).toEqual([
      title,
      years,
      description,
      activityDate,
      images,
      visibility,
    ]);
  });

  it('passes a filled form', () => {
    expect(formProblems(filled, 'publish')).toEqual([]);
  });

  it('says a typed date names no day, never taking it for another (decision 090)', () => {
    expect(formProblems({ ...filled, activityDate: '31/02/2026' }, 'draft')).toEqual([
      typedDateMessages.noSuchDay,
    ]);
    expect(formProblems({ ...filled, activityDate: '20/11/26' }, 'draft')).toEqual([
      typedDateMessages.fullYear,
    ]);
  });

  it('lets a draft wait for its photos but not a published post', () => {
    const noPhotos = { ...filled, images: [] };
    expect(formProblems(noPhotos, 'draft')).toEqual([]);
    expect(formProblems(noPhotos, 'publish').map((key) => messageText(key))).toEqual([
      'Please upload at least one image',
    ]);
  });
});

describe('addImageFiles', () => {
  it('ignores the files beyond the fifth image', () => {
    const current = [entry('1'), entry('2'), entry('3')];
    const added = addImageFiles(
      current,
      [file('4'), file('5'), file('6'), file('7')],
      maxActivityImages,
      (f) => entry(f.name),
    );
    expect(added.map((image) => image.key)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('adds nothing once the form has 5', () => {
    const current = ['1', '2', '3', '4', '5'].map(entry);
    expect(addImageFiles(current, [file('6')], maxActivityImages, (f) => entry(f.name))).toHaveLength(5);
  });
});

describe('activityFormData', () => {
  it('sends the §3 payload: upper-case visibility, JSON lists, kept and new images with their captions', () => {
    const sent = new Blob(['jpeg'], { type: 'image/jpeg' });
    const body = activityFormData(filled, [sent], 'a1b2c3d4-0000-4000-8000-000000000002');
    expect(body.get('title')).toBe('Sports day');
    expect(body.get('visibility')).toBe('YEAR');
    expect(body.get('activityDate')).toBe('2026-11-20');
    expect(JSON.parse(String(body.get('years')))).toEqual([4, 5]);
    expect(JSON.parse(String(body.get('existingImageIds')))).toEqual([
      '7f9d2c1e-0000-4000-8000-000000000001',
    ]);
    expect(JSON.parse(String(body.get('existingImageDescriptions')))).toEqual([
      { id: '7f9d2c1e-0000-4000-8000-000000000001', description: 'Start' },
    ]);
    expect(JSON.parse(String(body.get('imageDescriptions')))).toEqual(['Finish line']);
    expect(body.get('activityId')).toBe('a1b2c3d4-0000-4000-8000-000000000002');
    expect(body.getAll('images')).toHaveLength(1);
  });

  it('leaves activityId out for a new activity', () => {
    expect(activityFormData(filled, [], undefined).has('activityId')).toBe(false);
  });
});

describe('activityToForm', () => {
  it('holds the saved images by id with their captions and the visibility in lower case', () => {
    const activity: Activity = {
      id: 'a1',
      title: 'Sports day',
      description: 'Races',
      years: [5, 4],
      activityDate: '2026-11-20',
      status: 'PUBLISHED',
      visibility: 'ALL',
      images: [{ id: 'i1', url: 'https://x/i1.jpg', thumbnailUrl: 'https://x/t1.jpg', description: null }],
      manager: { name: 'Aina Sofia' },
      managerName: 'Aina Sofia',
      publishedAt: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      updatedAt: '2026-11-20T01:00:00.000Z',
    };
    expect(activityToForm(activity)).toEqual({
      title: 'Sports day',
      years: [4, 5],
      description: 'Races',
      activityDate: '20/11/2026',
      images: [{ key: 'i1', id: 'i1', preview: 'https://x/t1.jpg', description: '' }],
      visibility: 'all',
    });
  });
});
