/** The editor's starting source: small, with a constructor argument, a write and an event. */
export const DEFAULT_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Counter {
    uint256 public count;
    address public immutable owner;

    event Incremented(address indexed by, uint256 count);

    constructor(uint256 start) {
        count = start;
        owner = msg.sender;
    }

    function increment() external {
        count += 1;
        emit Incremented(msg.sender, count);
    }
}
`;
