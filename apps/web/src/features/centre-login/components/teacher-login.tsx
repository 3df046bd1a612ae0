import type { CentreLoginBody, CentreTeacher, SessionToken } from '@cic/contract';
import { useState } from 'react';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { setToken } from '@/lib/tokens';
import { CentreLoginForm } from './centre-login-form';
import { HocLoginForm } from './hoc-login-form';
import { TeacherPicker } from './teacher-picker';

type Step =
  | { kind: 'centre' }
  | { kind: 'teachers'; teachers: CentreTeacher[] }
  | { kind: 'hoc'; teachers: CentreTeacher[]; hoc: CentreTeacher };

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
  const [step, setStep] = useState<Step>({ kind: 'centre' });
  const [entered, setEntered] = useState<CentreLoginBody>(access ?? { id: '', password: '' });
  // The access link submits once; after Back the form waits for the teacher.
  const [autoSubmit, setAutoSubmit] = useState(access !== null);

  const signIn = (session: SessionToken) => {
    setToken('staff', session);
    onSignedIn();
  };

  const pick = (teachers: CentreTeacher[], teacher: CentreTeacher) => {
    if (teacher.token && teacher.expiresAt) signIn({ token: teacher.token, expiresAt: teacher.expiresAt });
    else if (teacher.superManager) setStep({ kind: 'hoc', teachers, hoc: teacher });
    else
      toast({
        title: 'This teacher cannot sign in here. Please ask your head of centre.',
        variant: 'destructive',
      });
  };

  if (step.kind === 'teachers') {
    return (
      <TeacherPicker
        teachers={step.teachers}
        onPick={(teacher) => pick(step.teachers, teacher)}
        onBack={() => setStep({ kind: 'centre' })}
      />
    );
  }
  if (step.kind === 'hoc') {
    return (
      <HocLoginForm
        name={step.hoc.name}
        onSignedIn={signIn}
        onBack={() => setStep({ kind: 'teachers', teachers: step.teachers })}
      />
    );
  }
  return (
    <CentreLoginForm
      initial={entered}
      autoSubmit={autoSubmit}
      onLoggedIn={(teachers, body) => {
        // An earlier failure's toast would linger over the teacher grid.
        dismissToast();
        setEntered(body);
        setAutoSubmit(false);
        setStep({ kind: 'teachers', teachers });
      }}
    />
  );
}
