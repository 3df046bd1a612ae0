import {
  type EInvoiceBuyerBody,
  eInvoiceBuyerBodySchema,
  type ParsedEInvoiceBuyerBody,
  type SavedEInvoiceBuyer,
} from '@cic/contract/e-invoice/e-invoice-buyer-settings';
import { malaysiaCountryCode, stateCodes } from '@cic/contract/e-invoice/e-invoice-codes';
import { normaliseMalaysianState } from '@cic/contract/parent/malaysian-state';
import type { ParentUser } from '@cic/contract/parent/parent-user';
import { type FieldError, get, type Resolver, set } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/zod-resolver';

/** The form's three address lines, the unused ones empty. */
const threeLines = (lines: (string | null)[]) => [0, 1, 2].map((index) => lines[index] ?? '');

/**
 * What the form starts with: the saved details, or for a first request what the parent's profile
 * already says (name, ID, address, phone, e-mail), so a phone's keyboard has less to type.
 */
export function eInvoiceBuyerDefaults(saved: SavedEInvoiceBuyer | null, user: ParentUser): EInvoiceBuyerBody {
  if (saved) {
    const { tinValidatedAt: _checked, updatedAt: _changed, ...details } = saved;
    return {
      ...details,
      tin: details.tin ?? '',
      address: {
        ...details.address,
        lines: threeLines(details.address.lines),
        postcode: details.address.postcode ?? '',
      },
      email: details.email ?? '',
    };
  }
  const state = normaliseMalaysianState(user.state);
  const foreigner = user.nationality === 'foreigner';
  return {
    name: user.fullName ?? '',
    tin: '',
    idType: foreigner ? 'PASSPORT' : 'NRIC',
    idValue: (foreigner ? user.passport : user.nric) ?? '',
    address: {
      lines: threeLines([user.address1, user.address2]),
      postcode: user.postcode ?? '',
      city: '',
      state: state ? stateCodes[state] : '',
      country: malaysiaCountryCode,
    },
    phone: user.phoneNumber ?? '',
    email: user.email,
  };
}

const validate = zodResolver(eInvoiceBuyerBodySchema);

/**
 * The contract's schema as the form's resolver. An address without any line is refused on the
 * lines as a whole, which react-hook-form keeps apart from the inputs; it is said on the first
 * line instead, so it shows there and takes focus like any other field.
 */
export const eInvoiceBuyerResolver: Resolver<EInvoiceBuyerBody, unknown, ParsedEInvoiceBuyerBody> = async (
  values,
  context,
  options,
) => {
  const result = await validate(values, context, options);
  const whole: FieldError | undefined = get(result.errors, 'address.lines.root');
  if (whole) set(result.errors, 'address.lines', [whole]);
  return result;
};

const formFields = [
  'name',
  'idType',
  'idValue',
  'tin',
  'address.lines.0',
  'address.postcode',
  'address.city',
  'address.state',
  'phone',
  'email',
] as const;
export type EInvoiceBuyerField = (typeof formFields)[number];

function fieldOf(path: string | undefined): EInvoiceBuyerField | null {
  if (!path) return null;
  if (path.startsWith('address.lines')) return 'address.lines.0';
  return formFields.find((field) => field === path) ?? null;
}

/** The fields a refused save names (the envelope's field, then its issues), each with its message key. */
export function refusedFields(error: unknown): { field: EInvoiceBuyerField; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<EInvoiceBuyerField, string>();
  const named = fieldOf(error.field);
  if (named) found.set(named, error.messageCode ?? error.message);
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field && !found.has(field)) found.set(field, issue.messageCode ?? issue.message);
  }
  return [...found].map(([field, message]) => ({ field, message }));
}
