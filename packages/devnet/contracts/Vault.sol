// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Holds and forwards POX: calls with value produce internal transactions; `fail` always reverts.
contract Vault {
    event Deposited(address indexed from, uint256 amount);
    event Forwarded(address indexed to, uint256 amount);

    function deposit() external payable {
        emit Deposited(msg.sender, msg.value);
    }

    function forward(address payable to) external payable {
        to.transfer(msg.value);
        emit Forwarded(to, msg.value);
    }

    function fail(uint256 code) external pure {
        revert(string(abi.encodePacked("Vault: request ", code == 0 ? "rejected" : "refused")));
    }
}
