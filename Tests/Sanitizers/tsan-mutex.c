// Makes Swift's `Synchronization.Mutex` visible to ThreadSanitizer on Linux (used by `make sanitize`).
//
// Mutex locks with an inlined compare-exchange on a futex word (instrumented: TSan sees that acquire and
// release) and, under contention, calls `_MutexHandle._lockSlow` / `_unlockSlow` in
// libswiftSynchronization.so, which is not instrumented and hands the lock over in the kernel
// (FUTEX_LOCK_PI / FUTEX_UNLOCK_PI). TSan then sees no happens-before between the two owners and reports
// every access to the protected state — and to anything published through it, like a cached paragraph
// read after the lock — as a race. Eight threads incrementing one Mutex<[Int: Int]> get 4–7 reports per
// run with Swift 6.3.1.
//
// scripts/sanitize.sh compiles this file into a shared library and LD_PRELOADs it into the TSan-built
// processes. It interposes the three slow paths (the executable reaches them through the PLT), calls the
// real ones, and tells TSan what they did, on the address of the futex word — the same address as the
// inlined fast path's atomics, so fast and slow hand-overs form one synchronization object:
//   _unlockSlow: release before handing over;  _lockSlow: acquire after obtaining;
//   _tryLockSlow: acquire when it obtained the lock.
// It hides no race: code that touches the state without the lock is still reported.
//
// ABI: `borrowing func` on the address-only `_MutexHandle` passes self's address in the Swift self
// register (clang: swiftcall + swift_context), `selfId` as the first argument.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// Weak: the library is preloaded into `swift test` too, which is not built with TSan; there they are
// null and the interposers only forward.
void __tsan_acquire(void *addr) __attribute__((weak));
void __tsan_release(void *addr) __attribute__((weak));

#define SWIFTCALL __attribute__((swiftcall))
#define SELF __attribute__((swift_context))

typedef SWIFTCALL void (*LockSlow)(uint32_t self_id, void *SELF handle);
typedef SWIFTCALL void (*UnlockSlow)(void *SELF handle);
typedef SWIFTCALL bool (*TryLockSlow)(void *SELF handle);

static void *real(const char *name) {
    void *function = dlsym(RTLD_NEXT, name);
    if (function == NULL) {
        fprintf(stderr, "tsan-mutex: %s not found in libswiftSynchronization.so\n", name);
        abort();
    }
    return function;
}

SWIFTCALL void lock_slow(uint32_t self_id, void *SELF handle) __asm__("$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF");
SWIFTCALL void lock_slow(uint32_t self_id, void *SELF handle) {
    static LockSlow next;
    if (next == NULL) next = (LockSlow)real("$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF");
    next(self_id, handle);
    if (__tsan_acquire) __tsan_acquire(handle);
}

SWIFTCALL void unlock_slow(void *SELF handle) __asm__("$s15Synchronization12_MutexHandleV11_unlockSlowyyF");
SWIFTCALL void unlock_slow(void *SELF handle) {
    static UnlockSlow next;
    if (next == NULL) next = (UnlockSlow)real("$s15Synchronization12_MutexHandleV11_unlockSlowyyF");
    if (__tsan_release) __tsan_release(handle);
    next(handle);
}

SWIFTCALL bool try_lock_slow(void *SELF handle) __asm__("$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF");
SWIFTCALL bool try_lock_slow(void *SELF handle) {
    static TryLockSlow next;
    if (next == NULL) next = (TryLockSlow)real("$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF");
    bool locked = next(handle);
    if (locked && __tsan_acquire) __tsan_acquire(handle);
    return locked;
}
