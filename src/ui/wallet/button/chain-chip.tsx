import { useWalletT } from '@/i18n/use-wallet-t';
import { ChainIcon } from '../shared/chain-icon';
import { useWalletViewData } from '../wallet-view-data';
import { OpenerButton } from './opener-button';

/** The current (configured) chain in the header; opens the network modal. */
export function ChainChip() {
  const { t } = useWalletT();
  const { currentChain } = useWalletViewData();
  if (!currentChain) return null;
  return (
    <OpenerButton
      event="user.openChainModal"
      modalTag="chainModalOpen"
      variant="chip"
      className="wallet-chip--chain"
      label={t('button.open_network', { chain: currentChain.name })}
    >
      <ChainIcon chain={currentChain} size={24} />
      <span className="wallet-chip__chain-name">{currentChain.name}</span>
    </OpenerButton>
  );
}
