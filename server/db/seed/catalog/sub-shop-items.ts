/**
 * The demo catering and wine catalogs' items per sub-department (the departments are the catering and
 * wine menus of navigation.ts).
 *
 * Catering: `name|lead time in hours|base price in cents|flags|what it holds`; items of a
 * sub-department in TRAY_SUBS come in three tray sizes (catering.ts), the others as one item
 * (flags: g gluten free, l local).
 * Wine and spirits: `name|varietal or style|region|pairing|price in cents|size` (size: 750 mL unless
 * given; flags: alcohol, except the bar's mixers).
 */
export const CATERING_ITEMS: Readonly<Record<string, readonly string[]>> = {
  "Cheese & Fruit": [
    "Classic Cheese & Fruit Platter|24|3999|g|Cheddar, Swiss and pepper jack cubes with grapes, strawberries and melon",
    "Artisan Cheese Board|48|5499|l|Aged cheddar, brie, smoked gouda, dried fruit, nuts and crackers",
    "Fresh Fruit Platter|24|3499|g|Pineapple, melon, grapes, strawberries and berries",
  ],
  "Vegetable Trays": [
    "Garden Vegetable Tray|24|2999|g|Carrots, celery, broccoli, cauliflower and tomatoes with ranch dip",
    "Grilled Vegetable Platter|24|3999|g|Zucchini, peppers, asparagus and portobello with balsamic glaze",
    "Hummus & Crudités Tray|24|3499||Classic hummus, pita triangles and fresh vegetables",
  ],
  "Meat & Cheese": [
    "Deli Meat & Cheese Platter|24|4999||Turkey, ham, roast beef, salami and cheeses with rolls",
    "Antipasto Platter|48|5999|g|Genoa salami, capicola, provolone, olives and roasted peppers",
    "Charcuterie Board|48|6999|l|Cured meats, artisan cheeses, mustard, cornichons and crostini",
  ],
  Shrimp: [
    "Jumbo Shrimp Cocktail Platter|24|5999|g|Chilled jumbo shrimp with cocktail sauce and lemon",
    "Cajun Grilled Shrimp Platter|48|6499|g|Spiced grilled shrimp with remoulade",
  ],
  "Boxed Lunches": [
    "Turkey Club Boxed Lunch|24|1299||Turkey club on sourdough, chips, pickle and a cookie",
    "Ham & Swiss Boxed Lunch|24|1299||Ham and Swiss on rye, chips, pickle and a cookie",
    "Veggie Wrap Boxed Lunch|24|1199||Hummus veggie wrap, fruit cup and a cookie",
    "Chicken Caesar Salad Boxed Lunch|24|1299||Romaine, grilled chicken, parmesan and Caesar dressing, roll and a cookie",
    "Gluten Free Turkey Boxed Lunch|48|1399|g|Turkey on gluten free bread, fruit cup and a gluten free cookie",
  ],
  "Sandwich Platters": [
    "Classic Sandwich Platter|24|4999||Turkey, ham and roast beef sandwiches on assorted breads",
    "Slider Platter|24|4499||Mini ham and turkey sliders on brioche",
    "Croissant Sandwich Platter|24|5499||Chicken salad and turkey croissants",
  ],
  "Wrap Platters": [
    "Assorted Wrap Platter|24|4499||Turkey, chicken Caesar and veggie wraps, halved",
    "Buffalo Chicken Wrap Platter|24|4799||Buffalo chicken, lettuce and blue cheese in flour tortillas",
  ],
  Chicken: [
    "Rotisserie Chicken Dinner|24|5999|g|Herb rotisserie chicken pieces with two sides",
    "Chicken Marsala|48|6999||Chicken breast in a mushroom Marsala sauce",
    "Fried Chicken Bucket|24|4999||Buttermilk fried chicken, mixed pieces",
    "Chicken Parmesan|48|6499||Breaded chicken, marinara and mozzarella",
  ],
  Pasta: [
    "Baked Ziti|24|3999||Ziti, ricotta, marinara and mozzarella",
    "Lasagna Tray|48|5499||Beef lasagna with ricotta and mozzarella",
    "Macaroni & Cheese Tray|24|3499||Elbow macaroni in a three-cheese sauce",
    "Penne Primavera|24|3999||Penne with seasonal vegetables and garlic olive oil",
  ],
  "Carved Meats": [
    "Slow Roasted Beef Tenderloin|72|12999|g|Sliced beef tenderloin with horseradish cream",
    "Honey Glazed Ham|48|6999|g|Spiral-cut ham with a honey glaze",
    "Roast Turkey Breast|48|7499|g|Sliced roast turkey with gravy and cranberry relish",
  ],
  Salads: [
    "Garden Salad Bowl|24|2999|g|Mixed greens, tomatoes, cucumbers and carrots with two dressings",
    "Caesar Salad Bowl|24|3299||Romaine, parmesan and croutons with Caesar dressing",
    "Pasta Salad Bowl|24|2799||Rotini, vegetables and Italian dressing",
    "Potato Salad Bowl|24|2499|g|Red potatoes, egg and celery in a creamy dressing",
  ],
  Sides: [
    "Garlic Mashed Potatoes|24|2999|g|Yukon gold potatoes with roasted garlic",
    "Roasted Seasonal Vegetables|24|3299|g|Carrots, squash, green beans and onions",
    "Green Bean Almondine|24|3199|g|Green beans with toasted almonds",
    "Dinner Roll Basket|24|1499||Two dozen soft dinner rolls with butter",
  ],
  "Pastry Trays": [
    "Morning Pastry Tray|24|3499||Danishes, croissants and muffins",
    "Bagel Tray|24|2999||Assorted bagels with cream cheeses",
    "Mini Muffin Tray|24|2499||Blueberry, banana nut and chocolate chip mini muffins",
  ],
  "Breakfast Buffets": [
    "Hot Breakfast Buffet|48|8999||Scrambled eggs, bacon, sausage, breakfast potatoes and biscuits",
    "Continental Breakfast|24|6999||Pastries, yogurt parfaits, fresh fruit and juice",
    "Breakfast Burrito Platter|24|5499||Egg, cheese and potato burritos with salsa",
  ],
  Cakes: [
    "Celebration Sheet Cake|48|3999||Vanilla or chocolate sheet cake with buttercream and a message",
    "Custom Photo Cake|72|5499||Sheet cake with a printed photo",
    "Tiered Celebration Cake|72|12999||Two-tier vanilla cake with buttercream flowers",
    "Gluten Free Chocolate Cake|48|4499|g|Flourless chocolate cake with ganache",
  ],
  "Cookie Trays": [
    "Assorted Cookie Tray|24|2499||Chocolate chip, sugar and oatmeal raisin cookies",
    "Brownie & Bar Tray|24|2999||Fudge brownies, lemon bars and blondies",
    "Decorated Sugar Cookie Tray|48|3499||Iced sugar cookies decorated for the occasion",
  ],
  Cupcakes: [
    "Cupcake Assortment|24|2999||Vanilla and chocolate cupcakes with buttercream",
    "Mini Cupcake Tray|24|2499||Bite-size cupcakes in four flavors",
  ],
  "Coffee Service": [
    "Coffee Traveler|24|2499||96 oz of fresh brewed coffee with cups, cream and sugar",
    "Decaf Coffee Traveler|24|2499||96 oz of fresh brewed decaf with cups, cream and sugar",
    "Hot Tea Service|24|1999||Hot water and assorted teas with cups",
  ],
  "Juice & Lemonade": [
    "Fresh Lemonade Gallon|24|999|gl|A gallon of fresh-squeezed lemonade",
    "Orange Juice Gallon|24|1099|g|A gallon of orange juice",
    "Iced Tea Gallon|24|899|g|A gallon of sweet or unsweetened iced tea",
  ],
};

