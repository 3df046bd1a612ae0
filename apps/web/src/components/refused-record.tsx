import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { Refusal } from '@/lib/waiting-round';

type RefusedRecordProps = {
  /** What was refused and when. */
  line: ReactNode;
  refusal: Refusal;
  /** Discard, and where it can be, redo. */
  actions: ReactNode;
};

/** A record kept on the phone that the server refused when it was sent: its words, and what to do. */
export function RefusedRecord({ line, refusal, actions }: RefusedRecordProps) {
  return (
    <li className="grid gap-2 rounded-lg border border-red-200 bg-white p-3">
      {line}
      <p role="alert" className="text-red-800">
        {getErrorMessage(new ApiError(refusal))}
      </p>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

/** The records the server refused, under their heading (the check-in list's banner, the door). */
export function RefusedRecords({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-red-800">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {heading}
      </h2>
      <ul className="grid gap-2">{children}</ul>
    </section>
  );
}
