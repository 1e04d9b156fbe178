/// A seedable generator (SplitMix64, Steele, Lea and Flood 2014), shared by the tests and the
/// benchmarks, so a failing seed replays the same inputs on every run and every toolchain.
/// Ranges are reduced here, not by the standard library, so a sequence never depends on how
/// it maps random bits to ranges.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The generator's state: the next value follows from it alone.
  public var state: UInt64

  /// A generator whose state is `state`.
  public init(state: UInt64) { self.state = state }

  /// A generator started from `seed` (the state is the seed).
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`, or 0 when `bound` is 0 or less.
  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

  /// ``below(_:)``, as the benchmarks name it.
  public mutating func next(_ bound: Int) -> Int { below(bound) }

  /// True `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// A uniform value in [0, 1).
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A uniform integer in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// One of `items` (not empty).
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// One of `items`, each as likely as its weight.
  public mutating func weighted<T>(_ items: [T], _ weights: [Int]) -> T {
    var roll = int(0...(weights.reduce(0, +) - 1))
    for (item, weight) in zip(items, weights) {
      if roll < weight { return item }
      roll -= weight
    }
    return items[items.count - 1]
  }
}
