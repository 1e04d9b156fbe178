// swift-tools-version:6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("MemberImportVisibility")
]

let package = Package(
  name: "todo-txt",
  products: [
    .library(name: "TodoTxt", targets: ["TodoTxt"]),
    .executable(name: "todo", targets: ["todo"]),
  ],
  targets: [
    // The todo.txt line format and file model. No Foundation.
    .target(name: "TodoTxt", swiftSettings: swiftSettings),
    // String tables from the top-level Resources/ folder, found at run time.
    .target(name: "TodoLocalization", dependencies: ["TodoTxt"], swiftSettings: swiftSettings),
    // The commands.
    .target(
      name: "TodoCLI", dependencies: ["TodoTxt", "TodoLocalization"],
      swiftSettings: swiftSettings),
    // The thin executable. A release build links the Swift standard library statically (as
    // `--static-swift-stdlib` does): about a millisecond less at every start.
    .executableTarget(
      name: "todo", dependencies: ["TodoCLI"], swiftSettings: swiftSettings,
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ]),
    // What the tests and the benchmarks share: the seeded generator, temporary folders,
    // process helpers, the sandbox and golden runner, and the sync soak with its judge.
    .target(name: "TodoTestSupport", dependencies: ["TodoTxt"], swiftSettings: swiftSettings),
    // Benchmarks, and the long soaks: `swift run -c release TodoBenchmarks`.
    .executableTarget(
      name: "TodoBenchmarks", dependencies: ["TodoTxt", "TodoCLI", "TodoTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(name: "TodoTxtTests", dependencies: ["TodoTxt", "TodoTestSupport"]),
    .testTarget(name: "TodoLocalizationTests", dependencies: ["TodoLocalization"]),
    .testTarget(
      name: "TodoCLITests",
      dependencies: ["TodoCLI", "todo", "TodoBenchmarks", "TodoTestSupport"],
      exclude: ["Goldens"]),
  ]
)
