import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goFileConstraint, goFilesCompatible } from './go-build-files.js';

test('a Go file name asks for a system, an architecture or both after its first underscore, _test aside', () => {
  assert.deepEqual(goFileConstraint('os/file_linux.go'), { os: 'linux', arch: null });
  assert.deepEqual(goFileConstraint('syscall/zerrors_linux_amd64.go'), { os: 'linux', arch: 'amd64' });
  assert.deepEqual(goFileConstraint('math/big/arith_arm64.go'), { os: null, arch: 'arm64' });
  assert.deepEqual(goFileConstraint('os/exec_windows_test.go'), { os: 'windows', arch: null });
  assert.deepEqual(goFileConstraint('runtime/linux.go'), { os: null, arch: null }, 'the name before the first underscore is the file\'s own');
  assert.deepEqual(goFileConstraint('a/amd64_linux.go'), { os: 'linux', arch: null }, 'GOARCH_GOOS is no pair: only the last part counts');
  assert.deepEqual(goFileConstraint('a/x_unix.go'), { os: null, arch: null }, 'unix is a build tag, not a system a name asks for');
  assert.deepEqual(goFileConstraint('a/x_linux.s'), { os: null, arch: null }, 'no Go file');
  assert.deepEqual(goFileConstraint('a/x_linux.pb.go'), { os: 'linux', arch: null }, 'cut at the first dot');
});

test('two Go files are in no build together when their names ask for different systems or architectures', () => {
  assert.equal(goFilesCompatible('p/a_linux.go', 'p/b_windows.go'), false);
  assert.equal(goFilesCompatible('p/a_linux_amd64.go', 'p/b_arm64.go'), false);
  assert.equal(goFilesCompatible('p/a_linux.go', 'p/b_linux_arm64.go'), true);
  assert.equal(goFilesCompatible('p/a_amd64.go', 'p/b_windows.go'), true);
  assert.equal(goFilesCompatible('p/a.go', 'p/b_windows.go'), true);
  assert.equal(goFilesCompatible('p/a_android.go', 'p/b_linux.go'), true, 'android builds take linux files');
  assert.equal(goFilesCompatible('p/a_linux.go', 'p/b_android.go'), true);
  assert.equal(goFilesCompatible('p/a_ios.go', 'p/b_darwin.go'), true);
  assert.equal(goFilesCompatible('p/a_illumos.go', 'p/b_solaris.go'), true);
  assert.equal(goFilesCompatible('p/a_android.go', 'p/b_ios.go'), false);
});
