// The owner's editor's own code, loaded after Sveltia CMS (scripts/build-editor.ts bundles it for the browser): the
// state of each Spanish page's translation, kept true by editing, and the build's content checks before each save.
import "./no-eval";
import { englishVersion, entryProblems, TRANSLATES, type ContentSnapshot, type SavingEntry } from "./entries";

/** What Sveltia CMS puts on the window for a site's own code (https://sveltiacms.app/en/docs/api). */
interface Immutable {
  toJS(): unknown;
  deleteIn(path: string[]): Immutable;
  getIn(path: string[]): unknown;
}
interface ControlProps {
  value: unknown;
  forID: string;
  entry?: Immutable;
  onChange(value: unknown): void;
}
interface ComponentThis<State> {
  props: ControlProps;
  state: State;
  setState(state: Partial<State>): void;
}
declare const CMS: {
  registerWidget(name: string, control: unknown): void;
  registerEventListener(listener: {
    name: "preSave";
    handler(args: { entry: Immutable }): Promise<Immutable | undefined>;
  }): void;
};
declare const createClass: <State>(spec: ThisType<ComponentThis<State>> & Record<string, unknown>) => unknown;
declare const h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** Where the build left the site's content for the editor (scripts/build-editor.ts), set on the script's tag. */
const SNAPSHOT_URL = document.currentScript?.dataset.content ?? "";
let snapshot: Promise<ContentSnapshot> | undefined;
const content = () =>
  (snapshot ??= fetch(SNAPSHOT_URL).then((response) => response.json() as Promise<ContentSnapshot>));

type Fields = Record<string, unknown>;
const dataOf = (entry: Immutable) => (entry.toJS() as { data: Fields }).data;
const spanishText = (data: Fields) => JSON.stringify({ ...data, [TRANSLATES]: undefined });

const STATES = {
  current: "Up to date with the English page.",
  outdated:
    "Out of date: the English text changed after this was translated. Bring the Spanish up to date; saving a change here marks it current.",
  new: "Not translated yet: write the Spanish text; saving it marks it current.",
};

/**
 * The Spanish page's translation state: current when it records the English text as it now is. An edit to the Spanish
 * text records the English text it now matches; an edit to the English text alone leaves it out of date.
 */
const TranslationState = createClass<{ openedAs?: string }>({
  getInitialState() {
    return {};
  },
  componentDidMount() {
    this.setState({ openedAs: this.props.entry && spanishText(dataOf(this.props.entry)) });
  },
  componentDidUpdate() {
    const { entry, value, onChange } = this.props;
    const version = entry && currentVersion(entry);
    if (
      version &&
      value !== version &&
      spanishText((entry.toJS() as { data: Fields }).data) !== this.state.openedAs
    )
      onChange(version);
  },
  render() {
    const { entry, value, forID } = this.props;
    const version = entry && currentVersion(entry);
    // The English pane: the English page is what a translation follows.
    if (!version)
      return h("p", { id: forID }, "The Spanish pane shows whether its text follows this page's.");
    const state = value === version ? "current" : value ? "outdated" : "new";
    return h("p", { id: forID, "data-state": state, role: "status" }, STATES[state]);
  },
});

/** In the Spanish pane, the version of the English text as it is now; nothing in the English pane. */
function currentVersion(entry: Immutable): string | undefined {
  const english = entry.getIn(["i18n", "en", "data"]) as Immutable | undefined;
  if (!english) return undefined;
  const [collection, path] = [entry.getIn(["collection"]), entry.getIn(["path"])].map(String) as [
    string,
    string,
  ];
  return englishVersion(collection, path, english.toJS() as Fields);
}

CMS.registerWidget("translation", TranslationState);

CMS.registerEventListener({
  name: "preSave",
  async handler({ entry }) {
    const saving = entry.toJS() as SavingEntry;
    const problems = entryProblems(await content(), saving);
    // Sveltia CMS shows the cause of a failed save in its error dialog.
    if (problems.length)
      throw new Error("saving_failed", {
        cause: new Error(`The site's build would refuse this change: ${problems.join("; ")}`),
      });
    // The record of the English text belongs to the translation alone.
    return TRANSLATES in saving.data ? entry.deleteIn(["data", TRANSLATES]) : undefined;
  },
});
