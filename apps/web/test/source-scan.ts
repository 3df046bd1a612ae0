import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The web app's sources and catalogues, read the way the translation tests need them (decision 054). */
export const webSource = path.resolve(import.meta.dirname, '../src');
export const catalogueDir = path.join(webSource, 'i18n/catalogues');

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

export function filesUnder(dir: string, accept: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(accept)
    .sort();
}

/** The app's own code: what the browser runs, without tests and catalogues. */
export function appSourceFiles(): string[] {
  return filesUnder(
    webSource,
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
  );
}

type Catalogue = { [key: string]: string | Catalogue };

/** `{ a: { b: 'x' } }` as `[['a.b', 'x']]`, the way i18next addresses nested keys. */
export function flatten(catalogue: Catalogue, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

/** A plural form's key without its suffix: `children_one` and `children_other` are both `children`. */
export function baseKey(key: string): string {
  return key.replace(pluralSuffix, '');
}

export function readCatalogue(language: string, namespace: string): [string, unknown][] {
  return flatten(JSON.parse(readFileSync(path.join(catalogueDir, language, `${namespace}.json`), 'utf8')));
}

export function namespacesOf(language: string): string[] {
  return filesUnder(path.join(catalogueDir, language), (file) => file.endsWith('.json')).map((file) =>
    path.basename(file, '.json'),
  );
}

/** How a file uses the catalogues: keys named in full, and prefixes of keys built at run time. */
export type KeyUse = { namespace: string; key: string; file: string; prefix: boolean; asData?: boolean };

function stringOf(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

/** The namespace a file's `useTranslation(...)` names first, else `common`. */
function defaultNamespace(source: ts.SourceFile): string {
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'useTranslation'
    ) {
      const [arg] = node.arguments;
      found =
        stringOf(arg) ?? (arg && ts.isArrayLiteralExpression(arg) ? stringOf(arg.elements[0]) : undefined);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found ?? 'common';
}

function namespaceOption(options: ts.Expression | undefined): string | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'ns') {
      return stringOf(property.initializer);
    }
  }
  return undefined;
}

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

const fullKey = /^[a-z][a-z-]*:[A-Za-z][\w.-]*$/;

/**
 * Every `t('key')`, `t('ns:key')`, `i18n.t(...)`, `t('key', { ns })` and `<Trans i18nKey="..." />`
 * of a file, and every string that is a full key ('ns:key'); a template `t(\`status.${s}\`)` counts as a use of every key under `status.`.
 */
export function keyUses(file: string): KeyUse[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const fallback = defaultNamespace(source);
  const uses: KeyUse[] = [];
  const add = (raw: string, namespace: string | undefined, prefix: boolean, asData = false) => {
    const split = raw.indexOf(':');
    const [ns, key] = split > 0 ? [raw.slice(0, split), raw.slice(split + 1)] : [namespace ?? fallback, raw];
    uses.push({ namespace: ns, key, file, prefix, asData });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTranslateCall(node)) {
      const [keyArg, options] = node.arguments;
      const ns = namespaceOption(options);
      const text = stringOf(keyArg);
      if (text !== undefined) add(text, ns, false);
      else if (keyArg && ts.isTemplateExpression(keyArg)) add(keyArg.head.text, ns, true);
    }
    // A full key kept as data ('admin:nav.users' in a menu's list) and translated where it is drawn.
    if (ts.isStringLiteral(node) && fullKey.test(node.text)) add(node.text, undefined, false, true);
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'i18nKey') {
      const text =
        node.initializer && ts.isStringLiteral(node.initializer) ? node.initializer.text : undefined;
      if (text !== undefined) add(text, undefined, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** Attributes that carry code, not words: their string values are never shown as text. */
const technicalAttributes = new Set([
  'className',
  'id',
  'key',
  'type',
  'name',
  'role',
  'href',
  'to',
  'target',
  'rel',
  'method',
  'action',
  'htmlFor',
  'variant',
  'size',
  'side',
  'align',
  'sideOffset',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'accept',
  'capture',
  'mode',
  'pattern',
  'lang',
  'dir',
  'src',
  'viewBox',
  'fill',
  'stroke',
  'd',
  'xmlns',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'form',
  'value',
  'defaultValue',
  'tabIndex',
  'as',
  'orientation',
  'loading',
  'decoding',
  'crossOrigin',
  'referrerPolicy',
  'i18nKey',
  'ns',
  'aria-live',
  'aria-hidden',
  'aria-haspopup',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-current',
  'aria-expanded',
  'aria-invalid',
  'aria-sort',
  'aria-orientation',
  'aria-modal',
  'aria-atomic',
  'aria-busy',
  'aria-pressed',
  'aria-selected',
  'aria-checked',
  'aria-disabled',
  'aria-required',
  'aria-autocomplete',
  'aria-relevant',
  'aria-owns',
  'aria-activedescendant',
  'icon',
  'testId',
  'data-testid',
  'scope',
  'colSpan',
  'rowSpan',
  'width',
  'height',
  'min',
  'max',
  'step',
  'format',
  'fileName',
  'kind',
  'tone',
  'status',
  'position',
  'placement',
  'state',
  'area',
  'field',
  'sortKey',
  'column',
  'path',
]);

/** Text a person reads: two letters in a row, in any script. */
const words = /\p{L}{2}/u;

/** Where a file draws words that are not from a catalogue. */
export type LiteralText = { file: string; line: number; text: string };

/** Properties and calls whose string is shown to a person: a column header, a toast's title, a page title. */
const shownProperties = new Set([
  'title',
  'description',
  'label',
  'header',
  'placeholder',
  'message',
  'confirmLabel',
  'cancelLabel',
  'heading',
  'hint',
  'legend',
  'emptyText',
  'emptyMessage',
  'subtitle',
  'actionLabel',
  'tooltip',
]);
const shownCalls = new Set(['usePageTitle', 'toast', 'pageTitle']);

export function literalTexts(file: string): LiteralText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file, line, text: text.trim() });
  };
  const shown = (text: string) => words.test(text);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && shown(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      const value = node.initializer;
      if (!technicalAttributes.has(name) && !name.startsWith('data-') && value && ts.isStringLiteral(value)) {
        // A word a person reads starts with a capital or holds a space; codes ('outline', 'sm') do not.
        // A placeholder is always read, whatever its case ('dd/mm/yyyy', issue 27).
        const read = name === 'placeholder' || /^\p{Lu}|\s/u.test(value.text);
        if (shown(value.text) && read) report(node, `${name}="${value.text}"`);
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && shownProperties.has(node.name.text)) {
      const text = stringOf(node.initializer);
      if (text !== undefined && shown(text) && /^\p{Lu}|\s/u.test(text))
        report(node, `${node.name.text}: '${text}'`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      shownCalls.has(node.expression.text)
    ) {
      const text = stringOf(node.arguments[0]);
      if (text !== undefined && shown(text)) report(node, `${node.expression.text}('${text}')`);
    }
    if (ts.isJsxExpression(node) && node.expression) {
      const inner = node.expression;
      const isChild = ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);
      const text = stringOf(inner) ?? (ts.isTemplateExpression(inner) ? inner.getText(source) : undefined);
      if (isChild && text !== undefined && shown(text.replace(/\$\{[^}]*\}/g, ''))) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
