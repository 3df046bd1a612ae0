import { type MoneyRules, message, readMoneyEntry, readTypedRinggit } from '@cic/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesNamespace } from '@/i18n/catalogues';
import { messageText } from '@/i18n/i18n';
import { formatRinggitUnits } from '@/lib/money';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

type MoneyFieldProps = {
  /** The text as typed ('1,234.50'); `ringgitTextOf` starts it from an amount. */
  value: string;
  onChange: (text: string) => void;
  label: ReactNode;
  hint?: ReactNode;
  /**
   * The form's rules (decimals, bounds and their messages). The field tells a typed text's problem
   * once the person has left it; the form reads the text with the same rules (`readMoneyEntry`)
   * and sends nothing while there is one.
   */
  rules?: MoneyRules;
  /** The form's or the server's message for the field, shown when the text itself has none. */
  error?: string | undefined;
  className?: string;
};

/**
 * The one ringgit input of the product (decision 090): a point before the sen, commas only
 * between thousands. Under the field it says what it read ('Reads as RM 1,234.50'), so the amount
 * saved is the one the person saw; '10,50' or '1,2,3' is refused with its message, never guessed.
 */
export function MoneyField({ value, onChange, label, hint, rules = {}, error, className }: MoneyFieldProps) {
  // Draws again in the new language when it changes, as the form's messages do.
  useTranslation(messagesNamespace, { useSuspense: false });
  const [left, setLeft] = useState(false);
  const places = rules.places ?? 2;
  const { required: _, ...bounds } = rules;
  const ownProblem = left ? readMoneyEntry(value, bounds).problem : null;
  const read = readTypedRinggit(value, places);
  const understood =
    read.kind === 'amount'
      ? messageText(message('money.readsAs', { amount: formatRinggitUnits(read.units, places) }))
      : null;
  return (
    <FormField
      label={label}
      className={className}
      error={ownProblem ?? error}
      hint={
        hint || understood ? (
          <>
            {hint}
            {hint && understood ? ' ' : null}
            {understood ? <span className="font-medium text-zinc-700">{understood}</span> : null}
          </>
        ) : undefined
      }
    >
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
      />
    </FormField>
  );
}
