import type { ElementBehaviour, WidgetDefinition } from "./widget-types";
import { heading } from "./widgets/heading/heading";
import { textEditor } from "./widgets/text-editor/text-editor";
import { image } from "./widgets/image/image";
import { button } from "./widgets/button/button";
// Icons, boxes, spacing and numbers
import { icon } from "./widgets/icon/icon";
import { iconList } from "./widgets/icon-list/icon-list";
import { iconBox } from "./widgets/icon-box/icon-box";
import { imageBox } from "./widgets/image-box/image-box";
import { spacer } from "./widgets/spacer/spacer";
import { divider } from "./widgets/divider/divider";
import { imageGallery } from "./widgets/image-gallery/image-gallery";
import { alert } from "./widgets/alert/alert";
import { counter } from "./widgets/counter/counter";
import { progress } from "./widgets/progress/progress";
// Media, sharing, floating and text-path widgets, and the site's content areas.
import { audio } from "./widgets/audio/audio";
import { shareButtons } from "./widgets/share-buttons/share-buttons";
import { contactButtons } from "./widgets/contact-buttons/contact-buttons";
import { floatingBars } from "./widgets/floating-bars/floating-bars";
import { textPath } from "./widgets/text-path/text-path";
import { aisleCta, aislePersonalizedContent, aisleSlider } from "./widgets/aisle-content/aisle-content";
// Accordions and tabs
import { accordion } from "./widgets/accordion/accordion";
import { toggle } from "./widgets/toggle/toggle";
import { nestedAccordion } from "./widgets/nested-accordion/nested-accordion";
import { tabs } from "./widgets/tabs/tabs";
import { nestedTabs } from "./widgets/nested-tabs/nested-tabs";
// End of accordions and tabs
// Loops: the grid, its filter and the post fields of loop item templates
import { loopGrid } from "./widgets/loop-grid/loop-grid";
import { taxonomyFilter } from "./widgets/taxonomy-filter/taxonomy-filter";
import { themePostTitle } from "./widgets/theme-post-title/theme-post-title";
import { themePostFeaturedImage } from "./widgets/theme-post-featured-image/theme-post-featured-image";
import { themePostExcerpt } from "./widgets/theme-post-excerpt/theme-post-excerpt";
import { postTerms } from "./widgets/post-terms/post-terms";
import { postReadMore } from "./widgets/post-read-more/post-read-more";
// Carousel, lightbox and video
import { imageCarousel } from "./widgets/image-carousel/image-carousel";
import { video } from "./widgets/video/video";
// Kit widgets: social, maps, countdown, reviews, prices, boxes, galleries and slides
import { socialIcons } from "./widgets/social-icons/social-icons";
import { starRating } from "./widgets/star-rating/star-rating";
import { testimonial } from "./widgets/testimonial/testimonial";
import { priceList } from "./widgets/price-list/price-list";
import { googleMaps } from "./widgets/google-maps/google-maps";
import { countdown } from "./widgets/countdown/countdown";
import { flipBox } from "./widgets/flip-box/flip-box";
import { callToAction } from "./widgets/call-to-action/call-to-action";
import { gallery } from "./widgets/gallery/gallery";
import { slides } from "./widgets/slides/slides";
// Site widgets: menus, the form, the site's and the post's fields, post lists
import { navMenu } from "./widgets/nav-menu/nav-menu";
import { megaMenu } from "./widgets/mega-menu/mega-menu";
import { form } from "./widgets/form/form";
import { themeSiteLogo } from "./widgets/theme-site-logo/theme-site-logo";
import { postInfo } from "./widgets/post-info/post-info";
import { authorBox } from "./widgets/author-box/author-box";
import { themePostContent } from "./widgets/theme-post-content/theme-post-content";
import { posts } from "./widgets/posts/posts";
import { archivePosts } from "./widgets/archive-posts/archive-posts";
// The site's own chrome: store, cart, account, search, menus, banners and title
import { aisleStoreBox } from "./widgets/aisle-store-box/aisle-store-box";
import { aisleCartLink } from "./widgets/aisle-cart-link/aisle-cart-link";
import { aisleAccountLink } from "./widgets/aisle-account-link/aisle-account-link";
import { aisleSiteSearch } from "./widgets/aisle-site-search/aisle-site-search";
import { aisleDepartmentMenu } from "./widgets/aisle-department-menu/aisle-department-menu";
import { aisleAppBanner } from "./widgets/aisle-app-banner/aisle-app-banner";
import { aisleBannerArea } from "./widgets/aisle-banner-area/aisle-banner-area";
import { themeSiteTitle } from "./widgets/theme-site-title/theme-site-title";
import { aisleFooterMenus } from "./widgets/aisle-footer-menus/aisle-footer-menus";
import { aisleStoreHours } from "./widgets/aisle-store-hours/aisle-store-hours";
import { aisleAppLinks } from "./widgets/aisle-app-links/aisle-app-links";
import { aisleSocialLinks } from "./widgets/aisle-social-links/aisle-social-links";
import { aisleCopyright } from "./widgets/aisle-copyright/aisle-copyright";
import { animation } from "./behaviours/animation/element";
import { stretch } from "./behaviours/stretch/element";
import { sticky } from "./behaviours/sticky/element";
import { anchors } from "./behaviours/anchors/element";
import { motionEffects } from "./behaviours/motion-effects/element";
import { visibility } from "./behaviours/visibility/element";
import { lightbox } from "./behaviours/lightbox/element";

