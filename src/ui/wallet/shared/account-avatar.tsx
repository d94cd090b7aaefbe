import { type CSSProperties, useState } from 'react';
import { emojiAvatarFor } from '@/domain/format/emoji-avatar';
import './wallet.css';

interface AccountAvatarProps {
  address: string;
  /** The name's avatar image; without one (or if it fails to load) the emoji avatar of the address shows. */
  imageUrl: string | null;
  size: number;
  /** The accessible name; without one the avatar is decorative (the account name sits next to it). */
  label?: string;
}

/** The account's picture: its name's avatar image, else the emoji and colour the address hashes to. */
export function AccountAvatar({ address, imageUrl, size, label }: AccountAvatarProps) {
  const { emoji, color } = emojiAvatarFor(address);
  // Purely visual: which image URL failed to load, so the emoji shows instead of a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image = imageUrl && imageUrl !== failedUrl ? imageUrl : null;
  const style = { '--avatar-size': `${size}px`, background: color } as CSSProperties;
  const content = (
    <>
      <span aria-hidden="true" style={{ fontSize: `${Math.round(size * 0.55)}px` }}>
        {emoji}
      </span>
      {image ? (
        <img className="wallet-avatar__image" src={image} alt="" onError={() => setFailedUrl(image)} />
      ) : null}
    </>
  );
  const shows = image ? 'image' : 'emoji';
  return label ? (
    <span className="wallet-avatar" style={style} role="img" aria-label={label} data-shows={shows}>
      {content}
    </span>
  ) : (
    <span className="wallet-avatar" style={style} aria-hidden="true" data-shows={shows}>
      {content}
    </span>
  );
}
