// Names each language provides without any import: a bare use of one that no definition in reach shadows is the
// language's own, so it is neither an edge nor an unresolved use. Kept small on purpose — the common builtins,
// not every standard-library name — and only for bare names (`console.log` is already an untyped receiver).
// Programs a shell runs (ls, grep, rm) are not builtins: a script may define a function of that name or not.

const PYTHON = [
  // functions and types of the builtins module
  'abs', 'aiter', 'all', 'anext', 'any', 'ascii', 'bin', 'bool', 'breakpoint', 'bytearray', 'bytes', 'callable',
  'chr', 'classmethod', 'compile', 'complex', 'delattr', 'dict', 'dir', 'divmod', 'enumerate', 'eval', 'exec',
  'filter', 'float', 'format', 'frozenset', 'getattr', 'globals', 'hasattr', 'hash', 'help', 'hex', 'id', 'input',
  'int', 'isinstance', 'issubclass', 'iter', 'len', 'list', 'locals', 'map', 'max', 'memoryview', 'min', 'next',
  'object', 'oct', 'open', 'ord', 'pow', 'print', 'property', 'range', 'repr', 'reversed', 'round', 'set',
  'setattr', 'slice', 'sorted', 'staticmethod', 'str', 'sum', 'super', 'tuple', 'type', 'vars', 'zip', '__import__',
  // the exceptions code raises most
  'BaseException', 'Exception', 'ArithmeticError', 'AssertionError', 'AttributeError', 'EOFError', 'FileExistsError',
  'FileNotFoundError', 'ImportError', 'IndexError', 'KeyError', 'KeyboardInterrupt', 'LookupError',
  'ModuleNotFoundError', 'NameError', 'NotImplementedError', 'OSError', 'OverflowError', 'PermissionError',
  'RecursionError', 'RuntimeError', 'StopIteration', 'SystemExit', 'TimeoutError', 'TypeError', 'UnicodeDecodeError',
  'UnicodeEncodeError', 'ValueError', 'ZeroDivisionError', 'DeprecationWarning', 'UserWarning', 'Warning',
];

const SCRIPT = [
  // global values and constructors of ECMAScript and the web/Node hosts
  'Array', 'ArrayBuffer', 'BigInt', 'Boolean', 'Buffer', 'DataView', 'Date', 'Error', 'EvalError', 'Float32Array',
  'Float64Array', 'Function', 'Int32Array', 'Intl', 'JSON', 'Map', 'Math', 'Number', 'Object', 'Promise', 'Proxy',
  'RangeError', 'ReferenceError', 'Reflect', 'RegExp', 'Set', 'String', 'Symbol', 'SyntaxError', 'TypeError',
  'URIError', 'URL', 'URLSearchParams', 'Uint8Array', 'WeakMap', 'WeakRef', 'WeakSet', 'AbortController',
  'AbortSignal', 'AggregateError', 'BigInt64Array', 'BigUint64Array', 'Int8Array', 'Int16Array', 'Uint8ClampedArray',
  'Uint16Array', 'Uint32Array', 'SharedArrayBuffer', 'Atomics', 'Blob', 'Event', 'EventTarget', 'FormData', 'Headers',
  'Request', 'Response', 'ReadableStream', 'WritableStream', 'TransformStream', 'crypto', 'performance',
  'FinalizationRegistry', 'Iterator', 'atob', 'btoa', 'encodeURI', 'decodeURI',
  'TextDecoder', 'TextEncoder', 'File', 'XMLHttpRequest', 'eval', 'console', 'globalThis', 'process', 'clearInterval', 'clearTimeout',
  'decodeURIComponent', 'encodeURIComponent', 'fetch', 'isFinite', 'isNaN', 'parseFloat', 'parseInt',
  'queueMicrotask', 'setImmediate', 'setInterval', 'setTimeout', 'structuredClone', 'clearImmediate',
  // a keyword the grammar reads as a called name in \`await (0, f)(x)\`
  'await',
  // what the common test runners (mocha, jest, jasmine) put in a test file's scope as globals
  'describe', 'it', 'test', 'expect', 'before', 'after', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll',
  // TypeScript's global utility types, and type keywords some grammar versions read as names
  'bigint', 'Disposable', 'AsyncDisposable', 'RegExpMatchArray', 'ObjectConstructor', 'NumberConstructor',
  'StringConstructor', 'ArrayConstructor', 'FunctionConstructor', 'PromiseConstructor', 'ErrorConstructor',
  'Awaited', 'Exclude', 'Extract', 'InstanceType', 'Iterable', 'IterableIterator', 'NonNullable', 'Omit',
  'Parameters', 'Partial', 'Pick', 'PromiseLike', 'Readonly', 'ReadonlyArray', 'ReadonlyMap', 'ReadonlySet', 'Record',
  'Required', 'ReturnType', 'AsyncIterable', 'AsyncGenerator', 'Generator', 'AsyncIterableIterator', 'ArrayLike',
  'ConstructorParameters', 'Lowercase', 'Uppercase', 'Capitalize', 'Uncapitalize', 'NoInfer', 'ThisType',
  'PropertyKey', 'TemplateStringsArray', 'PromiseSettledResult', 'PromiseFulfilledResult', 'PromiseRejectedResult',
  'ArrayBufferLike', 'ArrayBufferView', 'IteratorResult', 'RequestInit', 'HeadersInit', 'BodyInit', 'ResponseInit', 'AsyncIterator', 'PropertyDescriptor', 'WeakKey',
];

