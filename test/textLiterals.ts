/** Finds player-facing text written as a literal in code (it belongs in src/i18n): the scanner of i18n.lint.test.ts. */
import ts from 'typescript';

/** One literal handed to a text sink. */
export interface TextLiteral {
  file: string;
  line: number;
  sink: string;
  text: string;
}

/** Calls whose argument at this index is shown to the player. */
const CALL_ARG: Record<string, number> = { text: 3, button: 3, showNotice: 0, attachTooltip: 1 };
/** Methods whose first argument is shown to the player. */
const METHOD_ARG: Record<string, number> = { setText: 0, setLabel: 0 };
/** Object properties whose value (or the value a function returns) is shown to the player. */
const PROPS = new Set(['tip', 'ariaLabel', 'label']);

/** The letters of a literal outside `${…}`, or null when the node is not a literal. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    const a = literalText(node.whenTrue);
    const b = literalText(node.whenFalse);
    return a !== null || b !== null ? `${a ?? ''} ${b ?? ''}` : null;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = literalText(node.left);
    const b = literalText(node.right);
    return a !== null || b !== null ? `${a ?? ''}${b ?? ''}` : null;
  }
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return literalText(node.body);
  return null;
}

/** True when the text has words (letters); empty strings, digits, symbols ('✕', '—') and catalogue keys are fine. */
function hasWords(s: string): boolean {
  return /\p{L}/u.test(s) && !/^[a-z]+(\.[A-Za-z0-9]+)+$/.test(s);
}

/** Every literal with words handed to a text object, label, tooltip or notice in `source`. */
export function findTextLiterals(file: string, source: string): TextLiteral[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: TextLiteral[] = [];
  const report = (node: ts.Node, sink: string): void => {
    const text = literalText(node);
    if (text !== null && hasWords(text)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      out.push({ file, line, sink, text });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text in CALL_ARG) {
        const arg = node.arguments[CALL_ARG[callee.text] as number];
        if (arg) report(arg, `${callee.text}()`);
      }
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text;
        if (name in METHOD_ARG) {
          const arg = node.arguments[METHOD_ARG[name] as number];
          if (arg) report(arg, `.${name}()`);
        }
        // scene.add.text(x, y, '…')
        if (
          name === 'text' &&
          ts.isPropertyAccessExpression(callee.expression) &&
          callee.expression.name.text === 'add'
        ) {
          const arg = node.arguments[2];
          if (arg) report(arg, 'add.text()');
        }
        if (name === 'setAttribute' && node.arguments.length === 2) {
          const attr = node.arguments[0];
          if (attr && ts.isStringLiteral(attr) && /^(aria-label|title|alt)$/.test(attr.text))
            report(node.arguments[1] as ts.Node, `setAttribute('${attr.text}')`);
        }
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && PROPS.has(node.name.text)) {
      report(node.initializer, `${node.name.text}:`);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      /^(textContent|innerText|title)$/.test(node.left.name.text)
    ) {
      report(node.right, `.${node.left.name.text} =`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** A catalogue key or the start of one (`explain.count.`), which a text module may name. */
const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]*)+$/;
/** One identifier-like token (an engine id or kind). */
const ID = /^[A-Za-z][A-Za-z0-9]*$/;

/** True when a single-token literal sits where only ids go: compared, a case label, or an argument of a call. */
function idPlace(node: ts.Node): boolean {
  const p = node.parent;
  if (ts.isCaseClause(p)) return true;
  if (ts.isCallExpression(p) && p.arguments.some((a) => a === node)) return true;
  if (ts.isBinaryExpression(p)) {
    const op = p.operatorToken.kind;
    return op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken;
  }
  return false;
}

/** True when a one-letter literal is glued to other text (an "s" plural ending), not a cell code. */
function suffixPlace(node: ts.Node): boolean {
  const p = node.parent;
  return (
    ts.isConditionalExpression(p) ||
    (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.PlusToken)
  );
}

/**
 * Literal words in a module that only words texts for others: every piece of a string or template with two letters
 * in a row, except module paths, catalogue keys and lone ids in id places. Sentences, "+ 's'" plurals and articles
 * written in code all show up.
 */
export function findWordsInTextModule(file: string, source: string): TextLiteral[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: TextLiteral[] = [];
  const flag = (node: ts.Node, text: string): void => {
    if (ts.isLiteralTypeNode(node.parent)) return;
    if (/^[A-Za-z]$/.test(text) ? !suffixPlace(node) : !/[A-Za-z]{2,}/.test(text) || KEY.test(text)) return;
    if (ID.test(text) && text.length > 1 && idPlace(node)) return;
    out.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      sink: 'module',
      text,
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) flag(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      flag(node, node.head.text);
      for (const s of node.templateSpans) flag(node, s.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
