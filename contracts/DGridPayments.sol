// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title DGrid payments
/// @notice Pays a DGrid purchase order: forwards the whole value to the treasury at once and logs which order it
/// pays and who paid it. Holds nothing: no owner, no storage, no upgrade, and no receive or fallback, so a plain
/// transfer to it reverts and no coin can be left here.
contract DGridPayments {
    /// @notice Where every payment goes, fixed at deployment.
    address public immutable treasury;

    /// @notice One payment: `payer` is the account that called `pay` (a key or a contract), `amount` in wei.
    event Paid(bytes32 indexed orderRef, address indexed payer, uint256 amount);

    error ZeroTreasury();
    error NoValue();
    error TreasuryRejected();

    constructor(address treasury_) {
        if (treasury_ == address(0)) revert ZeroTreasury();
        treasury = treasury_;
    }

    /// @notice Pays the order `orderRef` with the value sent, all of it forwarded to the treasury.
    function pay(bytes32 orderRef) external payable {
        // A payment of nothing is not a payment: it would only put noise under someone's order reference.
        if (msg.value == 0) revert NoValue();
        emit Paid(orderRef, msg.sender, msg.value);
        // All the gas, not transfer()'s 2,300: a treasury that is a multisig or smart account must be able to take it.
        (bool forwarded, ) = treasury.call{value: msg.value}("");
        if (!forwarded) revert TreasuryRejected();
    }
}
