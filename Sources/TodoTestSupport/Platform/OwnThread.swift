import Foundation

/// Runs `body` on a thread of its own and waits for it without holding one of Swift
/// concurrency's threads.
///
/// The test runner runs tests on those threads, one per core (two on a small machine). A test
/// that mostly waits — on a terminal in tmux, on a lock another process holds — would keep one
/// of them idle for seconds, and an `async` test that sleeps instead resumes only when one is
/// free again, which under a full suite can be minutes later. On a thread of its own the test
/// waits and wakes on time, and the runner's threads go on with the other tests.
///
/// An expectation that fails in `body` fails the run and is reported with its file and line,
/// under «unknown»: the runner cannot tell which test a thread of its own belongs to. An
/// error `body` throws (`#require`) is the test's own.
///
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func onOwnThread<T: Sendable>(
  _ body: @escaping @Sendable () throws -> T
) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread { continuation.resume(with: Result { try body() }) }
    // As much stack as the main thread has, for tests written for the runner's threads.
    thread.stackSize = 8 << 20
    thread.start()
  }
}
