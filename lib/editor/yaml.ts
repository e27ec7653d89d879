// YAML as the owner's editor writes it (Sveltia CMS's own settings: two-space indent, lines never folded, plain
// strings, single quotes where a string needs quotes). A file the editor saves is kept in this form, so that a
// one-field edit is a one-line diff and saving an entry unchanged changes nothing.
import { stringify } from "yaml";

export const editorYaml = (value: unknown): string =>
  `${stringify(value, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim()}\n`;
