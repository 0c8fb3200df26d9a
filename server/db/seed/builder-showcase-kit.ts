import { container, row, type Draft, widget } from "./elements";

/**
 * The builder showcase's widgets of real kits: a testimonial, a star rating, a price list and social
 * icons, then a flip box, a call to action and a map behind its facade (nothing is asked of Google
 * until a visitor opens it).
 */

export function showcaseKitWidgets(): Draft[] {
  return [
    container([
      widget("heading", { title: "From our bakery", header_size: "h2" }),
      row([
        widget("testimonial", {
          testimonial_content: "The rye sells out by ten, so I come at nine.",
          testimonial_name: "Ana Ruiz",
          testimonial_job: "Shopper since 2019",
        }),
        container([
          widget("star-rating", { rating: "4.5", title: "Bakery rating" }),
          widget("price-list", {
            price_list: [
              { title: "Country loaf", price: "$6.49", item_description: "Stone-milled flour, 48-hour rise." },
              { title: "Cinnamon roll", price: "$2.99", link: { url: "/shop" } },
            ],
          }),
          widget("social-icons", {
            social_icon_list: [
              {
                social_icon: { value: "fab fa-facebook-f", library: "fa-brands" },
                link: { url: "https://www.facebook.com/harvestlanemarket" },
              },
              {
                social_icon: { value: "fab fa-instagram", library: "fa-brands" },
                link: { url: "https://www.instagram.com/harvestlanemarket" },
              },
              {
                social_icon: { value: "fab fa-pinterest", library: "fa-brands" },
                link: { url: "https://www.pinterest.com/harvestlanemarket" },
              },
            ],
            shape: "circle",
          }),
        ]),
      ]),
      row([
        widget("flip-box", {
          title_text_a: "Cakes to order",
          description_text_a: "Birthdays, weddings and Fridays.",
          title_text_b: "Order by Thursday",
          description_text_b: "Ready to pick up on Saturday.",
          button_text: "Order a cake",
          link: { url: "/recipes" },
        }),
        widget("call-to-action", {
          title: "Sourdough class",
          description: "Two hours with our head baker, flour included.",
          button: "See the recipes",
          link: { url: "/recipes" },
          ribbon_title: "New",
        }),
      ]),
      widget("google_maps", { address: "Harvest Lane Market, 1962 High Street, Columbus, OH", zoom: { unit: "px", size: 15 } }),
    ]),
  ];
}
