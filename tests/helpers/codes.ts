// Finds every refusal and promotion code src/ can throw, with the type checker:
// the code argument of each `new Refusal(…)`, `new PromotionRefused(…)` and
// `super(…)` of a class extending either must have a string-literal type (or a
// union of them), so a code passed through a helper or a constant is seen too.
// The one exception is a refusal re-thrown with the code of another refusal
// (`new Refusal(error.code, …)` where `error` is a Refusal): it adds no code.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
const ROOT = path.resolve(import.meta.dirname, '../..');

export type CodeKind = 'refusal' | 'promotion';

export interface CodeUse {
  readonly code: string;
  readonly kind: CodeKind;
  /** `src/…/file.ts:line`, for the failure message. */
  readonly at: string;
}

export interface CodeScan {
  readonly uses: readonly CodeUse[];
  /** Code arguments whose type is not a literal: the test cannot see their codes. */
  readonly unseen: readonly string[];
}

const KINDS: Readonly<Record<string, CodeKind>> = {
  Refusal: 'refusal',
  PromotionRefused: 'promotion',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function program(files: readonly string[]): ts.Program {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT);
  return ts.createProgram([...files], { ...parsed.options, noEmit: true });
}

/** The class a `super(…)` call is in, and the name of the class it extends. */
function superclassOf(node: ts.Node): string | null {
  let at: ts.Node | undefined = node.parent;
  while (at !== undefined && !ts.isClassLike(at)) at = at.parent;
  if (at === undefined) return null;
  for (const clause of at.heritageClauses ?? []) {
    if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
    const base = clause.types[0]?.expression;
    if (base !== undefined && ts.isIdentifier(base)) return base.text;
  }
  return null;
}

/** The literal values of a string-literal type or union, or null when it is wider. */
function literals(type: ts.Type): string[] | null {
  const parts = type.isUnion() ? type.types : [type];
  const out: string[] = [];
  for (const part of parts) {
    if (!part.isStringLiteral()) return null;
    out.push(part.value);
  }
  return out;
}

/** `x.code` where `x` is itself a refusal: a code passed on, not a new one. */
function passesOnACode(arg: ts.Expression, checker: ts.TypeChecker): boolean {
  if (!ts.isPropertyAccessExpression(arg) || arg.name.text !== 'code') return false;
  const owner = checker.getTypeAtLocation(arg.expression);
  const names = [owner, ...(owner.getBaseTypes() ?? [])].map((t) => t.getSymbol()?.name);
  return names.some((n) => n !== undefined && n in KINDS);
}

/** Every code thrown from src/, with where it is thrown. */
export function scanCodes(srcDir = path.join(ROOT, 'src')): CodeScan {
  const files = sourceFiles(srcDir);
  const p = program(files);
  const checker = p.getTypeChecker();
  const uses: CodeUse[] = [];
  const unseen: string[] = [];
  for (const file of files) {
    const sf = p.getSourceFile(file);
    if (sf === undefined) throw new Error(`not in the program: ${file}`);
    const where = (node: ts.Node): string =>
      `${path.relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      let kind: CodeKind | undefined;
      let arg: ts.Expression | undefined;
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        kind = KINDS[node.expression.text];
        arg = node.arguments?.[0];
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
        const base = superclassOf(node);
        kind = base === null ? undefined : KINDS[base];
        arg = node.arguments[0];
      }
      if (kind !== undefined && arg !== undefined) {
        const values = literals(checker.getTypeAtLocation(arg));
        if (values !== null) {
          for (const code of values) uses.push({ code, kind, at: where(node) });
        } else if (!passesOnACode(arg, checker)) {
          unseen.push(`${where(node)}: ${arg.getText()}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { uses, unseen };
}
