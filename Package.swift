// swift-tools-version: 6.2

import PackageDescription

// An unmigrated app's settings: the Swift 5 language mode, with SE-0418 (on in Swift 6), so
// that passing a function such as `randomContent` as a content maker is not a warning. (A
// named constant: tools that apply this file's upcoming features to every target, in the
// Swift 6 mode where this one is already on, look for the feature's name written in place.)
let inferSendableFromCaptures = "InferSendableFromCaptures"
let swift5App: [SwiftSetting] = [.swiftLanguageMode(.v5), .enableUpcomingFeature(inferSendableFromCaptures)]

let package = Package(
  name: "NiceNotifications",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "DateBuilder", targets: ["DateBuilder"]),
    .library(name: "NiceNotifications", targets: ["NiceNotifications"]),
    .library(name: "NiceNotificationsTesting", targets: ["NiceNotificationsTesting"]),
    .library(name: "NiceNotificationsUserNotifications", targets: ["NiceNotificationsUserNotifications"]),
  ],
  targets: [
    .target(name: "DateBuilder"),
    // The front door, the planner, and the center port over Apple's UNUserNotificationCenter
    // (Sources/NiceNotifications/System); on Linux the port builds over the shim, where it is tested.
    .target(
      name: "NiceNotifications",
      dependencies: [
        "DateBuilder",
        .target(name: "UserNotificationsShim", condition: .when(platforms: [.linux])),
      ]
    ),
    // For apps' own tests (and Linux): the simulated center on a virtual clock, and the conformance
    // checks any NotificationCenterPort can run.
    .target(
      name: "NiceNotificationsTesting", dependencies: ["NiceNotifications", "NotificationCenterModel"]),
    // Test support (seeded generator, property-check runner), beside the tests that use it: not a product.
    .target(name: "PropertyTesting", path: "Tests/PropertyTesting"),
    // One model of iOS's notification rules (the cap, attachments, intervals, delivery), shared by the
    // simulator and the shim so that they cannot disagree: not a product, not API.
    .target(name: "NotificationCenterModel"),
    // Linux-only stand-in for Apple's UserNotifications (test scaffolding, not API); empty on Apple platforms.
    .target(
      name: "UserNotificationsShim", dependencies: ["NotificationCenterModel"],
      path: "Sources/UserNotificationsShim"),
    // Kept for apps that import it: re-exports NiceNotifications, which now holds the Apple adapter.
    .target(name: "NiceNotificationsUserNotifications", dependencies: ["NiceNotifications"]),
    // (The performance benchmark is a package of its own, in Benchmarks/, that depends on this one.)
    // Fixtures the test targets share (contexts, zones, counters, temporary stores): not a product.
    .target(name: "TestSupport", dependencies: ["DateBuilder"], path: "Tests/TestSupport"),
    // A second process for tests: writers racing over one file, and inputs that once trapped.
    .executableTarget(
      name: "nicenotifications-test-child",
      dependencies: [
        "NiceNotifications", "NiceNotificationsTesting", "OriginalReadmeApp",
        .target(name: "UserNotificationsShim", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/TestChild"),
    // The original NiceNotifications README's code as an unmigrated app compiles it (Swift 5
    // language mode); the test child runs it.
    .target(
      name: "OriginalReadmeApp", dependencies: ["NiceNotifications", "NiceNotificationsTesting"],
      path: "Tests/OriginalReadmeApp", swiftSettings: swift5App),
    // The original DateBuilder's shapes in the Swift 5 language mode, as unmigrated apps compile them.
    .testTarget(
      name: "DateBuilderSwift5Tests", dependencies: ["DateBuilder"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // The original NiceNotifications' shapes in the Swift 5 language mode.
    .testTarget(
      name: "NiceNotificationsSwift5Tests",
      dependencies: [
        "NiceNotifications", "NiceNotificationsTesting", "TestSupport", "nicenotifications-test-child",
      ],
      swiftSettings: swift5App),
    .testTarget(
      name: "DateBuilderTests",
      dependencies: ["DateBuilder", "PropertyTesting", "TestSupport", "nicenotifications-test-child"]),
    .testTarget(
      name: "NiceNotificationsTests",
      dependencies: [
        "NiceNotifications", "NiceNotificationsTesting", "PropertyTesting", "TestSupport",
        "nicenotifications-test-child",
      ]
    ),
    .testTarget(name: "UserNotificationsShimTests", dependencies: ["UserNotificationsShim"]),
    .testTarget(
      name: "NiceNotificationsUserNotificationsTests",
      dependencies: [
        "NiceNotificationsUserNotifications", "NiceNotificationsTesting", "PropertyTesting", "TestSupport",
        .target(name: "UserNotificationsShim", condition: .when(platforms: [.linux])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Examples: each Examples/<name>/ is an executable with one @main file, run on the simulator.
// ExamplesTests depends on them so that they are built before it runs them; .ci/run runs them too.
// Adding an example is one line here (and its checks in Tests/ExamplesTests/).
let examples = [
  "daily-quote",
  "medication-reminders",
  "timeline-inspector",
  "timer",
]
package.targets += examples.map {
  .executableTarget(
    name: $0, dependencies: ["NiceNotifications", "NiceNotificationsTesting"], path: "Examples/\($0)")
}
package.targets.append(
  .testTarget(name: "ExamplesTests", dependencies: examples.map { .target(name: $0) } + ["TestSupport"]))

// The SwiftUI example: an app's sources as Xcode 26 compiles a new app target, with the main actor
// as the default isolation, and the same files (Examples/habits-nonisolated links to them) with the
// default of packages and older app targets. It is an iOS app; on macOS and Linux its entry point is
// a story over the simulator, and HabitsTests test its notification logic.
let habitsDependencies: [Target.Dependency] = [
  "NiceNotifications",
  .target(name: "NiceNotificationsTesting", condition: .when(platforms: [.linux, .macOS])),
]
package.targets += [
  .executableTarget(
    name: "habits", dependencies: habitsDependencies, path: "Examples/habits",
    swiftSettings: [.defaultIsolation(MainActor.self)]),
  .executableTarget(
    name: "habits-nonisolated", dependencies: habitsDependencies, path: "Examples/habits-nonisolated",
    swiftSettings: [.defaultIsolation(nil)]),
  .testTarget(
    name: "HabitsTests", dependencies: ["habits", "NiceNotificationsTesting", "TestSupport"],
    swiftSettings: [.defaultIsolation(MainActor.self)]),
]

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
