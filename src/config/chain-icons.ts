/**
 * The product's own round chain icons (28 × 28, drawn for this project) for every chain it can be configured
 * with, plus Ethereum, where names resolve. Other chains get a monogram on their built-in colour.
 */
const svg = (background: string, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="${background}"/>${body}</svg>`,
  )}`;

/** A faceted crystal: two pyramids, lit from the right. */
const ethereum = svg(
  '#484c50',
  '<path d="M14 4 7 14.3l7 3.9z" fill="#fff" fill-opacity=".7"/><path d="M14 4l7 10.3-7 3.9z" fill="#fff"/>' +
    '<path d="M7 15.9 14 24v-4.2z" fill="#fff" fill-opacity=".7"/><path d="M21 15.9 14 24v-4.2z" fill="#fff"/>' +
    '<path d="M7 14.3 14 11l7 3.3-7 3.9z" fill="#484c50" fill-opacity=".35"/>',
);

/** A block (hexagon) holding a gem; the testnet's block is dashed and its gem hollow. */
const blockGlyph = (testnet: boolean) =>
  `<path d="M14 5.5 21.4 9.75v8.5L14 22.5l-7.4-4.25v-8.5z" fill="none" stroke="#231a02" stroke-width="1.9" stroke-linejoin="round"${
    testnet ? ' stroke-dasharray="3 2"' : ''
  }/><path d="M14 10.2 17.8 14 14 17.8 10.2 14z" ${
    testnet ? 'fill="none" stroke="#231a02" stroke-width="1.6"' : 'fill="#231a02"'
  } stroke-linejoin="round"/>`;

/** An anvil: the local devnet is anvil. */
const devnet = svg(
  '#f9f7ec',
  '<path d="M5 9.5h15.2c1.6 0 2.8 1.2 2.8 2.8v.4h-5.6v3.1l2.6 3.2H8.5l2.6-3.2v-3.1H8.2c-1.8 0-3.2-1.4-3.2-3.2z" fill="#2b2f36"/>' +
    '<path d="M7.5 19.8h13v1.8h-13z" fill="#2b2f36"/>',
);

export const chainIconUrls: Readonly<Record<number, string>> = {
  1: ethereum,
  56: svg('#ebac0e', blockGlyph(false)),
  97: svg('#ebac0e', blockGlyph(true)),
  31337: devnet,
};
