// Names each language provides without any import: a bare use of one that no definition in reach shadows is the
// language's own, so it is neither an edge nor an unresolved use. Kept small on purpose — the common builtins,
// not every standard-library name (PHP's core extensions, which every build has, excepted) — and only for bare
// names (`console.log` is already an untyped receiver).
// Programs a shell runs (ls, grep, rm) are not builtins: a script may define a function of that name or not.
import { JAVA_LANG_TYPES, JAVA_OBJECT_METHODS } from './builtin-java.js';
import { PHP_CORE_CLASSES, PHP_CORE_FUNCTIONS } from './builtin-php.js';
import { phpFold } from './php-names.js';

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
  // the rest of the builtin exceptions and warnings, and the builtin constants
  'BaseExceptionGroup', 'ExceptionGroup', 'GeneratorExit', 'SystemError', 'ReferenceError', 'MemoryError',
  'BufferError', 'FloatingPointError', 'UnicodeError', 'UnicodeTranslateError', 'SyntaxError', 'IndentationError',
  'TabError', 'UnboundLocalError', 'EnvironmentError', 'IOError', 'WindowsError', 'BlockingIOError',
  'ChildProcessError', 'ConnectionError', 'BrokenPipeError', 'ConnectionAbortedError', 'ConnectionRefusedError',
  'ConnectionResetError', 'InterruptedError', 'IsADirectoryError', 'NotADirectoryError', 'ProcessLookupError',
  'StopAsyncIteration', 'EncodingWarning', 'PendingDeprecationWarning', 'SyntaxWarning', 'RuntimeWarning',
  'FutureWarning', 'ImportWarning', 'UnicodeWarning', 'BytesWarning', 'ResourceWarning', 'NotImplemented',
  'Ellipsis', '__debug__', '__name__', '__file__', '__doc__', '__builtins__', '__spec__', '__loader__', '__package__',
  'copyright', 'credits', 'license', 'exit', 'quit',
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
  // ECMAScript's Annex B functions, and what Node 20 and the web put in the global scope besides
  'escape', 'unescape', 'WebAssembly', 'WebSocket', 'TextDecoderStream', 'TextEncoderStream', 'CompressionStream',
  'DecompressionStream', 'ByteLengthQueuingStrategy', 'CountQueuingStrategy', 'MessageChannel', 'MessagePort',
  'MessageEvent', 'BroadcastChannel', 'DOMException', 'CustomEvent', 'Crypto', 'CryptoKey', 'SubtleCrypto',
  'PerformanceEntry', 'PerformanceMark', 'PerformanceMeasure', 'PerformanceObserver', 'navigator', 'global',
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
  // the rest of what TypeScript's standard library declares (lib.es5.d.ts to esnext, decorators)
  'AggregateErrorConstructor', 'ArrayBufferConstructor', 'ArrayBufferTypes', 'ArrayIterator', 'AsyncDisposableStack',
  'AsyncDisposableStackConstructor', 'AsyncGeneratorFunction', 'AsyncGeneratorFunctionConstructor',
  'AsyncIteratorObject', 'BigInt64ArrayConstructor', 'BigIntConstructor', 'BigIntToLocaleStringOptions',
  'BigUint64ArrayConstructor', 'BooleanConstructor', 'BuiltinIteratorReturn', 'CallableFunction',
  'ClassAccessorDecoratorContext', 'ClassAccessorDecoratorResult', 'ClassAccessorDecoratorTarget', 'ClassDecorator',
  'ClassDecoratorContext', 'ClassFieldDecoratorContext', 'ClassGetterDecoratorContext',
  'ClassMemberDecoratorContext', 'ClassMethodDecoratorContext', 'ClassSetterDecoratorContext', 'ConcatArray',
  'DataViewConstructor', 'DateConstructor', 'DecoratorContext', 'DecoratorMetadata', 'DecoratorMetadataObject',
  'DisposableStack', 'DisposableStackConstructor', 'ErrorOptions', 'EvalErrorConstructor',
  'FinalizationRegistryConstructor', 'FlatArray', 'Float16Array', 'Float16ArrayConstructor',
  'Float32ArrayConstructor', 'Float64ArrayConstructor', 'GeneratorFunction', 'GeneratorFunctionConstructor',
  'IArguments', 'ImportAssertions', 'ImportAttributes', 'ImportCallOptions', 'ImportMeta', 'Infinity',
  'Int16ArrayConstructor', 'Int32ArrayConstructor', 'Int8ArrayConstructor', 'IteratorObject',
  'IteratorObjectConstructor', 'IteratorReturnResult', 'IteratorYieldResult', 'MapConstructor', 'MapIterator',
  'MethodDecorator', 'NaN', 'NewableFunction', 'OmitThisParameter', 'ParameterDecorator', 'PromiseConstructorLike',
  'PromiseWithResolvers', 'PropertyDecorator', 'PropertyDescriptorMap', 'ProxyConstructor', 'ProxyHandler',
  'RangeErrorConstructor', 'ReadonlySetLike', 'ReferenceErrorConstructor', 'RegExpConstructor', 'RegExpExecArray',
  'RegExpIndicesArray', 'RegExpStringIterator', 'SetConstructor', 'SetIterator', 'SharedArrayBufferConstructor',
  'StringIterator', 'SuppressedError', 'SuppressedErrorConstructor', 'SymbolConstructor', 'SyntaxErrorConstructor',
  'ThisParameterType', 'TypeErrorConstructor', 'TypedPropertyDescriptor', 'URIErrorConstructor',
  'Uint16ArrayConstructor', 'Uint32ArrayConstructor', 'Uint8ArrayConstructor', 'Uint8ClampedArrayConstructor',
  'WeakKeyTypes', 'WeakMapConstructor', 'WeakRefConstructor', 'WeakSetConstructor',
];

