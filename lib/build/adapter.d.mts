import type { NextAdapter } from "next";

/** A built file and the pathname it answers, as the adapter lists it. */
export interface BuiltFile {
  pathname: string;
  /** Absolute path. */
  file: string;
}

declare const adapter: NextAdapter;
export default adapter;

export function readBuildOutputs(
  output: "server" | "export",
  options?: { projectDir?: string; distDir?: string },
): { pages: BuiltFile[]; files: BuiltFile[] };

export function builtPage(output: "server" | "export", pathname: string): string;
