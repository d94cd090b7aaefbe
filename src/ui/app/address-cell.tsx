import { shortenAddress } from '@/domain/format/shorten-address';

/** A shortened address; the full one is in the tooltip and read to screen readers. */
export function AddressCell({ address }: { address: string }) {
  return (
    <span className="address-cell" title={address}>
      <span aria-hidden="true">{shortenAddress(address)}</span>
      <span className="kit-sr-only">{address}</span>
    </span>
  );
}
