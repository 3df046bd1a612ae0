import type { ParentUser } from '@cic/contract';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  clearRegistrationDraft,
  type DraftSection,
  type RegistrationDraft,
  type RegistrationDraftKey,
  readRegistrationDraft,
  saveDraftSection,
} from '@/lib/registration-draft';
import { emailCheckQueryOptions } from '../api/check-email';
import { accountParentDetails, contactPrefill } from '../lib/account-prefill';
import { registrationBodyFrom, stepOfIssue } from '../lib/registration-body';
import {
  contactParentStep,
  hasAnyData,
  isStepComplete,
  sectionsClearedBy,
  stepSections,
  type WizardStep,
  wizardSteps,
} from '../lib/wizard-steps';
import { ContactStep } from './contact-step';
import { MaritalStep } from './marital-step';
import { type EmailProofProps, ParentStep } from './parent-step';
import { ProgramStep } from './program-step';
import { RegistrationSummary } from './registration-summary';
import { StepDots } from './step-dots';
import { StudentStep } from './student-step';
import { useSubmitRegistration } from './use-submit-registration';

export type { EmailProofProps };

type RegistrationWizardProps = {
  user: ParentUser;
  /** Today in Kuala Lumpur, 'yyyy-MM-dd' (year intakes, latest date of birth). */
  today: string;
  EmailProof: ComponentType<EmailProofProps>;
  /** 'Reset Form' confirmed: the draft is gone, leave the wizard. */
  onReset: () => void;
  /** Registered with nothing to pay. */
  onCompleted: () => void;
};

/** The six-step registration wizard with its summary (spec 1 §2–§5); the draft survives a reload. */
export function RegistrationWizard({
  user,
  today,
  EmailProof,
  onReset,
  onCompleted,
}: RegistrationWizardProps) {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RegistrationDraft>(readRegistrationDraft);
  const latest = useRef(draft);
  const relationship = draft.contactDetails?.relationship;
  const steps = wizardSteps(relationship);
  const complete = steps.map((step) => isStepComplete(step, draft));
  // Open where the parent stopped: the first step left to do, else the last.
  const [current, setCurrent] = useState(() => {
    const open = complete.indexOf(false);
    return open === -1 ? steps.length - 1 : open;
  });
  const [showErrors, setShowErrors] = useState(false);
  const [summary, setSummary] = useState(false);
  const [resetting, setResetting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const submit = useSubmitRegistration({ onCompleted });

  const save = useCallback((key: RegistrationDraftKey, section: DraftSection | undefined) => {
    latest.current = { ...latest.current, [key]: section };
    setDraft(latest.current);
    saveDraftSection(key, section);
  }, []);
  const saveFinancial = useCallback((section: DraftSection) => save('financialDetails', section), [save]);

  const show = (index: number, withErrors = false) => {
    setSummary(false);
    setShowErrors(withErrors);
    setCurrent(index);
  };
  const showStep = (step: WizardStep, withErrors = false) =>
    show(wizardSteps(latest.current.contactDetails?.relationship).indexOf(step), withErrors);

  // Spec 1 §2: each step starts at the top of the page, its title focused for screen readers.
  const shown = useRef({ current, summary });
  useEffect(() => {
    if (shown.current.current === current && shown.current.summary === summary) return;
    shown.current = { current, summary };
    window.scrollTo({ top: 0 });
    if (!summary) heading.current?.focus();
  }, [current, summary]);

  const chooseRelationship = (chosen: string) => {
    for (const key of sectionsClearedBy(chosen)) save(key, undefined);
    const own = contactParentStep(chosen);
    if (own) save(stepSections[own], { ...latest.current[stepSections[own]], ...accountParentDetails(user) });
  };

  /** Submit on step 6: the summary opens only when every step passes (spec 1 §4). */
  const review = async () => {
    const now = latest.current;
    if (!now.studentDetails?.dateOfBirth) {
      toast({ title: t('wizard.dateOfBirthRequired'), variant: 'destructive' });
      showStep('student', true);
      return;
    }
    const { registrationBodySchema, programStepSchema } = await import(
      '@cic/contract/registration/registration-form'
    );
    const checked = registrationBodySchema.safeParse(registrationBodyFrom(now, crypto.randomUUID()));
    // The body carries no referral check; the program step's own rule says whether the code was checked valid.
    const problem = checked.success
      ? programStepSchema.safeParse(now.programDetails ?? {}).success
        ? null
        : 'program'
      : stepOfIssue(checked.error.issues[0]?.path ?? []);
    if (problem) {
      showStep(problem, true);
      return;
    }
    const own = contactParentStep(now.contactDetails?.relationship);
    for (const step of ['father', 'mother'] as const) {
      if (step === own) continue;
      const email = String(now[stepSections[step]]?.email ?? '').toLowerCase();
      const check = await queryClient.fetchQuery(emailCheckQueryOptions(email)).catch(() => null);
      if (!check?.verified) {
        showStep(step, true);
        return;
      }
    }
    setSummary(true);
  };

  if (summary) {
    return (
      <RegistrationSummary
        draft={draft}
        steps={steps}
        onEdit={(step) => showStep(step)}
        onBack={() => setSummary(false)}
        onConfirm={() => submit.send(latest.current)}
        submitting={submit.isPending}
      />
    );
  }

  const step = steps[current] ?? 'student';
  const section = stepSections[step];
  const common = {
    values: draft[section],
    onChange: (values: DraftSection) => save(section, values),
    onNext: () => (step === 'program' ? void review() : show(current + 1)),
    onPrevious: current > 0 ? () => show(current - 1) : undefined,
    showErrors,
  };
  const own = contactParentStep(relationship);

  return (
    <section className="grid gap-5 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-zinc-900">{t('wizard.title')}</h1>
          <p className="text-sm text-zinc-600">
            {t('wizard.stepOf', { current: current + 1, total: steps.length })}
          </p>
        </div>
        <Button variant="outline" disabled={!hasAnyData(draft)} onClick={() => setResetting(true)}>
          <RotateCcw aria-hidden="true" />
          {t('wizard.reset')}
        </Button>
      </div>
      <StepDots steps={steps} current={current} complete={complete} onSelect={(index) => show(index)} />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-zinc-900 outline-none">
        {t(`step.${step}`)}
      </h2>
      {step === 'student' ? <StudentStep key={step} {...common} today={today} /> : null}
      {step === 'contact' ? (
        <ContactStep
          key={step}
          {...common}
          values={contactPrefill(user, draft.contactDetails)}
          onRelationship={chooseRelationship}
        />
      ) : null}
      {step === 'father' || step === 'mother' ? (
        <ParentStep
          key={`${step}-${String(relationship)}`}
          {...common}
          which={step}
          locked={own === step ? accountParentDetails(user) : null}
          otherEmail={String(draft[step === 'father' ? 'motherDetails' : 'fatherDetails']?.email ?? '')}
          EmailProof={EmailProof}
        />
      ) : null}
      {step === 'marital' ? <MaritalStep key={step} {...common} /> : null}
      {step === 'program' ? <ProgramStep key={step} {...common} onFinancial={saveFinancial} /> : null}
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title={t('wizard.resetTitle')}
        description={t('wizard.resetDescription')}
        confirmLabel={t('wizard.reset')}
        destructive
        onConfirm={() => {
          clearRegistrationDraft();
          onReset();
        }}
      />
    </section>
  );
}
