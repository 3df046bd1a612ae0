import { ArrowLeft, CreditCard, Send } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCentres } from '@/lib/centres';
import type { RegistrationDraft } from '@/lib/registration-draft';
import { formatDate } from '@/lib/time';
import { usePackages } from '../api/get-packages';
import { financialDetails } from '../lib/financial';
import { stepTitles, type WizardStep } from '../lib/wizard-steps';
import { citizenshipLabels, genderLabels, labelOf, maritalLabels, relationshipLabels } from './labels';
import { PriceBreakdown } from './price-breakdown';
import { textOf } from './step-props';

type Row = [label: string, value: ReactNode];

function Section({ title, rows, onEdit }: { title: string; rows: Row[]; onEdit: () => void }) {
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
        <Button variant="outline" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
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

const parentRows = (details: RegistrationDraft['fatherDetails']): Row[] => [
  ['Full name', textOf(details?.fullName)],
  ['IC/Passport number', textOf(details?.idNumber)],
  ['Nationality', textOf(details?.nationality)],
  ['Occupation', textOf(details?.occupation)],
  ['Email', textOf(details?.email)],
  ['Work address', textOf(details?.workAddress)],
  ['Office number', textOf(details?.officeNumber)],
  ['Mobile number', textOf(details?.mobileNumber)],
];

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
  const heading = useRef<HTMLHeadingElement>(null);
  const { studentDetails: student, contactDetails: contact, programDetails: program } = draft;
  const centreId = textOf(program?.center);
  const centre = useCentres().data?.find((item) => item.id === centreId);
  const chosen = usePackages(centreId).data?.find((item) => item.id === program?.package);
  const financial = financialDetails(chosen?.onlineRegistrationFee, program?.isReferralValid === true);

  useEffect(() => heading.current?.focus(), []);

  const rows: Record<WizardStep, Row[]> = {
    student: [
      ['Year intake', textOf(student?.yearIntake)],
      ['Full name', textOf(student?.fullName)],
      ['MyKid number', textOf(student?.myKidNumber)],
      ['Gender', labelOf(genderLabels, student?.gender)],
      ['Date of birth', formatDate(textOf(student?.dateOfBirth))],
      ['Number of siblings', textOf(student?.numberOfSiblings)],
      ['Uniform size', textOf(student?.uniformSize)],
    ],
    contact: [
      ['Relationship', labelOf(relationshipLabels, contact?.relationship)],
      ['Contact email', textOf(contact?.contactEmail)],
      ['Contact number', textOf(contact?.contactNumber)],
      [
        'Nationality',
        contact?.nationality === 'foreigner'
          ? textOf(contact.nationalityText)
          : labelOf(citizenshipLabels, contact?.nationality),
      ],
      contact?.nationality === 'foreigner'
        ? ['Passport number', textOf(contact.passport)]
        : ['NRIC', textOf(contact?.nric)],
      ['Occupation', textOf(contact?.occupation)],
      ['Address', [contact?.addressLine1, contact?.addressLine2].map(textOf).filter(Boolean).join(', ')],
      ['Postcode', textOf(contact?.postcode)],
      ['State', textOf(contact?.state)],
      ['Country', textOf(contact?.country)],
    ],
    father: parentRows(draft.fatherDetails),
    mother: parentRows(draft.motherDetails),
    marital: [['Status', labelOf(maritalLabels, draft.parentMaritalStatus?.status)]],
    program: [
      ['Center', centre?.name ?? '-'],
      ['Package', chosen?.name ?? '-'],
      ['Referral code', program?.isReferralValid === true ? textOf(program.referralCode) : '-'],
      ['Terms and conditions', program?.termsAccepted === true ? 'Accepted' : 'Not accepted'],
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
          Registration Summary
        </h1>
        <p className="text-sm text-zinc-600">Please check the details before you submit.</p>
        {steps.map((step) => (
          <Section key={step} title={stepTitles[step]} rows={rows[step]} onEdit={() => onEdit(step)} />
        ))}
        <Card className="grid gap-3 p-4">
          <h2 className="flex items-center gap-2 text-base font-semibold text-zinc-900">
            <CreditCard aria-hidden="true" className="size-4" />
            Payment Summary
          </h2>
          <PriceBreakdown financial={financial} />
          <p className="text-sm text-zinc-600">
            After you confirm, you will be directed to complete the payment.
          </p>
        </Card>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="outline" size="lg" onClick={onBack} disabled={submitting}>
            <ArrowLeft aria-hidden="true" />
            Back to Form
          </Button>
          <Button size="lg" onClick={onConfirm} disabled={submitting}>
            <Send aria-hidden="true" />
            {submitting ? 'Submitting...' : 'Confirm and Submit'}
          </Button>
        </div>
      </div>
    </section>
  );
}
