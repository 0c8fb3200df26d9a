import type { ArticleSpec } from "./article-spec";

/** Healthy living, store news and entertaining. */
export const LIVING_ARTICLES: readonly ArticleSpec[] = [
  {
    title: "Building a Balanced Lunchbox",
    categories: ["healthy-living"],
    excerpt: "A simple formula for school and work lunches that keep you going all afternoon.",
    body: `<p>A balanced lunch has four parts: a protein, a whole grain, a fruit or vegetable, and something fun.</p>
<p>Try a <a href="/recipes/chicken-caesar-wraps">Chicken Caesar Wrap</a> with apple slices, or hummus with pita and carrot sticks. Pack cold foods with an ice pack and eat within four hours.</p>`,
  },
  {
    title: "Reading Nutrition Labels Made Simple",
    categories: ["nutrition"],
    excerpt: "Serving size, percent daily value and added sugars: what to look at first.",
    body: `<p>Start at the top with the serving size: every number below it depends on it.</p>
<p>The percent daily value tells you whether a food is high or low in a nutrient: 5% or less is low, 20% or more is high. Look for more fiber and less added sugar and sodium.</p>
<p>Our registered dietitians offer free store tours; ask at the customer service desk.</p>`,
  },
  {
    title: "Plant Protein Basics",
    categories: ["nutrition"],
    excerpt: "Beans, lentils, tofu and grains can cover your protein needs; here's how to combine them.",
    body: `<p>You don't need meat at every meal to get enough protein. A cup of cooked lentils has about 18 grams; a cup of chickpeas about 15.</p>
<p>Eating a variety of plant proteins through the day gives you all the essential amino acids. Try our vegan <a href="/recipes/skillet-chickpea-curry">Skillet Chickpea Curry</a> or <a href="/recipes/hummus">Hummus</a>.</p>`,
  },
  {
    title: "Smart Swaps for Lighter Baking",
    categories: ["nutrition", "cooking-tips"],
    excerpt: "Greek yogurt, applesauce and whole wheat flour can lighten your favorite bakes.",
    body: `<p>Small changes add up without sacrificing flavor.</p>
<ul><li>Replace half the oil in muffins with unsweetened applesauce.</li><li>Swap sour cream for plain Greek yogurt.</li><li>Use white whole wheat flour for up to half of the all-purpose flour.</li><li>Cut the sugar by a quarter in most quick breads.</li></ul>`,
  },
  {
    title: "Meet Our Bakery Team",
    categories: ["store-news"],
    excerpt: "Our bakers start at 3 a.m. so your bread is warm when the doors open.",
    body: `<p>Every Harvest Lane Market bakery bakes from scratch each morning: sandwich loaves, crusty baguettes, muffins and our famous cinnamon rolls.</p>
<p>Head baker Rosa Delgado has been with us for 22 years. Her tip for home bakers: weigh your flour. A kitchen scale is the best ten dollars you'll ever spend.</p>`,
  },
  {
    title: "Curbside Pickup Is Now at Every Store",
    categories: ["store-news"],
    excerpt: "Order online, pick a time and we'll bring your groceries to your car.",
    body: `<p>Curbside pickup is now available at all 42 of our stores in Ohio, Pennsylvania, Michigan and Indiana.</p>
<p>Choose your store, fill your cart and pick a one-hour window. Park in a pickup space, tell us you've arrived and we'll load your groceries. Your first three pickups are free.</p>`,
  },
  {
    title: "Supporting Local Farms",
    categories: ["store-news", "seasonal"],
    excerpt: "More than 120 family farms within 200 miles supply our produce, dairy and eggs.",
    body: `<p>When you buy local at Harvest Lane Market, more of your dollar stays in the community.</p>
<p>Look for the green "Grown Close to Home" tag in the produce aisle. This summer that means sweet corn from Wayne County, blueberries from southwest Michigan and peaches from Adams County, Pennsylvania.</p>`,
  },
  {
    title: "Hosting a Stress-Free Holiday Dinner",
    categories: ["entertaining"],
    excerpt: "A countdown plan, make-ahead sides and when to order your turkey.",
    body: `<h2>Two weeks out</h2><p>Set the menu, count your guests and order your turkey from the meat counter.</p>
<h2>Two days out</h2><p>Make the <a href="/recipes/pumpkin-pie">pumpkin pie</a> and cranberry sauce; chop vegetables.</p>
<h2>The day of</h2><p>Roast the turkey, then make <a href="/recipes/garlic-mashed-potatoes">Garlic Mashed Potatoes</a> and <a href="/recipes/honey-glazed-carrots">Honey Glazed Carrots</a> while it rests.</p>`,
  },
  {
    title: "How to Build a Crowd-Pleasing Cheese Board",
    categories: ["entertaining"],
    excerpt: "Three cheeses, something sweet, something salty and plenty of crackers.",
    body: `<p>Pick three cheeses with different textures: a soft one such as brie, a firm one such as aged cheddar and a blue or a goat cheese.</p>
<p>Add fresh and dried fruit, nuts, honey or fig jam, cured meats and a couple of kinds of crackers. Plan on 2 to 3 ounces of cheese per guest, and take it out of the fridge an hour before serving.</p>`,
  },
  {
    title: "The Ultimate Game Day Snack Spread",
    categories: ["entertaining"],
    excerpt: "Wings, dips and finger foods that keep the crowd happy through overtime.",
    body: `<p>Plan on three or four snacks and at least one make-ahead dip.</p>
<p>Our picks: <a href="/recipes/buffalo-chicken-wings">Buffalo Chicken Wings</a>, <a href="/recipes/spinach-artichoke-dip">Spinach Artichoke Dip</a>, <a href="/recipes/classic-guacamole">Classic Guacamole</a> and a tray of <a href="/recipes/deviled-eggs">Deviled Eggs</a>.</p>`,
  },
  {
    title: "Planning a Backyard Cookout",
    categories: ["entertaining"],
    excerpt: "How much to buy per guest, what to make ahead and how to keep food safe outdoors.",
    body: `<p>Plan on 1/3 pound of meat per guest for burgers and about 1/2 pound of bone-in chicken.</p>
<p>Make the <a href="/recipes/creamy-coleslaw">coleslaw</a> and <a href="/recipes/classic-potato-salad">potato salad</a> the day before, and keep cold foods on ice. Nothing should sit out more than two hours, or one hour above 90°F.</p>
<p>Finish with a pitcher of <a href="/recipes/fresh-squeezed-lemonade">Fresh Squeezed Lemonade</a>.</p>`,
  },
];
