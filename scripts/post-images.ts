/**
 * Prints the demo posts' illustrations and the demo catalog's product pictures as one JSON object,
 * `{ "/images/posts/...svg": "<svg ...>", "/images/products/...svg": ... }`, for the build
 * (vite.config.ts), which writes them as static files. Drawn from titles and names, without any network.
 *
 *   node --import tsx scripts/post-images.ts
 */
import { demoPostImages } from "../server/db/seed/posts/post-image";
import { demoProductImages } from "../server/db/seed/catalog/product-image";

process.stdout.write(JSON.stringify(Object.fromEntries([...demoPostImages(), ...demoProductImages()])));