/** The identifiers the Go specification predeclares. */
const GO = [
  'any', 'bool', 'byte', 'comparable', 'complex64', 'complex128', 'error', 'float32', 'float64', 'int', 'int8', 'int16',
  'int32', 'int64', 'rune', 'string', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'true', 'false',
  'iota', 'nil', 'append', 'cap', 'clear', 'close', 'complex', 'copy', 'delete', 'imag', 'len', 'make', 'max', 'min',
  'new', 'panic', 'print', 'println', 'real', 'recover',
];

/** The names Rust's standard prelude brings into every module (its derive macros `Debug` and `Hash` among them). */
const RUST = [
  'Debug', 'Hash',
  'AsMut', 'AsRef', 'Box', 'Clone', 'Copy', 'Default', 'DoubleEndedIterator', 'Drop', 'Eq', 'Err', 'ExactSizeIterator',
  'Extend', 'Fn', 'FnMut', 'FnOnce', 'From', 'FromIterator', 'Into', 'IntoIterator', 'Iterator', 'None', 'Ok', 'Option',
  'Ord', 'PartialEq', 'PartialOrd', 'Result', 'Send', 'Sized', 'Some', 'String', 'Sync', 'ToOwned', 'ToString',
  'TryFrom', 'TryInto', 'Unpin', 'Vec', 'drop',
];

/** What every Java file sees without an import: java.lang's types and Object's methods (builtin-java.ts). */
const JAVA = [
  ...JAVA_LANG_TYPES,
  ...JAVA_OBJECT_METHODS,
  // contextual keywords the grammar reads as type names
  'var', 'record', 'yield',
];

/**
 * C#'s own type keywords' classes and what a project's implicit usings (System, System.Collections.Generic,
 * System.IO, System.Linq, System.Net.Http, System.Threading, System.Threading.Tasks) bring most often.
 */
