// Imported first by the editor's own code: zod compiles its checks with `new Function` where it can, and finds out by
// trying, which the editor's policy (no 'unsafe-eval') reports as refused. Checks run without it here.
import { z } from "zod";

z.config({ jitless: true });
