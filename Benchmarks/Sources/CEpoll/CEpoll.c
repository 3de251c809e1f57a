#include "CEpoll.h"
#include <sys/epoll.h>

int fingerplay_epoll_create(void) { return epoll_create1(0); }

int fingerplay_epoll_watch(int epfd, int fd, int add, int write) {
    struct epoll_event event = {0};
    event.events = EPOLLIN | (write ? EPOLLOUT : 0);
    event.data.fd = fd;
    return epoll_ctl(epfd, add ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, fd, &event);
}

int fingerplay_epoll_wait(int epfd, int *fds, uint32_t *flags, int max, int timeout) {
    struct epoll_event events[1024];
    if (max > 1024) max = 1024;
    int n = epoll_wait(epfd, events, max, timeout);
    for (int i = 0; i < n; i++) {
        fds[i] = events[i].data.fd;
        flags[i] = ((events[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR)) ? 1u : 0u) | ((events[i].events & EPOLLOUT) ? 2u : 0u);
    }
    return n;
}
