// epoll for the load benchmark, behind plain functions: Swift's Glibc module does not carry
// <sys/epoll.h>, and its event struct is packed on x86_64.
#pragma once
#include <stdint.h>

/// Watch (add = 1) or re-watch (add = 0) `fd` for readable, and writable when `write` is 1.
int fingerplay_epoll_watch(int epfd, int fd, int add, int write);
/// Waits up to `timeout` ms; fills `fds` and `flags` (bit 0 readable or hung up, bit 1
/// writable) for up to `max` sockets; returns how many.
int fingerplay_epoll_wait(int epfd, int *fds, uint32_t *flags, int max, int timeout);
/// A new epoll instance.
int fingerplay_epoll_create(void);
