import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goFileConstraint, goFilesCompatible, parseBuildExpr, possibleDefinitions } from './go-build-files.js';

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

test('a //go:build expression is read as the go command reads it: tags, !, &&, || and parentheses; anything else is none', () => {
  assert.deepEqual(parseBuildExpr('linux && !arm'), { and: [{ tag: 'linux' }, { not: { tag: 'arm' } }] });
  assert.deepEqual(parseBuildExpr('(darwin || freebsd) && cgo'), { and: [{ or: [{ tag: 'darwin' }, { tag: 'freebsd' }] }, { tag: 'cgo' }] });
  assert.deepEqual(parseBuildExpr('a || b && c'), { or: [{ tag: 'a' }, { and: [{ tag: 'b' }, { tag: 'c' }] }] }, '&& binds tighter');
  assert.deepEqual(parseBuildExpr('go1.18'), { tag: 'go1.18' });
  for (const bad of ['', 'linux &&', '(linux', 'linux darwin', 'linux & arm', '!']) assert.equal(parseBuildExpr(bad), null, bad);
});

test('two Go files are in no build together when no system, architecture and choice of other tags takes both', () => {
  const f = (path: string, expr: string | null = null) => ({ path, expr });
  assert.equal(goFilesCompatible(f('p/a.go', 'linux'), f('p/b.go', 'windows')), false);
  assert.equal(goFilesCompatible(f('p/a.go', 'unix'), f('p/b_windows.go')), false, 'windows is no unix');
  assert.equal(goFilesCompatible(f('p/a.go', 'unix'), f('p/b_linux.go')), true);
  assert.equal(goFilesCompatible(f('p/a.go', 'darwin || freebsd'), f('p/b_linux.go')), false);
  assert.equal(goFilesCompatible(f('p/a.go', 'linux && !arm64'), f('p/b_arm64.go')), false);
  assert.equal(goFilesCompatible(f('p/a.go', 'linux && !arm64'), f('p/b_amd64.go')), true);
  assert.equal(goFilesCompatible(f('p/a.go', 'cgo'), f('p/b.go', '!cgo')), false, 'another tag is one thing in a build');
  assert.equal(goFilesCompatible(f('p/a.go', 'cgo && linux'), f('p/b.go', 'race')), true);
  assert.equal(goFilesCompatible(f('p/a.go', 'linux'), f('p/b_android.go')), true, 'android builds take linux files');
  assert.equal(goFilesCompatible(f('p/a.go', 'android'), f('p/b_linux.go', '!android')), false);
  assert.equal(goFilesCompatible(f('p/a.go', 'ignore'), f('p/b.go', '!ignore')), false);
  assert.equal(goFilesCompatible(f('p/a.go', 'ignore'), f('p/b.go')), false, 'no build sets ignore');
  assert.equal(goFilesCompatible(f('p/a.go', '!ignore'), f('p/b.go')), true);
  assert.equal(goFilesCompatible(f('p/a.go', 'a && b && c && d && e && f && g && h && !linux && !ignore'), f('p/b_linux.go')), false, 'ignore is no free tag: eight others are still tried');
  assert.equal(goFilesCompatible(f('p/a.go', 'linux &&'), f('p/b_windows.go')), true, 'a line the go command would not read constrains nothing');
  assert.equal(goFilesCompatible(f('p/a.go', 'a && b && c && d && e && f && g && h && i && !linux'), f('p/b_linux.go')), true, 'past the free tags tried, nothing is excluded');
  assert.equal(goFilesCompatible(f('p/a_linux.go', 'arm'), f('p/b.go', 'linux && amd64')), false);
});

test('of several definitions of a name, a use may mean those some build takes with its file and without the others', () => {
  const f = (path: string, expr: string | null = null) => ({ path, expr });
  assert.deepEqual(possibleDefinitions(f('p/use_linux.go'), [f('p/types.go', 'ignore'), f('p/ztypes_linux.go')]), [false, true], 'a build taking types.go takes ztypes_linux.go too: two definitions');
  assert.deepEqual(possibleDefinitions(f('p/use_linux.go'), [f('p/z_linux_amd64.go'), f('p/z_linux_arm64.go')]), [true, true], 'one for each architecture');
  assert.deepEqual(possibleDefinitions(f('p/z_linux_386.go'), [f('p/gccgo.go', 'gccgo'), f('p/gc.go', 'gc && !ppc64')]), [true, true], 'one for each compiler');
  assert.deepEqual(possibleDefinitions(f('p/a.go'), [f('p/b.go'), f('p/c.go')]), [false, false], 'two every build takes: none is possible alone');
  assert.deepEqual(possibleDefinitions(f('p/use.go'), [f('p/gen.go', 'ignore'), f('p/real_amd64.go')]), [false, true], 'a generator\'s input is in no build, though no other file defines the name on arm64');
  assert.deepEqual(possibleDefinitions(f('p/a_linux.go'), [f('p/b_windows.go'), f('p/c_darwin.go')]), [false, false]);
  assert.deepEqual(possibleDefinitions(f('p/a.go', 'unix'), [f('p/b_linux.go'), f('p/c_freebsd.go'), f('p/d_windows.go')]), [true, true, false]);
});
