import { box, column, container, heading, image, nested, section, textEditor, widget, type Draft } from "./elements";
import { DEMO_IMAGES } from "./images";

const pane = (children: Draft[]): Draft => container(children, { content_width: "full" });

/** The accordions and tabs: every one of them works without JavaScript and by keyboard. */
export function accordionsAndTabs(): Draft[] {
  return [
    container([
      heading("Departments", "h2"),
      nested("nested-tabs", { tabs: [{ tab_title: "Bakery" }, { tab_title: "Deli" }, { tab_title: "Seafood" }] }, [
        pane([
          image(DEMO_IMAGES.bakery, "Fresh loaves on a rack"),
          textEditor("<p>Bread, rolls and pastries baked in every store before it opens.</p>"),
        ]),
        pane([
          heading("Sliced to order", "h3"),
          textEditor("<p>Meats and cheeses cut the way you like them, salads made fresh each morning.</p>"),
        ]),
        pane([
          image(DEMO_IMAGES.meat, "Fresh fish on ice"),
          textEditor("<p>Delivered three times a week from the coast and the Great Lakes.</p>"),
        ]),
      ]),
    ]),
    section(
      [
        column(50, [
          heading("Questions about delivery", "h2"),
          widget("accordion", {
            title_html_tag: "h3",
            tabs: [
              { tab_title: "Where do you deliver?", tab_content: "<p>Within ten miles of every Harvest Lane Market store.</p>" },
              { tab_title: "How much does delivery cost?", tab_content: "<p>Free on orders over $35; otherwise $4.95.</p>" },
              { tab_title: "Can I choose a time?", tab_content: "<p>Pick a one-hour window at checkout, from 8am to 9pm.</p>" },
            ],
          }),
        ]),
        column(50, [
          heading("Allergen information", "h2"),
          widget("toggle", {
            title_html_tag: "h3",
            tabs: [
              { tab_title: "Nuts", tab_content: "<p>Our bakery uses tree nuts and peanuts; ask for the list of nut-free items.</p>" },
              { tab_title: "Gluten", tab_content: "<p>Gluten-free bread is baked first each morning, on cleaned equipment.</p>" },
            ],
          }),
        ]),
      ],
      { gap: "wide", padding: box(24, 0) },
    ),
    container([
      heading("Store services", "h2"),
      nested(
        "nested-accordion",
        { faq_schema: "yes", title_tag: "h3", items: [{ item_title: "Is there a pharmacy?" }, { item_title: "Do you cater events?" }] },
        [
          pane([textEditor("<p>Most stores have a pharmacy, open until 8pm on weekdays.</p>")]),
          pane([
            image(DEMO_IMAGES.catering, "A catering platter"),
            textEditor("<p>Yes: platters, hot meals and cakes, ordered two days ahead.</p>"),
          ]),
        ],
      ),
    ]),
    container([
      heading("Opening hours", "h2"),
      widget("tabs", {
        type: "vertical",
        tabs: [
          { tab_title: "Weekdays", tab_content: "<p>7am to 10pm, Monday to Friday.</p>" },
          { tab_title: "Weekends", tab_content: "<p>8am to 9pm on Saturday and Sunday.</p>" },
          { tab_title: "Holidays", tab_content: "<p>8am to 6pm; closed on Thanksgiving and Christmas Day.</p>" },
        ],
      }),
    ]),
  ];
}
// End of accordions and tabs
