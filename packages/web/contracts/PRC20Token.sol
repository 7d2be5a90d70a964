// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/**
 * @title PRC20Token
 * @notice The standard token PoxScan deploys from /more/prc20tokendeployment: OpenZeppelin's ERC20
 * (PRC20 on POX), with optional minting by the owner and optional burning by holders, both fixed at
 * deployment. The deployer owns the token and receives the initial supply.
 */
contract PRC20Token is ERC20, ERC20Burnable, Ownable {
    uint8 private immutable _tokenDecimals;
    bool public immutable mintable;
    bool public immutable burnable;

    error MintingDisabled();
    error BurningDisabled();

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        bool mintable_,
        bool burnable_
    ) ERC20(name_, symbol_) Ownable(msg.sender) {
        _tokenDecimals = decimals_;
        mintable = mintable_;
        burnable = burnable_;
        _mint(msg.sender, initialSupply);
    }

    function decimals() public view override returns (uint8) {
        return _tokenDecimals;
    }

    /// @notice Creates `amount` tokens for `to`; only the owner, only if the token is mintable.
    function mint(address to, uint256 amount) external onlyOwner {
        if (!mintable) revert MintingDisabled();
        _mint(to, amount);
    }

    function burn(uint256 value) public override {
        if (!burnable) revert BurningDisabled();
        super.burn(value);
    }

    function burnFrom(address account, uint256 value) public override {
        if (!burnable) revert BurningDisabled();
        super.burnFrom(account, value);
    }
}
