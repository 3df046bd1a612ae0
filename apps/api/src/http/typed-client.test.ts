import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * Issue 19: a client generated from the served document (openapi-typescript) and the web app's own
 * calls must agree. The test generates the `paths` types, then reads every call the web makes
 * through its API client with the TypeScript checker: the address and method must be an operation
 * of the document, the answer the document promises must fit the type the web reads it as, and a
 * JSON body the web sends must fit the body the document takes.
 */

const web = path.resolve(import.meta.dirname, '../../../web');
const apiBase = '/api/v2';
/** The API client's helpers and how each names its method, path, body and answer. */
type Caller = {
  method?: string;
  path: number;
  pathProperty?: string;
  options?: number;
  answer: string | null;
};
const callers: Record<string, Caller> = {
  request: { path: 1, options: 2, answer: 'data' },
  requestPage: { method: 'GET', path: 0, answer: 'items' },
  uploadWithProgress: { method: 'POST', path: 0, options: 1, answer: 'data' },
  // Answers the query's options, not the data: only the address is checked.
  checkInHistoryQueryOptions: { method: 'GET', path: 0, pathProperty: 'path', answer: null },
  // A signed PDF link of the contract's one shape: only the address is checked.
  getDocumentLink: { method: 'GET', path: 1, answer: null },
};
const clientFiles = [
  'lib/api-client.ts',
  'lib/request-page.ts',
  'lib/upload-with-progress.ts',
  'lib/check-in-history-query.ts',
  'lib/document-link.ts',
];

type Call = { where: string; method: string; paths: string[]; node: ts.CallExpression };

/** The web's source files that call the API client. */
async function callingFiles(parsed: ts.ParsedCommandLine) {
  const files: string[] = [];
  for (const file of parsed.fileNames) {
    if (/\.test\.tsx?$/.test(file) || clientFiles.some((client) => file.endsWith(client))) continue;
    const text = await readFile(file, 'utf8');
    const callsClient = new RegExp(
      `\\b(api\\.(get|post|put|patch|delete)|${Object.keys(callers).join('|')})\\(`,
    );
    if (callsClient.test(text)) files.push(file);
  }
  return files;
}

/**
 * The addresses an expression can make, parameters as `*`: literals and templates as written,
 * constants and small path helpers through their declarations, a span or a property typed as a
 * union of string literals as each of them.
 */
function pathsOf(node: ts.Expression, checker: ts.TypeChecker): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return pathsOf(node.expression, checker);
  if (ts.isTemplateExpression(node)) {
    let results = [node.head.text];
    for (const span of node.templateSpans) {
      const type = checker.getTypeAtLocation(span.expression);
      const literals = type.isUnion() ? type.types : [type];
      const parts = literals.every((part) => part.isStringLiteral())
        ? literals.map((part) => (part as ts.StringLiteralType).value)
        : ts.isCallExpression(span.expression) && !isEncoding(span.expression)
          ? pathsOf(span.expression, checker)
          : ['*'];
      results = results.flatMap((start) => parts.map((part) => `${start}${part}${span.literal.text}`));
    }
    return results;
  }
  // A property typed as one address or a union of them (a side's `path` of an `as const` table).
  const type = checker.getTypeAtLocation(node);
  const literals = type.isUnion() ? type.types : [type];
  if (ts.isPropertyAccessExpression(node) && literals.every((part) => part.isStringLiteral())) {
    return literals.map((part) => (part as ts.StringLiteralType).value);
  }
  const declaration = ts.isIdentifier(node)
    ? declarationOf(node, checker)
    : ts.isCallExpression(node)
      ? declarationOf(node.expression, checker)
      : undefined;
  if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const value = declaration.initializer;
    if (ts.isArrowFunction(value) && !ts.isBlock(value.body)) return pathsOf(value.body, checker);
    return pathsOf(value, checker);
  }
  if (declaration && ts.isFunctionDeclaration(declaration) && declaration.body) {
    const returned = declaration.body.statements.find(ts.isReturnStatement)?.expression;
    if (returned) return pathsOf(returned, checker);
  }
  return [];
}

const isEncoding = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) && call.expression.text === 'encodeURIComponent';

function declarationOf(node: ts.Expression, checker: ts.TypeChecker) {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.[0];
}

/** The document's template (`{id}` segments) an address made by the web names, if any. */
function operationPath(address: string, documented: string[]): string | undefined {
  const segments = `${apiBase}${address === '/' ? '' : address}`.split('/');
  const matches = documented.filter((candidate) => {
    const parts = candidate.split('/');
    return (
      parts.length === segments.length &&
      parts.every(
        (part, index) => part === segments[index] || (part.startsWith('{') && segments[index] !== undefined),
      )
    );
  });
  // The router prefers literal segments, so the template with the fewest parameters is the one.
  return matches.sort((a, b) => a.split('{').length - b.split('{').length)[0];
}

