import type { CentreTeacher } from '@cic/contract';
import { ArrowLeft, ShieldCheck, UserRoundX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

type TeacherPickerProps = {
  teachers: CentreTeacher[];
  /** The teacher chosen before Back from the next step: their card takes focus, not the heading. */
  chosen?: string | undefined;
  onPick: (teacher: CentreTeacher) => void;
  onBack: () => void;
};

/** The centre's teachers as large cards, two a row on a phone (spec 2 §2.1). */
export function TeacherPicker({ teachers, chosen, onPick, onBack }: TeacherPickerProps) {
  // The step it replaces had focus: the keyboard continues from this step's heading, or after
  // Back from the head of centre's step, from the card the person had chosen.
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  const chosenCard = useRef<HTMLButtonElement>(null);
  useEffect(() => (chosenCard.current ?? heading.current)?.focus(), []);
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-zinc-900">
          {t('teacherPicker.whoAreYou')}
        </h2>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('teacherPicker.back')}
        </Button>
      </div>
      {teachers.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-zinc-300 px-4 py-10 text-center text-zinc-600">
          <UserRoundX aria-hidden="true" className="size-8 text-zinc-400" />
          <p>{t('teacherPicker.noTeachers')}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {teachers.map((teacher) => (
            <li key={teacher.id}>
              <button
                ref={teacher.id === chosen ? chosenCard : undefined}
                type="button"
                onClick={() => onPick(teacher)}
                className="flex h-full min-h-32 w-full flex-col items-center justify-center gap-2 rounded-2xl border border-zinc-200 bg-white p-3 text-center shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-100"
              >
                <Avatar alt="" seed={teacher.name} className="size-14" />
                <span className="line-clamp-2 text-sm font-semibold break-words text-zinc-900">
                  {teacher.name}
                </span>
                {teacher.pin === 'not-set' && !teacher.superManager ? (
                  <span className="text-xs text-zinc-600">{t('teacherPicker.noPin')}</span>
                ) : null}
                {teacher.superManager ? (
                  <Badge variant="secondary" className="bg-brand-100 text-brand-800">
                    <ShieldCheck aria-hidden="true" className="size-3" />
                    {t('teacherPicker.hoc')}
                  </Badge>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
