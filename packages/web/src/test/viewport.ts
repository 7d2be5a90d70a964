/** jsdom has no media queries: answer them as a desktop or a phone would. */
export function setViewport(kind: 'desktop' | 'mobile'): void {
  const width = kind === 'desktop' ? 1280 : 390;
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
