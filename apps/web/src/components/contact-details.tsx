import { queryOptions, useQuery } from '@tanstack/react-query';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { formatClockTime, timePatterns } from '@/lib/time';
import { Skeleton } from './ui/skeleton';

/** A product's own name, the same in every language. */
const whatsApp = 'WhatsApp';

const contactQueryOptions = () =>
  queryOptions({
    queryKey: ['contact'] as const,
    // Loaded with the call: the landing page draws without zod (decision 026).
    queryFn: ({ signal }) =>
      api.get('/contact', {
        schema: import('@cic/contract/shared/contact').then((m) => m.contactSchema),
        signal,
      }),
    staleTime: 60 * 60 * 1000,
  });

function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** One term and its value; the icon sits inside the term, as a list of definitions allows nothing else. */
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">
        <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** The contact dialog's body, loaded when the dialog first opens. */
export function ContactDetails() {
  const { t } = useTranslation('common');
  const contact = useQuery(contactQueryOptions());
  // Spec 1 §2: office hours are Monday to Friday, 8:30 AM to 5:30 PM; the server's times, worded here.
  const officeHours = (opens: string, closes: string) =>
    t('contact.weekdayHours', {
      opens: formatClockTime(opens, timePatterns.clockInText),
      closes: formatClockTime(closes, timePatterns.clockInText),
    });
  const defaultOfficeHours = officeHours('08:30', '17:30');
  if (contact.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (contact.isError) {
    return (
      <div className="grid gap-4">
        <dl>
          <Row icon={<Clock />} label={t('contact.officeHours')}>
            {defaultOfficeHours}
          </Row>
        </dl>
        <p className="text-sm text-zinc-600">{t('contact.unavailable')}</p>
      </div>
    );
  }
  const { email, whatsapp, hqPhone } = contact.data;
  return (
    <dl className="grid gap-4">
      <Row icon={<Clock />} label={t('contact.officeHours')}>
        {officeHours(contact.data.officeHours.opens, contact.data.officeHours.closes)}
      </Row>
      <Row icon={<Mail />} label={t('contact.email')}>
        <a className="text-brand-700 underline-offset-2 hover:underline" href={`mailto:${email}`}>
          {email}
        </a>
      </Row>
      <Row icon={<MessageCircle />} label={whatsApp}>
        <a
          className="text-brand-700 underline-offset-2 hover:underline"
          href={whatsappHref(whatsapp)}
          target="_blank"
          rel="noreferrer"
        >
          {whatsapp}
        </a>
      </Row>
      <Row icon={<Phone />} label={t('contact.headquarters')}>
        <a className="text-brand-700 underline-offset-2 hover:underline" href={telHref(hqPhone)}>
          {hqPhone}
        </a>
      </Row>
    </dl>
  );
}
