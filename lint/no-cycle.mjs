// import-x's `no-cycle`, counting type imports. The rule skips `import type` and `export type … from` (TypeScript
// erases them) and has no option to count them; but a type import ties two modules together as much as any other:
// it is how lib/content became one circle. So the rule sees every import as a value import: in the file it lints,
// through the statements handed to it; in the files it follows, through the parser it reads them with (the file's
// own, wrapped). Not counted: a type written as `import("./m").Y` (a TSImportType node inside a type annotation, which
// import-x never reads as an import, and which this wrapper would have to find anywhere in both ASTs to count); write
// it as `import type { Y } from "./m"` instead.
import importX from "eslint-plugin-import-x";

const rule = importX.rules["no-cycle"];
const moduleStatements = new Set([
  "ImportDeclaration",
  "ExportNamedDeclaration",
  "ExportAllDeclaration",
  "TSImportEqualsDeclaration",
]);

/** The statement as a value import or export, it and its specifiers; any other node as it is. */
function asValue(node) {
  if (!moduleStatements.has(node.type)) return node;
  const value = { ...node, importKind: "value", exportKind: "value" };
  if (node.specifiers)
    value.specifiers = node.specifiers.map((s) => ({ ...s, importKind: "value", exportKind: "value" }));
  return value;
}

const valueParsers = new WeakMap();

/** The file's parser, returning every top-level import and export as a value one. */
function valueParser(parser) {
  if (!valueParsers.has(parser))
    valueParsers.set(parser, {
      meta: { name: `${parser.meta?.name ?? "parser"}, type imports as values` },
      parseForESLint(code, options) {
        const result = parser.parseForESLint
          ? parser.parseForESLint(code, options)
          : { ast: parser.parse(code, options) };
        result.ast.body = result.ast.body.map(asValue);
        return result;
      },
    });
  return valueParsers.get(parser);
}

export const noCycle = {
  meta: rule.meta,
  create(context) {
    const { languageOptions } = context;
    const reading = Object.create(context, {
      languageOptions: { value: { ...languageOptions, parser: valueParser(languageOptions.parser) } },
    });
    const listeners = rule.create(reading);
    return Object.fromEntries(
      Object.entries(listeners).map(([selector, listener]) => [selector, (node) => listener(asValue(node))]),
    );
  },
};
