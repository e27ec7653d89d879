// Where the owner's editor is served: static files the build writes (scripts/build-editor.ts), not one of the site's
// pages. Plain JavaScript, so the build adapter can import it as well as the TypeScript.

/** The editor's folder on every host, linked from no page. */
export const EDITOR_PATH = "/admin/";