/** A widget of any settings type, as the renderer holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidget = WidgetDefinition<any>;

/** Every widget type the server renders, by Elementor widgetType. Add a widget here (one line). */
export const WIDGETS: ReadonlyMap<string, AnyWidget> = new Map(
  [
    heading,
    textEditor,
    image,
    button,
    // Icons, boxes, spacing and numbers
    icon,
    iconList,
    iconBox,
    imageBox,
    spacer,
    divider,
    imageGallery,
    alert,
    counter,
    progress,
    // Media, sharing, floating and text-path widgets, and the site's content areas.
    audio,
    shareButtons,
    contactButtons,
    floatingBars,
    textPath,
    aisleSlider,
    aisleCta,
    aislePersonalizedContent,
    // Accordions and tabs
    accordion,
    toggle,
    nestedAccordion,
    tabs,
    nestedTabs,
    // End of accordions and tabs
    // Loops
    loopGrid,
    taxonomyFilter,
    themePostTitle,
    themePostFeaturedImage,
    themePostExcerpt,
    postTerms,
    postReadMore,
    // Carousel, lightbox and video
    imageCarousel,
    video,
    // Kit widgets: social, maps, countdown, reviews, prices, boxes, galleries and slides
    socialIcons,
    starRating,
    testimonial,
    priceList,
    googleMaps,
    countdown,
    flipBox,
    callToAction,
    gallery,
    slides,
    // Site widgets: menus, the form, the site's and the post's fields, post lists
    navMenu,
    megaMenu,
    form,
    themeSiteLogo,
    postInfo,
    authorBox,
    themePostContent,
    posts,
    archivePosts,
    // The site's own chrome
    aisleStoreBox,
    aisleCartLink,
    aisleAccountLink,
    aisleSiteSearch,
    aisleDepartmentMenu,
    aisleAppBanner,
    aisleBannerArea,
    themeSiteTitle,
    aisleFooterMenus,
    aisleStoreHours,
    aisleAppLinks,
    aisleSocialLinks,
    aisleCopyright,
  ].map((w) => [w.type, w as AnyWidget]),
);

/** Every element behaviour, in the order they start. Add one here (one line) and in behaviours/registry.ts. */
export const ELEMENT_BEHAVIOURS: readonly ElementBehaviour[] = [animation, stretch, sticky, anchors, motionEffects, visibility, lightbox];
