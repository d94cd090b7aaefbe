import type { Artwork } from '@/ui/landing/artwork';

interface ThemedImageProps {
  /** The file drawn for the dark theme (also used for both when there is no light variant). */
  dark: Artwork;
  light?: Artwork | undefined;
  alt: string;
}

/**
 * An image with a variant per theme. Both variants are in the markup, so the prerendered page is right before any
 * script runs; kit/theme.css hides the one the page's theme does not use, and lazy loading keeps it unfetched.
 */
export function ThemedImage({ dark, light, alt }: ThemedImageProps) {
  if (!light || light.src === dark.src) {
    return <img src={dark.src} width={dark.width} height={dark.height} alt={alt} />;
  }
  return (
    <>
      <img
        className="theme-dark-only"
        src={dark.src}
        width={dark.width}
        height={dark.height}
        alt={alt}
        loading="lazy"
      />
      <img
        className="theme-light-only"
        src={light.src}
        width={light.width}
        height={light.height}
        alt={alt}
        loading="lazy"
      />
    </>
  );
}
