import { container, type Draft, widget } from "./elements";

/**
 * The builder showcase's site widgets: the store's recipe menu, a form whose messages reach the
 * forms admin, and the latest articles as cards.
 */
export function showcaseSiteWidgets(): Draft[] {
  return [
    container([
      widget("nav-menu", { menu: "recipes", menu_name: "Recipe menu", layout: "horizontal", dropdown: "mobile" }),
      widget("form", {
        form_name: "Ask our bakers",
        form_fields: [
          { custom_id: "name", field_type: "text", field_label: "Your name", required: "true", width: "50" },
          { custom_id: "email", field_type: "email", field_label: "Email", required: "true", width: "50" },
          { custom_id: "question", field_type: "textarea", field_label: "Your question", rows: 3 },
        ],
        button_text: "Ask",
        custom_messages: "yes",
        success_message: "Thanks! A baker will reply by email.",
      }),
      widget("posts", { _skin: "cards", posts_post_type: "article", cards_posts_per_page: 3, cards_show_excerpt: "" }),
    ]),
  ];
}
