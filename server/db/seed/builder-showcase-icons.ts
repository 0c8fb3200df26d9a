import { box, container, fa, heading, px, widget, type Draft } from "./elements";
import { DEMO_IMAGES } from "./images";

/**
 * Icons, boxes, spacing and numbers: the icon, icon list, icon box, image box, spacer, divider, basic gallery, alert, counter and progress bar widgets.
 */
export function iconsAndNumbers(): Draft[] {
  return [
    container(
      [
        heading("Icons and boxes", "h2"),
        widget("divider", {
          look: "line_icon",
          icon: fa("leaf"),
          color: "#1f6f43",
          style: "zigzag",
          weight: px(2),
          primary_color: "#1f6f43",
        }),
        container(
          [
            widget("icon-box", {
              selected_icon: fa("truck"),
              title_text: "Home delivery",
              title_size: "h3",
              description_text: "Groceries at your door from <strong>$4.95</strong>.",
              link: { url: "/shop" },
              view: "stacked",
              primary_color: "#1f6f43",
            }),
            widget("icon-box", {
              selected_icon: fa("basket-shopping"),
              title_text: "Curbside pickup",
              title_size: "h3",
              description_text: "Order by noon, collect this afternoon.",
              position: "left",
              content_vertical_alignment: "middle",
            }),
            widget("icon-box", {
              selected_icon: fa("clock", "fa-regular"),
              title_text: "Open early",
              title_size: "h3",
              description_text: "Every store opens at 7am.",
              view: "framed",
              shape: "rounded",
              primary_color: "#14532d",
            }),
          ],
          {
            content_width: "full",
            flex_direction: "row",
            flex_direction_mobile: "column",
            flex_gap: { column: "24", row: "24", unit: "px" },
          },
        ),
        widget("icon-list", {
          icon_list: [
            { text: "Free delivery on orders over $35", selected_icon: fa("check"), link: { url: "/shop" } },
            { text: "Weekly circular every Wednesday", selected_icon: fa("newspaper", "fa-regular") },
            { text: "Pharmacy in most stores", selected_icon: fa("prescription-bottle-medical") },
          ],
          divider: "yes",
          space_between: px(12),
          icon_color: "#1f6f43",
          icon_size: px(18),
        }),
        widget("icon-list", {
          view: "inline",
          icon_align: "center",
          icon_list: [
            { text: "Facebook", selected_icon: fa("facebook", "fa-brands"), link: { url: "https://www.facebook.com/", is_external: "on" } },
            {
              text: "Instagram",
              selected_icon: fa("instagram", "fa-brands"),
              link: { url: "https://www.instagram.com/", is_external: "on" },
            },
          ],
        }),
        container(
          [
            widget("icon", { selected_icon: fa("phone"), view: "stacked", link: { url: "tel:+16145550100" }, size: px(28) }),
            widget("icon", {
              selected_icon: fa("location-dot"),
              view: "framed",
              link: { url: "/store/store-locator" },
              size: px(28),
              primary_color: "#14532d",
            }),
          ],
          { content_width: "full", flex_direction: "row", flex_justify_content: "center" },
        ),
        widget("spacer", { space: px(24), space_mobile: px(8) }),
        widget("divider", { look: "line_text", text: "From our departments", html_tag: "h3", color: "#d9d9d9", text_color: "#1b1b1b" }),
        container(
          [
            widget("image-box", {
              image: { url: DEMO_IMAGES.bakery, alt: "Fresh loaves on a rack", width: 800, height: 400 },
              title_text: "Bakery",
              description_text: "Bread baked in every store each morning.",
              link: { url: "/shop" },
            }),
            widget("image-box", {
              image: { url: DEMO_IMAGES.family, alt: "", width: 800, height: 400 },
              title_text: "Family meals",
              description_text: "Ready to heat, made in our kitchens.",
              position: "left",
              image_size: { unit: "%", size: 35 },
            }),
          ],
          {
            content_width: "full",
            flex_direction: "row",
            flex_direction_mobile: "column",
            flex_gap: { column: "24", row: "24", unit: "px" },
          },
        ),
        widget("image-gallery", {
          wp_gallery: [
            { id: 1, url: DEMO_IMAGES.produce, width: 800, height: 400, alt: "A crate of fresh vegetables", title: "Produce" },
            { id: 2, url: DEMO_IMAGES.bakery, width: 800, height: 400, alt: "Fresh loaves on a rack", title: "Bakery" },
            { id: 3, url: DEMO_IMAGES.wine, width: 800, height: 400, alt: "Bottles of wine on a shelf", title: "Wine" },
            { id: 4, url: DEMO_IMAGES.catering, width: 800, height: 400, alt: "A catering platter", title: "Catering" },
          ],
          gallery_columns: 4,
          gallery_columns_mobile: 2,
          thumbnail_size: "medium",
        }),
        // Carousel, lightbox and video
        widget("image-carousel", {
          carousel_name: "From the aisles",
          carousel: [
            { id: 1, url: DEMO_IMAGES.produce, width: 800, height: 400, alt: "A crate of fresh vegetables", title: "Produce" },
            { id: 2, url: DEMO_IMAGES.bakery, width: 800, height: 400, alt: "Fresh loaves on a rack", title: "Bakery" },
            { id: 3, url: DEMO_IMAGES.wine, width: 800, height: 400, alt: "Bottles of wine on a shelf", title: "Wine" },
            { id: 4, url: DEMO_IMAGES.catering, width: 800, height: 400, alt: "A catering platter", title: "Catering" },
            { id: 5, url: DEMO_IMAGES.family, width: 800, height: 400, alt: "A family meal on the table", title: "Family meals" },
          ],
          slides_to_show: "3",
          caption_type: "title",
          autoplay_speed: 6000,
        }),
      ],
      { padding: box(24, 16) },
    ),
    container(
      [
        heading("This week in numbers", "h2"),
        widget("alert", {
          alert_type: "info",
          alert_title: "Holiday hours",
          alert_description: "Stores close at <strong>6pm</strong> on December 24.",
        }),
        container(
          [
            widget("counter", { ending_number: 1250, suffix: "+", title: "Local farms" }),
            widget("counter", { starting_number: 0, ending_number: 98.5, suffix: "%", title: "Orders on time" }),
            widget("counter", { ending_number: 42, title: "Stores" }),
          ],
          { content_width: "full", flex_direction: "row", flex_direction_mobile: "column" },
        ),
        widget("progress", { title: "Organic range", percent: { unit: "%", size: 72 }, inner_text: "Produce", progress_type: "success" }),
        widget("progress", { title: "Local suppliers", percent: { unit: "%", size: 45 }, inner_text: "This year", progress_type: "info" }),
      ],
      { padding: box(24, 16) },
    ),
  ];
}
