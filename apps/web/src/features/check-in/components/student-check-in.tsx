import type { CentreStudent, CheckInStatus } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '@/components/ui/use-toast';
import { useReturnFocusOnUnmount } from '@/lib/focus-return';
import { useStudents } from '../api/get-students';
import { CameraCapture, type CapturedPhoto } from './camera-capture';
import { CheckInForm } from './check-in-form';
import { StudentStatusDialog } from './student-status-dialog';

type Step =
  | { kind: 'choose' }
  | { kind: 'camera'; action: CheckInStatus }
  | { kind: 'form'; action: CheckInStatus; photo: CapturedPhoto };

type StudentCheckInProps = {
  /** The child tapped in the list; its latest record is re-read from the list as it refreshes. */
  student: CentreStudent;
  recordedBy: string;
  onClose: () => void;
  onViewAll: (student: CentreStudent) => void;
};

/**
 * One child's check-in or check-out (spec 2 §2.3–§2.4, §4): the status dialog, then the rear
 * camera, then the form. Discarding the photo returns to the dialog's choice of actions.
 */
export function StudentCheckIn({ student: tapped, recordedBy, onClose, onViewAll }: StudentCheckInProps) {
  const { t } = useTranslation('teacher');
  const students = useStudents();
  const student = students.data?.find((item) => item.ID_STUDENT === tapped.ID_STUDENT) ?? tapped;
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  // Each step is its own dialog; when the flow ends, focus goes back to the child's row.
  useReturnFocusOnUnmount();

  if (step.kind === 'camera') {
    return (
      <CameraCapture
        title={`${t(`status.${step.action}`)} · ${student.studentName}`}
        onCaptured={(photo) => setStep({ kind: 'form', action: step.action, photo })}
        onCancel={() => setStep({ kind: 'choose' })}
        onError={(error) => toastError(error, t('camera.photoFailed'))}
      />
    );
  }
  if (step.kind === 'form') {
    return (
      <CheckInForm
        student={student}
        action={step.action}
        photo={step.photo}
        recordedBy={recordedBy}
        onDiscard={() => setStep({ kind: 'choose' })}
        onCancel={onClose}
        onDone={onClose}
      />
    );
  }
  return (
    <StudentStatusDialog
      student={student}
      onClose={onClose}
      onAction={(_student, action) => setStep({ kind: 'camera', action })}
      onViewAll={onViewAll}
    />
  );
}
