// Traversal serialises snapshots; token amounts are bigint in a few machines' events.
(BigInt.prototype as unknown as { toJSON: () => string }).toJSON = function toJSON(this: bigint) {
  return this.toString();
};