/** The identifiers the Go specification predeclares. */
const GO = [
  'any', 'bool', 'byte', 'comparable', 'complex64', 'complex128', 'error', 'float32', 'float64', 'int', 'int8', 'int16',
  'int32', 'int64', 'rune', 'string', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'true', 'false',
  'iota', 'nil', 'append', 'cap', 'clear', 'close', 'complex', 'copy', 'delete', 'imag', 'len', 'make', 'max', 'min',
  'new', 'panic', 'print', 'println', 'real', 'recover',
];

/** The names Rust's standard prelude brings into every module. */
const RUST = [
  'Box', 'Clone', 'Copy', 'Default', 'Drop', 'Eq', 'Err', 'Fn', 'FnMut', 'FnOnce', 'From', 'Into', 'Iterator', 'None',
  'Ok', 'Option', 'Ord', 'PartialEq', 'PartialOrd', 'Result', 'Send', 'Sized', 'Some', 'String', 'Sync', 'ToOwned',
  'ToString', 'Vec', 'drop',
];

/** Commands the shell itself carries out (bash builtins and keywords used as commands). */
const BASH = [
  '.', ':', 'alias', 'bg', 'bind', 'break', 'builtin', 'caller', 'cd', 'command', 'compgen', 'complete', 'continue',
  'declare', 'dirs', 'disown', 'echo', 'enable', 'eval', 'exec', 'exit', 'export', 'false', 'fc', 'fg', 'getopts',
  'hash', 'help', 'history', 'jobs', 'kill', 'let', 'local', 'logout', 'mapfile', 'popd', 'printf', 'pushd', 'pwd',
  'read', 'readarray', 'readonly', 'return', 'set', 'shift', 'shopt', 'source', 'suspend', 'test', 'times', 'trap',
  'true', 'type', 'typeset', 'ulimit', 'umask', 'unalias', 'unset', 'wait',
];

const BUILTINS: Readonly<Record<string, ReadonlySet<string>>> = {
  python: new Set(PYTHON),
  typescript: new Set(SCRIPT),
  tsx: new Set(SCRIPT),
  javascript: new Set(SCRIPT),
  go: new Set(GO),
  rust: new Set(RUST),
  bash: new Set(BASH),
};

/** Whether a bare `name` in a file of `lang` is one the language provides itself. */
export function isBuiltinName(lang: string, name: string): boolean {
  return BUILTINS[lang]?.has(name) ?? false;
}
