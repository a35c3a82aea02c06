import ts from 'typescript';

export interface SourceLiteral {
  line: number;
  text: string;
}

/**
 * Every string literal of a TypeScript or TSX source: in quotes, a JSX attribute's value, or a template without a
 * placeholder (a template with one is code, not a fixed text).
 */
export function stringLiterals(file: string, text: string): SourceLiteral[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: SourceLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
