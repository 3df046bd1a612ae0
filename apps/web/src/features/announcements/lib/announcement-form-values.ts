import {
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementBody,
  type AnnouncementCentre,
  type CentreAnnouncementBody,
  readTypedDate,
  typedDateOf,
} from '@cic/contract';
import type { ImageEntry } from '@/components/images-field';

/** An image of the form: one the announcement has (`id`), or a new file to upload. */
export type AnnouncementImageEntry = ImageEntry;

/** When Publish sends it: now, or at a Kuala Lumpur day and time (a schedule). */
export type PublishWhen = 'now' | 'later';

export type AnnouncementFormState = {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  /** The chosen centres, with their names for the chips. */
  centres: AnnouncementCentre[];
  years: number[];
  pinned: boolean;
  /** The last day it shows, as typed (dd/MM/yyyy); '' for no end. */
  endDate: string;
  when: PublishWhen;
  /** The day it is published on, as typed (dd/MM/yyyy). */
  publishDay: string;
  /** 'HH:mm', Kuala Lumpur time. */
  publishTime: string;
  images: AnnouncementImageEntry[];
};

const klOffset = '+08:00';

/** 'yyyy-MM-dd' and 'HH:mm' of an instant in Kuala Lumpur (which keeps no daylight saving). */
function klParts(instant: string): { day: string; time: string } {
  const shifted = new Date(new Date(instant).getTime() + 8 * 60 * 60 * 1000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The form of a new announcement, or of the one being edited (a scheduled one keeps its time). */
export function announcementFormState(announcement?: Announcement): AnnouncementFormState {
  if (!announcement) {
    return {
      title: '',
      body: '',
      audience: 'ALL_CENTRES',
      centres: [],
      years: [],
      pinned: false,
      endDate: '',
      when: 'now',
      publishDay: '',
      publishTime: '',
      images: [],
    };
  }
  const scheduled = announcement.status === 'SCHEDULED' && announcement.publishAt !== null;
  const at = scheduled && announcement.publishAt ? klParts(announcement.publishAt) : { day: '', time: '' };
  return {
    title: announcement.title,
    body: announcement.body,
    audience: announcement.audience,
    centres: [...announcement.centres],
    years: [...announcement.years],
    pinned: announcement.pinned,
    endDate: typedDateOf(announcement.endDate),
    when: scheduled ? 'later' : 'now',
    publishDay: typedDateOf(at.day),
    publishTime: at.time,
    images: announcement.images.map((image) => ({
      key: image.id,
      id: image.id,
      preview: image.thumbnailUrl,
      description: image.description ?? '',
    })),
  };
}

/** What a head of centre sends: their centre is the audience. */
export function centreAnnouncementBody(values: AnnouncementFormState): CentreAnnouncementBody {
  return {
    title: values.title,
    body: values.body,
    years: [...values.years].sort((a, b) => a - b),
    pinned: values.pinned,
    endDate: dayShown(values.endDate),
  };
}

/** What an admin sends: the same with the audience (centres only when chosen ones). */
export function announcementBody(values: AnnouncementFormState): AnnouncementBody {
  return {
    ...centreAnnouncementBody(values),
    audience: values.audience,
    centreIds: values.audience === 'CENTRES' ? values.centres.map((centre) => centre.id) : [],
  };
}

/**
 * The instant a scheduled publication is due, as the API takes it (ISO with Kuala Lumpur's
 * offset); undefined publishes now; null when 'later' lacks a day or a valid time.
 */
export function publishAt(values: Pick<AnnouncementFormState, 'when' | 'publishDay' | 'publishTime'>) {
  if (values.when === 'now') return undefined;
  const day = dayShown(values.publishDay);
  if (day === null) return null;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.publishTime)) return null;
  return `${day}T${values.publishTime}:00${klOffset}`;
}

/**
 * The day a date field's text names, or null. The form refuses a text that names none before it
 * sends (decision 090), so null here is only ever an empty field: no end.
 */
function dayShown(text: string): string | null {
  const read = readTypedDate(text);
  return read.kind === 'day' ? read.day : null;
}

/**
 * The images to remove (kept ones the writer took out), the kept ones whose caption changed, and
 * the new files to upload, in order.
 */
export function imageChanges(
  before: readonly { id: string; description: string | null }[],
  images: readonly AnnouncementImageEntry[],
) {
  const kept = new Set(images.flatMap((image) => (image.id ? [image.id] : [])));
  const captionBefore = new Map(before.map((image) => [image.id, image.description ?? '']));
  return {
    removed: before.filter((image) => !kept.has(image.id)).map((image) => image.id),
    recaptioned: images.filter(
      (image) => image.id !== undefined && captionBefore.get(image.id) !== image.description.trim(),
    ),
    added: images.filter((image) => image.file !== undefined),
  };
}
