/** The entrance animations animations.css has keyframes for (animate.css names, as Elementor offers them). */
export const ENTRANCE_ANIMATIONS: ReadonlySet<string> = new Set([
  "fadeIn", "fadeInUp", "fadeInDown", "fadeInLeft", "fadeInRight",
  "zoomIn", "zoomInUp", "zoomInDown", "zoomInLeft", "zoomInRight",
  "slideInUp", "slideInDown", "slideInLeft", "slideInRight",
  "bounceIn", "bounceInUp", "bounceInDown", "bounceInLeft", "bounceInRight",
  "rotateIn", "lightSpeedIn", "rollIn",
]);
