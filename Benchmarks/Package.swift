// swift-tools-version: 6.2

import PackageDescription

// The performance benchmark, a package of its own so that building and testing the library
// does not build it: `swift run -c release --package-path Benchmarks nicenotifications-benchmark`.
// It uses the library the way an app does, through its products (the repository's root package).
let package = Package(
  name: "NiceNotificationsBenchmarks",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  dependencies: [
    .package(name: "NiceNotifications", path: "..")
  ],
  targets: [
    // The benchmark: scenarios that check their own output, then a table of figures against
    // baselines measured in the same run.
    .executableTarget(
      name: "nicenotifications-benchmark",
      dependencies: [
        .product(name: "NiceNotifications", package: "NiceNotifications"),
        .product(name: "NiceNotificationsTesting", package: "NiceNotifications"),
        .target(name: "AllocationCounting", condition: .when(platforms: [.linux])),
      ]),
    // The benchmark's allocation counter: the process's own malloc on Linux (C, since Swift
    // reserves the name).
    .target(name: "AllocationCounting"),
  ],
  swiftLanguageModes: [.v6]
)

// The upcoming features the library's own manifest enables, so that the benchmark is compiled
// as the library is.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      // SE-0335: `any` spelled out for existential types.
      .enableUpcomingFeature("ExistentialAny"),
      // SE-0444: a file sees only the modules it imports itself.
      .enableUpcomingFeature("MemberImportVisibility"),
      // SE-0409: imports are internal unless marked `public import`.
      .enableUpcomingFeature("InternalImportsByDefault"),
      // SE-0461: nonisolated async functions run on the caller's actor.
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      // SE-0470: conformances of isolated types are inferred as isolated.
      .enableUpcomingFeature("InferIsolatedConformances"),
    ]
}
