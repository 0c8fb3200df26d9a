import { faFacebook } from "@fortawesome/free-brands-svg-icons/faFacebook";
import { faInstagram } from "@fortawesome/free-brands-svg-icons/faInstagram";
import { faPinterest } from "@fortawesome/free-brands-svg-icons/faPinterest";
import { faYoutube } from "@fortawesome/free-brands-svg-icons/faYoutube";
import type { IconDefinition } from "@fortawesome/free-brands-svg-icons";

/** The chain's social profiles, shown in the footer. */
export const SOCIAL_LINKS: ReadonlyArray<{ name: string; url: string; icon: IconDefinition }> = [
  { name: "Facebook", url: "https://www.facebook.com/harvestlanemarket", icon: faFacebook },
  { name: "Instagram", url: "https://www.instagram.com/harvestlanemarket", icon: faInstagram },
  { name: "Pinterest", url: "https://www.pinterest.com/harvestlanemarket", icon: faPinterest },
  { name: "YouTube", url: "https://www.youtube.com/@harvestlanemarket", icon: faYoutube },
];
