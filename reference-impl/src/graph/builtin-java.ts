// The public types of java.lang, which every Java file imports without saying so, as JDK 25 lists them (the top-level
// public classes, interfaces, enums, records and annotations of java.base/java/lang); and the methods every class has
// from java.lang.Object. A bare type or call nothing in reach defines is the language's own when it is one of these
// (builtin-names.ts).

/** 108 types. */
export const JAVA_LANG_TYPES = [
  'AbstractMethodError', 'Appendable', 'ArithmeticException', 'ArrayIndexOutOfBoundsException', 'ArrayStoreException',
  'AssertionError', 'AutoCloseable', 'Boolean', 'BootstrapMethodError', 'Byte', 'CharSequence', 'Character', 'Class',
  'ClassCastException', 'ClassCircularityError', 'ClassFormatError', 'ClassLoader', 'ClassNotFoundException',
  'ClassValue', 'CloneNotSupportedException', 'Cloneable', 'Comparable', 'Deprecated', 'Double', 'Enum',
  'EnumConstantNotPresentException', 'Error', 'Exception', 'ExceptionInInitializerError', 'Float',
  'FunctionalInterface', 'IO', 'IllegalAccessError', 'IllegalAccessException', 'IllegalArgumentException',
  'IllegalCallerException', 'IllegalMonitorStateException', 'IllegalStateException', 'IllegalThreadStateException',
  'IncompatibleClassChangeError', 'IndexOutOfBoundsException', 'InheritableThreadLocal', 'InstantiationError',
  'InstantiationException', 'Integer', 'InternalError', 'InterruptedException', 'Iterable',
  'LayerInstantiationException', 'LinkageError', 'Long', 'MatchException', 'Math', 'Module', 'ModuleLayer',
  'NegativeArraySizeException', 'NoClassDefFoundError', 'NoSuchFieldError', 'NoSuchFieldException',
  'NoSuchMethodError', 'NoSuchMethodException', 'NullPointerException', 'Number', 'NumberFormatException', 'Object',
  'OutOfMemoryError', 'Override', 'Package', 'Process', 'ProcessBuilder', 'ProcessHandle', 'Readable', 'Record',
  'ReflectiveOperationException', 'Runnable', 'Runtime', 'RuntimeException', 'RuntimePermission', 'SafeVarargs',
  'ScopedValue', 'SecurityException', 'SecurityManager', 'Short', 'StableValue', 'StackOverflowError',
  'StackTraceElement', 'StackWalker', 'StrictMath', 'String', 'StringBuffer', 'StringBuilder',
  'StringIndexOutOfBoundsException', 'SuppressWarnings', 'System', 'Thread', 'ThreadDeath', 'ThreadGroup',
  'ThreadLocal', 'Throwable', 'TypeNotPresentException', 'UnknownError', 'UnsatisfiedLinkError',
  'UnsupportedClassVersionError', 'UnsupportedOperationException', 'VerifyError', 'VirtualMachineError', 'Void',
  'WrongThreadException'
];

/** java.lang.Object's methods: a bare call of one is the class's own or Object's, never undefined. */
export const JAVA_OBJECT_METHODS = ['getClass', 'hashCode', 'equals', 'toString', 'clone', 'finalize', 'notify', 'notifyAll', 'wait'];
