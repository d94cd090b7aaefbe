import { type Artwork, artwork } from './artwork';

/** The four principles of the vision section; title and desc are translation keys. */
export interface VisionCard {
  id: 'decentralization' | 'accessibility' | 'trustless' | 'scalability';
  img: Artwork;
  /** Card background; the card's light text keeps at least 7:1 contrast on each. */
  bgColor: string;
}

export const visionCards: readonly VisionCard[] = [
  { id: 'decentralization', img: artwork.visionDecentralization, bgColor: '#0e2231' },
  { id: 'accessibility', img: artwork.visionAccessibility, bgColor: '#181c3a' },
  { id: 'trustless', img: artwork.visionTrustless, bgColor: '#0e2620' },
  { id: 'scalability', img: artwork.visionScalability, bgColor: '#221934' },
];