/** Sub-departments whose items come in a small, medium and large tray. */
export const TRAY_SUBS: ReadonlySet<string> = new Set([
  "Cheese & Fruit",
  "Vegetable Trays",
  "Meat & Cheese",
  "Shrimp",
  "Sandwich Platters",
  "Wrap Platters",
  "Chicken",
  "Pasta",
  "Carved Meats",
  "Salads",
  "Sides",
  "Pastry Trays",
  "Cookie Trays",
]);

export const TRAY_SIZES: ReadonlyArray<{ label: string; serves: string; factor: number }> = [
  { label: "Small", serves: "serves 8–10", factor: 1 },
  { label: "Medium", serves: "serves 16–20", factor: 1.8 },
  { label: "Large", serves: "serves 24–30", factor: 2.5 },
];

export const WINE_ITEMS: Readonly<Record<string, readonly string[]>> = {
  "Cabernet Sauvignon": [
    "Silver Ridge Cabernet Sauvignon|Cabernet Sauvignon|Napa Valley, California|Grilled steak, aged cheddar|2999",
    "Old Quarry Cabernet Sauvignon|Cabernet Sauvignon|Paso Robles, California|Burgers, braised short ribs|1799",
    "Columbia Crest Hill Cabernet Sauvignon|Cabernet Sauvignon|Columbia Valley, Washington|Lamb chops, mushrooms|1499",
    "Maipo Andes Cabernet Sauvignon|Cabernet Sauvignon|Maipo Valley, Chile|Barbecue, roast beef|1199",
    "Coonawarra Red Earth Cabernet Sauvignon|Cabernet Sauvignon|Coonawarra, Australia|Beef stew, hard cheeses|2199",
  ],
  Merlot: [
    "Willow Bend Merlot|Merlot|Sonoma County, California|Roast chicken, pork loin|1599",
    "Saint Emilion Grand Vin|Merlot|Bordeaux, France|Duck, mushroom risotto|3499",
    "Walla Walla Stone Merlot|Merlot|Walla Walla, Washington|Meatloaf, pasta Bolognese|1899",
    "Lake Erie Shore Merlot|Merlot|Lake Erie, Ohio|Pizza, grilled sausage|1299",
  ],
  "Pinot Noir": [
    "Willamette Fern Pinot Noir|Pinot Noir|Willamette Valley, Oregon|Salmon, roast turkey|2499",
    "Sonoma Coast Fog Pinot Noir|Pinot Noir|Sonoma Coast, California|Mushrooms, duck|2799",
    "Bourgogne Rouge|Pinot Noir|Burgundy, France|Coq au vin, brie|2999",
    "Central Otago Pinot Noir|Pinot Noir|Central Otago, New Zealand|Lamb, grilled vegetables|2299",
    "Everyday Pinot Noir|Pinot Noir|Monterey, California|Roast chicken, pizza|1199",
  ],
  Zinfandel: [
    "Lodi Old Vine Zinfandel|Zinfandel|Lodi, California|Barbecue ribs, pizza|1699",
    "Dry Creek Zinfandel|Zinfandel|Dry Creek Valley, California|Smoked brisket, chili|2499",
    "Amador Foothill Zinfandel|Zinfandel|Amador County, California|Burgers, spicy sausage|1899",
  ],
  Malbec: [
    "Mendoza Alta Malbec|Malbec|Mendoza, Argentina|Grilled steak, empanadas|1499",
    "Uco Valley Reserve Malbec|Malbec|Uco Valley, Argentina|Lamb, chimichurri|2299",
    "Cahors Black Malbec|Malbec|Cahors, France|Cassoulet, hard cheeses|1999",
  ],
  "Red Blends": [
    "Harvest Moon Red Blend|Red blend|California|Pizza, burgers|1299",
    "Côtes du Rhône Rouge|Grenache blend|Rhône Valley, France|Roast pork, stews|1599",
    "Super Tuscan Rosso|Sangiovese blend|Tuscany, Italy|Pasta Bolognese, steak|2999",
    "Ohio River Valley Red|Chambourcin blend|Ohio River Valley, Ohio|Pot roast, pizza|1399",
  ],
  Chardonnay: [
    "Golden Hills Chardonnay|Chardonnay|Russian River Valley, California|Lobster, roast chicken|2199",
    "Unoaked Coastal Chardonnay|Chardonnay|Central Coast, California|Shrimp, salads|1299",
    "Chablis Premier|Chardonnay|Chablis, France|Oysters, goat cheese|3299",
    "Margaret River Chardonnay|Chardonnay|Margaret River, Australia|Scallops, creamy pasta|1999",
    "Grand River Chardonnay|Chardonnay|Grand River Valley, Ohio|Walleye, corn chowder|1499",
  ],
  "Sauvignon Blanc": [
    "Marlborough Bright Sauvignon Blanc|Sauvignon Blanc|Marlborough, New Zealand|Goat cheese, green salads|1599",
    "Sancerre Blanc|Sauvignon Blanc|Loire Valley, France|Oysters, herbed chicken|2999",
    "Napa Fumé Blanc|Sauvignon Blanc|Napa Valley, California|Grilled fish, asparagus|1899",
    "Casablanca Valley Sauvignon Blanc|Sauvignon Blanc|Casablanca Valley, Chile|Ceviche, tacos|1099",
  ],
  "Pinot Grigio": [
    "Alto Adige Pinot Grigio|Pinot Grigio|Alto Adige, Italy|Light pasta, seafood|1699",
    "Veneto Pinot Grigio|Pinot Grigio|Veneto, Italy|Salads, white fish|1199",
    "Oregon Pinot Gris|Pinot Gris|Willamette Valley, Oregon|Salmon, Thai dishes|1899",
  ],
  Riesling: [
    "Finger Lakes Dry Riesling|Riesling|Finger Lakes, New York|Spicy Asian dishes, pork|1699",
    "Mosel Kabinett Riesling|Riesling|Mosel, Germany|Curry, smoked fish|1999",
    "Lake Erie Island Riesling|Riesling|Lake Erie North Shore, Ohio|Perch, fruit desserts|1299",
    "Columbia Valley Riesling|Riesling|Columbia Valley, Washington|Ham, spicy noodles|1099",
  ],
  Rosé: [
    "Provence Pale Rosé|Grenache rosé|Provence, France|Salads, grilled shrimp|1999",
    "Summer Porch Rosé|Pinot Noir rosé|Willamette Valley, Oregon|Charcuterie, picnic fare|1699",
    "Tavel Rosé|Grenache blend|Tavel, France|Bouillabaisse, lamb|2299",
    "Rosado de Navarra|Garnacha rosé|Navarra, Spain|Tapas, paella|1199",
  ],
  Champagne: [
    "Maison Aubert Brut Champagne|Champagne blend|Champagne, France|Oysters, fried chicken|4999",
    "Blanc de Blancs Champagne|Chardonnay|Champagne, France|Caviar, sushi|6999",
    "Rosé Champagne|Pinot Noir blend|Champagne, France|Strawberries, salmon|5999",
  ],
  Prosecco: [
    "Treviso Prosecco|Glera|Veneto, Italy|Antipasti, brunch|1499",
    "Prosecco Superiore DOCG|Glera|Valdobbiadene, Italy|Prosciutto, fried appetizers|1999",
    "Prosecco Rosé|Glera and Pinot Noir|Veneto, Italy|Fruit tarts, salads|1699",
  ],
  Cava: [
    "Penedès Brut Cava|Macabeo blend|Penedès, Spain|Tapas, fried foods|1299",
    "Brut Nature Reserva Cava|Xarel·lo blend|Penedès, Spain|Jamón, almonds|1899",
  ],
  "Dessert Wine": [
    "Late Harvest Riesling|Riesling|Columbia Valley, Washington|Fruit tarts, blue cheese|2499|375 mL",
    "Ruby Port|Port blend|Douro, Portugal|Dark chocolate, stilton|1999",
    "Sauternes|Sémillon blend|Bordeaux, France|Foie gras, crème brûlée|3999|375 mL",
    "Moscato d'Asti|Moscato|Piedmont, Italy|Fruit salad, biscotti|1499",
    "Ice Wine|Vidal Blanc|Lake Erie North Shore, Ohio|Cheesecake, apple pie|3499|375 mL",
  ],
  "Craft Beer": [
    "Buckeye Trail IPA|IPA|Columbus, Ohio|Spicy wings, burgers|1199|6 pk 12 fl oz",
    "Cuyahoga Amber Lager|Amber lager|Cleveland, Ohio|Pretzels, bratwurst|1099|6 pk 12 fl oz",
    "Three Rivers Hazy Pale Ale|Hazy pale ale|Pittsburgh, Pennsylvania|Tacos, fish fry|1299|6 pk 12 fl oz",
    "Great Lakes Porter|Porter|Cleveland, Ohio|Barbecue, chocolate cake|1149|6 pk 12 fl oz",
    "Hoosier Wheat|Wheat beer|Indianapolis, Indiana|Salads, shellfish|1049|6 pk 12 fl oz",
  ],
  Imports: [
    "Bavarian Hefeweizen|Hefeweizen|Bavaria, Germany|Sausages, pretzels|1099|6 pk 11.2 fl oz",
    "Dublin Dry Stout|Dry stout|Dublin, Ireland|Oysters, beef stew|999|6 pk 11.2 fl oz",
    "Mexican Lager|Pale lager|Jalisco, Mexico|Tacos, grilled shrimp|1049|12 pk 12 fl oz",
    "Belgian Tripel|Tripel|Flanders, Belgium|Mussels, washed-rind cheese|1399|4 pk 11.2 fl oz",
  ],
  Domestic: [
    "American Light Lager|Light lager|Milwaukee, Wisconsin|Burgers, wings|1699|12 pk 12 fl oz",
    "Classic American Lager|Lager|St. Louis, Missouri|Hot dogs, pizza|1799|12 pk 12 fl oz",
    "Hard Apple Cider|Cider|Michigan|Pork chops, sharp cheddar|999|6 pk 12 fl oz",
  ],
  Whiskey: [
    "Kentucky Straight Bourbon|Bourbon|Kentucky|Smoked meats, pecan pie|3499",
    "Rye Whiskey|Rye whiskey|Indiana|Charcuterie, dark chocolate|3299",
    "Highland Single Malt Scotch 12 Year|Single malt Scotch|Highlands, Scotland|Smoked salmon, shortbread|5499",
    "Irish Whiskey|Blended Irish whiskey|Ireland|Irish stew, apple cake|2999",
  ],
  Vodka: [
    "Great Lakes Vodka|Vodka|Ohio|Smoked fish, caviar|2199",
    "Premium Wheat Vodka|Vodka|France|Oysters, pickles|3299",
    "Potato Vodka|Vodka|Idaho|Blini, cured salmon|2499",
  ],
  Gin: [
    "London Dry Gin|London dry gin|England|Cucumber sandwiches, seafood|2699",
    "Botanical Ohio Gin|New Western gin|Ohio|Citrus salads, shellfish|3199",
  ],
  Rum: [
    "Caribbean Gold Rum|Gold rum|Barbados|Jerk chicken, grilled pineapple|2299",
    "Spiced Rum|Spiced rum|Jamaica|Barbecue, bread pudding|1999",
    "White Rum|White rum|Puerto Rico|Ceviche, tropical fruit|1699",
  ],
  Tequila: [
    "Blanco Tequila|Blanco tequila|Jalisco, Mexico|Tacos, citrus salads|2999",
    "Reposado Tequila|Reposado tequila|Jalisco, Mexico|Mole, carnitas|3799",
    "Mezcal Joven|Mezcal|Oaxaca, Mexico|Grilled meats, dark chocolate|4499",
  ],
  "Mixers & Bar": [
    "Tonic Water|||Gin and tonic|599|4 pk 7.5 fl oz",
    "Club Soda|||Highballs|499|1 L",
    "Margarita Mix|||Tequila cocktails|699|1.75 L",
    "Bloody Mary Mix|||Vodka cocktails, brunch|799|1 L",
    "Cocktail Cherries|||Manhattans, old fashioneds|1099|10 oz",
    "Aromatic Bitters|||Old fashioneds|899|4 fl oz",
  ],
};
