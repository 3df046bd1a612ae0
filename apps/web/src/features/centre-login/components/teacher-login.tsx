import type { CentreLoginBody, CentreTeacher, PinSession, SessionToken } from '@cic/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { loadCatalogues } from '@/i18n/i18n';
import { getDevice, removeDevice, setDevice, setDeviceIdleMinutes } from '@/lib/device-session';
import { setToken } from '@/lib/tokens';
import { useCentreList } from '../api/use-centre-list';
import { CentreLoginForm } from './centre-login-form';

// Only a head of centre reaches this step: /teacher draws without it (decision 026).
const HocLoginForm = lazy(() => import('./hoc-login-form').then((m) => ({ default: m.HocLoginForm })));

// Only a person picked while Teacher PINs is on reaches this step (decision 084), with the words
// of its clock buttons (issue 45).
const PinForm = lazy(() =>
  Promise.all([import('./pin-form'), loadCatalogues(['staff-attendance'])]).then(([m]) => ({
    default: m.PinForm,
  })),
);

// A door phone's clock entries kept without a network, and their refusals (issue 45).
const DoorClockQueue = lazy(() =>
  Promise.all([import('./door-clock-queue'), loadCatalogues(['staff-attendance'])]).then(([m]) => ({
    default: m.DoorClockQueue,
  })),
);

// The teacher grid (avatars, badges) comes after the centre login: /teacher draws without it (decision 055).
const TeacherPicker = lazy(() => import('./teacher-picker').then((m) => ({ default: m.TeacherPicker })));

/** The teacher and head-of-centre steps carry the centre they were reached from. */
type Step =
  | { kind: 'centre'; back?: boolean }
  | { kind: 'teachers'; centreId: string; teachers: CentreTeacher[]; chosen?: string }
  | { kind: 'hoc'; centreId: string; teachers: CentreTeacher[]; hoc: CentreTeacher }
  | { kind: 'pin'; centreId: string; teachers: CentreTeacher[]; person: CentreTeacher; device: string };

/** A device kept signed in to its centre (Teacher PINs) opens at the name picker, after a reload too. */
function firstStep(): Step {
  const device = getDevice();
  return device
    ? { kind: 'teachers', centreId: device.centreId, teachers: device.teachers }
    : { kind: 'centre' };
}

type TeacherLoginProps = {
  /** From the access link (`?id=&password=`): prefilled and submitted at once. */
  access: CentreLoginBody | null;
  /** Called once the staff token is stored; the page goes to /app. */
  onSignedIn: () => void;
};

/**
 * The teacher sign-in (spec 2 §2.1, §4): centre login, the teacher grid, and for a head of
 * centre without a token (hoc-login on) their own e-mail and password.
 */
export function TeacherLogin({ access, onSignedIn }: TeacherLoginProps) {
  const { t } = useTranslation('auth');
  const centres = useCentreList();
  // An access link names its centre: it signs in again rather than reuse another centre's device.
  const [step, setStep] = useState<Step>(() => (access ? { kind: 'centre' } : firstStep()));
  const [entered, setEntered] = useState<CentreLoginBody>(access ?? { id: '', password: '' });
  // The access link submits once; after Back the form waits for the teacher.
  const [autoSubmit, setAutoSubmit] = useState(access !== null);
  // Counts the clock entries made at this door: the waiting ones are read again after each.
  const [clockEntries, setClockEntries] = useState(0);

  const signIn = (session: SessionToken) => {
    setToken('staff', session);
    onSignedIn();
  };

  const signInWithPin = (session: PinSession) => {
    setDeviceIdleMinutes(session.idleMinutes);
    signIn(session);
  };

  const pick = (centreId: string, teachers: CentreTeacher[], teacher: CentreTeacher) => {
    const device = teacher.device?.token;
    if (teacher.token && teacher.expiresAt) signIn({ token: teacher.token, expiresAt: teacher.expiresAt });
    else if (device && (teacher.pin === 'set' || teacher.superManager))
      setStep({ kind: 'pin', centreId, teachers, person: teacher, device });
    else if (teacher.superManager) setStep({ kind: 'hoc', centreId, teachers, hoc: teacher });
    else
      toast({
        title: t('teacherLogin.cannotSignIn'),
        variant: 'destructive',
      });
  };

  // The subtitle follows the step and names the centre of this step, never an earlier one.
  const centreName =
    step.kind === 'centre' ? '' : (centres.data?.find((centre) => centre.id === step.centreId)?.name ?? '');
  let subtitle: string;
  let body: ReactNode;
  if (step.kind === 'teachers') {
    subtitle = centreName
      ? t('teacherLogin.chooseNameAt', { centre: centreName })
      : t('teacherLogin.chooseName');
    body = (
      <Suspense fallback={null}>
        <TeacherPicker
          teachers={step.teachers}
          chosen={step.chosen}
          onPick={(teacher) => pick(step.centreId, step.teachers, teacher)}
          onBack={() => setStep({ kind: 'centre', back: true })}
        />
      </Suspense>
    );
  } else if (step.kind === 'pin') {
    subtitle = centreName ? t('teacherLogin.pinAt', { centre: centreName }) : t('teacherLogin.pin');
    const back = () =>
      setStep({ kind: 'teachers', centreId: step.centreId, teachers: step.teachers, chosen: step.person.id });
    body = (
      <Suspense fallback={null}>
        <PinForm
          device={step.device}
          person={step.person}
          onSignedIn={signInWithPin}
          onClocked={() => {
            setClockEntries((count) => count + 1);
            setStep({ kind: 'teachers', centreId: step.centreId, teachers: step.teachers });
          }}
          onUsePassword={() =>
            setStep({ kind: 'hoc', centreId: step.centreId, teachers: step.teachers, hoc: step.person })
          }
          onDeviceSignedOut={() => {
            removeDevice();
            setStep({ kind: 'centre', back: true });
          }}
          onBack={back}
        />
      </Suspense>
    );
  } else if (step.kind === 'hoc') {
    subtitle = centreName
      ? t('teacherLogin.hocSignInAt', { centre: centreName })
      : t('teacherLogin.hocSignIn');
    body = (
      <Suspense fallback={null}>
        <HocLoginForm
          name={step.hoc.name}
          onSignedIn={signIn}
          onBack={() =>
            setStep({
              kind: 'teachers',
              centreId: step.centreId,
              teachers: step.teachers,
              chosen: step.hoc.id,
            })
          }
        />
      </Suspense>
    );
  } else {
    subtitle = t('teacherLogin.selectCentre');
    body = (
      <CentreLoginForm
        centres={centres}
        initial={entered}
        autoSubmit={autoSubmit}
        focusFirstField={step.back ?? false}
        onLoggedIn={(teachers, login) => {
          // An earlier failure's toast would linger over the teacher grid.
          dismissToast();
          setEntered(login);
          setAutoSubmit(false);
          // Teacher PINs: the device stays signed in to the centre for the next teacher (decision 084).
          const device = teachers[0]?.device;
          if (device) setDevice({ ...device, centreId: login.id, teachers });
          setStep({ kind: 'teachers', centreId: login.id, teachers });
        }}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p aria-live="polite" className="text-sm text-zinc-600">
        {subtitle}
      </p>
      {step.kind === 'teachers' || step.kind === 'pin' ? (
        <Suspense fallback={null}>
          <DoorClockQueue key={clockEntries} />
        </Suspense>
      ) : null}
      {body}
    </div>
  );
}
