/** One image the page shows, with the intrinsic size that reserves its space before it loads. */
export interface Artwork {
  src: string;
  width: number;
  height: number;
}

/**
 * The landing page's artwork, served from public/images (plain files: no bytes added to the JS bundle).
 * Sizes match each SVG's own width and height. A `…Light` file is the variant drawn for the light theme.
 */
export const artwork = {
  logoWide: { src: '/images/logo-wide.svg', width: 118, height: 32 },
  logoWideLight: { src: '/images/logo-wide-light.svg', width: 118, height: 32 },
  logoMark: { src: '/images/logo-mark.svg', width: 32, height: 32 },
  footerLogoDark: { src: '/images/logo-footer-dark.svg', width: 148, height: 40 },
  footerLogoLight: { src: '/images/logo-footer-light.svg', width: 148, height: 40 },
  hero: { src: '/images/hero-network.svg', width: 560, height: 460 },
  howItWorks: { src: '/images/how-it-works.svg', width: 1040, height: 320 },
  howItWorksNarrow: { src: '/images/how-it-works-narrow.svg', width: 360, height: 320 },
  visionDecentralization: { src: '/images/vision-decentralization.svg', width: 360, height: 200 },
  visionAccessibility: { src: '/images/vision-accessibility.svg', width: 360, height: 200 },
  visionTrustless: { src: '/images/vision-trustless.svg', width: 360, height: 200 },
  visionScalability: { src: '/images/vision-scalability.svg', width: 360, height: 200 },
} as const satisfies Record<string, Artwork>;
