import { CAROUSEL_TEXT, autoplayToggleLabel } from "#core/builder/carousel/carousel-rules";
import type { CarouselConfig } from "#core/builder/carousel/carousel-config";

const CHEVRON_LEFT = "M15.4 4.6 8 12l7.4 7.4 1.4-1.4-6-6 6-6z";
const CHEVRON_RIGHT = "M8.6 4.6 7.2 6l6 6-6 6 1.4 1.4L16 12z";
const PAUSE = "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z";

function Glyph({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/**
 * The carousel's Previous and Next buttons, in place from the first paint and hidden until the
 * carousel's behaviour (widgets/image-carousel/behaviour.ts) runs: shared by the image carousel and
 * the slides.
 */
export function CarouselArrows({ config }: { config: CarouselConfig }) {
  if (!config.runs || !config.arrows) return null;
  return (
    <>
      <button
        type="button"
        className="elementor-swiper-button elementor-swiper-button-prev aisle-carousel__arrow"
        aria-label={CAROUSEL_TEXT.previous}
      >
        <Glyph path={CHEVRON_LEFT} />
      </button>
      <button
        type="button"
        className="elementor-swiper-button elementor-swiper-button-next aisle-carousel__arrow"
        aria-label={CAROUSEL_TEXT.next}
      >
        <Glyph path={CHEVRON_RIGHT} />
      </button>
    </>
  );
}

/** The bar under the slides: the autoplay Stop/Start button and the dots' place. */
export function CarouselBar({ config }: { config: CarouselConfig }) {
  const autoplay = config.runs && config.autoplay !== null;
  if (!config.runs || !(config.dots || autoplay)) return null;
  return (
    <div className="aisle-carousel__bar">
      {autoplay && (
        <button type="button" className="aisle-carousel__autoplay" aria-label={autoplayToggleLabel(true)}>
          <Glyph path={PAUSE} />
        </button>
      )}
      {config.dots && <div className="swiper-pagination aisle-carousel__dots" />}
    </div>
  );
}
