#if canImport(Glibc)
import Glibc
#endif

/// TCP on this machine for the arcade's tests and benchmarks: a connection to a port, a free
/// port to serve on.
public enum Loopback {
    /// A TCP socket connected (or, `nonBlocking`, connecting) to 127.0.0.1:`port`, or nil.
    /// Reads wait at most `timeout` seconds (default 10); `receiveBuffer` sets the socket's
    /// receive buffer in bytes (default: the system's), to play a page that reads slowly.
    public static func connect(port: Int, timeout: Int = 10, receiveBuffer: Int? = nil, nonBlocking: Bool = false) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | (nonBlocking ? Int32(SOCK_NONBLOCK.rawValue) : 0), 0)
        guard fd >= 0 else { return nil }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        if var size = receiveBuffer.map(Int32.init) {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var addr = address(port: port)
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 || (nonBlocking && errno == EINPROGRESS) else {
            Glibc.close(fd)
            return nil
        }
        return fd
    }

    /// A TCP port on 127.0.0.1 that nothing listens on now.
    public static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(fd) }
        var addr = address(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        _ = withUnsafeMutablePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return Int(UInt16(bigEndian: addr.sin_port))
    }

    private static func address(port: Int) -> sockaddr_in {
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        return addr
    }
}
