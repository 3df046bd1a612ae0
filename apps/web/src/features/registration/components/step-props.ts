import type { DraftSection } from '@/lib/registration-draft';

/** What the wizard gives every step: its saved section, where changes go, and the way on. */
export type StepProps = {
  values: DraftSection | undefined;
  onChange: (values: DraftSection) => void;
  onNext: () => void;
  onPrevious?: (() => void) | undefined;
  showErrors: boolean;
};

/** A saved value as a form's text, '' when missing. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
