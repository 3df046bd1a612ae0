import { type IncidentKind, incidentKinds } from '@cic/contract/incidents/incident-report';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

type IncidentKindSelectProps = Omit<ComponentProps<typeof NativeSelect>, 'onChange' | 'children'> & {
  /** The first choice, for no kind (all kinds, or none chosen yet). */
  noneLabel: string;
  onKind: (kind: IncidentKind | undefined) => void;
};

/** The incident kinds in the reader's language; the rest of the props (a FormField's id) go to the select. */
export function IncidentKindSelect({ noneLabel, onKind, ...props }: IncidentKindSelectProps) {
  const { t } = useTranslation('incidents');
  return (
    <NativeSelect
      {...props}
      onChange={(event) => onKind(incidentKinds.find((kind) => kind === event.target.value))}
    >
      <option value="">{noneLabel}</option>
      {incidentKinds.map((kind) => (
        <option key={kind} value={kind}>
          {t(`kinds.${kind}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
