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
  const variant = (art: Artwork, className: string) => (
    <img className={className} src={art.src} width={art.width} height={art.height} alt={alt} loading="lazy" />
  );
  return (
    <>
      {variant(dark, 'theme-dark-only')}
      {variant(light, 'theme-light-only')}
    </>
  );
}
