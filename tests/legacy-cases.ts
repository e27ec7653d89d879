/**
 * Old ASP addresses in every form seen in the wild, and where each must end up (null: not a legacy address). The
 * unit tests check the rules against it; the browser tests check what the server under test answers.
 */
export const LEGACY_CASES: [url: string, expected: string | null][] = [
  ["/productshow.asp?smallclassid=2&id=62448", "/services"],
  ["/productshow.asp?id=62448&smallclassid=2", "/services"],
  ["/productshow.asp?id=14740&smallclassid=2", "/custom-pc-builder"],
  ["/productshow.asp?smallclassid=2&id=14740", "/custom-pc-builder"],
  ["/productshow.asp?smallclassid=2&id=14740&utm_source=old-link", "/custom-pc-builder"],
  ["/productshow.asp?smallclassid=2&id=14740&id=1", "/custom-pc-builder"],
  ["/productshow.asp?smallclassid=2&id=1&id=14740", "/services"],
  ["/productshow.asp?smallclassid=2&id=99999", "/services"],
  ["/productshow.asp?smallclassid=3&id=14740", "/services"],
  ["/productshow.asp?id=14740", "/services"],
  ["/productshow.asp?smallclassid=2", "/services"],
  ["/productshow.asp", "/services"],
  ["/ProductShow.asp?smallclassid=2&id=14740", "/custom-pc-builder"],
  ["/productshow.asp?SmallClassID=2&ID=14740", "/custom-pc-builder"],
  ["/foo.asp", "/"],
  ["/OLD/PAGE.ASP", "/"],
  ["/index.asp?x=1", "/"],
  ["/a/b/old.asp", "/"],
  ["/news/productshow.asp?smallclassid=2&id=14740", "/"],
  ["/about", null],
  ["/", null],
  ["/services", null],
  ["/foo.aspx", null],
  ["/asp", null],
  ["/foo.asp/bar", null],
];
