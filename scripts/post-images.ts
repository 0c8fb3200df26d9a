/**
 * Prints the demo posts' illustrations as one JSON object, `{ "/images/posts/...svg": "<svg ...>" }`,
 * for the build (vite.config.ts), which writes them as static files. Drawn from the posts' titles,
 * without any network.
 *
 *   node --import tsx scripts/post-images.ts
 */
import { demoPostImages } from "../server/db/seed/posts/post-image";

process.stdout.write(JSON.stringify(Object.fromEntries(demoPostImages())));
