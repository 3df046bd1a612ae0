import { ArrowLeft, CreditCard, Send } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCentres } from '@/lib/centres';
import type { RegistrationDraft } from '@/lib/registration-draft';
import { formatDate } from '@/lib/time';
import { usePackages } from '../api/get-packages';
import { financialDetails } from '../lib/financial';
import type { WizardStep } from '../lib/wizard-steps';
import { parentFields } from '../lib/wizard-steps';
import {
  citizenshipLabels,
  genderLabels,
  labelOf,
  maritalLabels,
  relationshipLabels,
  uniformSizeLabels,
} from './labels';
import { PriceBreakdown } from './price-breakdown';
import { textOf } from './step-props';

type Row = [label: string, value: ReactNode];

function Section({ title, rows, onEdit }: { title: string; rows: Row[]; onEdit: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
        <Button variant="outline" onClick={onEdit} aria-label={t('summary.editSection', { title })}>
          {t('summary.edit')}
        </Button>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid min-w-0">
            <dt className="text-zinc-500">{label}</dt>
            <dd className="break-words text-zinc-900">{value === '' ? '-' : value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const parentRows = (details: RegistrationDraft['fatherDetails'], t: (key: string) => string): Row[] =>
  parentFields.map((field) => [
    t(`parentField.${field}`),
    field === 'nationality' ? labelOf(citizenshipLabels, details?.[field], t) : textOf(details?.[field]),
  ]);

type RegistrationSummaryProps = {
  draft: RegistrationDraft;
  steps: WizardStep[];
  onEdit: (step: WizardStep) => void;
  onBack: () => void;
  onConfirm: () => void;
  submitting: boolean;
};

/** The full-screen 'Registration Summary' before sending (spec 1 §2): every section with Edit, and the price. */
export function RegistrationSummary({
  draft,
  steps,
  onEdit,
  onBack,
  onConfirm,
  submitting,
}: RegistrationSummaryProps) {
  const { t } = useTranslation('registration');
  const heading = useRef<HTMLHeadingElement>(null);
  const { studentDetails: student, contactDetails: contact, programDetails: program } = draft;
  const centreId = textOf(program?.center);
  const centre = useCentres().data?.find((item) => item.id === centreId);
  const chosen = usePackages(centreId).data?.find((item) => item.id === program?.package);
  const financial = financialDetails(chosen?.onlineRegistrationFee, program?.isReferralValid === true);

  useEffect(() => heading.current?.focus(), []);

  const rows: Record<WizardStep, Row[]> = {
    student: [
      [t('summary.yearIntake'), textOf(student?.yearIntake)],
      [t('summary.fullName'), textOf(student?.fullName)],
      [t('summary.myKid'), textOf(student?.myKidNumber)],
      [t('summary.gender'), labelOf(genderLabels, student?.gender, t)],
      [t('summary.dateOfBirth'), formatDate(textOf(student?.dateOfBirth))],
      [t('summary.siblings'), textOf(student?.numberOfSiblings)],
      [t('summary.uniformSize'), labelOf(uniformSizeLabels, student?.uniformSize, t)],
    ],
    contact: [
      [t('summary.relationship'), labelOf(relationshipLabels, contact?.relationship, t)],
      [t('summary.contactEmail'), textOf(contact?.contactEmail)],
      [t('summary.contactNumber'), textOf(contact?.contactNumber)],
      [
        t('summary.nationality'),
        contact?.nationality === 'foreigner'
          ? textOf(contact.nationalityText)
          : labelOf(citizenshipLabels, contact?.nationality, t),
      ],
      contact?.nationality === 'foreigner'
        ? [t('summary.passport'), textOf(contact.passport)]
        : [t('summary.nric'), textOf(contact?.nric)],
      [t('summary.occupation'), textOf(contact?.occupation)],
      [
        t('summary.address'),
        [contact?.addressLine1, contact?.addressLine2].map(textOf).filter(Boolean).join(', '),
      ],
      [t('summary.postcode'), textOf(contact?.postcode)],
      [t('summary.state'), textOf(contact?.state)],
      [t('summary.country'), textOf(contact?.country)],
    ],
    father: parentRows(draft.fatherDetails, t),
    mother: parentRows(draft.motherDetails, t),
    marital: [[t('summary.status'), labelOf(maritalLabels, draft.parentMaritalStatus?.status, t)]],
    program: [
      [t('summary.centre'), centre?.name ?? '-'],
      [t('summary.package'), chosen?.name ?? '-'],
      [t('summary.referralCode'), program?.isReferralValid === true ? textOf(program.referralCode) : '-'],
      [
        t('summary.terms'),
        program?.termsAccepted === true ? t('summary.termsAccepted') : t('summary.termsNotAccepted'),
      ],
    ],
  };

  return (
    <section aria-labelledby="summary-heading" className="fixed inset-0 z-40 overflow-y-auto bg-zinc-50">
      <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 pb-10 sm:p-6">
        <h1
          id="summary-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold text-zinc-900 outline-none"
        >
          {t('summary.title')}
        </h1>
        <p className="text-sm text-zinc-600">{t('summary.intro')}</p>
        {steps.map((step) => (
          <Section key={step} title={t(`step.${step}`)} rows={rows[step]} onEdit={() => onEdit(step)} />
        ))}
        <Card className="grid gap-3 p-4">
          <h2 className="flex items-center gap-2 text-base font-semibold text-zinc-900">
            <CreditCard aria-hidden="true" className="size-4" />
            {t('summary.payment')}
          </h2>
          <PriceBreakdown financial={financial} />
          <p className="text-sm text-zinc-600">{t('summary.afterConfirm')}</p>
        </Card>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="outline" size="lg" onClick={onBack} disabled={submitting}>
            <ArrowLeft aria-hidden="true" />
            {t('summary.backToForm')}
          </Button>
          <Button size="lg" onClick={onConfirm} disabled={submitting}>
            <Send aria-hidden="true" />
            {submitting ? t('summary.submitting') : t('summary.confirm')}
          </Button>
        </div>
      </div>
    </section>
  );
}
