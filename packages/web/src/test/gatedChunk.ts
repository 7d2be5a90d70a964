/** A code chunk that arrives only when the test releases it, as over a slow network. */
export function gatedChunk(): { arrived: Promise<void>; release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
}
