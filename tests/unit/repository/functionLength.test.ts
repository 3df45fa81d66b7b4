/**
 * House rule: no function over 80 lines. Checked where issue 25 asked for it first, the code a newcomer
 * walks to see how a widget starts (loader/, frame-app/boot/ and bridge-protocol/), and since in server/
 * frame-app/qa/ and studio/ (issue 49), once their long functions were split. A function's lines
 * run from its first line to its last, closures inside it included: a long function made of closures
 * is still one long function to read.
 */
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { parse, sourceFiles } from './sourceFiles';

const MAX_LINES = 80;
const CHECKED = ['loader', 'frame-app/boot', 'bridge-protocol', 'server', 'frame-app/qa', 'studio'];

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node);
}

function nameOf(node: ts.FunctionLikeDeclaration, ast: ts.SourceFile): string {
  if (node.name) return node.name.getText(ast);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(ast);
  return '(anonymous)';
}

function lines(node: ts.Node, ast: ts.SourceFile): number {
  const line = (pos: number) => ast.getLineAndCharacterOfPosition(pos).line;
  return line(node.getEnd()) - line(node.getStart(ast)) + 1;
}

export function longFunctions(ast: ts.SourceFile, path: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node)) {
      const count = lines(node, ast);
      if (count > MAX_LINES) found.push(`${path}:${ast.getLineAndCharacterOfPosition(node.getStart(ast)).line + 1} ${nameOf(node, ast)} is ${count} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(ast);
  return found;
}

describe(`no function over ${MAX_LINES} lines`, () => {
  it('measures a function from its first line to its last, closures included (the check itself works)', () => {
    const body = Array.from({ length: 85 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const long = ts.createSourceFile('x.ts', `function long() {\n${body}\n}\nfunction outer() {\n  const inner = () => {\n${body}\n  };\n}`, ts.ScriptTarget.Latest, true);
    expect(longFunctions(long, 'x.ts')).toEqual(['x.ts:1 long is 87 lines', 'x.ts:88 outer is 89 lines', 'x.ts:89 inner is 87 lines']);
  });

  it.each(CHECKED)('in %s/', (folder) => {
    expect(sourceFiles([folder]).flatMap((file) => longFunctions(parse(file), file.path))).toEqual([]);
  }, 30_000);
});