function findCalls(source: ts.SourceFile, checker: ts.TypeChecker): Call[] {
  const calls: Call[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const where = `${path.relative(web, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'api' &&
        node.arguments[0]
      ) {
        calls.push({
          where,
          method: callee.name.text.toUpperCase(),
          paths: pathsOf(node.arguments[0], checker),
          node,
        });
      } else if (ts.isIdentifier(callee) && callers[callee.text]) {
        const caller = callers[callee.text];
        const method =
          caller?.method ??
          (node.arguments[0] && ts.isStringLiteral(node.arguments[0]) ? node.arguments[0].text : '?');
        const argument = caller ? node.arguments[caller.path] : undefined;
        const address =
          caller?.pathProperty && argument && ts.isObjectLiteralExpression(argument)
            ? argument.properties
                .filter(ts.isPropertyAssignment)
                .find(
                  (property) => ts.isIdentifier(property.name) && property.name.text === caller.pathProperty,
                )?.initializer
            : argument;
        if (address) calls.push({ where, method, paths: pathsOf(address, checker), node });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

describe('a client generated from the document and the web app', () => {
  let t: TestApp;
  let folder: string;

  beforeAll(async () => {
    t = await buildTestApp();
    folder = await mkdtemp(path.join(tmpdir(), 'cic-client-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("type-checks every call the web makes against the generated client's types", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const generated = path.join(folder, 'openapi.ts');
    await writeFile(generated, astToString(await openapiTS(document)));

    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(web, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!config) throw new Error('the web tsconfig did not parse');
    const files = await callingFiles(config);
    const program = ts.createProgram([...files, generated], { ...config.options, noEmit: true });
    const checker = program.getTypeChecker();

    const generatedFile = program.getSourceFile(generated);
    const pathsDeclaration = generatedFile?.statements.find(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === 'paths',
    );
    if (!pathsDeclaration) throw new Error('openapi-typescript wrote no `paths`');
    const pathsType = checker.getTypeAtLocation(pathsDeclaration.name);
    const member = (type: ts.Type | undefined, name: string) => {
      const symbol = type?.getNonNullableType().getProperty(name);
      return symbol ? checker.getTypeOfSymbol(symbol).getNonNullableType() : undefined;
    };
    const json = (type: ts.Type | undefined) => member(member(type, 'content'), 'application/json');
    const documented = pathsType.getProperties().map((symbol) => symbol.name);

    const problems: string[] = [];
    let checked = 0;
    for (const file of files) {
      const source = program.getSourceFile(file);
      if (!source) continue;
      for (const call of findCalls(source, checker)) {
        if (call.paths.length === 0) problems.push(`${call.where}: the address could not be read`);
        for (const address of call.paths) {
          const name = `${call.where} ${call.method} ${address}`;
          const template = operationPath(address, documented);
          const operation = template
            ? member(member(pathsType, template), call.method.toLowerCase())
            : undefined;
          if (!operation || checker.typeToString(operation) === 'never') {
            problems.push(`${name}: no such operation in the document`);
            continue;
          }
          checked += 1;
          const responses = member(operation, 'responses');
          const success = member(responses, '200') ?? member(responses, '201');
          const promised = member(json(success), 'data');
          const callee = call.node.expression;
          const caller = ts.isIdentifier(callee) ? callers[callee.text] : undefined;
          const awaited = checker.getAwaitedType(checker.getTypeAtLocation(call.node));
          const read = caller ? (caller.answer ? member(awaited, caller.answer) : undefined) : awaited;
          if (promised && read && !checker.isTypeAssignableTo(promised, read)) {
            problems.push(
              `${name}: the document answers ${checker.typeToString(promised)}, the web reads ${checker.typeToString(read)}`,
            );
          }
          const options = call.node.arguments[caller ? (caller.options ?? -1) : 1];
          const bodyProperty =
            options && ts.isObjectLiteralExpression(options)
              ? options.properties.find(
                  (property) =>
                    property.name && ts.isIdentifier(property.name) && property.name.text === 'body',
                )
              : undefined;
          const takes = json(member(operation, 'requestBody'));
          if (bodyProperty && takes) {
            const sent = checker.getTypeAtLocation(bodyProperty);
            if (!checker.isTypeAssignableTo(sent, takes)) {
              problems.push(
                `${name}: the web sends ${checker.typeToString(sent)}, the document takes ${checker.typeToString(takes)}`,
              );
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  }, 120_000);
});
