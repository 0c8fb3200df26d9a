import type { ArticleSpec } from "./article-spec";

/** Cooking tips and seasonal guides. */
export const KITCHEN_ARTICLES: readonly ArticleSpec[] = [
  {
    title: "How to Stock a Pantry for Weeknight Dinners",
    categories: ["cooking-tips"],
    excerpt: "Twenty staples that turn a bare fridge into dinner in under 30 minutes.",
    body: `<p>A well-stocked pantry is the difference between takeout and a home-cooked meal on a busy Tuesday. Start with the basics you reach for every week, then add a few flavor boosters.</p>
<h2>The foundation</h2>
<ul><li>Pasta, rice and quick-cooking grains such as quinoa</li><li>Canned beans, chickpeas and diced tomatoes</li><li>Chicken or vegetable broth</li><li>Olive oil, a neutral oil and two vinegars</li></ul>
<h2>Flavor boosters</h2>
<p>Curry powder, smoked paprika, cumin, soy sauce and a jar of pesto go a long way. With these on hand you can make <a href="/recipes/skillet-chickpea-curry">Skillet Chickpea Curry</a> or <a href="/recipes/black-bean-soup">Black Bean Soup</a> without a special trip.</p>`,
  },
  {
    title: "Knife Skills 101: Dicing an Onion",
    categories: ["cooking-tips"],
    excerpt: "The fastest, safest way to dice an onion, and why a sharp knife matters.",
    body: `<p>Nearly every savory recipe starts with an onion. Learning to dice one quickly saves minutes at every meal.</p>
<ol><li>Cut the onion in half from root to tip and peel it, leaving the root end on.</li><li>Lay it flat and make vertical cuts toward the root without cutting through it.</li><li>Make one or two horizontal cuts, then slice across to release even pieces.</li></ol>
<p>A sharp knife is a safe knife: it goes where you guide it instead of slipping. Our stores sharpen knives for free on the first Saturday of every month.</p>`,
  },
  {
    title: "How to Cook Pasta Perfectly Every Time",
    categories: ["cooking-tips"],
    excerpt: "Salt the water, skip the oil and always save a cup of the cooking water.",
    body: `<p>Use plenty of water (about 4 quarts per pound) and salt it until it tastes like the sea. The salt seasons the pasta from the inside.</p>
<p>Skip the oil in the water: it keeps sauce from clinging. Start tasting two minutes before the package time and drain when the pasta is tender with a little bite.</p>
<p>Before draining, save a cup of the starchy cooking water. A splash turns butter and cheese into a silky sauce, as in our <a href="/recipes/fettuccine-alfredo">Fettuccine Alfredo</a>.</p>`,
  },
  {
    title: "Make-Ahead Meal Prep for Busy Weeks",
    categories: ["cooking-tips", "healthy-living"],
    excerpt: "Two hours on Sunday buys you five easy lunches and a head start on dinner.",
    body: `<p>Meal prep does not mean eating the same thing all week. Cook components, then mix and match.</p>
<h2>A Sunday plan</h2>
<ul><li>Roast two sheet pans of vegetables.</li><li>Cook a pot of grains, such as the quinoa in our <a href="/recipes/greek-quinoa-salad">Greek Quinoa Salad</a>.</li><li>Grill or bake a batch of chicken.</li><li>Wash and dry greens; store them with a paper towel.</li></ul>
<p>Keep cooked food in shallow containers and eat it within four days.</p>`,
  },
  {
    title: "Caring for a Cast Iron Skillet",
    categories: ["cooking-tips"],
    excerpt: "Season it, clean it and keep it rust-free; a cast iron pan can last generations.",
    body: `<p>Cast iron heats evenly, goes from stovetop to oven and gets better with use. Seasoning is simply oil baked onto the surface.</p>
<p>To season, rub a thin layer of vegetable oil over the whole pan, wipe off the excess and bake upside down at 450°F for an hour.</p>
<p>After cooking, rinse with hot water and a brush, dry it on a warm burner and wipe with a drop of oil. A little soap won't hurt; soaking will.</p>`,
  },
  {
    title: "What's in Season This Fall",
    categories: ["seasonal"],
    excerpt: "Apples, squash, Brussels sprouts and more: what to look for in the produce aisle this autumn.",
    body: `<p>Autumn brings some of the year's best produce to our Ohio, Pennsylvania, Michigan and Indiana stores.</p>
<ul><li><strong>Apples:</strong> Honeycrisp, Jonagold and Granny Smith, perfect for <a href="/recipes/classic-apple-pie">Classic Apple Pie</a>.</li><li><strong>Winter squash:</strong> butternut, acorn and spaghetti squash keep for weeks in a cool place.</li><li><strong>Brussels sprouts:</strong> sweetest after the first frost; try them <a href="/recipes/roasted-brussels-sprouts">roasted</a>.</li><li><strong>Pumpkins:</strong> choose small sugar pumpkins for baking.</li></ul>`,
  },
  {
    title: "A Guide to Spring Produce",
    categories: ["seasonal"],
    excerpt: "Asparagus, peas, strawberries and tender greens are back; here's how to pick the best.",
    body: `<p>After a long Midwest winter, spring produce is worth celebrating.</p>
<p>Look for asparagus with tight, dry tips; snap peas that are bright and crisp; and strawberries that are red all the way to the stem. Strawberries don't ripen after picking, so buy them ready to eat, as in our <a href="/recipes/strawberry-shortcake">Strawberry Shortcake</a>.</p>
<p>Tender lettuces and herbs are at their best now too: toss them into a simple <a href="/recipes/garden-salad-with-balsamic-vinaigrette">garden salad</a>.</p>`,
  },
  {
    title: "The Summer Grilling Guide",
    categories: ["seasonal", "entertaining"],
    excerpt: "Direct or indirect heat, when to flip and the temperatures that matter.",
    body: `<p>Grilling is all about heat control. Set up two zones: a hot side for searing and a cooler side for finishing thicker cuts.</p>
<h2>Safe internal temperatures</h2>
<ul><li>Chicken: 165°F</li><li>Ground beef: 160°F</li><li>Pork chops: 145°F, then rest 3 minutes</li><li>Fish: 145°F, or until it flakes</li></ul>
<p>Start with our <a href="/recipes/grilled-lemon-herb-chicken">Grilled Lemon Herb Chicken</a> or <a href="/recipes/classic-cheeseburgers">Classic Cheeseburgers</a>.</p>`,
  },
  {
    title: "Winter Citrus: A Buyer's Guide",
    categories: ["seasonal"],
    excerpt: "Navels, Cara Caras, blood oranges and Meyer lemons brighten the darkest months.",
    body: `<p>Citrus peaks from December through March, just when we need it most.</p>
<p>Choose fruit that feels heavy for its size: that means juice. Cara Cara oranges are sweet with pink flesh; blood oranges have a berry-like flavor; Meyer lemons are floral and less sour than regular lemons.</p>
<p>Keep citrus in the refrigerator crisper and it will last up to three weeks.</p>`,
  },
];