const CSHARP = [
  'Object', 'String', 'Int16', 'Int32', 'Int64', 'UInt32', 'UInt64', 'Byte', 'Boolean', 'Char', 'Double', 'Single',
  'Decimal', 'DateTime', 'DateTimeOffset', 'TimeSpan', 'Guid', 'Uri', 'Type', 'Array', 'Math', 'Convert', 'Console',
  'Environment', 'GC', 'Nullable', 'Tuple', 'ValueTuple', 'Span', 'ReadOnlySpan', 'Memory', 'Lazy', 'Random', 'Action',
  'Func', 'Predicate', 'EventArgs', 'EventHandler', 'IDisposable', 'IAsyncDisposable', 'IComparable', 'IEquatable',
  'Attribute', 'Exception', 'ArgumentException', 'ArgumentNullException', 'ArgumentOutOfRangeException',
  'InvalidOperationException', 'NotImplementedException', 'NotSupportedException', 'NullReferenceException',
  'IndexOutOfRangeException', 'KeyNotFoundException', 'FormatException', 'OperationCanceledException',
  'ObjectDisposedException', 'TimeoutException', 'List', 'Dictionary', 'HashSet', 'Queue', 'Stack', 'IEnumerable',
  'IEnumerator', 'ICollection', 'IList', 'IDictionary', 'IReadOnlyList', 'IReadOnlyCollection', 'IReadOnlyDictionary',
  'KeyValuePair', 'Enumerable', 'File', 'Directory', 'Path', 'Stream', 'Task', 'ValueTask', 'CancellationToken',
  'nameof', 'dynamic', 'Thread', 'Monitor', 'Interlocked', 'Volatile', 'Timer', 'CancellationTokenSource',
  'SemaphoreSlim', 'ThreadLocal', 'Parallel', 'TaskCompletionSource', 'HttpClient', 'HttpRequestMessage',
  'HttpResponseMessage', 'HttpMethod', 'HttpContent', 'StringContent',
];

/** Methods of Kernel and Module a Ruby file calls bare, and the core classes, modules and errors it names. */
const RUBY = [
  'puts', 'print', 'p', 'pp', 'printf', 'sprintf', 'format', 'gets', 'require', 'require_relative', 'load', 'raise',
  'fail', 'loop', 'lambda', 'proc', 'catch', 'throw', 'sleep', 'rand', 'srand', 'exit', 'abort', 'at_exit', 'warn',
  'binding', 'caller', 'block_given?', 'freeze', 'frozen?', 'send', 'public_send', 'respond_to?',
  'instance_variable_get',
  'instance_variable_set', 'attr_accessor', 'attr_reader', 'attr_writer', 'include', 'extend', 'prepend', 'private',
  'protected', 'public', 'module_function', 'private_constant', 'define_method', 'alias_method', 'Integer', 'Float',
  'String', 'Array', 'Hash', 'Rational', 'Complex', 'Object', 'BasicObject', 'Module', 'Class', 'Kernel', 'Comparable',
  'Enumerable', 'Enumerator', 'Struct', 'Symbol', 'Numeric', 'Range', 'Proc', 'Method', 'Time', 'File', 'Dir', 'IO',
  'Math', 'Process', 'Signal', 'Thread', 'Mutex', 'Queue', 'Fiber', 'ObjectSpace', 'GC', 'Marshal', 'Encoding',
  'Regexp', 'MatchData', 'NilClass', 'TrueClass', 'FalseClass', 'ENV', 'ARGV', 'STDIN', 'STDOUT', 'STDERR',
  'Exception', 'StandardError', 'RuntimeError', 'ArgumentError', 'TypeError', 'NameError', 'NoMethodError',
  'KeyError', 'IndexError', 'RangeError', 'StopIteration', 'NotImplementedError', 'IOError', 'EOFError', 'Errno',
  'FrozenError', 'ZeroDivisionError', 'FloatDomainError', 'LocalJumpError', 'SystemExit', 'Interrupt',
  'SecurityError', 'ScriptError', 'LoadError', 'SyntaxError', 'ThreadError', 'FiberError', 'EncodingError',
  'RegexpError', 'SystemCallError', 'SignalException', 'NoMatchingPatternError', 'UncaughtThrowError', 'ClosedQueueError',
  'Warning', 'Data', 'ARGF', 'DATA', 'TOPLEVEL_BINDING', 'RUBY_ENGINE', 'RUBY_ENGINE_VERSION', 'RUBY_VERSION',
  'RUBY_PATCHLEVEL', 'RUBY_RELEASE_DATE', 'RUBY_PLATFORM', 'RUBY_REVISION', 'RUBY_COPYRIGHT', 'RUBY_DESCRIPTION',
  'caller_locations', '__method__', '__dir__',
  // Object's and Module's methods a class body or method calls bare
  'is_a?', 'kind_of?', 'instance_of?', 'nil?', 'tap', 'then', 'dup', 'clone', 'to_s', 'inspect', 'hash', 'eql?',
  'equal?', 'object_id', 'instance_variables', 'instance_variable_defined?', 'method', 'methods',
  'define_singleton_method', 'singleton_class', 'private_class_method', 'public_class_method', 'attr', 'autoload',
  'system', 'exec', 'spawn', 'fork', 'trap', 'open', 'select', 'gets', 'readline', 'readlines', 'putc', 'Set',
  // Class's and Module's methods a class method or a module body calls bare (`new(deps)` in `def self.inject`)
  'new', 'allocate', 'superclass', 'class_eval', 'module_eval', 'class_exec', 'module_exec', 'instance_eval',
  'instance_exec', 'ruby2_keywords', 'const_get', 'const_set', 'const_defined?', 'const_missing', 'constants',
  'instance_method', 'public_instance_method', 'instance_methods', 'public_instance_methods',
  'private_instance_methods', 'protected_instance_methods', 'method_defined?', 'public_method_defined?',
  'private_method_defined?', 'protected_method_defined?', 'remove_method', 'undef_method', 'ancestors',
  'included_modules', 'class_variable_get', 'class_variable_set', 'class_variable_defined?', 'class_variables',
  'public_constant', 'deprecate_constant', 'refine', 'using', 'extend_object', 'append_features',
  'prepend_features',
];

