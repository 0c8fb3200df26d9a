/**
 * Writes the compressed forms of the client build's hashed files beside them (server/http/build-file-forms.ts):
 * the build's last step (vite.config.ts), in a child process so the config imports no project code.
 *
 *   node --import tsx scripts/compress-build.ts build/client
 */
import { writeCompressedForms } from "../server/http/build-file-forms";

const dir = process.argv[2];
if (!dir) throw new Error("usage: compress-build.ts <client build dir>");
const count = await writeCompressedForms(dir);
process.stdout.write(`compressed ${count} hashed files\n`);
