// Runs scripts one after another in this one process, each as if started alone (`tsx <script> <arguments>`), so the
// modules they share, the content above all, load once. Each argument is a script with its own arguments, quoted
// as one. A script that fails exits, as it would alone; one that works asynchronously exports that work as `done`.
import { resolve } from "node:path";

async function runScripts(commands: string[]) {
  const [node] = process.argv;
  for (const command of commands) {
    const [script, ...args] = command.split(/\s+/);
    process.argv = [node!, resolve(script!), ...args];
    const { done } = (await import(resolve(script!))) as { done?: Promise<void> };
    await done;
  }
}

void runScripts(process.argv.slice(2));
