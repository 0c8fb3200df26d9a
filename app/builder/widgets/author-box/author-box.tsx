import { renderToStaticMarkup } from "react-dom/server";
import { SiteImage } from "../site-image";
import { defineWidget } from "../../widget-types";
import { safeUrl } from "#core/text/safe-url";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import { cssSize } from "#core/builder/css-values";
import { authorBoxSettings, type AuthorBoxSettings } from "./settings";

export const AUTHOR_BOX_RESOLVER = "author-box";

/** Who the box shows: the post's author (a name, and the list of their kind of posts), or the widget's own. */
export interface AuthorShown {
  name: string;
  bio: string;
  avatar: string;
  link: string;
}

/** Elementor Pro's Author Box markup (its classes). */
export function AuthorBoxMarkup({ settings, author }: { settings: AuthorBoxSettings; author: AuthorShown }) {
  const Name = settings.author_name_tag;
  const avatar = settings.show_avatar && author.avatar ? safeUrl(author.avatar) : "";
  return (
    <div className="elementor-author-box">
      {avatar ? (
        <div className="elementor-author-box__avatar">
          <SiteImage image={{ url: avatar, alt: author.name }} width={96} height={96} />
        </div>
      ) : null}
      <div className="elementor-author-box__text">
        {settings.show_name && author.name ? <Name className="elementor-author-box__name">{author.name}</Name> : null}
        {settings.show_biography && author.bio ? <div className="elementor-author-box__bio">{author.bio}</div> : null}
        {settings.show_link && author.link ? (
          <a className="elementor-author-box__button elementor-button elementor-size-xs" href={safeUrl(author.link)}>
            {settings.link_text || "All Posts"}
          </a>
        ) : null}
      </div>
    </div>
  );
}

export const renderAuthorBox = (settings: AuthorBoxSettings, author: AuthorShown) =>
  author.name || author.bio ? renderToStaticMarkup(<AuthorBoxMarkup settings={settings} author={author} />) : "";

/**
 * Elementor Pro's Author Box. The current post's author depends on the page, so a per-request slot
 * (resolver.server.ts); a box with its own author (`source: custom`) is the same slot with nothing to look up.
 */
export const authorBox = defineWidget({
  type: "author-box",
  title: "Author Box",
  settings: authorBoxSettings,
  Component: () => null,
  slot: (settings) => ({ resolver: AUTHOR_BOX_RESOLVER, args: { settings } }),
  classes: (s) => (s.layout ? [`elementor-author-box--layout-image-${s.layout}`] : []),
  styles: (v) => {
    const size = cssSize(v.get("image_size"), ["px"], { min: 0, max: 500 });
    const gap = cssSize(v.get("image_gap"), ["px", "em"], { min: 0 });
    return mergeBlocks(
      { " .elementor-author-box__avatar img": size ? { width: size, height: size } : {} },
      { " .elementor-author-box__avatar": gap ? { "margin-inline-end": gap } : {} },
      { " .elementor-author-box__name": { ...colour(v, "name_color"), ...typography(v, "name_typography") } },
      { " .elementor-author-box__bio": { ...colour(v, "bio_color"), ...typography(v, "bio_typography") } },
    );
  },
});