/**
 * PHP's language constructs the grammar reads as calls (`new self`, `new static` and `new parent` name the class the
 * code is in or its parent, no name to look up), and the common functions of extensions most builds carry
 * (mbstring, session); the core extensions' functions and classes are in builtin-php.ts.
 */
const PHP = [
  'isset', 'empty', 'unset', 'list', 'array', 'exit', 'die', 'eval', 'self', 'static', 'parent',
  'mb_strlen', 'mb_substr', 'mb_strtolower', 'mb_strtoupper', 'session_start',
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
  java: new Set(JAVA),
  csharp: new Set(CSHARP),
  ruby: new Set(RUBY),
  // Folded: PHP matches its functions and classes in any case (php-names.ts).
  php: new Set([...PHP, ...PHP_CORE_FUNCTIONS, ...PHP_CORE_CLASSES].map(phpFold)),
};

/** Whether a bare `name` in a file of `lang` is one the language provides itself. */
export function isBuiltinName(lang: string, name: string): boolean {
  return BUILTINS[lang]?.has(lang === 'php' ? phpFold(name) : name) ?? false;
}

/**
 * What every Python class has, from `object` and from `type` (CPython 3.11's `dir(object)` and `dir(type)`, and
 * `__weakref__`).
 */
export const PYTHON_CLASS_ATTRIBUTES: ReadonlySet<string> = new Set([
  '__abstractmethods__', '__annotations__', '__base__', '__bases__', '__basicsize__', '__call__', '__class__',
  '__delattr__', '__dict__', '__dictoffset__', '__dir__', '__doc__', '__eq__', '__flags__', '__format__', '__ge__',
  '__getattribute__', '__getstate__', '__gt__', '__hash__', '__init__', '__init_subclass__', '__instancecheck__',
  '__itemsize__', '__le__', '__lt__', '__module__', '__mro__', '__name__', '__ne__', '__new__', '__or__',
  '__prepare__', '__qualname__', '__reduce__', '__reduce_ex__', '__repr__', '__ror__', '__setattr__', '__sizeof__',
  '__str__', '__subclasscheck__', '__subclasses__', '__subclasshook__', '__text_signature__', '__weakrefoffset__',
  'mro',
  // Not in either list, but every class without __slots__ has it.
  '__weakref__',
]);
