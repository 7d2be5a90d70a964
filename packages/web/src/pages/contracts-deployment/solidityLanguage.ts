import { StreamLanguage, type StringStream } from '@codemirror/language';

const KEYWORDS = new Set(
  'pragma solidity import as from contract interface library abstract is using for struct enum event error modifier function constructor fallback receive returns return if else while do for break continue try catch emit revert require assert new delete public private internal external pure view payable constant immutable override virtual memory storage calldata indexed anonymous unchecked assembly let type'.split(
    ' ',
  ),
);
const TYPES = /^(address|bool|string|bytes\d*|u?int\d*|fixed|ufixed|mapping)\b/;
const ATOMS = new Set([
  'true',
  'false',
  'this',
  'super',
  'msg',
  'block',
  'tx',
  'wei',
  'gwei',
  'ether',
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
]);

interface State {
  inComment: boolean;
}

function token(stream: StringStream, state: State): string | null {
  if (state.inComment) {
    if (stream.skipTo('*/')) {
      stream.next();
      stream.next();
      state.inComment = false;
    } else stream.skipToEnd();
    return 'comment';
  }
  if (stream.eatSpace()) return null;
  if (stream.match('//')) {
    stream.skipToEnd();
    return 'comment';
  }
  if (stream.match('/*')) {
    state.inComment = true;
    return 'comment';
  }
  if (stream.match(/^"(?:[^"\\]|\\.)*"?/) || stream.match(/^'(?:[^'\\]|\\.)*'?/)) return 'string';
  if (stream.match(/^0x[0-9a-fA-F_]+/) || stream.match(/^\d[\d_]*(\.\d+)?(e\d+)?/)) return 'number';
  if (stream.match(TYPES)) return 'typeName';
  if (stream.match(/^[A-Za-z_$][\w$]*/)) {
    const word = stream.current();
    if (KEYWORDS.has(word)) return 'keyword';
    if (ATOMS.has(word)) return 'atom';
    return /^[A-Z]/.test(word) ? 'className' : 'variableName';
  }
  stream.next();
  return null;
}

/** Solidity highlighting for the editor: keywords, types, literals and comments (no parser needed). */
export const solidity = StreamLanguage.define<State>({
  name: 'solidity',
  startState: () => ({ inComment: false }),
  token,
  languageData: { commentTokens: { line: '//', block: { open: '/*', close: '*/' } } },
});
