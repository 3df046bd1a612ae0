import { kualaLumpurClockTime } from '../check-ins/closing-time';
import { documentWords } from '../messages/document-text';
import { kualaLumpurDay } from '../shared/kuala-lumpur-day';
import { typedDateOf } from '../shared/typed-date';
import type { IncidentBodyPart, IncidentKind, IncidentStatus } from './incident-report';

/** The documents' words of a report's codes: notices, the PDF and the CSV (decision 124). */
export const incidentKindWord = documentWords<IncidentKind>({
  ACCIDENT: 'incidentKindAccident',
  INCIDENT: 'incidentKindIncident',
  ILLNESS: 'incidentKindIllness',
});
export const incidentStatusWord = documentWords<IncidentStatus>({
  FILED: 'incidentStatusFiled',
  COMPLETED: 'incidentStatusCompleted',
});
export const incidentBodyPartWord = documentWords<IncidentBodyPart>({
  HEAD: 'incidentPartHead',
  FACE: 'incidentPartFace',
  EYE: 'incidentPartEye',
  EAR: 'incidentPartEar',
  MOUTH: 'incidentPartMouth',
  NECK: 'incidentPartNeck',
  SHOULDER: 'incidentPartShoulder',
  ARM: 'incidentPartArm',
  HAND: 'incidentPartHand',
  CHEST: 'incidentPartChest',
  STOMACH: 'incidentPartStomach',
  BACK: 'incidentPartBack',
  BOTTOM: 'incidentPartBottom',
  LEG: 'incidentPartLeg',
  KNEE: 'incidentPartKnee',
  FOOT: 'incidentPartFoot',
});

/** An instant as Kuala Lumpur 'dd/MM/yyyy HH:mm', as documents print it. */
export const incidentTimeText = (instant: Date | string) => {
  const at = new Date(instant);
  return `${typedDateOf(kualaLumpurDay(at))} ${kualaLumpurClockTime(at)}`;
};
