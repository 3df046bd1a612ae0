import type { OvertimeBlockInput, OvertimePackage, OvertimeRuleGroup } from '@cic/contract';
import type { TFunction } from 'i18next';

/** The select's value for the default rules; packages are chosen by id. */
export const defaultChoice = 'default';

export type PackageChoice = { value: string; label: string; disabled: boolean };

/** 'Full Day · CIC Bangsar': packages are per centre, so the same name appears at several. */
export const packageLabel = (pkg: Pick<OvertimePackage, 'name' | 'centerName'>) =>
  `${pkg.name} · ${pkg.centerName}`;

/**
 * The rule form's package choice (spec 3 §5): Default Rules first, then every package; those that
 * already have rules are disabled and say so, in the page's language (`t` of the `overtime` catalogue).
 */
export function packageChoices(
  packages: readonly OvertimePackage[],
  defaultExists: boolean,
  t: TFunction,
): PackageChoice[] {
  const defaultRules = t('overtime:rules.defaultRules');
  return [
    {
      value: defaultChoice,
      label: defaultExists ? `${defaultRules} ${t('overtime:rules.defaultExists')}` : defaultRules,
      disabled: defaultExists,
    },
    ...packages.map((pkg) => ({
      value: pkg.id,
      label: pkg.hasRules
        ? `${packageLabel(pkg)} (${t('overtime:rules.alreadyHasRules')})`
        : packageLabel(pkg),
      disabled: pkg.hasRules,
    })),
  ];
}

/** The first choice still free, or null when every package and the default have rules. */
export const firstFreeChoice = (choices: readonly PackageChoice[]) =>
  choices.find((choice) => !choice.disabled)?.value ?? null;

/** A group's blocks as the form edits them. */
export const formBlocksOf = (group: Pick<OvertimeRuleGroup, 'rules'>): OvertimeBlockInput[] =>
  group.rules.map(({ id: _id, ...block }) => block);
