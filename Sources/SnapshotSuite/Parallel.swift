import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A parallel map over `0..<count` on every core, results in index order.
package enum Parallel {
    public static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    public static func map<T: Sendable>(_ count: Int, threads: Int = cores, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 1, threads > 1 else { return (0..<count).map(body) }
        let results = Mutex<[T?]>(Array(repeating: nil, count: count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < count else { return }
                let value = body(i)
                results.withLock { $0[i] = value }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
