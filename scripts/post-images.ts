/**
 * Prints the demo's pictures as one JSON object, `{ "/images/posts/...svg": "<svg ...>", ... }`, for
 * the build (vite.config.ts), which writes them as static files: the posts' illustrations, every
 * product's tile and every department's picture, and the banners of the demo content. Drawn from
 * titles and names and the Fluent Emoji flat set (MIT), without any network.
 *
 *   node --import tsx scripts/post-images.ts
 */
import { demoPostImages } from "../server/db/seed/posts/post-image";
import { demoProductImages } from "../server/db/seed/catalog/product-image";
import { demoArtImages } from "../server/db/seed/demo-art";

process.stdout.write(JSON.stringify(Object.fromEntries([...demoPostImages(), ...demoProductImages(), ...demoArtImages()])));
